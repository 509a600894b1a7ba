// The lead's `payment` map as Firestore holds it, read back into a Payment: the payment step
// (payments/) and the payment note (mail/) both read it, so it sits with the lead.
import { Timestamp } from "firebase-admin/firestore";
import { paymentRuleOf, type Payment, type PaymentState } from "../shared/payment.js";

/** The payment map as read from Firestore; undefined when absent or not one this code wrote. */
export function paymentFromStored(value: unknown): Payment | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const map = value as Record<string, unknown>;
  if (!paymentRuleOf(map.state) || typeof map.sessionId !== "string") return undefined;
  const date = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);
  const number = (v: unknown) => (typeof v === "number" ? v : 0);
  const mismatch = map.mismatch as Payment["mismatch"] | undefined;
  return {
    state: map.state as PaymentState,
    sessionId: map.sessionId,
    planId: typeof map.planId === "string" ? map.planId : "",
    amountCents: number(map.amountCents),
    currency: "usd",
    openedAt: date(map.openedAt) ?? new Date(0),
    updatedAt: date(map.updatedAt) ?? new Date(0),
    paidAt: date(map.paidAt),
    expiresAt: date(map.expiresAt) ?? new Date(0),
    attempt: number(map.attempt),
    paymentIntentId: typeof map.paymentIntentId === "string" ? map.paymentIntentId : null,
    mismatch: mismatch && typeof mismatch === "object" ? mismatch : null,
    amountRefundedCents: number(map.amountRefundedCents),
  };
}
