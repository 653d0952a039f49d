// Texts that state a limit are built from it (docs/architecture.md "Where a text's number comes from";
// docs/decisions/067-foundations.md): each reads as it did when the number was written in it, and
// follows the limit it states.
import { describe, expect, it } from "vitest";
import { BID_MSG, BIDDING_LIMITS, charsTooMany, DETAIL_KEY_MAX, DETAILS_MAX, LIMITS, MSG, SALE_TEXT } from "../src/index.ts";

describe("texts that state a limit", () => {
  it.each([
    [MSG.nameTooLong, "Ensure this field has no more than 200 characters.", LIMITS.nameMax],
    [MSG.textTooLong, "Ensure this field has no more than 500 characters.", LIMITS.textMax],
    [MSG.orderRange, "Order must be between 1 and 24.", LIMITS.sponsorOrderMax],
    [MSG.passwordTooShort, "Password must be at least 8 characters.", LIMITS.passwordMin],
    [MSG.passwordTooLong, "Password must be at most 200 characters.", LIMITS.passwordMax],
    [MSG.detailsValue, "Details values must be text (at most 500 characters), numbers, true/false or null.", LIMITS.textMax],
    [MSG.detailKeyTooLong, "Ensure this field has no more than 100 characters.", DETAIL_KEY_MAX],
    [MSG.tooManyDetails, "A player can have at most 50 details.", DETAILS_MAX],
    [MSG.imageTooLarge, "The image must be at most 5 MB.", LIMITS.imageMaxBytes / 1024 / 1024],
    [BID_MSG.extendSeconds, "Enter the seconds to add: a whole number from 1 to 600.", BIDDING_LIMITS.extendMax],
    [BID_MSG.stepsTooMany, "Enter at most 20 steps.", BIDDING_LIMITS.stepsMax],
    [BID_MSG.secondsRange, "Enter a whole number of seconds from 1 to 3,600.", BIDDING_LIMITS.secondsMax],
  ])("%s", (text, was, limit) => {
    expect(text).toBe(was);
    expect(text.replace(/,(?=\d{3})/g, "")).toContain(String(limit));
  });

  it("says any text field's own maximum", () => {
    expect(charsTooMany(LIMITS.playerRefMax)).toBe("Ensure this field has no more than 50 characters.");
  });
});

describe("SALE_TEXT (SALE_MSG folded into it)", () => {
  it("reads as before, the amount formatted with the unit", () => {
    expect(SALE_TEXT.belowMinPrice(1000, "pts")).toBe(
      "A sold player's price must be at least the minimum player price of 1,000 pts.",
    );
    expect(SALE_TEXT.aboveFunds("Rich Team", 99_001, "pts")).toBe(
      "Price is more than Rich Team's funds remaining of 99,001 pts.",
    );
    expect(SALE_TEXT.belowBasePrice(50, "pts")).toBe(
      `Price is below this player's base price of 50 pts; tick "Override limits" to sell for less.`,
    );
  });
});
