// startCheckout({ leadId } or { token }): opens a Stripe Checkout Session for a lead's plan, priced from the
// server's catalogue (never the browser), or reuses the lead's open one. The attempt is reserved
// on the lead before Stripe is asked, so a call that dies between Stripe and the lead is retried
// with the same key and the same parameters, and reaches the session Stripe already made. Refuses, with a
// sentence the checkout page can show, a lead we do not have, one without a plan, and one
// already paid. A pay link's token (pay-link.ts) names the lead for a browser without the
// brief: a tampered or expired one is refused before anything is read or Stripe is asked.
import { agreementTerms, dueNowCents, type Agreement } from "../shared/agreement.js";
import { PAYMENT_STATES, type Payment } from "../shared/payment.js";
import { formatCents } from "../shared/payment-amounts.js";
import { type StartCheckoutAnswer } from "../shared/payment-api.js";
import { isLeadId } from "../shared/lead-id.js";
import { checkPayLink, type PayLinkSecret } from "./pay-link.js";
import { checkQuoteLink } from "./quote-link.js";
import { QUOTE_PLAN_ID, quoteLineItem, whyQuoteNotPayable } from "./quote-checkout.js";
import { PLAN_LABELS } from "../shared/plan-labels.js";
import type { Logs } from "../platform/logs.js";
import { agreementToCharge, liveCatalogue, type PlanCatalogue } from "./agreement.js";
import { applyPaymentStep, type PaymentStepDeps } from "./payment-step.js";
import { balanceRefunded, checkoutDueCents } from "./checkout-due.js";
import type { CheckoutLead, PaymentStore, Reservation } from "./payment-store.js";
import {
  IdempotencyKeyRefused,
  type NewSession,
  type SessionFacts,
  type StripeGateway,
} from "./stripe-gateway.js";

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
  disputed:
    "This payment is disputed with your bank, so there is nothing to pay here until the bank decides. Call us and we sort it out with you.",
  partlyRefunded:
    "Part of this payment was refunded and the rest is kept, so there is nothing to pay here. Call us if you expected something else.",
  balanceRefunded:
    "This order's balance was refunded, so there is nothing to pay here. Call us and we tell you what comes next.",
  processing: "Your payment is being processed: we e-mail you as soon as it clears.",
  noOrigin: "The checkout could not tell which site it was opened from.",
  changed: "The order changed meanwhile: try again.",
  badLink: "This payment link is not valid. Ask us for a new one.",
  expiredLink: "This payment link has expired. Ask us for a new one.",
  replacedQuote: "This quote was replaced by a newer one. Ask us for its link.",
  nothingDueNow: "Nothing is due now on this quote: accept it on its page.",
} as const;

/** A pay link refused: not one we signed (tampered, mangled), or past its expiry. */
export class PayLinkRefusal extends CheckoutRefusal {
  override name = "PayLinkRefusal";
  constructor(readonly link: "invalid" | "expired") {
    super(
      link === "invalid" ? "invalid-argument" : "failed-precondition",
      link === "invalid" ? REFUSALS.badLink : REFUSALS.expiredLink,
    );
  }
}

export interface CheckoutDeps extends PaymentStepDeps {
  store: PaymentStore;
  /** Undefined when Stripe is not configured (the invoice path). */
  stripe: StripeGateway | undefined;
  /** The site's origin the browser returns to (success and cancel pages). */
  siteOrigin: string;
  /** How long a new session takes payments. */
  sessionMinutes: number;
  /** The pay links' key; undefined when it is not set (every token is then refused). */
  payLinkSecret: PayLinkSecret | undefined;
  logs: Logs;
  /** Where a plan's price is read today (the catalogue; the tests inject another). */
  catalogue?: PlanCatalogue;
}

/** The lead a request names, and the page Stripe's Cancel returns to. */
export interface NamedLead {
  leadId: string;
  /** "/checkout" (the browser holds the brief), "/pay/<token>" or "/quote/<token>". */
  returnPath: string;
  /** A quote link's request: the quote it was signed for (its agreedAt); a newer one refuses. */
  quoteAgreedAt?: Date;
}

/**
 * The lead a checkout or quote request names: `{ leadId }` (the brief's own tab) or `{ token }`
 * (a pay link). Throws CheckoutRefusal for a malformed request and for a token that is not ours
 * or has expired, so neither reaches the lead or Stripe.
 */
