// One way to display numbers (docs/product.md section 9): the domain's formatNumber and formatAmount in
// DISPLAY_LOCALE, used by the domain's own texts, the server's messages and the web's pages alike.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BACKUP_TEXT, BID_MSG, budgetOf, DETAIL, DISPLAY_LOCALE, formatAmount, formatNumber, LIMITS, MSG } from "../src/index.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

describe("formatNumber and formatAmount", () => {
  it("group digits the en-IN way, with the unit after the number", () => {
    expect(DISPLAY_LOCALE).toBe("en-IN");
    expect(formatNumber(150_000)).toBe("1,50,000");
    expect(formatNumber(1_25_00_000)).toBe("1,25,00,000");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(-1500)).toBe("-1,500");
    expect(formatAmount(150_000, "pts")).toBe("1,50,000 pts");
    expect(formatAmount(150_000, "")).toBe("1,50,000");
    expect(formatAmount(150_000, null)).toBe("1,50,000");
    expect(formatAmount(null, "pts")).toBe("—");
  });

  it("group whole numbers exactly as DISPLAY_LOCALE's Intl formatter does, and format the rest by it", () => {
    const intl = new Intl.NumberFormat(DISPLAY_LOCALE);
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 1_00_000, 12_34_567, 1_23_45_678];
    values.push(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    for (let digits = 1; digits <= 16; digits++) values.push(10 ** digits - 1, 10 ** digits, 10 ** digits + 1);
    // A fixed spread of values of every length (a linear congruential sequence, so every run checks the same).
    let seed = 12_345;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      values.push(seed % 10 ** ((i % 15) + 1));
    }
    for (const v of values) {
      expect(formatNumber(v)).toBe(intl.format(v));
      expect(formatNumber(-v)).toBe(intl.format(-v));
    }
    for (const v of [1.5, -2.25, 1234.5678, 1e21, -0, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(v)).toBe(intl.format(v));
    }
  });

  it("are what the domain's own texts show: a lakh reads 1,00,000 in every message", () => {
    expect(BID_MSG.notNext(150_000)).toBe("Another bid got there first: the next bid is 1,50,000.");
    const { reserved } = budgetOf({
      totalFunds: 10_000_000,
      spent: 0,
      playersCount: 0,
      minPlayers: 3,
      maxPlayers: 5,
      minPlayerPrice: 100_000,
    });
    expect(reserved[0]?.reason).toBe("2 more players to reach the minimum squad of 3, at least 1,00,000 each");
    expect(BACKUP_TEXT.backupTooManyFiles(123_456)).toBe(
      `This event's backup would hold 1,23,456 files, over the ${formatNumber(LIMITS.importZipEntriesMax)} a restore accepts.`,
    );
    expect(DETAIL.tooManyPlayers).toBe(
      `An event can have at most ${formatNumber(LIMITS.playersPerEventMax)} players; this one has that many.`,
    );
    expect(MSG.tooManyOwners).toBe(`Select at most ${formatNumber(LIMITS.ownersMax)} owners.`);
  });
});

describe("the number formatter", () => {
  const Real = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = Real;
    vi.resetModules();
  });

  it("is made only for a number that is not whole, on first use, and then kept", async () => {
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    vi.resetModules();
    const domain = await import("../src/index.ts");
    // Loading the domain (its schemas, messages and texts) formats no number.
    expect(made).toBe(0);
    expect(domain.formatNumber(150_000)).toBe("1,50,000");
    expect(domain.formatAmount(25_000, "Points")).toBe("25,000 Points");
    expect(domain.DETAIL.tooManyTeams).toContain(domain.formatNumber(LIMITS.teamsPerEventMax));
    // Whole numbers (every amount, count and price) need no Intl formatter: a page showing them does
    // not load the locale's data.
    expect(made).toBe(0);
    expect(domain.formatNumber(1.5)).toBe("1.5");
    expect(domain.formatNumber(1234.25)).toBe("1,234.25");
    expect(made).toBe(1);
  });
});

describe("no local copy of the display rule", () => {
  // The only places that may format a number or a date with a locale: the domain's display.ts and the
  // web's lib/format.ts. A page or a message that calls toLocaleString (or makes its own Intl formatter,
  // or writes its own locale) would show the same number differently from the rest.
  const OWNERS = new Set(["packages/domain/src/display.ts", "apps/web/src/lib/format.ts"]);
  const DIRS = ["packages/domain/src", "apps/server/src", "apps/web/src"];

  it("toLocale*, Intl formatters and locale names appear only in display.ts and lib/format.ts", () => {
    const offenders: string[] = [];
    for (const dir of DIRS) {
      for (const file of fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const rel = `${dir}/${file.split(path.sep).join("/")}`;
        if (OWNERS.has(rel)) continue;
        const text = fs.readFileSync(path.join(ROOT, rel), "utf8");
        for (const m of text.matchAll(/\.toLocale\w*\(|\bIntl\.(NumberFormat|DateTimeFormat)\b|["']en-(IN|US|GB)["']/g)) {
          offenders.push(`${rel}: ${m[0]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
