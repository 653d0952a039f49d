// The server's refusals and the web's own checks name an amount the same way: both take the domain's
// SALE_TEXT (formatAmount inside), so a text or a formatting written again on either side fails here.
import { formatAmount, PLAYER_STATUS, SALE_TEXT, type Team } from "@sah/domain";
import { describe, expect, it } from "vitest";
import { sellFormSchema } from "./sell-form.tsx";

const team = (over: Partial<Team>): Team =>
  ({ id: 7, name: "Royal Strikers", players_count: 3, max_players: 11, max_bid: 80, funds_unit: "pts", ...over }) as Team;

/** The sell form's messages for one sale, by field. */
function formErrors(t: Team, price: string, basePrice: number | null = null): Record<string, string | undefined> {
  const result = sellFormSchema([t], { transaction_detail: null, base_price: basePrice }).safeParse({
    player: 1,
    status: String(PLAYER_STATUS.SOLD),
    team: String(t.id),
    price,
    override_limits: false,
    reason: "",
  });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("amounts in the sale refusals", () => {
  it.each([
    [150_000, "pts", "1,50,000 pts"],
    [1500, "Points", "1,500 Points"],
    [80, "", "80"],
  ])("%i %s reads %s in the max-bid text, and the sell form shows that text", (amount, unit, text) => {
    expect(formatAmount(amount, unit)).toBe(text);
    expect(SALE_TEXT.aboveMaxBid(amount, unit)).toBe(`Price must be at most this team's max bid of ${text}.`);
    expect(formErrors(team({ max_bid: amount, funds_unit: unit }), String(amount + 1)).price).toBe(
      SALE_TEXT.aboveMaxBid(amount, unit),
    );
  });

  it("the sell form's base-price and full-team texts are the domain's", () => {
    expect(formErrors(team({ max_bid: 100_000 }), "20000", 25_000).price).toBe(SALE_TEXT.belowBasePrice(25_000, "pts"));
    expect(formErrors(team({ players_count: 11 }), "50").team).toBe(SALE_TEXT.teamFull("Royal Strikers", 11, 11));
  });

  it("every text formats its amount with the domain's formatAmount", () => {
    expect(SALE_TEXT.belowMinPrice(100_000, "pts")).toContain("1,00,000 pts");
    expect(SALE_TEXT.belowBasePrice(25_000, "pts")).toContain("25,000 pts");
    expect(SALE_TEXT.aboveFunds("T", 1_25_00_000, "pts")).toContain("1,25,00,000 pts");
    expect(SALE_TEXT.belowZero("T", 150_000, "pts")).toContain("1,50,000 pts");
    expect(SALE_TEXT.belowReserve("T", 150_000, "pts")).toContain("1,50,000 pts");
  });
});
