// The Stripe webhook: verifies the signature on the raw body, turns the event into a change of
// the lead's payment and applies it through the idempotent step. The answer tells Stripe what
// to do: 2xx when the event is handled (or can never be: not ours, unknown lead, alerted),
// 400 for a bad or old signature (nothing written), 5xx for anything else, so Stripe retries.
import Stripe from "stripe";
import type { PaymentChange } from "./payment-change.js";
import { applyPaymentStep, type PaymentStepDeps } from "./payment-step.js";
import type { PaymentStore } from "./payment-store.js";
import { isLeadId } from "../shared/lead-id.js";
import { sessionFacts, type StripeGateway } from "./stripe-gateway.js";

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
  /** For refunds and disputes whose payment intent no lead has yet. */
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

type Target = { leadId: string | null; change: PaymentChange } | undefined;

/** The change an event asks for and the lead it names (undefined: not an event we handle). */
async function targetOf(event: Stripe.Event, deps: WebhookDeps): Promise<Target> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = sessionFacts(event.data.object);
      const kind = (
        {
          "checkout.session.completed": "completed",
          "checkout.session.async_payment_succeeded": "asyncSucceeded",
          "checkout.session.async_payment_failed": "asyncFailed",
          "checkout.session.expired": "expired",
        } as const
      )[event.type];
      return { leadId: session.leadId, change: { kind, session } };
    }
    case "charge.refunded":
      return intentTarget(event.data.object, deps, refundOf);
    case "charge.dispute.created":
      return intentTarget(event.data.object, deps, disputeOf);
    default:
      return undefined;
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

type IntentObject = {
  payment_intent: string | { id: string } | null;
  metadata?: Stripe.Metadata | null;
};

/** A charge's or dispute's change, for the lead of its payment intent (none: undefined). */
async function intentTarget<T extends IntentObject>(
  object: T,
  deps: WebhookDeps,
  change: (object: T, paymentIntentId: string) => PaymentChange,
): Promise<Target> {
  const paymentIntentId = idOf(object.payment_intent);
  if (!paymentIntentId) return undefined;
  const leadId = await leadOf(object.metadata?.leadId, paymentIntentId, deps);
  return { leadId, change: change(object, paymentIntentId) };
}

const refundOf = (charge: Stripe.Charge, paymentIntentId: string): PaymentChange => ({
  kind: "refunded",
  paymentIntentId,
  amountCents: charge.amount,
  amountRefundedCents: charge.amount_refunded,
});

const disputeOf = (dispute: Stripe.Dispute, paymentIntentId: string): PaymentChange => ({
  kind: "disputed",
  paymentIntentId,
  reason: dispute.reason,
});

/** The lead of a charge: its metadata, the lead that holds the payment intent, or the intent's metadata. */
async function leadOf(
  fromMetadata: string | undefined,
  paymentIntentId: string,
  deps: WebhookDeps,
): Promise<string | null> {
  if (fromMetadata) return fromMetadata;
  const stored = await deps.store.leadOfPaymentIntent(paymentIntentId);
  if (stored) return stored;
  return (await deps.stripe?.paymentIntentLeadId(paymentIntentId)) ?? null;
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
  try {
    const target = await targetOf(event, deps);
    if (!target) return { status: 200, body: `Ignored ${event.type}` };
    const handled = { id: event.id, type: event.type };
    if (!isLeadId(target.leadId)) {
      deps.logs.paymentAlert("unknownLead", "(none)", { eventId: event.id, eventType: event.type });
      return { status: 200, body: "No lead named; alerted" };
    }
    const result = await applyPaymentStep(target.leadId, target.change, handled, deps);
    return { status: 200, body: result.kind };
  } catch (error) {
    deps.logs.payment("event failed, Stripe will retry", {
      eventId: event.id,
      eventType: event.type,
      error: error instanceof Error ? error.message : String(error),
    });
    return { status: 500, body: "Failed; retry" };
  }
}