export function leadOfRequest(
  request: unknown,
  deps: Pick<CheckoutDeps, "payLinkSecret" | "clock">,
): NamedLead {
  const { leadId, token, quote } = (request ?? {}) as {
    leadId?: unknown;
    token?: unknown;
    quote?: unknown;
  };
  if (quote !== undefined) {
    // A quote link (/quote/<token>): its own token kind, naming the quote as well as the lead.
    const check = deps.payLinkSecret
      ? checkQuoteLink(quote, deps.clock.now(), deps.payLinkSecret)
      : { kind: "invalid" as const };
    if (check.kind !== "valid") throw new PayLinkRefusal(check.kind);
    return {
      leadId: check.leadId,
      returnPath: `/quote/${quote as string}`,
      quoteAgreedAt: check.agreedAt,
    };
  }
  if (token !== undefined) {
    const check = deps.payLinkSecret
      ? checkPayLink(token, deps.clock.now(), deps.payLinkSecret)
      : { kind: "invalid" as const };
    if (check.kind !== "valid") throw new PayLinkRefusal(check.kind);
    return { leadId: check.leadId, returnPath: `/pay/${token as string}` };
  }
  if (!isLeadId(leadId)) throw new CheckoutRefusal("invalid-argument", REFUSALS.badRequest);
  return { leadId, returnPath: "/checkout" };
}

/** A reused session must stay open at least this long for the prospect to pay. */
const REUSE_MARGIN_MS = 5 * 60_000;
/**
 * A reserved attempt is retried with its own parameters while Stripe would still accept its
 * `expires_at` had the first call never reached it (30 minutes ahead) with a margin; after
 * that the next attempt is reserved.
 */
const RETRY_SAME_ATTEMPT_MS = 35 * 60_000;
/** Attempts tried in one call when Stripe refuses their keys (idempotency_error). */
const MAX_KEY_REFUSALS = 3;

/** The idempotency key of a lead's attempt: the same on every retry of that attempt. */
export const checkoutKey = (leadId: string, attempt: number) => `checkout-${leadId}-${attempt}`;

/** Why the lead cannot start a checkout now (its payment is taken or on its way), if it cannot. */
export function refusalOf(payment: Payment | undefined): CheckoutRefusal | undefined {
  if (!payment) return undefined;
  const rule = PAYMENT_STATES[payment.state];
  if (payment.state === "DISPUTED") return new CheckoutRefusal("already-exists", REFUSALS.disputed);
  if (payment.state === "PARTIALLY_REFUNDED")
    return new CheckoutRefusal("already-exists", REFUSALS.partlyRefunded);
  if (balanceRefunded(payment))
    return new CheckoutRefusal("already-exists", REFUSALS.balanceRefunded);
  if (rule.taken && !rule.reopens) return new CheckoutRefusal("already-exists", REFUSALS.paid);
  if (payment.state === "PROCESSING")
    return new CheckoutRefusal("failed-precondition", REFUSALS.processing);
  return undefined;
}

/**
 * The attempt to create, decided in the reservation's transaction on the lead's payment as it
 * is then: an earlier call's reservation that was never recorded (a crash between Stripe and
 * the lead) is reused with its own expiry, so the retry sends Stripe the very same parameters;
 * otherwise a new attempt, its expiry chosen now, once. `skipAttempt`: Stripe refused that
 * attempt's key, reserve past it.
 */
