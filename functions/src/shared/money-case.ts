// A lead's money case: the changes of money a person must act on (a refund, a dispute, a
// failed payment while the lead is in that state; an amount that differs from the checkout, a
// payment on another session or an overpaid invoice whatever the state), and whether sales has
// closed it. The functions keep `moneyAttention` on the lead (true while a change is not
// handled) in the same write as the payment (payments/payment-store.ts) and as "Mark handled"
// (desk/money-handled.ts), so the desk's Needs attention is one equality query. A change that
// comes after the case was handled opens it again. Browser-safe: the desk reads it too.
import type { Payment, PaymentEntryKind, PaymentHistory, PaymentState } from "./payment.js";
import { PAYMENT_STATES } from "./payment.js";

/** The lead field the desk's Needs attention queries (`== true`). */
export const MONEY_ATTENTION_FIELD = "moneyAttention";
/** The lead field "Mark handled" writes: which changes, by whom, when and why. */
export const MONEY_HANDLED_FIELD = "moneyHandled";
/** The longest reason a salesperson may give. */
export const MONEY_HANDLED_REASON_MAX = 500;

/** Changes that need a person whatever the payment's state (the lead may stay PAID). */
const ALWAYS_KINDS: ReadonlySet<PaymentEntryKind> = new Set([
  "mismatch",
  "otherSession",
  "overpaid",
]);
/** Changes that need a person while the state they led to does (PAYMENT_STATES' attention). */
const STATE_KINDS: ReadonlySet<PaymentEntryKind> = new Set([
  "failed",
  "refunded",
  "refundFailed",
  "disputed",
  "disputeLost",
  "balanceRefunded",
  "balanceRefundFailed",
  "balanceDisputed",
  "balanceDisputeLost",
]);

/** What the case reads of a payment (the functions' Payment or the desk's). */
export interface CasePayment {
  state: string;
  history: PaymentHistory | readonly { key: string; kind: string }[];
}

const entriesOf = (history: CasePayment["history"]): { key: string; kind: string }[] =>
  Array.isArray(history)
    ? (history as readonly { key: string; kind: string }[]).map(({ key, kind }) => ({ key, kind }))
    : Object.entries(history as PaymentHistory).map(([key, entry]) => ({ key, kind: entry.kind }));

/**
 * The changes of money a person must act on, by history key, sorted. A state that needs a
 * person without an entry that says why (a lead from before the history) counts as `state-<STATE>`.
 */
export function moneyCaseKeys(payment: CasePayment | null | undefined): string[] {
  if (!payment) return [];
  const rule = Object.hasOwn(PAYMENT_STATES, payment.state)
    ? PAYMENT_STATES[payment.state as PaymentState]
    : undefined;
  const keys = new Set<string>();
  let stateExplained = false;
  for (const { key, kind } of entriesOf(payment.history)) {
    if (ALWAYS_KINDS.has(kind as PaymentEntryKind)) keys.add(key);
    if (rule?.attention && STATE_KINDS.has(kind as PaymentEntryKind)) {
      keys.add(key);
      stateExplained = true;
    }
  }
  if (rule?.attention && !stateExplained) keys.add(`state-${payment.state}`);
  return [...keys].sort();
}

/** "Mark handled" as stored on the lead. */
export interface MoneyHandled {
  /** The case's keys when it was marked: later changes open it again. */
  keys: string[];
  at: Date;
  byUid: string;
  byEmail: string | null;
  reason: string;
}

/** The handled keys of a stored `moneyHandled` (none when absent or unreadable). */
export function handledKeysOf(value: unknown): string[] {
  const keys = (value as { keys?: unknown } | null | undefined)?.keys;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : [];
}

/** The case's changes no one has marked handled. */
export function openMoneyCase(
  payment: CasePayment | null | undefined,
  handled: readonly string[],
): string[] {
  const done = new Set(handled);
  return moneyCaseKeys(payment).filter((key) => !done.has(key));
}

/** Whether the lead belongs under Needs attention for its money (`moneyAttention`). */
export const needsPersonForMoney = (
  payment: Pick<Payment, "state" | "history"> | CasePayment | null | undefined,
  handled: readonly string[],
): boolean => openMoneyCase(payment, handled).length > 0;
