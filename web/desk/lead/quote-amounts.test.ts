// What the quote form reads from typed amounts: dollars and cents as whole cents, and the same
// total and share due now the server computes.
import { describe, expect, it } from "vitest";
import { centsOf, quoteSums } from "./quote-amounts";

describe("the quote form's amounts", () => {
  it("reads dollars as typed, with or without cents, commas or a dollar sign", () => {
    expect(centsOf("1250")).toBe(125_000);
    expect(centsOf("1,250.5")).toBe(125_050);
    expect(centsOf(" $6,000.50 ")).toBe(600_050);
    expect(centsOf("0.01")).toBe(1);
  });

  it("refuses what is not a positive amount of dollars and cents", () => {
    for (const typed of ["", "0", "12.345", "-5", "1e3", "abc", "12.5.1"])
      expect(centsOf(typed)).toBeNull();
  });

  it("totals the lines and takes the share due now", () => {
    expect(quoteSums(["2,500", "6000.50"], 50)).toEqual({
      totalCents: 850_050,
      dueNowCents: 425_025,
    });
    expect(quoteSums(["2,500", "oops"], 25)).toEqual({ totalCents: 250_000, dueNowCents: 62_500 });
    expect(quoteSums(["100"], 0)).toEqual({ totalCents: 10_000, dueNowCents: 0 });
  });
});
