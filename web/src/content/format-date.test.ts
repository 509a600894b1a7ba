import { describe, expect, it } from "vitest";
import { formatDay } from "./format-date";

describe("formatDay", () => {
  it("writes the UTC day of an ISO time as Month D, YYYY", () => {
    expect(formatDay("2026-12-11T23:30:00.000Z")).toBe("December 11, 2026");
    expect(formatDay("2027-01-01T00:00:00Z")).toBe("January 1, 2027");
  });
  it("leaves text that is not a date as it is", () => {
    expect(formatDay("soon")).toBe("soon");
  });
});
