import { describe, expect, it } from "vitest";
import { initialOf, NAME_SCRIPTS, nameScriptFamily, nameScriptPattern } from "../src/index.ts";

describe("the scripts names are written in", () => {
  it("each is a Unicode script a pattern can match, with its Noto Sans family", () => {
    const samples: Record<string, string> = {
      Devanagari: "सूर्यकुमार",
      Bengali: "সৌরভ",
      Gurmukhi: "ਹਰਭਜਨ",
      Gujarati: "અક્ષર",
      Tamil: "அஸ்வின்",
      Telugu: "తిలక్",
      Kannada: "ಕುಂಬ್ಳೆ",
      Malayalam: "സഞ്ജു",
      Arabic: "رشيد",
    };
    expect(NAME_SCRIPTS.map((s) => s.title).sort()).toEqual(Object.keys(samples).sort());
    for (const script of NAME_SCRIPTS) {
      const sample = samples[script.title] ?? "";
      expect(`Captain ${sample} (WK)`.match(nameScriptPattern(script))?.[0]).toBe(sample);
      expect(nameScriptFamily(script)).toBe(`Noto Sans ${script.title}`);
      expect(script.slug).toBe(script.title.toLowerCase());
    }
  });

  it("a name's initial is its first letter as read, not its first code unit", () => {
    expect(initialOf("  virat Kohli")).toBe("V");
    expect(initialOf("सूर्यकुमार यादव")).toBe("सू");
    expect(initialOf("க்ருணால்")).toBe("க்");
    expect(initialOf("🏏 Club")).toBe("🏏");
    expect(initialOf("   ")).toBe("");
  });
});
