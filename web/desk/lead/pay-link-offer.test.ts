// "Copy pay link" is offered only when the link collects something now.
import { describe, expect, it } from "vitest";
import { balancePayment } from "../../../tests/fixtures/balance-leads";
import { toDeskLead } from "../desk-lead";
import { payLinkCollects } from "./pay-link-offer";

const NOW = new Date("2026-11-28T12:00:00Z");
const lead = (plan: string | null, payment?: unknown) =>
  toDeskLead("lead1", { plan, ...(payment !== undefined && { payment }) });
const fullPaid = {
  state: "PAID",
  planId: "logo-starter",
  amountCents: 49_900,
  sessionId: "cs_1",
  history: {},
};

describe("payLinkCollects", () => {
  it("offers the link for a plan with nothing paid yet, and for a checkout that lapsed", () => {
    expect(payLinkCollects(lead("logo-starter"), NOW)).toBe(true);
    for (const state of ["OPEN", "EXPIRED", "FAILED", "REFUNDED"])
      expect(payLinkCollects(lead("logo-starter", { ...fullPaid, state }), NOW), state).toBe(true);
  });

  it("offers it for a paid deposit whose balance invoice is open, due or overdue", () => {
    for (const stage of ["balanceDue", "balanceOverdue"] as const)
      expect(payLinkCollects(lead("branding-system", balancePayment("k", stage, NOW)), NOW)).toBe(
        true,
      );
  });

  it("does not offer it once nothing can be collected by the link", () => {
    expect(payLinkCollects(lead("logo-starter", fullPaid), NOW)).toBe(false);
    for (const stage of ["depositPaid", "paidInFull"] as const)
      expect(
        payLinkCollects(lead("branding-system", balancePayment("k", stage, NOW)), NOW),
        stage,
      ).toBe(false);
    for (const state of ["PROCESSING", "DISPUTED", "PARTIALLY_REFUNDED"])
      expect(payLinkCollects(lead("logo-starter", { ...fullPaid, state }), NOW), state).toBe(false);
  });

  it("offers it after a lost dispute: the ledger says the money went back, so it is owed again", () => {
    expect(payLinkCollects(lead("logo-starter", { ...fullPaid, state: "DISPUTE_LOST" }), NOW)).toBe(
      true,
    );
  });

  it("does not offer it without a plan, or for a state this desk does not know", () => {
    expect(payLinkCollects(lead(null), NOW)).toBe(false);
    expect(payLinkCollects(lead("logo-starter", { ...fullPaid, state: "NEWER" }), NOW)).toBe(false);
  });
});
