// The fonts of a share card (services/share/cards.ts; docs/decisions/057-hall-setup.md "Fonts"): Inter
// for Latin, and Noto Sans faces for what Inter does not draw (₹ and the other currency signs,
// extended Latin, the Indian scripts people write names in, Arabic), each read from its npm package
// (@fontsource, WOFF: satori reads TTF, OTF and WOFF, not WOFF2) only when a card's text needs it, and
// kept once read. Files resolve from node_modules at run time, from the sources and from the bundle
// (scripts/build-server.mjs) alike.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { NAME_SCRIPTS, type NameScript, nameScriptFamily, nameScriptPattern } from "@sah/domain";

export type CardFont = { name: string; data: Buffer; weight: 400 | 700 | 900; style: "normal" };

type Face = {
  /** The family name satori knows it by. */
  name: string;
  /** The file of `weight`, under node_modules. */
  file: (weight: CardFont["weight"]) => string;
  /** Text this face is needed for; null: always (the card's own font). */
  needed: RegExp | null;
};

const WEIGHTS = [400, 700, 900] as const;

/** A Noto Sans face of one script: `@fontsource/noto-sans-<slug>`, its `<slug>` subset. */
function notoScript(script: NameScript): Face {
  const { slug } = script;
  return {
    name: nameScriptFamily(script),
    file: (w) => `@fontsource/noto-sans-${slug}/files/noto-sans-${slug}-${slug}-${w}-normal.woff`,
    needed: nameScriptPattern(script),
  };
}

/** In the order satori falls back through them: a glyph is drawn by the first face that has it. */
export const CARD_FACES: readonly Face[] = [
  { name: "Inter", file: (w) => `@fontsource/inter/files/inter-latin-${w}-normal.woff`, needed: null },
  {
    // Currency signs (₹ U+20B9 among U+20A0–20C0), Latin Extended and its additions.
    name: "Noto Sans",
    file: (w) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${w}-normal.woff`,
    needed: /[\u0100-\u02FF\u1E00-\u1EFF\u20A0-\u20C0\u2113\u2C60-\u2C7F\uA720-\uA7FF]/u,
  },
  ...NAME_SCRIPTS.map(notoScript),
];

const require = createRequire(import.meta.url);
const read = new Map<string, Promise<CardFont[]>>();

function loadFace(face: Face): Promise<CardFont[]> {
  let fonts = read.get(face.name);
  if (!fonts) {
    fonts = Promise.all(
      WEIGHTS.map(async (weight) => ({
        name: face.name,
        weight,
        style: "normal" as const,
        data: await fs.readFile(require.resolve(face.file(weight))),
      })),
    );
    // A failed read is not kept: the next card tries again.
    fonts.catch(() => read.delete(face.name));
    read.set(face.name, fonts);
  }
  return fonts;
}

/** The faces a card whose texts are `text` needs: Inter, and each face whose script or signs occur in it. */
export function facesFor(text: string): Face[] {
  return CARD_FACES.filter((f) => f.needed === null || f.needed.test(text));
}

/** The fonts, read (once per process), for a card whose texts are `text`. */
export async function cardFonts(text: string): Promise<CardFont[]> {
  return (await Promise.all(facesFor(text).map(loadFace))).flat();
}
