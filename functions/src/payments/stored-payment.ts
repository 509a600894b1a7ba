// The lead's `payment` map as Firestore holds it, read back into a Payment: the payment step
// (payments/) and the payment note (mail/) both read it, so it sits with the lead.
import { Timestamp } from "firebase-admin/firestore";
import { readBalanceInvoice } from "../shared/balance.js";
import {
  paymentRuleOf,
  type Payment,
  type PaymentEntry,
  type PaymentHistory,
  type PaymentState,
} from "../shared/payment.js";

const dateOf = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);
const numberOf = (v: unknown) => (typeof v === "number" ? v : 0);
const textOf = (v: unknown) => (typeof v === "string" ? v : null);

/** The history as read from Firestore: the entries this code can read. */
function historyFromStored(value: unknown): PaymentHistory {
  if (typeof value !== "object" || value === null) return {};
  const history: PaymentHistory = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (typeof raw !== "object" || raw === null) continue;
    const map = raw as Record<string, unknown>;
    const kind = textOf(map.kind);
    const sessionId = textOf(map.sessionId);
    // "" is a session id too: a quote invoiced without a checkout has none (quote-account.ts).
    if (!kind || sessionId === null) continue;
    history[key] = {
      kind: kind as PaymentEntry["kind"],
      amountCents: numberOf(map.amountCents),
      currency: textOf(map.currency) ?? "usd",
      at: dateOf(map.at) ?? new Date(0),
      sessionId,
      paymentIntentId: textOf(map.paymentIntentId),
      ...(textOf(map.invoiceId) !== null && { invoiceId: textOf(map.invoiceId) as string }),
    };
  }
  return history;
}

/** The payment map as read from Firestore; undefined when absent or not one this code wrote. */
export function paymentFromStored(value: unknown): Payment | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const map = value as Record<string, unknown>;
  if (!paymentRuleOf(map.state)) return undefined;
  if (typeof map.sessionId !== "string" && map.sessionId !== null) return undefined;
  const mismatch = map.mismatch as Payment["mismatch"] | undefined;
  return {
    state: map.state as PaymentState,
    sessionId: map.sessionId,
    planId: textOf(map.planId) ?? "",
    amountCents: numberOf(map.amountCents),
    currency: "usd",
    openedAt: dateOf(map.openedAt) ?? new Date(0),
    updatedAt: dateOf(map.updatedAt) ?? new Date(0),
    paidAt: dateOf(map.paidAt),
    expiresAt: dateOf(map.expiresAt) ?? new Date(0),
    attempt: numberOf(map.attempt),
    paymentIntentId: textOf(map.paymentIntentId),
    mismatch: mismatch && typeof mismatch === "object" ? mismatch : null,
    amountRefundedCents: numberOf(map.amountRefundedCents),
    history: historyFromStored(map.history),
    ...(textOf(map.customerId) !== null && { customerId: textOf(map.customerId) }),
    ...(map.balance !== undefined && { balance: readBalanceInvoice(map.balance) }),
    ...(dateOf(map.movedAt) !== null && { movedAt: dateOf(map.movedAt) }),
  };
}
