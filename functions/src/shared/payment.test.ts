// The payment state table: a payment never moves backwards (PAID never returns to OPEN), a
// duplicate is no move, and of every two states at most one order is a move.
import { describe, expect, it } from "vitest";
import { ALL_PAYMENT_STATES, PAYMENT_STATES, canMove, type PaymentState } from "./payment.js";

const pairs = ALL_PAYMENT_STATES.flatMap((from) =>
  ALL_PAYMENT_STATES.map((to) => [from, to] as [PaymentState, PaymentState]),
);

/** The states reachable from `from` by one or more moves. */
function reachable(from: PaymentState): Set<PaymentState> {
  const seen = new Set<PaymentState>();
  const walk = (state: PaymentState) => {
    for (const next of PAYMENT_STATES[state].next)
      if (!seen.has(next)) {
        seen.add(next);
        walk(next);
      }
  };
  walk(from);
  return seen;
}

describe("the payment state table", () => {
  it("treats a duplicate (the same state again) as no move, for every state", () => {
    for (const state of ALL_PAYMENT_STATES) expect(canMove(state, state)).toBe(false);
  });

  it.each(pairs)("never moves both %s → %s and back", (from, to) => {
    if (canMove(from, to)) expect(canMove(to, from)).toBe(false);
  });

  it("has no cycle: no state can be reached again once left", () => {
    for (const state of ALL_PAYMENT_STATES) expect(reachable(state).has(state)).toBe(false);
  });

  it("never takes PAID (or anything after it) back to OPEN, PROCESSING, FAILED or EXPIRED", () => {
    const after = reachable("PAID");
    expect([...after].sort()).toEqual(["DISPUTED", "PARTIALLY_REFUNDED", "REFUNDED"]);
    for (const state of ["PAID", ...after] as PaymentState[])
      for (const back of ["OPEN", "PROCESSING", "FAILED", "EXPIRED"] as PaymentState[])
        expect(canMove(state, back)).toBe(false);
  });

  it("lets only a payment that ended unpaid open a new checkout", () => {
    const reopen = ALL_PAYMENT_STATES.filter((state) => PAYMENT_STATES[state].reopens);
    expect(reopen).toEqual(["FAILED", "EXPIRED"]);
    for (const state of ALL_PAYMENT_STATES)
      if (PAYMENT_STATES[state].taken) expect(PAYMENT_STATES[state].reopens).toBe(false);
  });

  it("reaches PAID from an open session directly or through PROCESSING", () => {
    expect(canMove("OPEN", "PAID")).toBe(true);
    expect(canMove("OPEN", "PROCESSING")).toBe(true);
    expect(canMove("PROCESSING", "PAID")).toBe(true);
    expect(canMove("EXPIRED", "PAID")).toBe(false);
  });
});
