// What the payments read of Stripe's objects, as plain data: the gateway (stripe-gateway.ts)
// fills these from the SDK's answers, and the decision (payment-change.ts) reads only these,
// so it runs without Stripe and its unit tests build them by hand.

/** What the payments need to know of a Checkout Session. */
export interface SessionFacts {
  id: string;
  url: string | null;
  /** "open" | "complete" | "expired" */
  status: string;
  /** "paid" | "unpaid" | "no_payment_required" */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  /** metadata.leadId, else client_reference_id */
  leadId: string | null;
  planId: string | null;
  /** metadata.attempt: the lead's checkout attempt that opened it (null for older sessions). */
  attempt: number | null;
  paymentIntentId: string | null;
  customerEmail: string | null;
  /** The Customer the session made (customer_creation: "always") or named; null when none. */
  customerId: string | null;
  expiresAt: Date | null;
}

/** A payment intent as the payments read it. */
export interface IntentFacts {
  id: string;
  /** Stripe's status: "succeeded", "processing", "requires_payment_method", "canceled", … */
  status: string;
  amountReceivedCents: number;
  createdAt: Date;
}

/** One refund on the charge. */
export interface RefundFacts {
  id: string;
  amountCents: number;
  /** "pending" | "succeeded" | "failed" | "canceled" | "requires_action" */
  status: string;
  createdAt: Date;
}

/** The payment intent's latest charge, with its refunds. */
export interface ChargeFacts {
  id: string;
  amountCents: number;
  currency: string;
  createdAt: Date;
  refunds: RefundFacts[];
}

/** One dispute on the charge. */
export interface DisputeFacts {
  id: string;
  amountCents: number;
  /** "warning_needs_response" | "needs_response" | "under_review" | "won" | "lost" | … */
  status: string;
  createdAt: Date;
}

/** Everything Stripe says now about one Checkout Session's money. */
export interface StripeFacts {
  session: SessionFacts;
  intent: IntentFacts | null;
  charge: ChargeFacts | null;
  disputes: DisputeFacts[];
}

/**
 * What the payments read of a Stripe Invoice (the balance invoice a deposit plan's desk sends):
 * its status and amounts, the lead it names in its metadata, and the times Stripe recorded.
 */
export interface InvoiceFacts {
  id: string;
  /** "draft" | "open" | "paid" | "void" | "uncollectible" */
  status: string;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  customerId: string | null;
  hostedUrl: string | null;
  /** metadata.leadId; null for an invoice we did not make (one made by hand in the Dashboard). */
  leadId: string | null;
  /** metadata.kind: "balance" for ours. */
  kind: string | null;
  /** metadata.attempt: which balance invoice of the lead this is. */
  attempt: number | null;
  /** How many times Stripe tried to take the payment (failed attempts while it stays open). */
  attemptCount: number;
  finalizedAt: Date | null;
  dueAt: Date | null;
  paidAt: Date | null;
  voidedAt: Date | null;
  markedUncollectibleAt: Date | null;
}

/**
 * One payment of an invoice (Stripe's invoice payment): its payment intent's latest charge,
 * with the charge's refunds and disputes. Since API 2025-03-31 neither the payment intent nor
 * its charge names the invoice, and Stripe copies no invoice metadata to them: only the invoice
 * payment links the two.
 */
export interface InvoiceChargeFacts {
  paymentIntentId: string;
  charge: ChargeFacts;
  disputes: DisputeFacts[];
}

/** An invoice as it is now, with the charges of its paid invoice payments. */
export interface InvoiceMoneyFacts extends InvoiceFacts {
  charges: InvoiceChargeFacts[];
}
