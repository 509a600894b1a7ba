// What Stripe's objects, as they are now, make of a lead's `payment` map, decided without I/O.
// The webhook (for every event it handles) and the success page fetch the Checkout Session with
// its payment intent, its latest charge with the refunds, and the charge's disputes, and hand
// them here. Each fetch turns into history entries keyed by Stripe's own ids; the entries are
// merged into the lead's history (an entry already there stays as it is), and the state is
// derived from the merged history. Merging is a union, so the lead ends the same whatever the
// order of the events, their repetition, or a fetch older than the last one applied.
import type { PaymentAlertKind } from "../platform/logs.js";
import type { Payment, PaymentEntry, PaymentHistory, PaymentState } from "../shared/payment.js";
import { ledgerState } from "../shared/ledger.js";
import type { SessionFacts, StripeFacts } from "./stripe-facts.js";

export type {
  ChargeFacts,
  DisputeFacts,
  IntentFacts,
  RefundFacts,
  StripeFacts,
} from "./stripe-facts.js";

/** Why a change alerts: one per new history entry that a person must hear of. */
export type PaymentAlert = Exclude<PaymentAlertKind, "unknownLead" | "unknownSession">;

export type PaymentDecision =
  | {
      kind: "write";
      payment: Payment;
      /** The history keys this fetch added (each a change of money, reported once). */
      added: string[];
      /** True when this change is the one that made the current attempt paid (the sales mail). */
      newlyPaid: boolean;
      alerts: PaymentAlert[];
    }
  | { kind: "ignore"; why: string };

const ALERT_OF: Partial<Record<PaymentEntry["kind"], PaymentAlert>> = {
  mismatch: "mismatch",
  refunded: "refund",
  disputed: "dispute",
  disputeWon: "disputeClosed",
  disputeLost: "disputeClosed",
  failed: "failed",
  otherSession: "otherSession",
  balanceFailed: "balanceFailed",
  balanceUncollectible: "balanceWrittenOff",
  overpaid: "overpaid",
  refundFailed: "refund",
  balanceRefunded: "refund",
  balanceRefundFailed: "refund",
  balanceDisputed: "dispute",
  balanceDisputeWon: "disputeClosed",
  balanceDisputeLost: "disputeClosed",
};

/** The alerts of the history entries a change added (one per entry a person must hear of). */
export function alertsOf(history: PaymentHistory, added: readonly string[]): PaymentAlert[] {
  return added
    .map((key) => ALERT_OF[history[key]?.kind ?? "paid"])
    .filter((alert): alert is PaymentAlert => alert !== undefined);
}

/** Refund statuses whose money has left (or is leaving) us. */
const REFUND_OUT = new Set(["pending", "succeeded", "requires_action"]);
/** Refund statuses that end a refund without sending the money. */
const REFUND_BACK = new Set(["failed", "canceled"]);
/** Payment intent statuses after a delayed payment that did not go through. */
const INTENT_FAILED = new Set(["requires_payment_method", "canceled"]);

/** Whether these facts are about the lead's current attempt. */
function isCurrentSession(current: Payment, session: SessionFacts): boolean {
  if (current.sessionId !== null) return session.id === current.sessionId;
  // Reserved, not recorded yet (startCheckout crashed, or has not returned): the session
  // Stripe made for this attempt is the current one.
  return session.attempt === current.attempt;
}

/**
 * The history entries these facts hold, keyed by stable ids. `current`: whether the session is
 * the lead's current attempt (a payment on another session is "otherSession").
 */
export function entriesOf(
  facts: StripeFacts,
  current: Payment,
  isCurrent: boolean,
  now: Date,
): PaymentHistory {
  const { session, intent, charge } = facts;
  const entries: PaymentHistory = {};
  const intentId = intent?.id ?? session.paymentIntentId;
  const currency = charge?.currency ?? session.currency ?? current.currency;
  const entry = (kind: PaymentEntry["kind"], amountCents: number, at: Date): PaymentEntry => ({
    kind,
    amountCents,
    currency,
    at,
    sessionId: session.id,
    paymentIntentId: intentId,
  });
  const paid =
    intent?.status === "succeeded" ||
    (session.status === "complete" && session.paymentStatus === "paid");
  const paidCents =
    intent?.amountReceivedCents || (charge?.amountCents ?? session.amountTotal ?? 0);
  const paidAt = charge?.createdAt ?? intent?.createdAt ?? now;
  const ref = intentId ?? session.id;
  if (paid) {
    // A session that was the current one when it was paid (an earlier attempt, refunded
    // since) has its paid entry already: only a payment never recorded is another session's.
    if (!isCurrent) {
      if (!Object.hasOwn(current.history, `paid-${ref}`))
        entries[`other-${ref}`] = entry("otherSession", paidCents, paidAt);
    } else {
      entries[`paid-${ref}`] = entry("paid", paidCents, paidAt);
      if (paidCents !== current.amountCents || currency !== current.currency)
        entries[`mismatch-${ref}`] = entry("mismatch", paidCents, paidAt);
    }
  } else if (isCurrent && session.status === "complete" && intent) {
    if (intent.status === "processing")
      entries[`processing-${ref}`] = entry("processing", session.amountTotal ?? 0, now);
    else if (INTENT_FAILED.has(intent.status)) {
      // A failed delayed payment was on its way first: both are part of the story.
      entries[`processing-${ref}`] = entry("processing", session.amountTotal ?? 0, now);
      entries[`failed-${ref}`] = entry("failed", session.amountTotal ?? 0, now);
    }
  } else if (isCurrent && session.status === "expired")
    entries[`expired-${session.id}`] = entry("expired", 0, session.expiresAt ?? now);
  for (const refund of charge?.refunds ?? []) {
    if (REFUND_OUT.has(refund.status) || REFUND_BACK.has(refund.status))
      entries[`refund-${refund.id}`] = entry("refunded", refund.amountCents, refund.createdAt);
    if (REFUND_BACK.has(refund.status))
      entries[`refund-${refund.id}-failed`] = entry("refundFailed", refund.amountCents, now);
  }
  for (const dispute of facts.disputes) {
    entries[`dispute-${dispute.id}`] = entry("disputed", dispute.amountCents, dispute.createdAt);
    if (dispute.status === "won")
      entries[`dispute-${dispute.id}-won`] = entry("disputeWon", dispute.amountCents, now);
    if (dispute.status === "lost")
      entries[`dispute-${dispute.id}-lost`] = entry("disputeLost", dispute.amountCents, now);
  }
  return entries;
}

