// The reconciler behind the hourly `reconcilePayments` (and `npm run leads -- reconcile`): what
// Stripe knows and the leads do not, repaired through the webhook's own step (payment-step.ts),
// so a repair writes the same history and queues the same notes to sales, once each. It covers
// the events that never landed: Stripe retries a webhook for 3 days, then gives up, and a
// prospect who closed the tab never reached the success page. Besides the unsettled payments,
// the open balances and Stripe's paid sessions, it re-reads every lead whose money moved in its
// window (`payment.movedAt`, one indexed range): the checkout's charge and every invoice of the
// lead with its charges, so a refund, a dispute or an invoice payment whose events never came
// is recorded as the webhook would have; and it queues again, under their own task ids, the
// notes to sales a crash left QUEUED. A plain function, so tests run it against the emulators,
// which never fire schedules.
import { queueMail } from "../platform/task-queue.js";
import { isLeadId } from "../shared/lead-id.js";
import { PAYMENT_STATES, type Payment, type PaymentState } from "../shared/payment.js";
import {
  applyBalanceStep,
  applyPaymentStep,
  type PaymentStepDeps,
  type StepResult,
} from "./payment-step.js";
import type { StripeGateway } from "./stripe-gateway.js";

export interface ReconcileOptions {
  /** How far back to list Stripe's paid sessions (Stripe's own retries last 3 days). */
  lookBackMs: number;
  /** An unsettled payment is asked about once its session is this far past its expiry. */
  graceMs: number;
  /** Every lead whose money moved this recently is re-read (the RECONCILE_MOVED_DAYS param). */
  movedWindowMs: number;
  /** A payment note still QUEUED this long after it was queued is queued again. */
  staleNoteMs: number;
}

export const RECONCILE_DEFAULTS: ReconcileOptions = {
  lookBackMs: 4 * 24 * 60 * 60_000,
  graceMs: 5 * 60_000,
  movedWindowMs: 30 * 24 * 60 * 60_000,
  staleNoteMs: 15 * 60_000,
};

/** The states Stripe may still move without our hearing of it: a session open or on its way. */
export const UNSETTLED_STATES: readonly PaymentState[] = ["OPEN", "PROCESSING"];

export interface ReconcileDeps extends PaymentStepDeps {
  stripe: StripeGateway;
}

/** What one run did. */
export interface ReconcileSummary {
  /** Leads whose unsettled payment was asked about. */
  checked: number;
  /** Leads whose open balance invoice was asked about. */
  balances: number;
  /** Paid sessions Stripe listed in the look-back. */
  listed: number;
  /** Leads read because their money moved in the window (the window's query, and only it). */
  moved: number;
  /** Notes to sales left QUEUED past their time, queued again under their own task ids. */
  requeued: { leadId: string; change: string }[];
  /** Leads whose payment changed (each with the history keys it gained). */
  repaired: { leadId: string; added: string[] }[];
  /** Paid sessions that name no lead we have (alerted). */
  unknown: string[];
  /**
   * Sessions (and balance invoices) whose repair failed this run (Stripe or Firestore trouble):
   * the next run retries.
   */
  failed: string[];
}

