// The reconciler behind the hourly `reconcilePayments` (and `npm run leads -- reconcile`): what
// Stripe knows and the leads do not, repaired through the webhook's own step (payment-step.ts),
// so a repair writes the same history and queues the same notes to sales, once each. It covers
// the events that never landed: Stripe retries a webhook for 3 days, then gives up, and a
// prospect who closed the tab never reached the success page. A plain function, so tests run it
// against the emulators, which never fire schedules.
import { isLeadId } from "../shared/lead-id.js";
import type { PaymentState } from "../shared/payment.js";
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
}

export const RECONCILE_DEFAULTS: ReconcileOptions = {
  lookBackMs: 4 * 24 * 60 * 60_000,
  graceMs: 5 * 60_000,
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
    repaired: summary.repaired,
    unknown: summary.unknown,
    failed: summary.failed,
  });
  return summary;
}
