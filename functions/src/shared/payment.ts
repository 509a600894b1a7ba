// The lead's `payment` map (written by the functions only; the rules let no client touch it):
// its states, what each one means, the history of money in and out, what each plan's checkout
// charges, and the callables' requests and answers. Browser-safe: the checkout pages and the
// desk read it too. The state is derived from Stripe's objects as they are now
// (payments/payment-change.ts), never moved by an event, so the order of events cannot matter.
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
  | "DISPUTED"
  | "DISPUTE_LOST";

export interface PaymentStateRule {
  /** One line for the docs and the desk: what the state means for sales. */
  describe: string;
  /** The desk's Payment column. */
  label: string;
  /** Whether startCheckout may open a new session (no money held, none on its way). */
  reopens: boolean;
  /** Whether the money was taken at some point (the success page says paid; the Paid view). */
  taken: boolean;
  /**
   * Whether a person must act on a lead in this state (sales was mailed and alerted): the
   * desk's Needs attention view lists it.
   */
  attention: boolean;
}

/** The one table: the webhook, the success page, startCheckout and the desk read it. */
export const PAYMENT_STATES: Readonly<Record<PaymentState, PaymentStateRule>> = {
  OPEN: {
    describe:
      "a Checkout Session is open (or being opened); the prospect has not paid (yet): nothing to do",
    label: "Open",
    reopens: false,
    taken: false,
    attention: false,
  },
  PROCESSING: {
    describe:
      "the prospect completed Checkout with a delayed method (bank debit); the money is on its way: wait, do not start the work yet",
    label: "Processing",
    reopens: false,
    taken: false,
    attention: false,
  },
  PAID: {
    describe: "Stripe took the money; sales was mailed once: start the work",
    label: "Paid",
    reopens: false,
    taken: true,
    attention: false,
  },
  FAILED: {
    describe:
      "the delayed payment failed; alerted: call the prospect, who may start a new checkout",
    label: "Failed",
    reopens: true,
    taken: false,
    attention: true,
  },
  EXPIRED: {
    describe: "the session ran out unpaid; the prospect may start a new checkout: follow up",
    label: "Expired",
    reopens: true,
    taken: false,
    attention: false,
  },
  PARTIALLY_REFUNDED: {
    describe:
      "part of the payment was refunded (amountRefundedCents); alerted: the rest is still ours",
    label: "Partly refunded",
    reopens: false,
    taken: true,
    attention: true,
  },
  REFUNDED: {
    describe: "the whole payment was refunded; alerted: stop the work; the prospect may pay again",
    label: "Refunded",
    reopens: true,
    taken: true,
    attention: true,
  },
  DISPUTED: {
    describe:
      "the card holder disputed the charge and the bank has not decided; alerted: answer the dispute in Stripe (a won dispute returns the lead to its paid state)",
    label: "Disputed",
    reopens: false,
    taken: true,
    attention: true,
  },
  DISPUTE_LOST: {
    describe: "the bank decided a dispute for the card holder: the money is gone; alerted",
    label: "Dispute lost",
    reopens: false,
    taken: true,
    attention: true,
  },
};

/** The states, in the table's order. */
export const ALL_PAYMENT_STATES = Object.keys(PAYMENT_STATES) as PaymentState[];

/** The rule of a state as read from Firestore; undefined for a state this code does not know. */
export const paymentRuleOf = (state: unknown): PaymentStateRule | undefined =>
  typeof state === "string" && Object.hasOwn(PAYMENT_STATES, state)
    ? PAYMENT_STATES[state as PaymentState]
    : undefined;

