// The one idempotent step the webhook, the success page and the reconciler go through: apply a
// change to the lead's payment in a transaction (payment-store.ts), which records a note to
// sales QUEUED for each new change of money, then queue those notes. A note's task id is the
// lead's and the change's (MAIL_KINDS.paymentChange), so a crash between the two, a
// redelivered event, the page racing the webhook and any order of events queue each note once.
import type { Clock } from "../platform/clock.js";
import { queueMail, type MailQueue } from "../platform/task-queue.js";
import type { Logs } from "../platform/logs.js";
import type { Payment } from "../shared/payment.js";
import { decideBalance } from "./balance-change.js";
import { decidePayment, type PaymentDecision, type StripeFacts } from "./payment-change.js";
import type { InvoiceFacts } from "./stripe-facts.js";
import type { ApplyResult, HandledEvent, PaymentStore } from "./payment-store.js";
import type { StripeGateway } from "./stripe-gateway.js";
import { payableBalanceOfRefunded } from "./refunded-deposit.js";

export interface PaymentStepDeps {
  store: PaymentStore;
  queue: MailQueue;
  logs: Logs;
  clock: Clock;
  /** Stripe, where the caller has it: a deposit refunded in full voids its balance invoice. */
  stripe?: StripeGateway | undefined;
}

/** What the step did, and the payment as it now stands. */
export type StepResult = ApplyResult;

/**
 * Applies what Stripe says now (`facts`, fetched for this event or page) to lead `leadId`, once
 * per `event` when it comes from one. Throws when the write fails: the event stays unrecorded.
 */
export async function applyPaymentStep(
  leadId: string,
  facts: StripeFacts,
  event: HandledEvent | undefined,
  deps: PaymentStepDeps,
): Promise<StepResult> {
  const result = await applyChange(
    leadId,
    (current, now) => decidePayment(current, facts, now),
    event,
    deps,
  );
  // A deposit refunded in full voids its balance invoice (refunded-deposit.ts), recorded here.
  const invoiceId =
    result.kind === "unknownLead" ? undefined : payableBalanceOfRefunded(result.payment);
  if (invoiceId && deps.stripe) {
    const invoice = await deps.stripe.voidPayableInvoice(invoiceId);
    deps.logs.payment("deposit refunded in full: balance invoice voided", {
      leadId,
      invoiceId,
      status: invoice.status,
    });
    await applyBalanceStep(leadId, invoice, undefined, deps);
  }
  return result;
}

/**
 * Applies the balance invoice as Stripe holds it now (balance-change.ts) to lead `leadId`, once
 * per `event`: the same step, so the same history keys, notes and handled-event records.
 */
export function applyBalanceStep(
  leadId: string,
  invoice: InvoiceFacts,
  event: HandledEvent | undefined,
  deps: PaymentStepDeps,
): Promise<StepResult> {
  return applyChange(leadId, (current, now) => decideBalance(current, invoice, now), event, deps);
}

/** A change that adds to the history stamps the payment's `movedAt` (the reconciler's window). */
function withMovedAt(decision: PaymentDecision, now: Date): PaymentDecision {
  if (decision.kind !== "write" || decision.added.length === 0) return decision;
  return { ...decision, payment: { ...decision.payment, movedAt: now } };
}

async function applyChange(
  leadId: string,
  decide: (current: Payment | undefined, now: Date) => PaymentDecision,
  event: HandledEvent | undefined,
  deps: PaymentStepDeps,
): Promise<StepResult> {
  const now = deps.clock.now();
  const result = await deps.store.apply(
    leadId,
    event,
    (current) => withMovedAt(decide(current, now), now),
    now,
  );
  const context = { leadId, eventId: event?.id ?? null, eventType: event?.type ?? null };
  switch (result.kind) {
    case "unknownLead":
      deps.logs.paymentAlert("unknownLead", leadId, context);
      return result;
    case "duplicate":
      deps.logs.payment("event already handled, nothing to do", context);
      break;
    case "done": {
      const { decision } = result;
      if (decision.kind === "ignore")
        deps.logs.payment("change left the payment alone", { ...context, why: decision.why });
      else {
        const { payment } = decision;
        deps.logs.payment("payment changed", {
          ...context,
          state: payment.state,
          added: decision.added,
        });
        for (const alert of decision.alerts)
          deps.logs.paymentAlert(alert, leadId, {
            ...context,
            state: payment.state,
            amountCents: payment.amountCents,
            amountRefundedCents: payment.amountRefundedCents,
            mismatch: payment.mismatch,
          });
      }
      break;
    }
  }
  for (const change of result.notesToQueue)
    await queueMail("paymentChange", { leadId, round: 0, change }, "created", deps);
  return result;
}
