// The rebuild reads leads with a field selection (SHARE_SOURCE_FIELDS): a field the share is made
// of and the selection leaves out is counted as absent, and the rebuild then stamps every lead with
// a share that lacks it (as it once did with the quotes). A lead with every part the share reads
// gives the same share from the selection as from the whole document.
import { describe, expect, it } from "vitest";
import { shareOf } from "../shared/overview-rollup.js";
import { testQuote } from "../testing/payment-fixtures.js";
import { SHARE_SOURCE_FIELDS } from "./rollup-rebuild.js";

const at = (iso: string) => new Date(iso);
const FULL_LEAD = {
  companyName: "Northwind Studio",
  emailAddress: "owner@northwind.example",
  createdAt: at("2026-11-24T15:00:00Z"),
  source: { utmSource: "google" },
  plan: "logo-starter",
  delivery: { state: "SUCCESS" },
  payment: {
    state: "PAID",
    amountCents: 425_025,
    paidAt: at("2026-12-02T15:00:00Z"),
    history: {
      "paid-pi_1": { kind: "paid", amountCents: 425_025, at: at("2026-12-02T15:00:00Z") },
    },
  },
  agreement: testQuote({
    lines: [{ description: "Identity system", amountCents: 850_050 }],
    validUntil: at("2026-12-31T00:00:00Z"),
    agreedAt: at("2026-11-25T15:00:00Z"),
  }),
  quoteAccepted: { agreedAt: at("2026-11-25T15:00:00Z"), acceptedAt: at("2026-12-01T15:00:00Z") },
};

describe("the rebuild's field selection", () => {
  it("holds every field a lead's share is made of", () => {
    const selected = Object.fromEntries(
      Object.entries(FULL_LEAD).filter(([field]) => SHARE_SOURCE_FIELDS.includes(field)),
    );
    const whole = shareOf(FULL_LEAD);
    expect(whole?.quote?.acceptedWeek).toBe("2026-11-30");
    expect(shareOf(selected)).toEqual(whole);
  });
});
