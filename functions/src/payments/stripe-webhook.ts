// The Stripe webhook: verifies the signature on the raw body, then asks Stripe for the current
// state of the payment the event is about (the Checkout Session, its payment intent, charge,
// refunds and disputes) and applies that through the idempotent step: the event's payload and
// its order decide nothing. The answer tells Stripe what to do: 2xx when the event is handled
// (or can never be: not ours, unknown lead, alerted), 400 for a bad or old signature (nothing
// written), 5xx for anything else (Stripe unreachable, a failed write), so Stripe retries and
// the event is recorded as handled only with its change.
import Stripe from "stripe";
import { BALANCE_INVOICE_KIND } from "./balance-change.js";
import { applyBalanceStep, applyPaymentStep, type PaymentStepDeps } from "./payment-step.js";
import type { PaymentStore } from "./payment-store.js";
import { isLeadId } from "../shared/lead-id.js";
import type { StripeGateway } from "./stripe-gateway.js";

/** Stripe's default tolerance: a signature older than this (seconds) is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface WebhookRequest {
  method: string;
  rawBody: Buffer | undefined;
  signature: string | undefined;
}
export interface WebhookAnswer {
  status: number;
  body: string;
}

export interface WebhookDeps extends PaymentStepDeps {
  store: PaymentStore;
  /** The endpoint's signing secret; empty: not configured (answers 503, Stripe retries). */
  webhookSecret: string;
  /** Where the payment's current state is read; undefined: not configured (503). */
  stripe: StripeGateway | undefined;
}

/** Checks the signature; the event, or undefined when it is bad, tampered or too old. */
export function verifiedEvent(
  rawBody: Buffer | string,
  signature: string,
  secret: string,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): Stripe.Event | undefined {
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return undefined;
    throw error;
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * The Checkout Session an event is about: its own, or the one that made the charge's or the
 * dispute's payment intent. Undefined: an event we do not handle; null: a payment made outside
 * our Checkout.
 */
async function sessionOf(
  event: Stripe.Event,
  stripe: StripeGateway,
): Promise<string | null | undefined> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return event.data.object.id;
    case "charge.refunded":
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      return paymentIntentId ? stripe.sessionOfPaymentIntent(paymentIntentId) : null;
    }
    default:
      return undefined;
  }
}

/** The balance invoice's events (sendBalanceInvoice's invoices): each reads the invoice anew. */
export const INVOICE_EVENTS = [
  "invoice.paid",
  "invoice.payment_failed",
  "invoice.voided",
  "invoice.marked_uncollectible",
] as const;

const isInvoiceEvent = (type: string): type is (typeof INVOICE_EVENTS)[number] =>
  (INVOICE_EVENTS as readonly string[]).includes(type);

/**
 * An invoice event: the invoice as Stripe holds it now, through the payment step. An invoice
 * that names no lead of ours (one made by hand in the Dashboard) is alerted, as a payment
 * outside our Checkout is.
 */
async function handleInvoiceEvent(
  event: Stripe.Event,
  stripe: StripeGateway,
  deps: WebhookDeps,
): Promise<WebhookAnswer> {
  const invoiceId = (event.data.object as { id?: unknown }).id;
  const context = { eventId: event.id, eventType: event.type, invoiceId };
  if (typeof invoiceId !== "string" || !invoiceId) {
    deps.logs.paymentAlert("unknownLead", "(none)", context);
    return { status: 200, body: "No invoice; alerted" };
  }
  const invoice = await stripe.retrieveInvoice(invoiceId);
  if (!isLeadId(invoice.leadId) || invoice.kind !== BALANCE_INVOICE_KIND) {
    deps.logs.paymentAlert("unknownLead", "(none)", context);
    return { status: 200, body: "Invoice names no lead; alerted" };
  }
  const result = await applyBalanceStep(
    invoice.leadId,
    invoice,
    { id: event.id, type: event.type },
    deps,
  );
  return { status: 200, body: result.kind };
}

/** Handles one delivery of the webhook. Never throws: every failure is an answer. */
export async function handleStripeWebhook(
  request: WebhookRequest,
  deps: WebhookDeps,
): Promise<WebhookAnswer> {
  if (request.method !== "POST") return { status: 405, body: "POST only" };
  if (!deps.webhookSecret) return { status: 503, body: "The webhook is not configured" };
  if (!request.rawBody || !request.signature)
    return { status: 400, body: "Missing body or Stripe-Signature" };
  let event: Stripe.Event | undefined;
  try {
    event = verifiedEvent(request.rawBody, request.signature, deps.webhookSecret);
  } catch {
    return { status: 400, body: "Unreadable event" };
  }
  if (!event) return { status: 400, body: "Bad or expired signature" };
  const { stripe } = deps;
  if (!stripe) return { status: 503, body: "Stripe is not configured" };
  const context = { eventId: event.id, eventType: event.type };
  try {
    if (isInvoiceEvent(event.type)) return await handleInvoiceEvent(event, stripe, deps);
    const sessionId = await sessionOf(event, stripe);
    if (sessionId === undefined) return { status: 200, body: `Ignored ${event.type}` };
    if (sessionId === null) {
      deps.logs.paymentAlert("unknownLead", "(none)", context);
      return { status: 200, body: "No checkout session; alerted" };
    }
    const facts = await stripe.paymentFacts(sessionId);
    const { leadId } = facts.session;
    if (!isLeadId(leadId)) {
      deps.logs.paymentAlert("unknownLead", "(none)", { ...context, sessionId });
      return { status: 200, body: "No lead named; alerted" };
    }
    const result = await applyPaymentStep(leadId, facts, { id: event.id, type: event.type }, deps);
    return { status: 200, body: result.kind };
  } catch (error) {
    deps.logs.payment("event failed, Stripe will retry", {
      ...context,
      error: error instanceof Error ? error.message : String(error),
    });
    return { status: 500, body: "Failed; retry" };
  }
}
