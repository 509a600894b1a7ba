// What the ledger (the payment history) says beyond the checkout's own state: the balance
// invoices' refunds and disputes, overpayments not yet refunded, and refunds Stripe could not
// send. The payment step derives the lead's `payment.state` from it (ledgerState), so the
// desk's Needs attention, which queries that state, lists each case a person must act on; the
// desk words the same cases from it. Derived every time from the merged history (a union), so
// the order of the events cannot matter. Browser-safe.
import type { PaymentState } from "./payment.js";

/**
 * What the cases read of each history entry: the functions' PaymentHistory, or the desk's
 * entries by key (which carry no invoice id: it is read from the key).
 */
type LedgerEntries = Record<string, { kind: string; amountCents: number; invoiceId?: string }>;

/** The balance's money and the cases a person must act on, from the history. */
export interface LedgerCases {
  /** Refunded of the balance invoices' charges (not of an overpayment), refunds that failed left out. */
  balanceRefundedCents: number;
  /** A dispute of a balance invoice's charge the bank has not decided. */
  balanceDisputeOpen: boolean;
  /** Lost to disputes of the balance invoices' charges. */
  balanceDisputeLostCents: number;
  /** Paid on invoices the lead no longer shows, less what was refunded of them: for sales to refund. */
  overpaidCents: number;
  /** Refunds (of the deposit or the balance) Stripe could not send. */
  failedRefundCents: number;
}

/** The history key of a balance change, as balance-change.ts writes it: the invoice and the change. */
export const balanceKey = (invoiceId: string, change: string) => `balance-${invoiceId}-${change}`;

/** The invoice a balance entry's key names ("balance-in_…-refund-re_…" → "in_…"). */
const invoiceOfKey = (key: string) => /^balance-(in_[A-Za-z0-9]+)-/.exec(key)?.[1] ?? "";

export function ledgerCases(history: LedgerEntries): LedgerCases {
  const has = (key: string) => Object.hasOwn(history, key);
  const overpaid = new Map<string, number>();
  for (const [key, entry] of Object.entries(history))
    if (entry.kind === "overpaid")
      overpaid.set(entry.invoiceId ?? invoiceOfKey(key), entry.amountCents);
  const cases: LedgerCases = {
    balanceRefundedCents: 0,
    balanceDisputeOpen: false,
    balanceDisputeLostCents: 0,
    overpaidCents: 0,
    failedRefundCents: 0,
  };
  const refundedOf = new Map<string, number>();
  for (const [key, entry] of Object.entries(history)) {
    const invoiceId = entry.invoiceId ?? invoiceOfKey(key);
    switch (entry.kind) {
      case "balanceRefunded":
        if (has(`${key}-failed`)) break;
        if (overpaid.has(invoiceId))
          refundedOf.set(invoiceId, (refundedOf.get(invoiceId) ?? 0) + entry.amountCents);
        else cases.balanceRefundedCents += entry.amountCents;
        break;
      case "balanceDisputed":
        if (!has(`${key}-won`) && !has(`${key}-lost`)) cases.balanceDisputeOpen = true;
        break;
      case "balanceDisputeLost":
        cases.balanceDisputeLostCents += entry.amountCents;
        break;
      case "refundFailed":
      case "balanceRefundFailed":
        cases.failedRefundCents += entry.amountCents;
        break;
    }
  }
  for (const [invoiceId, cents] of overpaid)
    cases.overpaidCents += Math.max(0, cents - (refundedOf.get(invoiceId) ?? 0));
  return cases;
}

/**
 * The lead's payment state from the checkout's own state (payment-change.ts's summary) and the
 * rest of the ledger: while the checkout's money is held (PAID, or partly refunded), a balance
 * dispute lost or open, an overpayment to refund, a balance refund and a refund that failed
 * each make the lead a state a person must act on, in that order of weight.
 */
export function ledgerState(checkoutState: PaymentState, history: LedgerEntries): PaymentState {
  if (checkoutState !== "PAID" && checkoutState !== "PARTIALLY_REFUNDED") return checkoutState;
  const cases = ledgerCases(history);
  if (cases.balanceDisputeLostCents > 0) return "DISPUTE_LOST";
  if (cases.balanceDisputeOpen) return "DISPUTED";
  if (cases.overpaidCents > 0) return "OVERPAID";
  if (cases.balanceRefundedCents > 0) return "PARTIALLY_REFUNDED";
  if (checkoutState === "PAID" && cases.failedRefundCents > 0) return "REFUND_FAILED";
  return checkoutState;
}
