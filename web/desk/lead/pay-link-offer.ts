// Whether the lead page offers "Copy pay link": only when the link can collect something now,
// by the rules the pay page itself follows (functions/src/payments/pay-quote.ts, quoteLead):
// a plan with nothing taken yet (the deposit or the full price), or a paid deposit whose balance
// invoice is open (the pay page then offers that invoice). Not for a lead paid in full, a paid
// deposit without an open invoice (the link would say "nothing due until the balance is
// invoiced"), a payment on its way, or one disputed; nor for a lead without a plan.
import { paymentRuleOf } from "@shared/payment";
import type { DeskLead } from "../desk-lead";
import { settlementOfPayment } from "../payment-words";

export function payLinkCollects(lead: Pick<DeskLead, "plan" | "payment">, now: Date): boolean {
  if (!lead.plan) return false;
  const payment = lead.payment;
  if (!payment) return true;
  const settlement = settlementOfPayment(payment, now);
  if (settlement)
    return settlement.status === "balanceDue" || settlement.status === "balanceOverdue";
  const rule = paymentRuleOf(payment.state);
  // A state this desk does not know: nothing is offered rather than a link that may mislead.
  if (!rule) return false;
  // As the checkout refuses (start-checkout.ts, refusalOf): money held, or on its way. Else an
  // open, expired or failed checkout, or money refunded in full: the link pays it (again).
  return !(rule.taken && !rule.reopens) && payment.state !== "PROCESSING";
}
