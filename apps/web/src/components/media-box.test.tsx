// A stored image in a box of fixed width offers its small copy (docs/decisions/050-photo-sizes.md), and the
// server rendering preloads the first screen's images by that same choice, not the stored size.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../app/providers.tsx";
import { PlayerListCard } from "../features/players/components/player-list-card.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { player } from "../test/fixtures.ts";
import { imageSources } from "./media-box.tsx";

describe("imageSources", () => {
  it("offers the small copy and the stored size for the box's width, with its width and height", () => {
    expect(imageSources("/media/teams/ab12.png", 36)).toEqual({
      src: "/media/teams/ab12.s.png",
      srcSet: "/media/teams/ab12.s.png 300w, /media/teams/ab12.png 1024w",
      sizes: "36px",
      width: 36,
      height: 36,
    });
    expect(imageSources("/media/players/x.jpg", { mobile: 96, tablet: 150 })).toMatchObject({
      src: "/media/players/x.s.jpg",
      sizes: "(min-width: 768px) 150px, 96px",
      width: 96,
      height: 96,
    });
  });

  it("keeps a plain src for a URL that is not ours, and for a box without a fixed width", () => {
    expect(imageSources("https://cdn.example.com/media/players/x.jpg", 96)).toEqual({
      src: "https://cdn.example.com/media/players/x.jpg",
    });
    expect(imageSources("/favicon.svg", 96)).toEqual({ src: "/favicon.svg" });
    expect(imageSources("/media/players/x.jpg")).toEqual({ src: "/media/players/x.jpg" });
  });
});

describe("server rendering of a first-screen card", () => {
  it("preloads the image by its srcset and sizes, never the stored file alone", () => {
    const html = renderToString(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <PlayerListCard player={player} to="/view/1/players/11" priority />
        </MemoryRouter>
      </AppProviders>,
    );
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g);
    expect(preloads).toEqual([
      '<link rel="preload" as="image" imageSrcSet="/media/players/virat.s.webp 300w, /media/players/virat.webp 1024w" imageSizes="(min-width: 768px) 150px, 96px" fetchPriority="high"/>',
    ]);
    expect(html).toMatch(/<img [^>]*src="\/media\/players\/virat\.s\.webp"[^>]*width="96" height="96"/);
  });
});
