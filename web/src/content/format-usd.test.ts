import { describe, expect, it } from "vitest";
import { formatUsd } from "./format-usd";

describe("formatUsd", () => {
  it("groups thousands with commas, as en-US does", () => {
    for (const amount of [0, 9, 249, 999, 1000, 1499, 12999, 100000, 1234567]) {
      expect(formatUsd(amount)).toBe(`$${amount.toLocaleString("en-US")}`);
    }
  });

  it("refuses cents and negative amounts rather than printing them wrongly", () => {
    expect(() => formatUsd(19.99)).toThrow(RangeError);
    expect(() => formatUsd(-5)).toThrow(RangeError);
  });
});
