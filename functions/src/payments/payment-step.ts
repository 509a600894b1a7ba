// The one idempotent step both the webhook and the success page go through: apply a change to
// the lead's payment in a transaction (payment-store.ts), then queue the payment note to sales
// if the lead is PAID and its note not yet sent. The task id is one per lead, so a crash
// between the two, a redelivered event and the page racing the webhook all queue it once.
import type { Clock } from "../platform/clock.js";
import { queueMail, type MailQueue } from "../platform/task-queue.js";
import type { Logs } from "../platform/logs.js";
import type { DeliveryState } from "../shared/delivery.js";
import type { Payment } from "../shared/payment.js";
import { decidePayment, type StripeFacts } from "./payment-change.js";
import type { ApplyResult, HandledEvent, PaymentStore } from "./payment-store.js";

export interface PaymentStepDeps {
  store: PaymentStore;
  queue: MailQueue;
  logs: Logs;
  clock: Clock;
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
  const now = deps.clock.now();
  const result = await deps.store.apply(
    leadId,
    event,
    (current) => decidePayment(current, facts, now),
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
  await queuePaymentMail(leadId, result.payment, result.mailState, deps);
  return result;
}

/** Queues the payment note while the lead is paid and its note still waits to be queued. */
async function queuePaymentMail(
  leadId: string,
  payment: Payment | undefined,
  mailState: DeliveryState | undefined,
  deps: PaymentStepDeps,
): Promise<void> {
  if (payment?.paidAt === null || payment === undefined || mailState !== "QUEUED") return;
  await queueMail("paymentNote", { leadId, round: 0 }, "created", deps);
}
