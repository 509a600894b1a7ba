// The Stripe calls the payments make, behind one small interface so the logic's unit tests can
// pass a fake, and built from the settings in config.ts: the SDK's host/port/protocol point it
// at Stripe, or at a local stand-in (npm start, the tests) speaking the same protocol.
import Stripe from "stripe";
import type { StripeSettings } from "../platform/config.js";

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
  paymentIntentId: string | null;
  customerEmail: string | null;
  expiresAt: Date | null;
}

/** The session startCheckout asks for (Stripe's Checkout Session parameters). */
export type NewSession = Stripe.Checkout.SessionCreateParams;

export interface StripeGateway {
  createSession(params: NewSession, idempotencyKey: string): Promise<SessionFacts>;
  retrieveSession(sessionId: string): Promise<SessionFacts>;
  /** Ends an open session at Stripe (it can no longer be paid). */
  expireSession(sessionId: string): Promise<SessionFacts>;
  /** The lead id a payment intent carries in its metadata (refunds and disputes name it). */
  paymentIntentLeadId(paymentIntentId: string): Promise<string | null>;
}

/** A Stripe client for these settings (built per call: it throws without a key). */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    // A callable answers a browser that waits: fail within seconds, not Stripe's 80.
    timeout: 20_000,
    maxNetworkRetries: 2,
  });
}

/** The session's facts from Stripe's object (an API answer or an event's payload). */
export function sessionFacts(session: Stripe.Checkout.Session): SessionFacts {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    status: session.status ?? "open",
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    leadId: session.metadata?.leadId || session.client_reference_id || null,
    planId: session.metadata?.planId || null,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    customerEmail: session.customer_email ?? session.customer_details?.email ?? null,
    expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
  };
}

/** The gateway on the real SDK. */
export function stripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = stripeClient(settings);
  return {
    async createSession(params, idempotencyKey) {
      return sessionFacts(await stripe.checkout.sessions.create(params, { idempotencyKey }));
    },
    async retrieveSession(sessionId) {
      return sessionFacts(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async expireSession(sessionId) {
      return sessionFacts(await stripe.checkout.sessions.expire(sessionId));
    },
    async paymentIntentLeadId(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      return intent.metadata?.leadId || null;
    },
  };
}