/** Every kind of change of money the history records; each one is alerted or mailed once. */
export type PaymentEntryKind =
  /** The payment went through (money in). */
  | "paid"
  /** A delayed payment is on its way. */
  | "processing"
  /** A delayed payment failed. */
  | "failed"
  /** A session of the lead's current attempt ran out unpaid. */
  | "expired"
  /** One refund (money out), full or partial. */
  | "refunded"
  /** A refund that Stripe could not send after all (its money is ours again). */
  | "refundFailed"
  /** A dispute opened (the money is held by the bank). */
  | "disputed"
  /** A dispute closed for us. */
  | "disputeWon"
  /** A dispute closed for the card holder (money out). */
  | "disputeLost"
  /** Stripe took another amount or currency than the checkout opened with. */
  | "mismatch"
  /** A payment on a session that is not the lead's current one (money in, sales must act). */
  | "otherSession"
  /** The balance invoice of a deposit plan was paid (money in: the plan is paid in full). */
  | "balancePaid"
  /** A payment of the balance invoice failed; the invoice stays open. */
  | "balanceFailed"
  /** The balance invoice was voided (it can no longer be paid; a new one may be sent). */
  | "balanceVoided"
  /** The balance invoice was marked uncollectible (written off). */
  | "balanceUncollectible"
  /**
   * An invoice of the lead was paid that the lead no longer shows (a voided or stray one, or a
   * second balance): money in beyond the agreement, for sales to refund. Never a second balance.
   */
  | "overpaid";

/** One change of money, as Stripe reports it. */
export interface PaymentEntry {
  kind: PaymentEntryKind;
  amountCents: number;
  currency: string;
  /** When it happened at Stripe (when first seen, for the changes Stripe does not date). */
  at: Date;
  /**
   * The Checkout Session and payment intent it belongs to. A balance entry carries the session
   * of the deposit it follows, and its invoice in `invoiceId`.
   */
  sessionId: string;
  paymentIntentId: string | null;
  /** The balance invoice (in_…) a balance entry is about; absent on the checkout's entries. */
  invoiceId?: string;
}

/**
 * The history, keyed by a stable id made of Stripe's own ids ("paid-pi_…", "refund-re_…",
 * "dispute-dp_…-won"): an entry is written once, whatever the order or repetition of the events
 * that reported it, and the key is what a mail or an alert about that change is keyed on.
 */
export type PaymentHistory = Record<string, PaymentEntry>;

// The balance invoice sits here for the Payment type; what it means for the desk is in balance.ts.
/** What Stripe says of the balance invoice (its `status`, in our words). */
export const BALANCE_INVOICE_STATES = ["OPEN", "PAID", "VOID", "UNCOLLECTIBLE"] as const;
export type BalanceInvoiceState = (typeof BALANCE_INVOICE_STATES)[number];

/** The lead's `payment.balance` map: the one balance invoice of a deposit plan. */
export interface BalanceInvoice {
  /** Stripe's invoice id (in_…). */
  invoiceId: string;
  state: BalanceInvoiceState;
  /** What the invoice asks, in cents (the plan's price less the deposit). */
  amountCents: number;
  /** Stripe's hosted invoice page, where the client pays it (the pay link sends them there). */
  hostedUrl: string;
  /** When the desk sent it (Stripe's finalization time). */
  sentAt: Date;
  /** When it falls due (sentAt + the BALANCE_DAYS_UNTIL_DUE param). */
  dueAt: Date;
  /** When Stripe took the money; null until then. */
  paidAt: Date | null;
  /** The last failed attempt to pay it (invoice.payment_failed); the invoice stays open. */
  lastFailedAt: Date | null;
  /**
   * Which balance invoice of the lead this is (1, then 2 after a voided or written-off one): part
   * of its Stripe idempotency keys and metadata, so a retry after a crash makes no second one.
   */
  attempt?: number;
}

/** The lead's `payment` map as the functions write it (Dates; Timestamps in Firestore). */
export interface Payment {
  state: PaymentState;
  /** The current attempt's Checkout Session; null while it is being created (reserved). */
  sessionId: string | null;
  planId: string;
  /** What the session charges, in cents. */
  amountCents: number;
  currency: "usd";
  openedAt: Date;
  updatedAt: Date;
  /** When the current attempt was paid (Stripe's time); set once per attempt. */
  paidAt: Date | null;
  /** When the attempt's session stops taking payments: chosen once, at reservation. */
  expiresAt: Date;
  /** The attempt number for this lead (part of its idempotency key and the session's metadata). */
  attempt: number;
  /** The current attempt's payment intent, once Stripe has one. */
  paymentIntentId: string | null;
  /** What Stripe says was paid, when it differs from amountCents/currency (alerted). */
  mismatch: { amountCents: number; currency: string } | null;
  /** Refunded so far on the current attempt, in cents. */
  amountRefundedCents: number;
  /** Every change of money on every attempt of this lead. */
  history: PaymentHistory;
  /** The Stripe Customer a deposit plan's checkout creates (the balance invoice is billed to it). */
  customerId?: string | null;
  /** The balance invoice of a deposit plan, once the desk sent it (shared/balance.ts). */
  balance?: BalanceInvoice | null;
}