export function planReservation(
  current: Payment | undefined,
  order: { planId: string; amountCents: number; now: Date; sessionMinutes: number },
  skipAttempt?: number,
): Reservation {
  const refusal = refusalOf(current);
  if (refusal) throw refusal;
  const { now } = order;
  if (current?.state === "OPEN") {
    if (current.sessionId !== null)
      throw new CheckoutRefusal("failed-precondition", REFUSALS.changed);
    const reusable =
      current.attempt !== skipAttempt &&
      current.planId === order.planId &&
      current.amountCents === order.amountCents &&
      current.expiresAt.getTime() - now.getTime() >= RETRY_SAME_ATTEMPT_MS;
    if (reusable) return { payment: current, written: false };
  }
  const attempt = Math.max(current?.attempt ?? 0, skipAttempt ?? 0) + 1;
  // Whole seconds, as Stripe's expires_at: the stored expiry is the parameter sent.
  const expiresAt = new Date(
    Math.floor((now.getTime() + order.sessionMinutes * 60_000) / 1000) * 1000,
  );
  return {
    written: true,
    payment: {
      state: "OPEN",
      sessionId: null,
      planId: order.planId,
      amountCents: order.amountCents,
      currency: "usd",
      openedAt: now,
      updatedAt: now,
      paidAt: null,
      expiresAt,
      attempt,
      paymentIntentId: null,
      mismatch: null,
      amountRefundedCents: 0,
      // The ledger and the Customer stay: a refunded deposit paying again is the same client,
      // its balance invoice (voided when the deposit was refunded in full) and its history.
      history: current?.history ?? {},
      ...(current?.customerId && { customerId: current.customerId }),
      ...(current?.balance && { balance: current.balance }),
    },
  };
}

/** Stripe's parameters for a lead's attempt: a function of the reservation, never of the clock. */
export function sessionParams(
  leadId: string,
  lead: Pick<CheckoutLead, "emailAddress">,
  reserved: Payment,
  agreement: Agreement,
  siteOrigin: string,
  returnPath = "/checkout",
): NewSession {
  const name = agreement.plan?.name ?? agreement.lines[0]?.description ?? reserved.planId;
  const deposit = agreement.depositPercent < 100;
  const origin = siteOrigin.replace(/\/+$/, "");
  const metadata = {
    leadId,
    planId: reserved.planId,
    attempt: String(reserved.attempt),
  };
  return {
    mode: "payment",
    client_reference_id: leadId,
    // The lead's Customer (a deposit paid before): this session pays as them, so the balance
    // stays billed to one Customer. Stripe takes the address from it and refuses either of
    // customer_email and customer_creation beside it.
    ...(reserved.customerId
      ? { customer: reserved.customerId }
      : {
          customer_email: lead.emailAddress,
          // A deposit's balance is invoiced later, to the Customer this checkout makes.
          ...(deposit && { customer_creation: "always" as const }),
        }),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: reserved.amountCents,
          // A quote names its reference, its share and each of its lines.
          product_data: quoteLineItem(leadId, agreement) ?? {
            // The deposit's line names its share: the agreement backfill reads it back.
            name: deposit ? `${name}: ${agreement.depositPercent}% deposit` : name,
            description: PLAN_LABELS[reserved.planId] ?? name,
          },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata, receipt_email: lead.emailAddress },
    success_url: `${origin}/checkout/paid?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}${returnPath}`,
    expires_at: Math.floor(reserved.expiresAt.getTime() / 1000),
  };
}

