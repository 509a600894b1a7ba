// The balance invoice attempt, reserved on the lead (`lead.balanceAttempt`, written by the
// functions only) in a transaction before Stripe is asked, as the checkout reserves its
// session: the attempt number (part of the invoice's idempotency keys and metadata) and the
// amount, chosen once. A call that dies after Stripe made the invoice and before the lead
// recorded it is retried, on any day, with the same attempt and amount: within Stripe's 24 hours
// the keys replay what Stripe did, and after them the gateway finds the attempt's invoice by its
// metadata (createBalanceInvoice), so no second invoice is made.
import { owedCents, type Agreement } from "../shared/agreement.js";
import type { BalanceInvoice, Payment } from "../shared/payment.js";
import { toDate } from "../shared/read-delivery.js";

/** The lead's field the reservation is kept in. */
export const BALANCE_ATTEMPT_FIELD = "balanceAttempt";

export interface BalanceAttempt {
  /** Which balance invoice of the lead this is: 1, then one past the last. */
  attempt: number;
  /** What it asks: the agreed total less what the ledger held when it was reserved. */
  amountCents: number;
  reservedAt: Date;
}

/** What sendBalanceInvoice is to do, decided in the reservation's transaction. */
export type BalancePlan =
  /** An invoice the client can pay or has paid is on the lead: answered as it is. */
  | { kind: "existing"; balance: BalanceInvoice }
  /** Nothing is owed: the ledger covers the agreement. */
  | { kind: "nothingOwed" }
  /** The attempt to make (written: new on the lead; else an earlier call's, reused). */
  | { kind: "reserved"; attempt: BalanceAttempt; written: boolean };

/**
 * The plan on the lead as it is in the transaction: an open or paid invoice is answered; an
 * earlier reservation that no invoice on the lead records yet (a crash) is reused as it was;
 * otherwise the next attempt, for what is owed now.
 */
export function planBalanceAttempt(
  payment: Payment,
  agreement: Agreement,
  reserved: BalanceAttempt | null,
  now: Date,
): BalancePlan {
  const balance = payment.balance ?? null;
  if (balance && (balance.state === "OPEN" || balance.state === "PAID"))
    return { kind: "existing", balance };
  const recorded = balance?.attempt ?? (balance ? 1 : 0);
  if (reserved && reserved.attempt > recorded)
    return { kind: "reserved", attempt: reserved, written: false };
  const amountCents = owedCents(agreement, payment.history);
  if (amountCents <= 0) return { kind: "nothingOwed" };
  const attempt = Math.max(recorded, reserved?.attempt ?? 0) + 1;
  return { kind: "reserved", attempt: { attempt, amountCents, reservedAt: now }, written: true };
}

/** The reservation as stored; null when absent or not one this code wrote. */
export function readBalanceAttempt(value: unknown): BalanceAttempt | null {
  if (typeof value !== "object" || value === null) return null;
  const map = value as Record<string, unknown>;
  const reservedAt = toDate(map.reservedAt);
  const whole = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) ? v : null);
  const attempt = whole(map.attempt);
  const amountCents = whole(map.amountCents);
  if (attempt === null || attempt < 1 || amountCents === null || !reservedAt) return null;
  return { attempt, amountCents, reservedAt };
}
