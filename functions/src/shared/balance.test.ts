// Where a lead stands with its money after the checkout (the desk's Payment column and lead
// page read it): a full-price plan, a deposit plan before, during and after its balance invoice.
import { describe, expect, it } from "vitest";
import { settlementOf, type BalanceInvoice } from "./balance.js";

const sentAt = new Date("2026-11-10T15:00:00Z");
const dueAt = new Date("2026-11-24T15:00:00Z");

const invoice = (fields: Partial<BalanceInvoice>): BalanceInvoice => ({
  invoiceId: "in_test_1",
  state: "OPEN",
  amountCents: 249_950,
  hostedUrl: "https://invoice.stripe.com/i/test_1",
  sentAt,
  dueAt,
  paidAt: null,
  lastFailedAt: null,
  ...fields,
});

// Brand System: $4,999 with a 50 % deposit, so $2,499.50 is left after the checkout.
const deposit = (balance?: BalanceInvoice | null, state = "PAID" as const) => ({
  state,
  planId: "branding-system",
  balance,
});

describe("settlementOf", () => {
  it("calls a full-price plan paid in full once the checkout is paid", () => {
    expect(settlementOf({ state: "PAID", planId: "logo-starter" }, dueAt)).toEqual({
      status: "paidInFull",
    });
  });

  it("says nothing before the money is taken, or once it went back", () => {
    for (const state of ["OPEN", "PROCESSING", "FAILED", "REFUNDED", "DISPUTED"] as const)
      expect(settlementOf({ state, planId: "branding-system" }, dueAt)).toBeUndefined();
  });

  it("calls a paid deposit without an invoice, or with a voided one, deposit paid with its balance", () => {
    const expected = { status: "depositPaid", balanceCents: 249_950 };
    expect(settlementOf(deposit(), dueAt)).toEqual(expected);
    expect(settlementOf(deposit(null), dueAt)).toEqual(expected);
    expect(settlementOf(deposit(invoice({ state: "VOID" })), dueAt)).toEqual(expected);
  });

  it("calls an open invoice due until its due time, and overdue from then on", () => {
    const open = deposit(invoice({}));
    const due = { balanceCents: 249_950, since: sentAt, dueAt };
    expect(settlementOf(open, new Date("2026-11-24T14:59:59Z"))).toEqual({
      status: "balanceDue",
      ...due,
    });
    expect(settlementOf(open, dueAt)).toEqual({ status: "balanceOverdue", ...due });
  });

  it("calls a paid invoice paid in full, and an uncollectible one written off", () => {
    const paidAt = new Date("2026-11-20T09:00:00Z");
    expect(settlementOf(deposit(invoice({ state: "PAID", paidAt })), dueAt)).toEqual({
      status: "paidInFull",
    });
    expect(settlementOf(deposit(invoice({ state: "UNCOLLECTIBLE" })), dueAt)).toEqual({
      status: "balanceWrittenOff",
      balanceCents: 249_950,
    });
  });
});
