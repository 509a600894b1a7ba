// The desk's words for a lead's payment: "Paid $2,499", "Open", "Refunded"…, from the payment
// state table (shared/payment.ts), so a new state gets its label there, once.
import { formatCents, paymentRuleOf } from "@shared/payment";
import type { DeskPayment } from "./desk-lead";

/** The Payment column: empty before any checkout. */
export function paymentWords(payment: DeskPayment | null): string {
  if (!payment) return "";
  const rule = paymentRuleOf(payment.state);
  if (!rule) return payment.state;
  if (payment.state === "PAID") return `Paid ${formatCents(payment.amountCents)}`;
  if (payment.state === "PARTIALLY_REFUNDED")
    return `${rule.label} (${formatCents(payment.amountRefundedCents)} of ${formatCents(payment.amountCents)})`;
  return rule.label;
}
