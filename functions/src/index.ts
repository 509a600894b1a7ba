// Entry point: wires the deployed functions to their dependencies and does nothing else.
//
//   formData/{leadId} created ─▶ queueLeadMail ─▶ Cloud Tasks queue ─▶ sendLeadMail ─▶ EmailJS
//   every 10 minutes ─▶ leadMailWatchdog (queues stuck leads again)
//   leadReplays/{id} created (npm run leads -- resend) ─▶ replayLeadMail
//   the sales desk (/desk, role: sales) ─▶ deskLeadAction (callable) ─▶ the replay path
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import {
  EMAILJS_PRIVATE_KEY,
  EMAILJS_PUBLIC_KEY,
  MAIL_DISPATCHES_PER_SECOND,
  SITE_ORIGIN,
  MAIL_MAX_ATTEMPTS,
  MAIL_MAX_BACKOFF_SECONDS,
  MAIL_MAX_CONCURRENT,
  MAIL_MIN_BACKOFF_SECONDS,
  MAIL_SEND_TIMEOUT_SECONDS,
  LEAD_MAIL_BUDGET_PER_HOUR,
  EMAILJS_MONTHLY_QUOTA,
  LEAD_CONFIRMATIONS_PER_HOUR,
  inEmulator,
  readAutoReplyTemplateId,
  readEmailJsConfig,
  readRetryPolicy,
} from "./config.js";
import { firestoreAlertGate } from "./alert-gate.js";
import { firestoreConfirmationGuard } from "./confirmation-guard.js";
import { createEmailJsTransport } from "./emailjs.js";
import { firestoreLeadHistory } from "./lead-history.js";
import { LEADS_COLLECTION, REPLAYS_COLLECTION } from "./collections.js";
import { runDeskAction, type DeskActionResponse } from "./desk-action.js";
import { firestoreDeskActionRecorder, firestoreLeadStore, fromSnapshot } from "./lead-store.js";
import { firestoreMailBudget } from "./mail-budget.js";
import { firestoreMailQuota } from "./mail-quota.js";
import { functionsLogs } from "./logs.js";
import {
  cloudTasksQueue,
  EMULATED_TASKS_ACCOUNT,
  MAIL_QUEUE_FUNCTION,
  type MailTask,
} from "./mail-queue.js";
import { RetryLater, type MailDeps } from "./mail-steps.js";
import type { QueueLeadDeps } from "./queue-lead.js";
import { queueNewLead } from "./queue-new-lead.js";
import { replayLeads } from "./replay-leads.js";
import { sendAutoReply } from "./send-auto-reply.js";
import { sendSalesMail } from "./send-sales-mail.js";
import { firestoreSendSlots } from "./send-slots.js";
import type { Transport } from "./transport.js";
import { runWatchdog } from "./watchdog.js";

// In the emulators, name the account tasks are signed with: otherwise the Admin SDK asks the
// cloud metadata server for it on every enqueue, a network call that cannot succeed here.
initializeApp(inEmulator() ? { serviceAccountId: EMULATED_TASKS_ACCOUNT } : undefined);

/**
 * Sends leave this much more than 1/rate apart: the strict reading of EmailJS's 1 request/s
 * (a token bucket of one) refuses a request that arrives a few ms early, and the way from
 * the function to EmailJS varies by a few ms.
 */
const SEND_SPACING_MARGIN_MS = 40;

const clock = { now: () => new Date() };
const queueDeps = (): QueueLeadDeps => ({
  store: firestoreLeadStore(getFirestore()),
  queue: cloudTasksQueue(),
  clock,
  logs: functionsLogs,
});

/**
 * Abandon (and cancel) a send without an answer after this long. The task's deadline is 60 s:
 * a slot wait of at most 30 s (MAX_SLOT_WAIT_MS) plus at most 20 s here leaves time to record.
 */
const sendTimeoutMs = () => Math.min(MAIL_SEND_TIMEOUT_SECONDS.value(), 20) * 1000;

