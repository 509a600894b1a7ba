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
