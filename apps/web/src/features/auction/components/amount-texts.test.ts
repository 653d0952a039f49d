// The server's refusals and the web's own checks name an amount the same way (domain formatAmount): a
// local copy of the formatting on either side ("1500 pts" against "1,500 pts") fails here.
import { formatAmount } from "@sah/domain";
import { describe, expect, it } from "vitest";
import { SALE_TEXT } from "../../../../../server/src/services/auction/engine.ts";
import { aboveMaxBidText } from "./sell-form.tsx";

describe("amounts in the sale refusals", () => {
  it.each([
    [150_000, "pts", "1,50,000 pts"],
    [1500, "Points", "1,500 Points"],
    [80, "", "80"],
  ])("%i %s reads %s in the engine's and the sell form's max-bid text", (amount, unit, text) => {
    expect(formatAmount(amount, unit)).toBe(text);
    expect(SALE_TEXT.aboveMaxBid(amount, unit)).toBe(`Price must be at most this team's max bid of ${text}.`);
    expect(aboveMaxBidText(amount, unit)).toBe(SALE_TEXT.aboveMaxBid(amount, unit));
  });

  it("every engine text formats its amount with the domain's formatAmount", () => {
    expect(SALE_TEXT.belowMinPrice(100_000, "pts")).toContain("1,00,000 pts");
    expect(SALE_TEXT.belowBasePrice(25_000, "pts")).toContain("25,000 pts");
    expect(SALE_TEXT.aboveFunds("T", 1_25_00_000, "pts")).toContain("1,25,00,000 pts");
    expect(SALE_TEXT.belowZero("T", 150_000, "pts")).toContain("1,50,000 pts");
    expect(SALE_TEXT.belowReserve("T", 150_000, "pts")).toContain("1,50,000 pts");
  });
});
