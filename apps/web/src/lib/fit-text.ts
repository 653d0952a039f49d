// A name on a stage (the big screen, the live page's player on the block) breaks between its words,
// never inside one (docs/product.md section 10 "The room"): its font size is capped so that its longest
// word fits on one line of its container.

/** The width of a letter of heavy display type (weights 800–900), in em: wide capitals included. */
const BOLD_LETTER_EM = 0.7;

/**
 * A font size, at most `max`, at which the longest word of `text` fits on one line of its container
 * (an element with `containerType: "inline-size"`).
 */
export function wordsFitFontSize(text: string, max: string): string {
  const longest = Math.max(1, ...text.split(/\s+/).map((word) => [...word].length));
  return `min(${max}, calc(100cqi / ${Number((longest * BOLD_LETTER_EM).toFixed(2))}))`;
}
