// The desk's words for a lead's payment: "Paid in full $2,499", "Deposit paid $2,499.50",
// "Balance due $2,499.50 (since Nov 10, 2026)", "Refunded"…, from the payment state table
// (shared/payment.ts) and the settlement after the checkout (shared/balance.ts), so a new state
// gets its label there, once. Dates are in the viewer's time zone (or the one given).
import { settlementOf, type Settlement } from "@shared/balance";
import { ledgerCases } from "@shared/ledger";
import { paymentRuleOf, type PaymentState } from "@shared/payment";
import { formatCents } from "@shared/payment-amounts";
import { PAYMENT_CHANGES } from "@shared/payment-changes";
import { paymentCopy } from "~/content/desk-payment";
import { ledgerOf, type DeskPayment, type DeskPaymentEntry } from "./desk-lead";
import { dayWords } from "./desk-dates";

export { dayWords };

/** Where the lead stands after its checkout at `now` (undefined before the money or after a refund). */
export function settlementOfPayment(
  payment: DeskPayment | null,
  now: Date,
): Settlement | undefined {
  if (!payment) return undefined;
  // A state this desk does not know is not PAID, which is all settlementOf asks of it; `?? null`:
  // a snapshot saved by an older desk has no balance field.
  const state = payment.state as PaymentState;
  // A quote, or a plan whose price changed after the checkout: the rest is the agreement's.
  const history = ledgerOf(payment);
  return settlementOf(
    { state, planId: payment.planId, balance: payment.balance ?? null, history },
    now,
    payment.agreement ?? null,
  );
}

/** What the deposit and the balance add up to once both are paid (the checkout's amount alone otherwise). */
function paidInFullCents(payment: DeskPayment): number {
  const balance = payment.balance ?? null;
  return payment.amountCents + (balance?.state === "PAID" ? balance.amountCents : 0);
}

/** A settlement in words (the Payment column and the lead page). */
export function settlementWords(
  settlement: Settlement,
  payment: DeskPayment,
  timeZone?: string,
): string {
  const words = paymentCopy.settlement;
  switch (settlement.status) {
    case "paidInFull":
      return words.paidInFull(formatCents(paidInFullCents(payment)));
    case "depositPaid":
      // A quote with nothing due now, its account opened by the desk's first invoice.
      return payment.amountCents === 0
        ? words.nothingPaidYet(formatCents(settlement.balanceCents))
        : words.depositPaid(formatCents(payment.amountCents));
    case "balanceDue":
      return words.balanceDue(
        formatCents(settlement.balanceCents),
        dayWords(settlement.since, timeZone),
      );
    case "balanceOverdue":
      return words.balanceOverdue(
        formatCents(settlement.balanceCents),
        dayWords(settlement.dueAt, timeZone),
      );
    case "balanceWrittenOff":
      return words.balanceWrittenOff(formatCents(settlement.balanceCents));
  }
}

/** Whether the payment needs a person now (an overdue balance): the cell is highlighted. */
export function paymentNeedsPerson(payment: DeskPayment | null, now: Date): boolean {
  return settlementOfPayment(payment, now)?.status === "balanceOverdue";
}

/**
 * The ledger's case in words, when the state is one the balance, an overpayment or a failed
 * refund made (shared/ledger.ts derives the state from the same history); undefined otherwise.
 */
function ledgerWords(payment: DeskPayment): string | undefined {
  const words = paymentCopy.ledger;
  const cases = ledgerCases(ledgerOf(payment));
  switch (payment.state) {
    case "OVERPAID":
      return words.overpaid(formatCents(cases.overpaidCents));
    case "REFUND_FAILED":
      return words.refundFailed(formatCents(cases.failedRefundCents));
    case "DISPUTE_LOST":
      return cases.balanceDisputeLostCents > 0
        ? words.balanceDisputeLost(formatCents(cases.balanceDisputeLostCents))
        : undefined;
    case "DISPUTED":
      return cases.balanceDisputeOpen ? words.balanceDisputed : undefined;
    case "PARTIALLY_REFUNDED":
      return cases.balanceRefundedCents > 0
        ? words.balanceRefunded(formatCents(cases.balanceRefundedCents))
        : undefined;
    default:
      return undefined;
  }
}

/** The Payment column at `now`: empty before any checkout. */
export function paymentWords(
  payment: DeskPayment | null,
  now: Date = new Date(),
  timeZone?: string,
): string {
  if (!payment) return "";
  const rule = paymentRuleOf(payment.state);
  if (!rule) return payment.state;
  const settlement = settlementOfPayment(payment, now);
  if (settlement) return settlementWords(settlement, payment, timeZone);
  const ledger = ledgerWords(payment);
  if (ledger) return ledger;
  if (payment.state === "PARTIALLY_REFUNDED")
    return `${rule.label} (${formatCents(payment.amountRefundedCents)} of ${formatCents(payment.amountCents)})`;
  return rule.label;
}

/** One history entry's kind in words: the sales note's wording where the functions have one. */
export function paymentEntryWords(entry: Pick<DeskPaymentEntry, "kind">): string {
  const desk: Record<string, string> = paymentCopy.entries;
  if (Object.hasOwn(desk, entry.kind)) return desk[entry.kind] ?? entry.kind;
  if (Object.hasOwn(PAYMENT_CHANGES, entry.kind))
    return PAYMENT_CHANGES[entry.kind as keyof typeof PAYMENT_CHANGES].words;
  return entry.kind;
}
