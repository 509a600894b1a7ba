// The lead's `payment` map, the ledger of its money (written by the functions only; the rules
// let no client touch it): its states, what each one means, and the history of money in and
// out. Browser-safe: the checkout pages and the desk read it too. The state is derived from
// Stripe's objects as they are now (payments/payment-change.ts), never moved by an event, so
// the order of events cannot matter. What a plan charges is in payment-amounts.ts, the
// callables' requests and answers in payment-api.ts, what sales hears of each change in
// payment-changes.ts.

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
  | "DISPUTE_LOST"
  | "REFUND_FAILED"
  | "OVERPAID";

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
    describe:
      "the bank decided a dispute for the card holder: the money is gone; alerted: the client may pay again what the ledger says is owed",
    label: "Dispute lost",
    reopens: true,
    taken: true,
    attention: true,
  },
  REFUND_FAILED: {
    describe:
      "a refund Stripe could not send (charge.refund.updated): the money is still ours; alerted: tell the customer, then retry the refund or keep the payment",
    label: "Refund failed",
    reopens: false,
    taken: true,
    attention: true,
  },
  OVERPAID: {
    describe:
      "the client paid an invoice the lead no longer shows, beyond what was agreed; alerted: refund that payment in Stripe (its refund settles the case)",
    label: "Overpaid",
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
  | "overpaid"
  /** One refund of a balance invoice's charge (money out), full or partial. */
  | "balanceRefunded"
  /** A refund of a balance invoice's charge that Stripe could not send (its money is ours again). */
  | "balanceRefundFailed"
  /** A dispute of a balance invoice's charge opened (the money is held by the bank). */
  | "balanceDisputed"
  /** A dispute of a balance invoice's charge closed for us. */
  | "balanceDisputeWon"
  /** A dispute of a balance invoice's charge closed for the card holder (money out). */
  | "balanceDisputeLost";

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
  /**
   * When the history last gained an entry (money moved), written by the payment step: the
   * hourly reconciler re-reads every lead moved within its window by this one field.
   */
  movedAt?: Date | null;
}
