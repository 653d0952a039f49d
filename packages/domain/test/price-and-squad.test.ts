// Price shorthands and the squad rules (docs/decisions/033-price-entry-and-console-apply.md,
// docs/api.md "Budget rule" and "Squad quotas").
import { describe, expect, it } from "vitest";
import {
  isBelowBasePrice,
  isPriceShorthand,
  isTeamFull,
  maxBid,
  PLAYER_STATUS,
  parsePrice,
  parseSheetPrice,
  playersNeeded,
  priceHeaderUnit,
  SALE_TEXT,
} from "../src/index.ts";

describe("parsePrice", () => {
  const valid: [string, number][] = [
    ["25000", 25_000],
    ["0", 0],
    [" 25000 ", 25_000],
    ["25,000", 25_000],
    ["1,50,000", 150_000],
    ["1,500,000", 1_500_000],
    ["25k", 25_000],
    ["25K", 25_000],
    ["2.5k", 2_500],
    ["2.50k", 2_500],
    ["25 k", 25_000],
    ["1.5L", 150_000],
    ["1.5l", 150_000],
    ["1.5 lakh", 150_000],
    ["2 lakhs", 200_000],
    ["1.15L", 115_000],
    ["3 lac", 300_000],
    ["1cr", 10_000_000],
    ["1.25Cr", 12_500_000],
    ["2 crore", 20_000_000],
    ["25000.00", 25_000],
    ["10 thousand", 10_000],
  ];
  it.each(valid)("%j is %i", (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  const invalid = [
    "",
    "  ",
    "k",
    "abc",
    "-5",
    "-5k",
    "2.5",
    "1.2345k",
    "25m",
    "1.5 lakhz",
    "25,00",
    "1,2,3",
    ".5k",
    "2..5k",
    "25k5",
    "1e3",
    "0x10",
  ];
  it.each(invalid)("%j is not a price", (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it("a shorthand is worth showing back as the full number; plain digits are not", () => {
    expect(isPriceShorthand("25k")).toBe(true);
    expect(isPriceShorthand("1,50,000")).toBe(true);
    expect(isPriceShorthand("25000")).toBe(false);
    expect(isPriceShorthand("2.5")).toBe(false);
  });
});

describe("isBelowBasePrice (the server's sale check and the sell form)", () => {
  it("only a Sold price under the player's own base price", () => {
    expect(isBelowBasePrice(PLAYER_STATUS.SOLD, 29, 30)).toBe(true);
    expect(isBelowBasePrice(PLAYER_STATUS.SOLD, 30, 30)).toBe(false);
    expect(isBelowBasePrice(PLAYER_STATUS.SOLD, 1, null)).toBe(false);
    expect(isBelowBasePrice(PLAYER_STATUS.RETAINED, 29, 30)).toBe(false);
  });
});

describe("squad rules", () => {
  const team = (players_count: number) => ({ players_count, min_players: 5, max_players: 8 });
  it.each([
    [0, false, 5],
    [4, false, 1],
    [5, false, 0],
    [7, false, 0],
    [8, true, 0],
  ])("%i players of 5–8: full %s, needs %i more", (count, full, needed) => {
    expect(isTeamFull(team(count))).toBe(full);
    expect(playersNeeded(team(count))).toBe(needed);
  });

  it("a full team has a max bid of 0, and its refusal says it is full instead", () => {
    expect(maxBid({ totalFunds: 100, spent: 10, playersCount: 8, minPlayers: 5, maxPlayers: 8, minPlayerPrice: 1 })).toBe(0);
    expect(SALE_TEXT.teamFull("Chennai Chargers", 8, 8)).toBe("Chennai Chargers is full (8 of 8 players)");
  });
});

describe('prices in an imported sheet (docs/api.md "Player import")', () => {
  it.each([
    ["Reserve Price Rs Lakh", "lakh", "reserve price"],
    ["Base price (in lakhs)", "lakhs", "base price"],
    ["Base (Cr)", "cr", "base"],
    ["Reserve in thousands", "thousands", "reserve"],
    ["Base Price (USD M)", "m", "base price"],
    ["Base price", "", "base price"],
  ])("the header %j has the unit %j", (header, unit, rest) => {
    expect(priceHeaderUnit(header)).toEqual({ unit, rest });
  });
  it.each([
    ["200", "lakh", 20_000_000],
    ["1.5", "lakhs", 150_000],
    ["2 Cr", "lakh", 20_000_000],
    ["2cr", "", 20_000_000],
    ["30 lakh", "", 3_000_000],
    ["1.5 crore", "", 15_000_000],
    ["25k", "", 25_000],
    ["2.5M", "", 2_500_000],
    ["2", "cr", 20_000_000],
    ["25,000", "", 25_000],
  ])("%j under a %j header is %i", (cell, unit, value) => {
    expect(parseSheetPrice(cell, unit)).toBe(value);
  });
  it("the sell form still reads no millions", () => {
    expect(parsePrice("2.5M")).toBeNull();
    expect(parseSheetPrice("lots", "")).toBeNull();
  });
});
