// What the share cards and the pages print alike (docs/api.md "Share cards"), and which
// addresses a phone cannot open (docs/api.md "Server addresses").
import { describe, expect, it } from "vitest";
import { basePriceText, formatDate, isLoopbackHost, isLoopbackUrl, parseDate } from "../src/index.ts";

describe("formatDate", () => {
  it("reads a calendar date as the site does, with no time-zone shift; nothing for what is not a date", () => {
    expect(formatDate("2026-12-05")).toBe("05 Dec 2026");
    expect(formatDate("2026-01-31T23:30:00Z")).toBe("31 Jan 2026");
    expect(formatDate("")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(parseDate("5 Dec")).toBeNull();
  });
});

describe("basePriceText", () => {
  it("names the player's own base price, or the event's minimum when it has none", () => {
    const event = { min_player_price: 1000, funds_unit: "₹" };
    expect(basePriceText({ base_price: 250000 }, event)).toBe("Base price 2,50,000 ₹");
    expect(basePriceText({ base_price: null }, event)).toBe("Base price 1,000 ₹ (event minimum)");
  });
});

describe("isLoopbackHost", () => {
  it.each(["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]", "::1", "0.0.0.0"])(
    "%s is this machine only",
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(["192.168.1.23", "10.0.0.5", "auction.club.in", "localhost.example.com", "128.0.0.1"])(
    "%s can be reached from a phone",
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
  it("reads a URL's host; what is not a URL is not loopback", () => {
    expect(isLoopbackUrl("http://localhost:3000/view/1")).toBe(true);
    expect(isLoopbackUrl("http://[::1]:3000")).toBe(true);
    expect(isLoopbackUrl("http://192.168.1.23:3000")).toBe(false);
    expect(isLoopbackUrl("not a url")).toBe(false);
  });
});