/**
 * Asks Stripe about every lead whose payment is OPEN or PROCESSING past its session's expiry,
 * about every open balance invoice, and about every session paid in the look-back that a lead does not record as paid; applies
 * what Stripe says through the payment step. Running it again changes nothing.
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  options: ReconcileOptions = RECONCILE_DEFAULTS,
): Promise<ReconcileSummary> {
  const now = deps.clock.now();
  const summary: ReconcileSummary = {
    checked: 0,
    balances: 0,
    listed: 0,
    moved: 0,
    requeued: [],
    repaired: [],
    unknown: [],
    failed: [],
  };
  // One lead's trouble (a session or invoice Stripe no longer has, a failed write) never stops
  // the others: its session or invoice is named among the failed, and the next run retries it.
  const repair = async (
    leadId: string,
    about: { sessionId: string } | { invoiceId: string },
    step: () => Promise<StepResult>,
  ) => {
    try {
      const result = await step();
      if (result.kind === "done" && result.decision.kind === "write")
        summary.repaired.push({ leadId, added: result.decision.added });
    } catch (error) {
      summary.failed.push("sessionId" in about ? about.sessionId : about.invoiceId);
      deps.logs.payment("reconciler could not repair a payment; the next run retries", {
        leadId,
        ...about,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  const repairSession = (leadId: string, sessionId: string) =>
    repair(leadId, { sessionId }, async () =>
      applyPaymentStep(leadId, await deps.stripe.paymentFacts(sessionId), undefined, deps),
    );

  const settledNow = new Set<string>();
  for await (const { leadId, payment } of deps.store.listUnsettled(UNSETTLED_STATES)) {
    // A reserved attempt has no session to ask about yet: startCheckout records it, or the
    // paid-session listing below finds the session by the lead it names.
    if (payment.sessionId === null) continue;
    if (payment.expiresAt.getTime() + options.graceMs > now.getTime()) continue;
    summary.checked += 1;
    await repairSession(leadId, payment.sessionId);
    settledNow.add(payment.sessionId);
  }

  // Every open balance invoice: paid, failed, voided or written off while no event landed.
  for await (const { leadId, payment } of deps.store.listOpenBalances()) {
    const invoiceId = payment.balance?.invoiceId;
    if (!invoiceId) continue;
    summary.balances += 1;
    await repair(leadId, { invoiceId }, async () =>
      applyBalanceStep(leadId, await deps.stripe.retrieveInvoice(invoiceId), undefined, deps),
    );
  }

  // Every lead whose money moved in the window: its checkout's charge and each of its invoices
  // with their charges, as Stripe holds them now, through the same step (a second run finds
  // nothing new); and its notes left QUEUED, queued again under the ids they were first queued
  // under (Cloud Tasks and the send's claim keep each single).
  const movedSince = new Date(now.getTime() - options.movedWindowMs);
  const queuedBefore = new Date(now.getTime() - options.staleNoteMs);
  for await (const { leadId, payment, staleNotes } of deps.store.listMoved(
    movedSince,
    queuedBefore,
  )) {
    summary.moved += 1;
    for (const change of staleNotes) {
      await queueMail("paymentChange", { leadId, round: 0, change }, "watchdog", deps);
      summary.requeued.push({ leadId, change });
    }
    const { sessionId } = payment;
    if (sessionId && PAYMENT_STATES[payment.state].taken && !settledNow.has(sessionId)) {
      settledNow.add(sessionId);
      await repairSession(leadId, sessionId);
    }
    for (const invoiceId of invoicesOf(payment))
      await repair(leadId, { invoiceId }, async () =>
        applyBalanceStep(leadId, await deps.stripe.invoiceMoney(invoiceId), undefined, deps),
      );
  }

  const since = new Date(now.getTime() - options.lookBackMs);
  for (const session of await deps.stripe.listPaidSessions(since)) {
    summary.listed += 1;
    if (settledNow.has(session.id)) continue;
    const { leadId } = session;
    const lead = isLeadId(leadId) ? await deps.store.readLead(leadId) : undefined;
    if (!leadId || !lead) {
      summary.unknown.push(session.id);
      deps.logs.paymentAlert("unknownSession", "(none)", {
        sessionId: session.id,
        leadId,
        amountTotal: session.amountTotal,
        source: "reconciler",
      });
      continue;
    }
    // Known when the lead's history already holds this payment (as its own or another session's).
    const ref = session.paymentIntentId ?? session.id;
    const history = lead.payment?.history ?? {};
    if (Object.hasOwn(history, `paid-${ref}`) || Object.hasOwn(history, `other-${ref}`)) continue;
    await repairSession(leadId, session.id);
  }
  deps.logs.reconciled({
    checked: summary.checked,
    balances: summary.balances,
    listed: summary.listed,
    moved: summary.moved,
    requeued: summary.requeued,
    repaired: summary.repaired,
    unknown: summary.unknown,
    failed: summary.failed,
  });
  return summary;
}

/**
 * The invoices of a lead whose money Stripe may have moved: the one it shows (open, written
 * off or paid) and every other one its history names as paid (an overpayment, refundable).
 */
function invoicesOf(payment: Payment): string[] {
  const ids = new Set<string>();
  const shown = payment.balance;
  if (shown && shown.state !== "VOID") ids.add(shown.invoiceId);
  for (const entry of Object.values(payment.history))
    if (entry.invoiceId && (entry.kind === "balancePaid" || entry.kind === "overpaid"))
      ids.add(entry.invoiceId);
  return [...ids];
}