/** Opens or reuses the lead's Checkout Session; throws CheckoutRefusal. */
export async function startCheckout(
  request: unknown,
  deps: CheckoutDeps,
): Promise<StartCheckoutAnswer> {
  const { leadId, returnPath, quoteAgreedAt } = leadOfRequest(request, deps);
  const { stripe, store, clock } = deps;
  if (!stripe) throw new CheckoutRefusal("failed-precondition", REFUSALS.paymentsOff);
  const lead = await store.readLead(leadId);
  if (!lead) throw new CheckoutRefusal("not-found", REFUSALS.noLead);
  const catalogue = deps.catalogue ?? liveCatalogue;
  // A quote without a plan is charged under its own plan id (the payment's planId is a string).
  const planId = lead.plan ?? (lead.agreement?.source === "quote" ? QUOTE_PLAN_ID : undefined);
  if (!planId) throw new CheckoutRefusal("failed-precondition", REFUSALS.noPlan);
  /** The agreement to charge, decided on the lead as it is (in the reservation's transaction). */
  const agreementOf = (payment: Payment | undefined, stored: Agreement | null | undefined) => {
    const agreement = agreementToCharge(
      stored,
      payment?.history ?? {},
      planId,
      catalogue,
      clock.now(),
    );
    if (!agreement) throw new CheckoutRefusal("failed-precondition", REFUSALS.unknownPlan);
    // From a quote link: only the quote it was signed for, while it is valid and owes something now.
    const why = quoteAgreedAt && whyQuoteNotPayable(agreement, quoteAgreedAt, clock.now());
    if (why) throw new CheckoutRefusal("failed-precondition", REFUSALS[why]);
    // A quote with nothing due now is accepted on its page; Stripe takes no $0 checkout.
    if (dueNowCents(agreement) === 0)
      throw new CheckoutRefusal("failed-precondition", REFUSALS.nothingDueNow);
    return agreement;
  };
  const current = lead.payment;
  const opened = agreementOf(current, lead.agreement);
  // A deposit lead's open balance invoice is the one payable object: the checkout sends the
  // client to its hosted page rather than opening a session.
  const invoice = current?.balance;
  if (
    opened.depositPercent < 100 &&
    invoice?.state === "OPEN" &&
    invoice.hostedUrl &&
    current?.state !== "REFUNDED"
  )
    return {
      url: invoice.hostedUrl,
      amountCents: invoice.amountCents,
      planId: planId,
      planName: opened.plan?.name ?? planId,
      terms: formatCents(invoice.amountCents),
    };
  if (current?.state === "OPEN" && current.sessionId !== null) {
    // Reuse it while it takes payments; if Stripe says it was paid meanwhile (the webhook
    // not here yet), apply that first, so the lead is refused as paid rather than charged twice.
    const session = await stripe.retrieveSession(current.sessionId);
    const left = current.expiresAt.getTime() - clock.now().getTime();
    const owed = dueNowCents(agreementOf(current, lead.agreement));
    if (
      session.status === "open" &&
      session.url &&
      left > REUSE_MARGIN_MS &&
      owed === current.amountCents
    )
      return answerFor(session.url, current, agreementOf(current, lead.agreement));
    // Too close to its end to pay in: end it at Stripe before opening the next, so the
    // prospect can never pay two sessions.
    if (session.status === "open") await stripe.expireSession(session.id);
    await applyPaymentStep(leadId, await stripe.paymentFacts(session.id), undefined, deps);
  }

  let skipAttempt: number | undefined;
  for (let refusals = 0; ; refusals += 1) {
    const reserved = await store.reserveCheckout(leadId, (payment, stored) => {
      const agreement = agreementOf(payment, stored);
      const refusal = refusalOf(payment);
      if (refusal) throw refusal;
      // What the ledger says is owed at checkout: the share, less what it still holds of it.
      const amountCents = checkoutDueCents(agreement, payment);
      if (amountCents === 0) throw new CheckoutRefusal("already-exists", REFUSALS.paid);
      const order = {
        planId,
        amountCents,
        now: clock.now(),
        sessionMinutes: deps.sessionMinutes,
      };
      return { ...planReservation(payment, order, skipAttempt), agreement };
    });
    if (!reserved) throw new CheckoutRefusal("not-found", REFUSALS.noLead);
    const { payment } = reserved;
    const agreement = reserved.agreement ?? agreementOf(payment, lead.agreement);
    const key = checkoutKey(leadId, payment.attempt);
    let session: SessionFacts;
    try {
      session = await stripe.createSession(
        sessionParams(leadId, lead, payment, agreement, deps.siteOrigin, returnPath),
        key,
      );
    } catch (error) {
      // Stripe remembers this key with other parameters (sent by code before this rule, or
      // a reservation lost): the attempt can never be created, so take the next one.
      if (!(error instanceof IdempotencyKeyRefused) || refusals + 1 >= MAX_KEY_REFUSALS)
        throw error;
      deps.logs.payment("idempotency key refused, next attempt", { leadId, key });
      skipAttempt = payment.attempt;
      continue;
    }
    if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
    if (!(await store.recordSession(leadId, payment.attempt, session.id)))
      throw new CheckoutRefusal("failed-precondition", REFUSALS.changed);
    deps.logs.payment("session opened", {
      leadId,
      sessionId: session.id,
      attempt: payment.attempt,
      amountCents: payment.amountCents,
      reused: !reserved.written,
    });
    return answerFor(session.url, payment, agreement);
  }
}

/** The answer: Stripe's page and what it charges, in the agreement's words. */
function answerFor(url: string, payment: Payment, agreement: Agreement): StartCheckoutAnswer {
  return {
    url,
    amountCents: payment.amountCents,
    planId: payment.planId,
    planName: agreement.plan?.name ?? payment.planId,
    terms:
      dueNowCents(agreement) === payment.amountCents
        ? agreementTerms(agreement, formatCents)
        : formatCents(payment.amountCents),
  };
}
