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
 * What a charge's event is about: the Checkout Session that made the charge's (the refund's,
 * the dispute's) payment intent, or else the invoice it paid. Since API 2025-03-31 a payment
 * intent names no invoice and Stripe copies no invoice metadata to it or its charge: only an
 * invoice payment links them (stripe-gateway.ts). Undefined: an event we do not handle; null:
 * a payment neither our Checkout nor one of our invoices made.
 */
async function objectOf(
  event: Stripe.Event,
  stripe: StripeGateway,
): Promise<{ sessionId: string } | { invoiceId: string } | null | undefined> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return { sessionId: event.data.object.id };
    case "charge.refunded":
    case "charge.refund.updated":
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      if (!paymentIntentId) return null;
      const sessionId = await stripe.sessionOfPaymentIntent(paymentIntentId);
      if (sessionId) return { sessionId };
      const invoiceId = await stripe.invoiceOfPaymentIntent(paymentIntentId);
      return invoiceId ? { invoiceId } : null;
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
 * An invoice's event, or a charge's event about an invoice's payment: the invoice as Stripe
 * holds it now, with its charges' refunds and disputes, through the payment step. An invoice
 * that names no lead of ours (one made by hand in the Dashboard) is alerted, as a payment
 * outside our Checkout is.
 */
async function handleInvoiceEvent(
  event: Stripe.Event,
  invoiceId: unknown,
  stripe: StripeGateway,
  deps: WebhookDeps,
): Promise<WebhookAnswer> {
  const context = { eventId: event.id, eventType: event.type, invoiceId };
  if (typeof invoiceId !== "string" || !invoiceId) {
    deps.logs.paymentAlert("unknownLead", "(none)", context);
    return { status: 200, body: "No invoice; alerted" };
  }
  const invoice = await stripe.invoiceMoney(invoiceId);
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
    if (isInvoiceEvent(event.type)) {
      const invoiceId = (event.data.object as { id?: unknown }).id;
      return await handleInvoiceEvent(event, invoiceId, stripe, deps);
    }
    const about = await objectOf(event, stripe);
    if (about === undefined) return { status: 200, body: `Ignored ${event.type}` };
    if (about === null) {
      deps.logs.paymentAlert("unknownLead", "(none)", context);
      return { status: 200, body: "No checkout session or invoice; alerted" };
    }
    if ("invoiceId" in about) return await handleInvoiceEvent(event, about.invoiceId, stripe, deps);
    const { sessionId } = about;
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
