// A deposit refunded in full ends its balance: the client owes nothing on a job that stopped,
// so an open (or written-off, still payable) balance invoice is voided at Stripe, and the void
// is applied through the balance step like any invoice event (its `balance-<invoice>-voided`
// entry, no note; payment-step.ts). Checked after each checkout change: once the invoice reads
// VOID on the lead nothing more is asked of Stripe, so a repeated event, the reconciler or the
// success page void it once. A refunded deposit that pays again opens a new checkout, and its
// balance is a new invoice.
import type { Payment } from "../shared/payment.js";

/** The balance invoice to void: the lead's deposit is refunded in full and it is still payable. */
export function payableBalanceOfRefunded(payment: Payment | undefined): string | undefined {
  const balance = payment?.balance;
  if (payment?.state !== "REFUNDED" || !balance) return undefined;
  return balance.state === "OPEN" || balance.state === "UNCOLLECTIBLE"
    ? balance.invoiceId
    : undefined;
}
