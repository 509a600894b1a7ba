// startCheckout({ leadId }): opens a Stripe Checkout Session for a lead's plan, priced from the
// server's catalogue (never the browser), or reuses the lead's open one. Refuses, with a
// sentence the checkout page can show, a lead we do not have, one without a plan, and one
// already paid.
import {
  PAYMENT_STATES,
  cataloguePlan,
  checkoutAmountCents,
  type Payment,
  type StartCheckoutAnswer,
} from "../shared/payment.js";
import { isLeadId } from "../shared/lead-id.js";
import { PLAN_LABELS } from "../shared/plan-labels.js";
import type { Logs } from "../platform/logs.js";
import { applyPaymentStep, type PaymentStepDeps } from "./payment-step.js";
import type { PaymentStore } from "./payment-store.js";
import type { NewSession, StripeGateway } from "./stripe-gateway.js";

/** A refusal the caller is shown (the callable turns it into an HttpsError with this code). */
export class CheckoutRefusal extends Error {
  override name = "CheckoutRefusal";
  constructor(
    readonly code: "invalid-argument" | "not-found" | "failed-precondition" | "already-exists",
    message: string,
  ) {
    super(message);
  }
}

/** The refusals' sentences (the unit tests and the checkout page name them). */
export const REFUSALS = {
  badRequest: "The checkout request is malformed: it needs the brief's id.",
  paymentsOff: "Online payment is not available; we e-mail an invoice instead.",
  noLead: "We could not find this brief. Send the brief again, or call us.",
  noPlan: "This brief has no package to pay for: we will send you a custom quote.",
  unknownPlan: "This brief's package is no longer on sale: we will send you a quote.",
  paid: "This order is already paid. Stripe e-mailed the receipt.",
  processing: "Your payment is being processed: we e-mail you as soon as it clears.",
  noOrigin: "The checkout could not tell which site it was opened from.",
} as const;

export interface CheckoutDeps extends PaymentStepDeps {
  store: PaymentStore;
  /** Undefined when Stripe is not configured (the invoice path). */
  stripe: StripeGateway | undefined;
  /** The site's origin the browser returns to (success and cancel pages). */
  siteOrigin: string;
  /** How long a new session takes payments. */
  sessionMinutes: number;
  logs: Logs;
}

/** A reused session must stay open at least this long for the prospect to pay. */
const REUSE_MARGIN_MS = 5 * 60_000;

/** Opens or reuses the lead's Checkout Session; throws CheckoutRefusal. */
export async function startCheckout(
  request: unknown,
  deps: CheckoutDeps,
): Promise<StartCheckoutAnswer> {
  const leadId = (request as { leadId?: unknown } | null)?.leadId;
  if (!isLeadId(leadId)) throw new CheckoutRefusal("invalid-argument", REFUSALS.badRequest);
  const { stripe, store, clock } = deps;
  if (!stripe) throw new CheckoutRefusal("failed-precondition", REFUSALS.paymentsOff);
  const lead = await store.readLead(leadId);
  if (!lead) throw new CheckoutRefusal("not-found", REFUSALS.noLead);
  if (!lead.plan) throw new CheckoutRefusal("failed-precondition", REFUSALS.noPlan);
  const plan = cataloguePlan(lead.plan);
  if (!plan) throw new CheckoutRefusal("failed-precondition", REFUSALS.unknownPlan);

  let current = lead.payment;
  if (current?.state === "OPEN") {
    // Reuse it while it takes payments; if Stripe says it was paid meanwhile (the webhook
    // not here yet), apply that first, so the lead is refused as paid rather than charged twice.
    let session = await stripe.retrieveSession(current.sessionId);
    const left = current.expiresAt.getTime() - clock.now().getTime();
    if (session.status === "open" && session.url && left > REUSE_MARGIN_MS)
      return { url: session.url, amountCents: current.amountCents };
    // Too close to its end to pay in: end it at Stripe before opening the next, so the
    // prospect can never pay two sessions.
    if (session.status === "open") session = await stripe.expireSession(session.id);
    const change = session.status === "complete" ? "completed" : "expired";
    const step = await applyPaymentStep(leadId, { kind: change, session }, undefined, deps);
    if (step.kind !== "unknownLead") current = step.payment;
  }
  if (current) {
    const rule = PAYMENT_STATES[current.state];
    if (rule.taken) throw new CheckoutRefusal("already-exists", REFUSALS.paid);
    if (current.state === "PROCESSING")
      throw new CheckoutRefusal("failed-precondition", REFUSALS.processing);
  }

  const attempt = (current?.attempt ?? 0) + 1;
  const amountCents = checkoutAmountCents(plan);
  // Whole minutes, so two racing calls for the same attempt send the same parameters under
  // the same idempotency key (Stripe refuses a key reused with different ones).
  const now = clock.now();
  const expiresAt = new Date(
    Math.floor(now.getTime() / 60_000) * 60_000 + deps.sessionMinutes * 60_000,
  );
  const origin = deps.siteOrigin.replace(/\/+$/, "");
  const metadata = { leadId, planId: lead.plan };
  const params: NewSession = {
    mode: "payment",
    client_reference_id: leadId,
    customer_email: lead.emailAddress,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: amountCents,
          product_data: {
            name:
              plan.depositPercent === undefined
                ? plan.name
                : `${plan.name}: ${plan.depositPercent}% deposit`,
            description: PLAN_LABELS[lead.plan] ?? plan.name,
          },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata, receipt_email: lead.emailAddress },
    success_url: `${origin}/checkout/paid?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/checkout`,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  };
  const session = await stripe.createSession(params, `checkout-${leadId}-${attempt}`);
  if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
  const payment: Payment = {
    state: "OPEN",
    sessionId: session.id,
    planId: lead.plan,
    amountCents,
    currency: "usd",
    openedAt: now,
    updatedAt: now,
    paidAt: null,
    expiresAt,
    attempt,
    paymentIntentId: null,
    mismatch: null,
    amountRefundedCents: 0,
  };
  if (!(await store.openPayment(leadId, payment, current?.sessionId ?? null)))
    throw new CheckoutRefusal("failed-precondition", "The order changed meanwhile: try again.");
  deps.logs.payment("session opened", { leadId, sessionId: session.id, attempt, amountCents });
  return { url: session.url, amountCents };
}
