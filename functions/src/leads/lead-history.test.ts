// What makes two briefs "the same": the address trimmed and case-insensitive, every answer equal.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { addressKey, briefFingerprint, countsAsMailed } from "./lead-history.js";

describe("briefFingerprint", () => {
  it("is the same for the same answers whatever the address's case and blanks", () => {
    const shouted = { ...VALID_LEAD, emailAddress: `  ${VALID_LEAD.emailAddress.toUpperCase()} ` };
    expect(briefFingerprint(shouted)).toBe(briefFingerprint(VALID_LEAD));
    expect(addressKey(shouted)).toBe(addressKey(VALID_LEAD));
  });

  it("differs when any answer differs, while the address key stays", () => {
    for (const field of ["companyName", "sloganName", "industry", "keyword", "number"] as const) {
      const changed = { ...VALID_LEAD, [field]: `${VALID_LEAD[field]}1` };
      expect(briefFingerprint(changed), field).not.toBe(briefFingerprint(VALID_LEAD));
      expect(addressKey(changed)).toBe(addressKey(VALID_LEAD));
    }
  });

  it("ignores the plan and the source (the same brief from another ad is still the same brief)", () => {
    const withSource = { ...VALID_LEAD, plan: "logo-starter", source: { utmSource: "bing" } };
    expect(briefFingerprint(withSource)).toBe(briefFingerprint(VALID_LEAD));
  });
});

describe("countsAsMailed", () => {
  it("counts a lead mailed or on its way, not one that failed, was held or folded", () => {
    expect(["SUCCESS", "QUEUED", "PROCESSING", "RETRY"].every((s) => countsAsMailed(s))).toBe(true);
    expect(
      ["ERROR", "HELD", "DUPLICATE", "SKIPPED", undefined].some((s) => countsAsMailed(s)),
    ).toBe(false);
  });
});
