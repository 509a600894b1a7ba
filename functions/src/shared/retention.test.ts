// The retention date: calendar months in UTC, clamped to the end of a shorter month.
import { describe, expect, it } from "vitest";
import { LEAD_RETENTION_MONTHS, leadExpiry, leadRetentionText } from "./retention.js";

describe("leadExpiry", () => {
  it("keeps a lead 24 months by default, to the millisecond", () => {
    expect(LEAD_RETENTION_MONTHS).toBe(24);
    expect(leadExpiry(new Date("2026-11-25T16:20:05.123Z")).toISOString()).toBe(
      "2028-11-25T16:20:05.123Z",
    );
  });

  it.each([
    ["2026-08-31T10:00:00Z", 6, "2027-02-28T10:00:00.000Z"],
    ["2027-08-31T10:00:00Z", 6, "2028-02-29T10:00:00.000Z"],
    ["2026-01-31T23:59:59Z", 1, "2026-02-28T23:59:59.000Z"],
    ["2026-03-31T00:00:00Z", 1, "2026-04-30T00:00:00.000Z"],
    ["2026-12-15T00:00:00Z", 1, "2027-01-15T00:00:00.000Z"],
    ["2024-02-29T12:00:00Z", 24, "2026-02-28T12:00:00.000Z"],
  ])(
    "%s + %i months is %s (a shorter month ends the period on its last day)",
    (from, months, to) => {
      expect(leadExpiry(new Date(from), months).toISOString()).toBe(to);
    },
  );

  it("does not change the date it is given", () => {
    const received = new Date("2026-05-31T00:00:00Z");
    leadExpiry(received, 1);
    expect(received.toISOString()).toBe("2026-05-31T00:00:00.000Z");
  });

  it("says the period in words", () => {
    expect(leadRetentionText()).toBe("24 months");
  });
});
