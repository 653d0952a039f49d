// How the big screen's board writes and sizes its teams (docs/decisions/061): by short labels from ten
// teams, or when full names would make the text smaller than the board's height allows; and a row's
// width in ems, by which the text is sized so the row is never cut. The browser's measurements
// (measureBoard) are e2e/big-screen-scale.e2e.ts's.
import { describe, expect, it } from "vitest";
import { BOARD_SHORT_NAMES_FROM, boardFit } from "./room.tsx";

const widths = { emsFull: 40, emsShort: 30 };

describe("boardFit", () => {
  it("writes ten teams and more by their short labels, sized by those", () => {
    const fit = boardFit(widths, { teams: BOARD_SHORT_NAMES_FROM, width: 4000, heightFontPx: 20 });
    expect(fit.short).toBe(true);
    expect(fit.ems).toBeGreaterThan(widths.emsShort);
    expect(fit.ems).toBeLessThan(widths.emsShort * 1.1);
  });

  it("writes fewer teams by their full names when those fit at the height's text size", () => {
    // 900 px / (40 ems with the margin) is above 20 px.
    const fit = boardFit(widths, { teams: 4, width: 900, heightFontPx: 20 });
    expect(fit.short).toBe(false);
    expect(900 / fit.ems).toBeGreaterThanOrEqual(20);
  });

  it("writes fewer teams by their short labels when the full names would make the text smaller", () => {
    // 800 px / 40 ems is exactly 20 px, less the margin: below 20 px.
    const fit = boardFit(widths, { teams: 4, width: 800, heightFontPx: 20 });
    expect(fit.short).toBe(true);
    expect(800 / fit.ems).toBeGreaterThan(20);
  });
});