let cached: { key: string; transport: Transport } | undefined;
function mail(): MailDeps["mail"] {
  const read = readEmailJsConfig();
  if ("missing" in read) return read;
  const key = JSON.stringify(read.config);
  if (cached?.key !== key)
    cached = { key, transport: createEmailJsTransport(read.config, sendTimeoutMs()) };
  return { transport: cached.transport };
}

/** Checks each new lead and puts it on the mail queue; an invalid one ends in ERROR. */
export const queueLeadMail = onDocumentCreated(
  // Production redelivers the event when this throws (Firestore or Cloud Tasks trouble); the
  // task id derived from the lead id makes a second delivery add nothing.
  { document: `${LEADS_COLLECTION}/{leadId}`, retry: true },
  async (event) => {
    const leadId = event.params.leadId;
    await queueNewLead(leadId, event.data ? fromSnapshot(event.data) : undefined, queueDeps());
  },
);

/**
 * Mails one lead to sales through EmailJS (or, for a task of kind "autoReply", confirms it to
 * the prospect), at EmailJS's rate, retrying for a day.
 */
export const sendLeadMail = onTaskDispatched<MailTask>(
  {
    secrets: [EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY],
    rateLimits: {
      maxDispatchesPerSecond: MAIL_DISPATCHES_PER_SECOND,
      maxConcurrentDispatches: MAIL_MAX_CONCURRENT,
    },
    retryConfig: {
      maxAttempts: MAIL_MAX_ATTEMPTS,
      minBackoffSeconds: MAIL_MIN_BACKOFF_SECONDS,
      maxBackoffSeconds: MAIL_MAX_BACKOFF_SECONDS,
      maxDoublings: 16,
    },
    timeoutSeconds: 60,
  },
  async (request) => {
    const { leadId, round } = request.data ?? {};
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
        siteOrigin: SITE_ORIGIN.value(),
        emulator: inEmulator(),
        policy: readRetryPolicy(),
        clock,
        logs: functionsLogs,
        slots: firestoreSendSlots(
          db,
          1000 / MAIL_DISPATCHES_PER_SECOND.value() + SEND_SPACING_MARGIN_MS,
          MAIL_QUEUE_FUNCTION,
        ),
        sleepUntil: (at) =>
          new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now())),
      };
      const autoReplyTemplateId = readAutoReplyTemplateId();
      if (request.data.kind === "autoReply") {
        const budget = firestoreMailBudget(
          db,
          LEAD_CONFIRMATIONS_PER_HOUR.value(),
          "leadMailBudget/confirmations",
        );
        await sendAutoReply({ leadId, round, kind: "autoReply" }, request, {
          ...deps,
          autoReplyTemplateId,
          confirmations: firestoreConfirmationGuard(db, budget, quota),
        });
      } else
        await sendSalesMail({ leadId, round }, request, {
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
  },
);

/** Every 10 minutes: queues again the leads that are stuck (see watchdog.ts). */
export const leadMailWatchdog = onSchedule({ schedule: "every 10 minutes" }, async () => {
  await runWatchdog(queueDeps());
});

/** Runs a replay request written by `npm run leads -- resend` and writes back what it did. */
export const replayLeadMail = onDocumentCreated(
  `${REPLAYS_COLLECTION}/{requestId}`,
  async (event) => {
    const leadIds: unknown = event.data?.get("leadIds");
    const ids = Array.isArray(leadIds) ? leadIds.filter((id) => typeof id === "string") : [];
    const result = await replayLeads(ids, queueDeps());
    await event.data?.ref.update({ result, doneAt: FieldValue.serverTimestamp() });
  },
);

/**
 * The sales desk's Resend, Release and Send anyway (desk-action.ts): for callers with the
 * sales claim only; queues through the replay path and records who asked on each lead.
 */
export const deskLeadAction = onCall(async (request): Promise<DeskActionResponse> =>
  runDeskAction(request, {
    ...queueDeps(),
    recordAction: firestoreDeskActionRecorder(getFirestore()),
    currentClaims: async (uid) => {
      try {
        return (await getAuth().getUser(uid)).customClaims;
      } catch (error) {
        if ((error as { code?: unknown }).code === "auth/user-not-found") return undefined;
        throw error;
      }
    },
  }),
);
