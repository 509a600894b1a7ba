// A quote with nothing due now, accepted by the client, has no checkout behind it: no Stripe
// Customer to bill and no payment map for the balance invoice to hang on. When the desk first
// invoices it (send-balance-invoice.ts, "when work starts"), this opens both: a Customer at
// Stripe for the brief's address (one per quote: its idempotency key is the quote's), and the
// lead's payment map as a paid deposit of $0 billed to it. From then on the quote's whole total
// is an ordinary balance: invoiced, paid, refunded, disputed and reconciled as every balance is.
import { dueNowCents, type Agreement } from "../shared/agreement.js";
import type { Payment } from "../shared/payment.js";
import { quoteAccepted } from "../shared/quote-acceptance.js";
import type { CheckoutLead, PaymentStore } from "./payment-store.js";
import type { StripeGateway } from "./stripe-gateway.js";

/** Whether the lead's agreement is a quote with nothing due now that the client accepted. */
export function acceptedQuoteWithNothingDue(
  lead: Pick<CheckoutLead, "agreement" | "quoteAccepted" | "payment">,
): Agreement | null {
  const agreement = lead.agreement ?? null;
  if (agreement?.source !== "quote" || dueNowCents(agreement) > 0) return null;
  const accepted = lead.quoteAccepted ?? null;
  return quoteAccepted({ accepted, payment: lead.payment }, agreement) ? agreement : null;
}

/** The payment map of an accepted quote with nothing due now: $0 paid, billed to `customerId`. */
export function quoteAccountPayment(
  lead: Pick<CheckoutLead, "plan" | "quoteAccepted">,
  agreement: Agreement,
  customerId: string,
  now: Date,
): Payment {
  return {
    state: "PAID",
    // No checkout: the balance's entries carry this empty session id (balance-change.ts).
    sessionId: "",
    planId: lead.plan ?? "",
    amountCents: 0,
    currency: agreement.currency,
    openedAt: now,
    updatedAt: now,
    paidAt: lead.quoteAccepted?.acceptedAt ?? now,
    expiresAt: now,
    attempt: 0,
    paymentIntentId: null,
    mismatch: null,
    amountRefundedCents: 0,
    history: {},
    customerId,
    balance: null,
  };
}

/**
 * The payment map the balance invoice bills, opened for an accepted quote with nothing due now
 * (the lead's own payment map when it has one). Undefined when the lead is gone.
 */
export async function openQuoteAccount(
  leadId: string,
  lead: CheckoutLead,
  agreement: Agreement,
  deps: { stripe: StripeGateway; store: PaymentStore; now: Date },
): Promise<Payment | undefined> {
  if (lead.payment) return lead.payment;
  const customerId = await deps.stripe.createCustomer(
    { email: lead.emailAddress, name: lead.companyName, leadId },
    `quote-customer-${leadId}-${agreement.agreedAt.getTime()}`,
  );
  // A racing call's map wins (its Customer is the one Stripe answered this call too, by the key).
  const reservation = await deps.store.reserveCheckout(leadId, (current) =>
    current
      ? { payment: current, written: false }
      : { payment: quoteAccountPayment(lead, agreement, customerId, deps.now), written: true },
  );
  return reservation?.payment;
}
