// The lead's `payment` map (written by the functions only; the rules let no client touch it):
// its states, the one table of moves between them, what each plan's checkout charges, and the
// callables' requests and answers. Browser-safe: the checkout pages and the desk read it too.
import { PLAN_CATALOGUE, type CatalogueEntry } from "./plan-catalogue.js";

/** Every state a lead's payment can be in; PAYMENT_STATES says what each one means. */
export type PaymentState =
  | "OPEN"
  | "PROCESSING"
  | "PAID"
  | "FAILED"
  | "EXPIRED"
  | "REFUNDED"
  | "PARTIALLY_REFUNDED"
  | "DISPUTED";

export interface PaymentStateRule {
  /** One line for the docs and the desk. */
  describe: string;
  /** The desk's Payment column. */
  label: string;
  /** States a Stripe event may move it to. Never back: the table has no cycle (a unit test). */
  next: readonly PaymentState[];
  /** Whether startCheckout may open a new session (none open, the last one ended unpaid). */
  reopens: boolean;
  /** Whether the money was taken at some point (already paid: no new checkout). */
  taken: boolean;
}

/** The one table: the webhook, the success page, startCheckout and the desk read it. */
export const PAYMENT_STATES: Readonly<Record<PaymentState, PaymentStateRule>> = {
  OPEN: {
    describe: "a Checkout Session is open; the prospect has not paid (yet)",
    label: "Open",
    next: ["PROCESSING", "PAID", "FAILED", "EXPIRED"],
    reopens: false,
    taken: false,
  },
  PROCESSING: {
    describe: "the prospect completed Checkout with a delayed method; the money is on its way",
    label: "Processing",
    next: ["PAID", "FAILED"],
    reopens: false,
    taken: false,
  },
  PAID: {
    describe: "Stripe took the money; sales was mailed once",
    label: "Paid",
    next: ["PARTIALLY_REFUNDED", "REFUNDED", "DISPUTED"],
    reopens: false,
    taken: true,
  },
  FAILED: {
    describe: "the delayed payment failed; the prospect may start a new checkout",
    label: "Failed",
    next: [],
    reopens: true,
    taken: false,
  },
  EXPIRED: {
    describe: "the session ran out unpaid; the prospect may start a new checkout",
    label: "Expired",
    next: [],
    reopens: true,
    taken: false,
  },
  PARTIALLY_REFUNDED: {
    describe: "part of the payment was refunded (amountRefundedCents); alerted",
    label: "Partly refunded",
    next: ["REFUNDED", "DISPUTED"],
    reopens: false,
    taken: true,
  },
  REFUNDED: {
    describe: "the whole payment was refunded; alerted",
    label: "Refunded",
    next: [],
    reopens: false,
    taken: true,
  },
  DISPUTED: {
    describe: "the card holder disputed the charge; alerted",
    label: "Disputed",
    next: [],
    reopens: false,
    taken: true,
  },
};

/** The states, in the table's order. */
export const ALL_PAYMENT_STATES = Object.keys(PAYMENT_STATES) as PaymentState[];

/** Whether an event may move a payment from `from` to `to` (the same state is no move). */
export const canMove = (from: PaymentState, to: PaymentState): boolean =>
  PAYMENT_STATES[from].next.includes(to);

/** The rule of a state as read from Firestore; undefined for a state this code does not know. */
export const paymentRuleOf = (state: unknown): PaymentStateRule | undefined =>
  typeof state === "string" && Object.hasOwn(PAYMENT_STATES, state)
    ? PAYMENT_STATES[state as PaymentState]
    : undefined;

/** The lead's `payment` map as the functions write it (Dates; Timestamps in Firestore). */
export interface Payment {
  state: PaymentState;
  /** The Checkout Session this payment is about. */
  sessionId: string;
  planId: string;
  /** What the session charges, in cents. */
  amountCents: number;
  currency: "usd";
  openedAt: Date;
  updatedAt: Date;
  /** When the lead first became PAID; written once. */
  paidAt: Date | null;
  /** When the open session stops taking payments. */
  expiresAt: Date;
  /** The session's attempt number for this lead (part of its idempotency key). */
  attempt: number;
  /** Set when Stripe reports the payment (for refunds and disputes, which name it). */
  paymentIntentId: string | null;
  /** What Stripe says was paid, when it differs from amountCents/currency (alerted). */
  mismatch: { amountCents: number; currency: string } | null;
  /** Refunded so far, in cents. */
  amountRefundedCents: number;
}

/** What one plan's checkout charges, in cents: the full price or its deposit. */
export function checkoutAmountCents(plan: Pick<CatalogueEntry, "priceUsd" | "depositPercent">) {
  const full = plan.priceUsd * 100;
  return plan.depositPercent === undefined ? full : Math.round((full * plan.depositPercent) / 100);
}

/** The catalogue entry of a plan id, or undefined for none or an unknown id. */
export const cataloguePlan = (planId: unknown): CatalogueEntry | undefined =>
  typeof planId === "string" && Object.hasOwn(PLAN_CATALOGUE, planId)
    ? PLAN_CATALOGUE[planId]
    : undefined;

/**
 * Cents as US dollars the way the site writes prices: "$1,249.50", "$2,499" (no Intl: its
 * first use builds ICU's number formatter during a page's hydration; web/src/content/format-usd.ts).
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`formatCents expects whole, non-negative cents, got ${cents}`);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const rest = cents % 100;
  return `$${dollars}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** What the checkout takes for a plan, in words ("Pay in full: $499", "50 % deposit: …"). */
export function checkoutTerms(plan: Pick<CatalogueEntry, "priceUsd" | "depositPercent">): string {
  const amount = formatCents(checkoutAmountCents(plan));
  if (plan.depositPercent === undefined) return `Paid in full at checkout: ${amount}`;
  const rest = formatCents(plan.priceUsd * 100 - checkoutAmountCents(plan));
  return `${plan.depositPercent}% deposit at checkout: ${amount}; the remaining ${rest} is invoiced at delivery`;
}

// --- The callables ---

// Their names (declared with every function's, function-names.ts), where the checkout pages read them.
export { CONFIRM_CHECKOUT_FUNCTION, START_CHECKOUT_FUNCTION } from "./function-names.js";

export interface StartCheckoutRequest {
  leadId: string;
}
/** Where to send the browser: Stripe's hosted page. */
export interface StartCheckoutAnswer {
  url: string;
  amountCents: number;
}

export interface ConfirmCheckoutRequest {
  sessionId: string;
}
/**
 * What the success page shows: paid, on its way, or not paid (try again). The plan and the
 * amount only: anyone holding the link may ask, so the answer names no person.
 */
export interface ConfirmCheckoutAnswer {
  outcome: "paid" | "processing" | "unpaid";
  amountCents: number;
  planName: string;
}