/** What the history says of one session: its state, refunds, paid time and mismatch. */
export function summarize(history: PaymentHistory, sessionId: string | null) {
  const mine = Object.entries(history).filter(([, e]) => e.sessionId === sessionId);
  const has = (key: string) => Object.hasOwn(history, key);
  const of = (kind: PaymentEntry["kind"]) => mine.filter(([, e]) => e.kind === kind);
  const refunded = of("refunded")
    .filter(([key]) => !has(`${key}-failed`))
    .reduce((sum, [, e]) => sum + e.amountCents, 0);
  const disputes = of("disputed").map(([key]) => key);
  const lost = disputes.some((key) => has(`${key}-lost`));
  const open = disputes.some((key) => !has(`${key}-won`) && !has(`${key}-lost`));
  const paid = of("paid")[0]?.[1];
  const mismatch = of("mismatch")[0]?.[1];
  let state: PaymentState = "OPEN";
  if (lost) state = "DISPUTE_LOST";
  else if (open) state = "DISPUTED";
  else if (paid)
    state =
      refunded >= paid.amountCents ? "REFUNDED" : refunded > 0 ? "PARTIALLY_REFUNDED" : "PAID";
  else if (of("failed").length > 0) state = "FAILED";
  else if (of("processing").length > 0) state = "PROCESSING";
  else if (of("expired").length > 0) state = "EXPIRED";
  return {
    // The balance's refunds and disputes, overpayments and failed refunds weigh in too.
    state: ledgerState(state, history),
    amountRefundedCents: refunded,
    paidAt: paid?.at ?? null,
    paymentIntentId: paid?.paymentIntentId ?? null,
    mismatch: mismatch ? { amountCents: mismatch.amountCents, currency: mismatch.currency } : null,
  };
}

/**
 * The lead's next payment map from Stripe's facts, or why they leave it alone (no payment to
 * apply them to, or nothing new).
 */
export function decidePayment(
  current: Payment | undefined,
  facts: StripeFacts,
  now: Date,
): PaymentDecision {
  if (!current) return { kind: "ignore", why: "the lead has no payment" };
  const isCurrent = isCurrentSession(current, facts.session);
  const found = entriesOf(facts, current, isCurrent, now);
  const added = Object.keys(found).filter((key) => !Object.hasOwn(current.history, key));
  const history: PaymentHistory = { ...current.history };
  for (const key of added) history[key] = found[key] as PaymentEntry;
  const sessionId = isCurrent ? facts.session.id : current.sessionId;
  const summary = summarize(history, sessionId);
  const paymentIntentId =
    summary.paymentIntentId ??
    (isCurrent ? facts.session.paymentIntentId : null) ??
    current.paymentIntentId;
  // The Customer a deposit plan's checkout made (the balance invoice is billed to it).
  const customerId = (isCurrent ? facts.session.customerId : null) ?? current.customerId ?? null;
  const payment: Payment = {
    ...current,
    ...(customerId !== null && { customerId }),
    sessionId,
    state: summary.state,
    paidAt: current.paidAt ?? summary.paidAt,
    paymentIntentId,
    mismatch: summary.mismatch,
    amountRefundedCents: summary.amountRefundedCents,
    history,
    updatedAt: now,
  };
  const changed =
    added.length > 0 ||
    payment.sessionId !== current.sessionId ||
    (payment.customerId ?? null) !== (current.customerId ?? null) ||
    payment.state !== current.state ||
    payment.paymentIntentId !== current.paymentIntentId;
  if (!changed) return { kind: "ignore", why: "nothing new at Stripe" };
  return {
    kind: "write",
    payment,
    added,
    newlyPaid: current.paidAt === null && payment.paidAt !== null,
    alerts: alertsOf(history, added),
  };
}
