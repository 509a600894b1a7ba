// The payment state table: which states let a prospect start a new checkout, which count as
// money taken, and that each state says what it means for sales.
import { describe, expect, it } from "vitest";
import { ALL_PAYMENT_STATES, PAYMENT_STATES, paymentRuleOf } from "./payment.js";

describe("the payment state table", () => {
  it("lets a refunded, a failed, an expired payment and a lost dispute open a new checkout, and nothing else", () => {
    const reopen = ALL_PAYMENT_STATES.filter((state) => PAYMENT_STATES[state].reopens);
    expect(reopen.sort()).toEqual(["DISPUTE_LOST", "EXPIRED", "FAILED", "REFUNDED"]);
  });

  it("counts as money taken every state after a payment, and none before", () => {
    const taken = ALL_PAYMENT_STATES.filter((state) => PAYMENT_STATES[state].taken);
    expect(taken.sort()).toEqual([
      "DISPUTED",
      "DISPUTE_LOST",
      "OVERPAID",
      "PAID",
      "PARTIALLY_REFUNDED",
      "REFUNDED",
      "REFUND_FAILED",
    ]);
  });

  it("gives each state a desk label and a sentence for sales", () => {
    for (const state of ALL_PAYMENT_STATES) {
      expect(PAYMENT_STATES[state].label).toMatch(/^[A-Z]/);
      expect(PAYMENT_STATES[state].describe.length).toBeGreaterThan(20);
    }
    expect(new Set(ALL_PAYMENT_STATES.map((s) => PAYMENT_STATES[s].label)).size).toBe(
      ALL_PAYMENT_STATES.length,
    );
  });

  it("reads a stored state it knows, and nothing else", () => {
    expect(paymentRuleOf("PAID")).toBe(PAYMENT_STATES.PAID);
    expect(paymentRuleOf("SETTLED")).toBeUndefined();
    expect(paymentRuleOf("toString")).toBeUndefined();
    expect(paymentRuleOf(undefined)).toBeUndefined();
  });
});
