// The page tags of components/seo.tsx: a page without an image of its own (the landing page among them)
// shares the site's card, a 1200×630 PNG, since crawlers and chat apps show no SVG.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Seo } from "./seo.tsx";

function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe("Seo", () => {
  it("a page without an image shares the site's PNG card as a large image", () => {
    const html = renderToString(<Seo />);
    expect(metaOf(html, "og:image")).toBe(`${window.location.origin}/api/card.png`);
    expect(metaOf(html, "twitter:image")).toMatch(/\/api\/card\.png$/);
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
  });

  it("a page with its own image keeps it", () => {
    const html = renderToString(<Seo title="Tigers" image="/media/teams/t.png" />);
    expect(metaOf(html, "og:image")).toBe(`${window.location.origin}/media/teams/t.png`);
  });
});
