// What one Stripe fact does to a lead's `payment` map, decided without I/O: the webhook and the
// success page both turn what Stripe says into a PaymentChange and apply it through the same
// step (payment-step.ts), so either may come first, twice, or out of order.
import { canMove, type Payment, type PaymentState } from "../shared/payment.js";
import type { SessionFacts } from "./stripe-gateway.js";

/** A fact about a lead's payment, from an event or from retrieving the session. */
export type PaymentChange =
  | { kind: "completed"; session: SessionFacts }
  | { kind: "asyncSucceeded"; session: SessionFacts }
  | { kind: "asyncFailed"; session: SessionFacts }
  | { kind: "expired"; session: SessionFacts }
  | {
      kind: "refunded";
      paymentIntentId: string;
      amountCents: number;
      amountRefundedCents: number;
    }
  | { kind: "disputed"; paymentIntentId: string; reason: string };

/** Why a change alerts (beyond what its state says). */
export type PaymentAlert = "mismatch" | "refund" | "dispute";

export type PaymentDecision =
  | {
      kind: "write";
      payment: Payment;
      /** True when this change is the one that made the lead PAID (the sales mail goes out). */
      newlyPaid: boolean;
      alerts: PaymentAlert[];
    }
  | { kind: "ignore"; why: string };

/** The state a change asks for. */
function targetState(change: PaymentChange): PaymentState {
  switch (change.kind) {
    case "completed":
      return change.session.paymentStatus === "unpaid" ? "PROCESSING" : "PAID";
    case "asyncSucceeded":
      return "PAID";
    case "asyncFailed":
      return "FAILED";
    case "expired":
      return "EXPIRED";
    case "refunded":
      return change.amountRefundedCents >= change.amountCents ? "REFUNDED" : "PARTIALLY_REFUNDED";
    case "disputed":
      return "DISPUTED";
  }
}

/**
 * The lead's next payment map, or why the change leaves it alone: a session other than the
 * lead's, a payment intent other than its, a state the table does not move to from here (a
 * duplicate or an event out of order), or nothing new.
 */
export function decidePayment(
  current: Payment | undefined,
  change: PaymentChange,
  now: Date,
): PaymentDecision {
  const to = targetState(change);
  if ("session" in change) {
    const { session } = change;
    if (!current) return { kind: "ignore", why: "the lead has no payment" };
    if (session.id !== current.sessionId)
      return { kind: "ignore", why: `session ${session.id} is not the lead's current one` };
    if (!canMove(current.state, to))
      return { kind: "ignore", why: `${current.state} does not move to ${to}` };
    const paid = to === "PAID" || to === "PROCESSING";
    const mismatch =
      paid && (session.amountTotal !== current.amountCents || session.currency !== current.currency)
        ? { amountCents: session.amountTotal ?? 0, currency: session.currency ?? "" }
        : current.mismatch;
    const payment: Payment = {
      ...current,
      state: to,
      updatedAt: now,
      paidAt: to === "PAID" ? (current.paidAt ?? now) : current.paidAt,
      paymentIntentId: session.paymentIntentId ?? current.paymentIntentId,
      mismatch,
    };
    return {
      kind: "write",
      payment,
      newlyPaid: to === "PAID" && current.paidAt === null,
      alerts: mismatch && !current.mismatch ? ["mismatch"] : [],
    };
  }
  if (!current) return { kind: "ignore", why: "the lead has no payment" };
  if (current.paymentIntentId !== null && change.paymentIntentId !== current.paymentIntentId)
    return { kind: "ignore", why: `payment ${change.paymentIntentId} is not the lead's` };
  if (change.kind === "refunded") {
    const refunded = Math.max(current.amountRefundedCents, change.amountRefundedCents);
    const more = refunded > current.amountRefundedCents;
    if (!canMove(current.state, to) && !(to === current.state && more))
      return { kind: "ignore", why: `${current.state} does not move to ${to}` };
    return {
      kind: "write",
      payment: { ...current, state: to, updatedAt: now, amountRefundedCents: refunded },
      newlyPaid: false,
      alerts: ["refund"],
    };
  }
  if (!canMove(current.state, to))
    return { kind: "ignore", why: `${current.state} does not move to ${to}` };
  return {
    kind: "write",
    payment: { ...current, state: to, updatedAt: now },
    newlyPaid: false,
    alerts: ["dispute"],
  };
}
