// The writing systems of names that a device may have no font for: the Indian scripts people write
// players' and teams' names in, and Arabic. Each is drawn with its Noto Sans face from the npm package
// `@fontsource/noto-sans-<slug>`: on share cards by the server (apps/server/src/services/share/fonts.ts)
// and in the web app, where the build declares them and a page downloads only those of the scripts it
// shows (apps/web/vite.config.ts `nameFonts`; docs/decisions/076-fonts-for-names.md).

export type NameScript = {
  /** The package's and the subset's name: `@fontsource/noto-sans-<slug>`, files `…-<slug>-<weight>-normal`. */
  slug: string;
  /** The Unicode script name (`\p{Script=<title>}`), and the face's family: `Noto Sans <title>`. */
  title: string;
};

export const NAME_SCRIPTS: readonly NameScript[] = [
  { slug: "devanagari", title: "Devanagari" },
  { slug: "bengali", title: "Bengali" },
  { slug: "gurmukhi", title: "Gurmukhi" },
  { slug: "gujarati", title: "Gujarati" },
  { slug: "tamil", title: "Tamil" },
  { slug: "telugu", title: "Telugu" },
  { slug: "kannada", title: "Kannada" },
  { slug: "malayalam", title: "Malayalam" },
  { slug: "arabic", title: "Arabic" },
];

/** The font family that draws a script: "Noto Sans Tamil". */
export function nameScriptFamily(script: NameScript): string {
  return `Noto Sans ${script.title}`;
}

/** Matches a run of the script's letters in a text ("सूर्यकुमार" in "सूर्यकुमार Yadav"). */
export function nameScriptPattern(script: NameScript): RegExp {
  return new RegExp(`\\p{Script=${script.title}}+`, "u");
}

/** A text's letters as a reader counts them (graphemes: a letter with its vowel sign is one, "चे", "கி"). */
export function lettersOf(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (g) => g.segment);
}

/**
 * A name's initial for a stand-in where there is no photo or logo: its first letter as a reader sees
 * it (a grapheme: "सू" of "सूर्यकुमार", not the bare "स"; an emoji whole), upper case; "" for a blank name.
 */
export function initialOf(name: string): string {
  const text = name.trim();
  if (!text) return "";
  return (lettersOf(text)[0] ?? "").toUpperCase();
}
