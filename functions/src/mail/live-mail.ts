// The mail task's handler as deployed: builds the Firestore-backed guards, pacing and the
// EmailJS transport from the functions' params, then runs the sales mail or the prospect's
// confirmation, whichever the task names.
import { getFirestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  EMAILJS_MONTHLY_QUOTA,
  LEAD_CONFIRMATIONS_PER_HOUR,
  LEAD_MAIL_BUDGET_PER_HOUR,
  MAIL_DISPATCHES_PER_SECOND,
  MAIL_SEND_TIMEOUT_SECONDS,
  DESK_ORIGIN,
  inEmulator,
  readAutoReplyTemplateId,
  readEmailJsConfig,
  readPaymentTemplateId,
  readRetryPolicy,
} from "../config.js";
import { firestoreLeadHistory } from "../leads/lead-history.js";
import { firestoreLeadStore } from "../leads/lead-store.js";
import { wallClock } from "../leads/live-deps.js";
import { firestoreAlertGate } from "../ops/alert-gate.js";
import { functionsLogs } from "../ops/logs.js";
import { firestoreConfirmationGuard } from "./confirmation-guard.js";
import { createEmailJsTransport } from "./emailjs.js";
import { firestoreMailBudget } from "./mail-budget.js";
import { cloudTasksQueue, MAIL_QUEUE_FUNCTION, type MailTask } from "./mail-queue.js";
import { firestoreMailQuota } from "./mail-quota.js";
import { RetryLater, type MailDeps } from "./mail-steps.js";
import { MAX_SLOT_WAIT_MS } from "./send-in-turn.js";
import { sendAutoReply } from "./send-auto-reply.js";
import { sendPaymentMail } from "./send-payment-mail.js";
import { sendSalesMail } from "./send-sales-mail.js";
import { firestoreSendSlots, SEND_SPACING_MARGIN_MS } from "./send-slots.js";
import type { Transport } from "./transport.js";

/**
 * Abandon (and cancel) a send without an answer after this long. The task's deadline is 60 s:
 * a slot wait of at most MAX_SLOT_WAIT_MS plus at most 20 s here leaves time to record (and a
 * send whose turn comes later than that goes back into the queue instead, mail-steps.ts).
 */
const MAX_SEND_TIMEOUT_MS = 60_000 - MAX_SLOT_WAIT_MS - 10_000;
const sendTimeoutMs = () => Math.min(MAIL_SEND_TIMEOUT_SECONDS.value() * 1000, MAX_SEND_TIMEOUT_MS);

// One transport per instance while the configuration stays the same (params do not change
// while an instance lives, but the emulator reloads them).
let cached: { key: string; transport: Transport } | undefined;
function mail(): MailDeps["mail"] {
  const read = readEmailJsConfig();
  if ("missing" in read) return read;
  const key = JSON.stringify(read.config);
  if (cached?.key !== key)
    cached = { key, transport: createEmailJsTransport(read.config, sendTimeoutMs()) };
  return { transport: cached.transport };
}

/**
 * Runs one mail task: the sales mail, for kind "autoReply" the prospect's confirmation, for
 * kind "payment" the note to sales that the lead paid.
 */
export async function runMailTask(
  data: Partial<MailTask> | undefined,
  attempt: { retryCount: number },
): Promise<void> {
  const { leadId, round } = data ?? {};
  if (typeof leadId !== "string" || !leadId || typeof round !== "number") {
    functionsLogs.missing(String(leadId)); // a malformed task: nothing to send, no retry
    return;
  }
  try {
    const db = getFirestore();
    const quota = firestoreMailQuota(db, EMAILJS_MONTHLY_QUOTA.value());
    const deps: MailDeps = {
      store: firestoreLeadStore(db),
      mail: mail(),
      queue: cloudTasksQueue(),
      quota,
      alerts: firestoreAlertGate(db),
      siteOrigin: DESK_ORIGIN.value(), // every link the mails build is into the desk (leadUrl)
      emulator: inEmulator(),
      policy: readRetryPolicy(),
      clock: wallClock,
      logs: functionsLogs,
      // Never closer than EmailJS's rate allows (the floor the interval adapts above).
      slots: firestoreSendSlots(
        db,
        1000 / MAIL_DISPATCHES_PER_SECOND.value() + SEND_SPACING_MARGIN_MS,
        MAIL_QUEUE_FUNCTION,
      ),
      sleepUntil: (at) => new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now())),
      sendTimeoutMs: sendTimeoutMs(),
    };
    const autoReplyTemplateId = readAutoReplyTemplateId();
    if (data?.kind === "autoReply") {
      const budget = firestoreMailBudget(
        db,
        LEAD_CONFIRMATIONS_PER_HOUR.value(),
        "leadMailBudget/confirmations",
      );
      await sendAutoReply({ leadId, round, kind: "autoReply" }, attempt, {
        ...deps,
        autoReplyTemplateId,
        confirmations: firestoreConfirmationGuard(db, budget, quota),
      });
    } else if (data?.kind === "payment")
      await sendPaymentMail({ leadId, round, kind: "payment" }, attempt, {
        ...deps,
        paymentTemplateId: readPaymentTemplateId(),
      });
    else
      await sendSalesMail({ leadId, round }, attempt, {
        ...deps,
        autoReplyTemplateId,
        history: firestoreLeadHistory(db),
        budget: firestoreMailBudget(db, LEAD_MAIL_BUDGET_PER_HOUR.value()),
      });
  } catch (error) {
    // An expected retry answers 503 (Cloud Tasks retries it) without an "Unhandled error"
    // entry: the lead already logged a warning, and ERROR severity is kept for alerts.
    if (error instanceof RetryLater) throw new HttpsError("unavailable", error.message);
    throw error;
  }
}
