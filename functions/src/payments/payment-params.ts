// What the payment note to sales carries: who paid, for which plan, how much, and the lead's
// page on the desk. Built from our own records (the catalogue, the payment map), plus the
// company and the address the prospect typed in the brief, escaped by the template like the
// sales e-mail's. The address also goes as replyTo (normalised, the template's Reply-To) and
// emailHref (an encoded mailto link), so no template puts it raw into a header or a link.
import { deskLeadUrl } from "../shared/desk-links.js";
import { mailtoHref, replyToAddress } from "../shared/mail-address.js";
import { type Payment, type PaymentEntry } from "../shared/payment.js";
import { cataloguePlan, checkoutTerms, formatCents } from "../shared/payment-amounts.js";
import { PAYMENT_CHANGES } from "../shared/payment-changes.js";
import { PLAN_LABELS } from "../shared/plan-labels.js";
import type { Agreement } from "../shared/agreement.js";
import { quoteChangeWords } from "./quote-checkout.js";

/** Every variable the payment note is sent with, in the order paymentTemplateParams sets them. */
export const PAYMENT_TEMPLATE_VARIABLES = [
  "change",
  "changeAmount",
  "changeAt",
  "action",
  "leadId",
  "companyName",
  "emailAddress",
  "replyTo",
  "emailHref",
  "plan",
  "amount",
  "terms",
  "paidAt",
  "mismatchNote",
  "leadUrl",
] as const;

/** An amount in its currency: "$249" for dollars, "249.00 EUR" otherwise. */
function moneyOf(cents: number, currency: string): string {
  if (currency.toLowerCase() === "usd") return formatCents(cents);
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/**
 * The payment note's variables (flat strings, empty when there is nothing to say) for one
 * change of money (`entry`, a payment history entry): `change` words it (PAYMENT_CHANGES),
 * `changeAmount` is its own amount, `action` what sales should do (empty: nothing).
 */
export function paymentTemplateParams(
  leadId: string,
  lead: { companyName: string; emailAddress: string },
  payment: Payment,
  entry: PaymentEntry,
  siteOrigin: string,
  /** The lead's agreement: a quote's payment is worded as the quote's acceptance. */
  agreement?: Agreement | null,
): Record<(typeof PAYMENT_TEMPLATE_VARIABLES)[number], string> {
  const plan = cataloguePlan(payment.planId);
  const mismatch = payment.mismatch;
  const rule = PAYMENT_CHANGES[entry.kind];
  return {
    change: quoteChangeWords(entry, agreement) ?? rule.words,
    changeAmount: moneyOf(entry.amountCents, entry.currency),
    changeAt: entry.at.toISOString(),
    action: rule.action,
    leadId,
    companyName: lead.companyName,
    emailAddress: lead.emailAddress,
    replyTo: replyToAddress(lead.emailAddress),
    emailHref: mailtoHref(lead.emailAddress),
    plan: PLAN_LABELS[payment.planId] ?? payment.planId,
    amount: formatCents(payment.amountCents),
    terms: plan ? checkoutTerms(plan) : "",
    paidAt: payment.paidAt ? payment.paidAt.toISOString() : "",
    mismatchNote: mismatch
      ? `Check this payment: Stripe reports ${formatCents(mismatch.amountCents)} ${mismatch.currency.toUpperCase()}, the checkout opened for ${formatCents(payment.amountCents)} USD.`
      : "",
    leadUrl: deskLeadUrl(siteOrigin, leadId),
  };
}
