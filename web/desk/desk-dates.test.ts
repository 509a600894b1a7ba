// The desk's one date format, and addresses that break only after "@" and ".".
import { describe, expect, it } from "vitest";
import { dayWords, momentWords, storedMomentWords } from "./desk-dates";
import { addressPieces } from "./lead-row";

describe("the desk's dates", () => {
  const at = new Date("2026-11-11T11:59:47Z");
  it("writes a moment as Nov 11, 2026, 6:59 AM in the salesperson's time zone", () => {
    expect(momentWords(at, "America/Chicago")).toBe("Nov 11, 2026, 5:59 AM");
    expect(momentWords(at, "America/New_York")).toBe("Nov 11, 2026, 6:59 AM");
    expect(storedMomentWords(at.toISOString(), "America/New_York")).toBe("Nov 11, 2026, 6:59 AM");
    expect(storedMomentWords("", "America/New_York")).toBe("");
    expect(storedMomentWords("not a date")).toBe("");
  });

  it("writes a day as that format's date", () => {
    expect(dayWords(at, "America/New_York")).toBe("Nov 11, 2026");
    expect(momentWords(at, "America/New_York").startsWith(dayWords(at, "America/New_York"))).toBe(
      true,
    );
  });
});

describe("addressPieces", () => {
  it("cuts an address after each @ and ., and nowhere else", () => {
    expect(addressPieces("qa+noplan@example.co.uk")).toEqual([
      "qa+noplan@",
      "example.",
      "co.",
      "uk",
    ]);
    expect(addressPieces("hello@elpasobotanicals.com").join("")).toBe("hello@elpasobotanicals.com");
    expect(addressPieces("")).toEqual([]);
    expect(addressPieces("no-at-sign")).toEqual(["no-at-sign"]);
  });
});
