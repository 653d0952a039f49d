// Amount style and team short names (docs/api.md "Events" amount_style, "Teams" short_name; decision 061):
// one formatter says every amount, exactly, in full or as people say it; one function derives short names.
import { describe, expect, it } from "vitest";
import {
  currencySymbol,
  deriveShortName,
  formatAmount,
  INDIAN_NUMBER_FORMAT,
  moneyNumberFormat,
  shortNameOf,
  teamLabels,
} from "../src/index.ts";

describe("formatAmount, short style", () => {
  it.each([
    // INR: crore and lakh, the rupee sign.
    [27_00_00_000, "INR", "₹27 Cr"],
    [2_50_00_000, "INR", "₹2.5 Cr"],
    [1_20_00_00_000, "INR", "₹120 Cr"],
    [18_75_00_000, "INR", "₹18.75 Cr"],
    [75_00_000, "INR", "₹75 L"],
    [30_00_000, "INR", "₹30 L"],
    [5_00_000, "INR", "₹5 L"],
    [1_05_00_000, "INR", "₹1.05 Cr"],
    [50_000, "INR", "₹50,000"],
    [0, "INR", "₹0"],
    [-12_00_00_000, "INR", "-₹12 Cr"],
    [-5_00_000, "INR", "-₹5 L"],
    // 2.725 Cr would need a third decimal: it is said in lakh, exactly.
    [2_72_50_000, "INR", "₹272.5 L"],
    [12_34_56_789, "INR", "₹12,34,56,789"],
    [1_00_000_00_00_000, "INR", "₹1,00,000 Cr"],
    // Every other unit: K, M, B; a currency code's symbol before, any other unit after.
    [1_200_000, "USD", "$1.2M"],
    [350_000, "pts", "350K pts"],
    [2_500_000_000, "USD", "$2.5B"],
    [1_000, "EUR", "€1K"],
    [999, "pts", "999 pts"],
    [0, "pts", "0 pts"],
    [-350_000, "Points", "-350K Points"],
    [1_234_567, "USD", "$12,34,567"],
    [1_234_500, "USD", "$1,234.5K"],
    [350_000, "", "350K"],
    [350_000, null, "350K"],
  ])("%d %s -> %s", (value, unit, text) => {
    expect(formatAmount(value, unit, "short")).toBe(text);
  });

  it("never rounds: a short amount read back is the amount", () => {
    const scales: Record<string, number> = { Cr: 1e7, L: 1e5, B: 1e9, M: 1e6, K: 1e3 };
    let seed = 7;
    for (let i = 0; i < 3_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      // Round amounts (the usual) and ragged ones alike.
      const value = i % 2 === 0 ? (seed % 100_000) * 10 ** (i % 8) : seed;
      for (const unit of ["INR", "USD", "pts"]) {
        const text = formatAmount(value, unit, "short");
        const m = /^-?[^\d]*([\d,]+(?:\.\d+)?)\s?(Cr|L|B|M|K)?/.exec(text);
        expect(m, text).not.toBeNull();
        const [, digits, word] = m!;
        const read = Number(digits.replaceAll(",", "")) * (word ? scales[word] : 1);
        expect(Math.round(read), `${value} ${unit} -> ${text}`).toBe(value);
      }
    }
  });

  it("keeps the full style as it was, and full is the default", () => {
    expect(formatAmount(27_00_00_000, "INR")).toBe("27,00,00,000 INR");
    expect(formatAmount(27_00_00_000, "INR", "full")).toBe("27,00,00,000 INR");
    expect(formatAmount(null, "INR", "short")).toBe("—");
  });

  it("knows a currency code from any other unit", () => {
    expect(currencySymbol("INR")).toBe("₹");
    expect(currencySymbol("usd")).toBe("$");
    expect(currencySymbol("pts")).toBeNull();
    expect(currencySymbol("Points")).toBeNull();
    expect(currencySymbol("XYZ")).toBeNull();
    expect(moneyNumberFormat("INR")).toBe(INDIAN_NUMBER_FORMAT);
    expect(moneyNumberFormat("pts")).toBe("#,##0");
  });
});

describe("team short names", () => {
  it.each([
    ["Royal Challengers Bengaluru", "RCB"],
    ["Chennai Super Kings", "CSK"],
    ["Mumbai Indians", "MI"],
    ["Kolkata Knight Riders", "KKR"],
    ["Team 11", "T11"],
    ["Tigers", "TIG"],
    ["the quick brown fox jumps over", "TQBFJ"],
    ["Kings XI-Punjab", "KXP"],
    ["—", ""],
    // Indian scripts: a word's first letter with its vowel sign, the words kept whole at their marks.
    ["चेन्नई सुपर किंग्स", "चेसुकिं"],
    ["சென்னை சூப்பர் கிங்ஸ்", "செசூகி"],
    ["मुंबई", "मुंबई"],
  ])("%s -> %s", (name, short) => {
    expect(deriveShortName(name)).toBe(short);
  });

  it("prefers the organiser's short name, and never shows two teams alike", () => {
    expect(shortNameOf({ name: "Punjab Kings", short_name: "PBKS" })).toBe("PBKS");
    expect(shortNameOf({ name: "Punjab Kings", short_name: null })).toBe("PK");
    const labels = teamLabels([
      { id: 1, name: "Chennai Super Kings", short_name: "CSK" },
      { id: 2, name: "Capital Super Kings", short_name: "csk" },
      { id: 3, name: "Mumbai Indians", short_name: "MI" },
    ]);
    expect(labels.get(1)).toBe("Chennai");
    expect(labels.get(2)).toBe("Capital");
    expect(labels.get(3)).toBe("MI");
    // Names alike in their first words: as many words as tell them apart, else the whole names.
    const close = teamLabels([
      { id: 1, name: "Super Kings North", short_name: null },
      { id: 2, name: "Super Kings Nagpur", short_name: null },
    ]);
    expect([close.get(1), close.get(2)]).toEqual(["Super Kings North", "Super Kings Nagpur"]);
  });
});