/** What one plan's checkout charges, in cents: the full price or its deposit. */
export function checkoutAmountCents(plan: Pick<CatalogueEntry, "priceUsd" | "depositPercent">) {
  const full = plan.priceUsd * 100;
  return plan.depositPercent === undefined ? full : Math.round((full * plan.depositPercent) / 100);
}

/** What is left to pay after the checkout, in cents: the balance of a deposit plan, else 0. */
export function balanceCents(plan: Pick<CatalogueEntry, "priceUsd" | "depositPercent">) {
  return plan.priceUsd * 100 - checkoutAmountCents(plan);
}

/**
 * The three stories a brief can tell after it is sent, by its plan: a fixed plan paid in full
 * (pay now, the designer starts, the call), a deposit plan (the deposit now, the balance invoiced
 * at delivery) and no plan, or one no longer on sale (the call, then a proposal with a pay
 * link). The pages (web/src/content/next-steps.ts) and the confirmation mail tell each one.
 */
export type LeadPath = "full" | "deposit" | "quote";

/** The path of a brief with this plan id. */
export function leadPathOf(planId: unknown): LeadPath {
  const plan = cataloguePlan(planId);
  if (!plan) return "quote";
  return plan.depositPercent === undefined ? "full" : "deposit";
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
export {
  CONFIRM_CHECKOUT_FUNCTION,
  PAY_LINK_QUOTE_FUNCTION,
  START_CHECKOUT_FUNCTION,
} from "./function-names.js";

/** What /pay/<token> and /checkout ask: what the lead owes now (payLinkQuote). */
export type PayLinkQuoteRequest = StartCheckoutRequest;

/**
 * What the server says is due. Anyone holding a pay link may ask, so it names the company and
 * the short reference only, never the person, the address or the answers. `invalid` (not a
 * token we signed: tampered or mangled), `expired` and `unknown` (no such lead, or erased)
 * each get their own page; so does `nothingDue` (paid, being processed, or no fixed price).
 */
export type PayLinkQuote =
  | {
      kind: "due";
      path: Exclude<LeadPath, "quote">;
      planId: string;
      planName: string;
      /** What the Pay button charges now: the full price or the deposit. */
      amountCents: number;
      /** What is invoiced at delivery (deposit plans), else 0. */
      balanceCents: number;
      /** checkoutTerms, in words. */
      terms: string;
      companyName: string;
      reference: string;
    }
  | {
      /** A deposit plan whose balance invoice is open: the button goes to its hosted page. */
      kind: "balanceDue";
      path: "deposit";
      planId: string;
      planName: string;
      /** What the invoice asks. */
      amountCents: number;
      /** When it falls due (ISO 8601). */
      dueAt: string;
      /** Stripe's hosted invoice page. */
      hostedUrl: string;
      companyName: string;
      reference: string;
    }
  | {
      kind: "nothingDue";
      /**
       * paid: in full (a deposit plan: its balance invoice too); depositPaid: the deposit is in
       * and the balance is invoiced at delivery (no invoice open yet); processing; noPlan.
       */
      why: "paid" | "depositPaid" | "processing" | "noPlan";
      path: LeadPath;
      planName: string;
      companyName: string;
      reference: string;
    }
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "unknown" };

/** The lead by its id (/checkout: the brief this browser sent) or by a pay link's token (/pay). */
export type StartCheckoutRequest = { leadId: string } | { token: string };
/**
 * Where to send the browser (Stripe's hosted page), and what that page charges as the server
 * reads the lead: the page shows these, never the browser's stored plan, before it goes there.
 */
