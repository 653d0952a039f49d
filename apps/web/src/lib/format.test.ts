// Display formats (docs/product.md section 9): dates and times in the domain's DISPLAY_LOCALE, each from
// one cached formatter; the pages that show a time use these helpers, not a toLocale* call of their own.
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastLoginText } from "../features/users/components/user-card.tsx";
import {
  formatClockTime,
  formatClockTimeSeconds,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatTime,
} from "./format.ts";

// Local times, so the expectations hold in any time zone the tests run in.
const evening = new Date(2026, 2, 5, 18, 30, 15).toISOString();
const morning = new Date(2025, 2, 15, 9, 5).toISOString();

describe("dates and times", () => {
  it("formatDate: a YYYY-MM-DD date as day, short month, year", () => {
    expect(formatDate("2026-03-05")).toBe("05 Mar 2026");
    expect(formatDate("2025-12-31")).toBe("31 Dec 2025");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate(null)).toBe("");
  });

  it("formatTime: an HH:MM time of day", () => {
    expect(formatTime("18:30")).toBe("6:30 pm");
    expect(formatTime("09:05")).toBe("9:05 am");
    expect(formatTime("")).toBe("");
  });

  it("formatClockTime: a timestamp's local clock time, as an event's times read", () => {
    expect(formatClockTime(evening)).toBe("6:30 pm");
    expect(formatClockTime(morning)).toBe("9:05 am");
    expect(formatClockTime(evening)).toBe(formatTime("18:30"));
    expect(formatClockTime("garbage")).toBe("");
    expect(formatClockTime(null)).toBe("");
  });

  it("formatDateTime: a timestamp's local date and time", () => {
    expect(formatDateTime(evening)).toBe("05 Mar 2026, 6:30 pm");
    expect(formatDateTime(morning)).toBe("15 Mar 2025, 9:05 am");
    expect(formatDateTime("garbage")).toBe("");
    expect(formatDateTime(undefined)).toBe("");
  });

  it("to the second: bids and the audit log", () => {
    expect(formatClockTimeSeconds(evening)).toBe("6:30:15 pm");
    expect(formatDateTimeSeconds(evening)).toBe("05 Mar 2026, 6:30:15 pm");
    expect(formatClockTimeSeconds("garbage")).toBe("");
    expect(formatDateTimeSeconds(null)).toBe("");
  });

  it("a user's last login reads as formatDateTime, or Never", () => {
    expect(lastLoginText(morning)).toBe("15 Mar 2025, 9:05 am");
    expect(lastLoginText(null)).toBe("Never");
    expect(lastLoginText("garbage")).toBe("Never");
  });
});

describe("the date formatters", () => {
  const Real = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = Real;
    vi.resetModules();
  });

  it("are made on first use, not when the module loads, and each is kept", async () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    vi.resetModules();
    const format = await import("./format.ts");
    expect(made).toBe(0);
    for (let i = 0; i < 3; i++) {
      format.formatDate("2026-03-05");
      format.formatTime("18:30");
      format.formatClockTime(evening);
      format.formatDateTime(evening);
      format.formatClockTimeSeconds(evening);
      format.formatDateTimeSeconds(evening);
    }
    // One for the date, one for the time of day (formatTime and formatClockTime share it), one for both,
    // and the two to the second.
    expect(made).toBe(5);
  });
});
