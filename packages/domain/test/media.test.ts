// The names of an image's two sizes (docs/decisions/050-photo-sizes.md).
import { describe, expect, it } from "vitest";
import { largeMediaPath, MEDIA_PATH, smallImageUrl, smallMediaPath } from "../src/index.ts";

describe("small image names", () => {
  it("names the small copy next to the stored file, and back", () => {
    expect(smallImageUrl("/media/players/0a1b2c.png")).toBe("/media/players/0a1b2c.s.png");
    expect(smallImageUrl("/media/sponsors/x_y-z.jpg")).toBe("/media/sponsors/x_y-z.s.jpg");
    expect(smallMediaPath("teams/abc.webp")).toBe("teams/abc.s.webp");
    expect(largeMediaPath("teams/abc.s.webp")).toBe("teams/abc.webp");
    expect(largeMediaPath("teams/abc.webp")).toBeNull();
    expect(MEDIA_PATH.test("teams/abc.s.webp")).toBe(false);
  });

  it("has no small copy for URLs that are not a stored image's", () => {
    for (const url of [
      null,
      undefined,
      "",
      "https://example.com/media/players/a.png",
      "/media/players/a.s.png",
      "/media/players/../a.png",
      "/media/players/a.gif",
      "/media/players/sub/a.png",
      "/static/a.png",
    ]) {
      expect(smallImageUrl(url), String(url)).toBeNull();
    }
    for (const rel of ["players/../a.s.png", "players/a.s.s.png", "players/.s.png", "../players/a.s.png", "players/a.S.png"]) {
      expect(largeMediaPath(rel), rel).toBeNull();
    }
  });
});