export interface StartCheckoutAnswer {
  url: string;
  amountCents: number;
  planId: string;
  planName: string;
  /** What the checkout takes, in words (checkoutTerms): the full price, or the deposit. */
  terms: string;
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
  /** The plan's id, so the page tells the plan's own next steps (leadPathOf). */
  planId: string;
  /** The lead's short reference (empty for a lead stamped before references). */
  reference: string;
}

// --- What sales hears of each change of money ---

/** How one kind of history entry reaches sales: the note's wording, and whether a person must act. */
export interface PaymentChangeRule {
  /** Whether each entry of this kind is mailed to sales (one note per history key). */
  mailed: boolean;
  /** The note's headline and subject: what happened, in sales' words. */
  words: string;
  /** What sales should do (the note's `action`); empty when nothing. */
  action: string;
}

/**
 * The one table of changes: which are mailed to sales (payments/payment-store.ts records a note
 * per new entry of a mailed kind) and the note's wording for each (mail/payment-params.ts).
 */
export const PAYMENT_CHANGES: Readonly<Record<PaymentEntryKind, PaymentChangeRule>> = {
  paid: {
    mailed: true,
    words: "Payment received",
    action: "",
  },
  processing: {
    mailed: false,
    words: "Payment on its way",
    action: "",
  },
  failed: {
    mailed: true,
    words: "Payment failed",
    action:
      "The bank debit did not go through. Call the prospect: they can check out again from the same link.",
  },
  expired: {
    mailed: false,
    words: "Checkout expired unpaid",
    action: "",
  },
  refunded: {
    mailed: true,
    words: "Payment refunded",
    action:
      "Money went back to the customer. Check the refund was meant, and stop or re-scope the work.",
  },
  refundFailed: {
    mailed: true,
    words: "Refund failed",
    action:
      "Stripe could not send a refund, so the money is still ours. Tell the customer before retrying it.",
  },
  disputed: {
    mailed: true,
    words: "Payment disputed",
    action:
      "The card holder disputed the charge. Answer the dispute in Stripe's dashboard before its deadline, with the brief and the work delivered.",
  },
  disputeWon: {
    mailed: true,
    words: "Dispute won",
    action: "",
  },
  disputeLost: {
    mailed: true,
    words: "Dispute lost",
    action:
      "The bank gave the money back to the card holder. Pause the work and talk to the customer about paying again.",
  },
  mismatch: {
    mailed: true,
    words: "Amount differs from the checkout",
    action:
      "Stripe took another amount or currency than the checkout opened with. Check the payment in Stripe before starting the work.",
  },
  otherSession: {
    mailed: true,
    words: "Payment on an older checkout",
    action:
      "The prospect paid on a checkout that is no longer the lead's current one. Check in Stripe that they did not pay twice, and refund any double payment.",
  },
  balancePaid: {
    mailed: true,
    words: "Balance paid: paid in full",
    action: "",
  },
  balanceFailed: {
    mailed: true,
    words: "Balance payment failed",
    action:
      "A payment of the balance invoice did not go through; the invoice stays open. Call the client: they can pay again from the same invoice link.",
  },
  balanceVoided: {
    mailed: false,
    words: "Balance invoice voided",
    action: "",
  },
  balanceUncollectible: {
    mailed: true,
    words: "Balance written off",
    action:
      "The balance invoice was marked uncollectible in Stripe, where it can still be paid. Decide with the account manager whether to chase it, pause the hand-off, or send a new invoice from the desk (which voids this one first).",
  },
  overpaid: {
    mailed: true,
    words: "Overpaid: refund the difference",
    action:
      "The client paid an invoice the lead no longer shows, beyond what was agreed. Refund that payment in Stripe's dashboard, then mark the case handled on the desk.",
  },
};

/** A history key as it may go into a task id and a Firestore field path (Stripe's ids are). */
export const PAYMENT_CHANGE_KEY = /^[A-Za-z0-9_-]{1,200}$/;
