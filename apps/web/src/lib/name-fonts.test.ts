// The web app draws every script of the domain's NAME_SCRIPTS (docs/decisions/076-fonts-for-names.md):
// the build declares each face at 400 and 700 with the characters it draws, none of them a space or a
// Latin letter, and the theme's font family names each face before the device's fonts.
import { NAME_SCRIPTS, nameScriptFamily } from "@sah/domain";
import { describe, expect, it } from "vitest";
import { nameFontFaces } from "../../vite.config.ts";
import { FONT_FAMILY } from "./theme.ts";

/** Whether a CSS unicode-range ("U+0900-097F,U+20B9") includes a code point. */
function inRange(range: string, code: number): boolean {
  return range.split(",").some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return code >= Number.parseInt(from ?? "", 16) && code <= Number.parseInt(to ?? "", 16);
  });
}

describe("the fonts of names in Indian scripts", () => {
  const faces = nameFontFaces();

  it("declares each script's face at 400 and 700 as a WOFF2 file of the build", () => {
    const declared = faces.map((f) =>
      f.rule
        .match(/font-family:"([^"]+)";font-style:normal;font-weight:(\d+)/)
        ?.slice(1)
        .join(" "),
    );
    expect(declared.sort()).toEqual(
      NAME_SCRIPTS.flatMap((s) => [`${nameScriptFamily(s)} 400`, `${nameScriptFamily(s)} 700`]).sort(),
    );
    for (const face of faces) {
      expect(face.rule).toContain(`src:url(/${face.fileName}) format("woff2")`);
      expect(face.source.subarray(0, 4).toString("latin1"), face.fileName).toBe("wOF2");
    }
  });

  it("each face draws only its script's characters: no space, no Latin letter or digit", () => {
    for (const face of faces) {
      const range = face.rule.match(/unicode-range:([^}]+)/)?.[1] ?? "";
      expect(range, face.fileName).not.toBe("");
      for (const ch of " Aa0,.") expect(inRange(range, ch.codePointAt(0) ?? 0), `${face.fileName} ${ch}`).toBe(false);
    }
  });

  it("the theme's font family names each face first, then the device's fonts", () => {
    const families = FONT_FAMILY.split(",").map((f) => f.trim().replaceAll('"', ""));
    expect(families.slice(0, NAME_SCRIPTS.length)).toEqual(NAME_SCRIPTS.map(nameScriptFamily));
    expect(families.at(-1)).toBe("sans-serif");
  });
});
