// The mail task's body as deployed: builds the Firestore-backed guards, pacing and the
// EmailJS transport from the functions' params, then runs the handler of the kind of e-mail
// the task names (MAIL_HANDLERS, one per MAIL_KINDS entry).
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  EMAILJS_MONTHLY_QUOTA,
  LEAD_CONFIRMATIONS_PER_HOUR,
  LEAD_MAIL_BUDGET_PER_HOUR,
  MAIL_DISPATCHES_PER_SECOND,
  MAIL_SEND_TIMEOUT_SECONDS,
  MAIL_TASK_TIMEOUT_SECONDS,
  DESK_ORIGIN,
  inEmulator,
  readAutoReplyTemplateId,
  readPayLinkSecret,
  readEmailJsConfig,
  readPaymentTemplateId,
  readQuoteTemplateId,
  SITE_ORIGIN,
  readRetryPolicy,
} from "../platform/config.js";
import { firestoreLeadHistory } from "../leads/lead-history.js";
import { firestoreLeadStore } from "../leads/lead-store.js";
import { wallClock } from "../platform/clock.js";
import { firestoreAlertGate } from "../platform/alert-gate.js";
import { functionsLogs } from "../platform/logs.js";
import { MAIL_KINDS, mailKindOf, type MailKind } from "../shared/mail-kinds.js";
import { PAYMENT_CHANGE_KEY } from "../shared/payment-changes.js";
import { firestoreConfirmationGuard } from "./confirmation-guard.js";
import { createEmailJsTransport } from "./emailjs.js";
import { firestoreMailBudget } from "./mail-budget.js";
import { cloudTasksQueue, MAIL_QUEUE_FUNCTION, type MailTask } from "../platform/task-queue.js";
import { firestoreMailQuota } from "./mail-quota.js";
import { RECORD_MARGIN_MS, RetryLater, type MailDeps, type TaskAttempt } from "./mail-steps.js";
import { MAX_SLOT_WAIT_MS } from "./send-in-turn.js";
import { sendAutoReply } from "./send-auto-reply.js";
import { sendPaymentMail } from "./send-payment-mail.js";
import { sendQuoteMail } from "./send-quote-mail.js";
import { sendSalesMail } from "./send-sales-mail.js";
import { firestoreSendSlots, SEND_SPACING_MARGIN_MS } from "./send-slots.js";
import type { Transport } from "./transport.js";

/**
 * Abandon (and cancel) a send without an answer after this long. Within the task's deadline
 * (MAIL_TASK_TIMEOUT_SECONDS), a slot wait of at most MAX_SLOT_WAIT_MS plus this leaves time to
 * record (and a send whose turn comes later than that goes back into the queue instead,
 * mail-steps.ts).
 */
const MAX_SEND_TIMEOUT_MS = MAIL_TASK_TIMEOUT_SECONDS * 1000 - MAX_SLOT_WAIT_MS - RECORD_MARGIN_MS;
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

/** What every kind's handler gets: the task, Cloud Tasks' attempt, Firestore and the shared deps. */
type LiveHandler = (
  task: MailTask,
  attempt: TaskAttempt,
  db: Firestore,
  deps: MailDeps,
) => Promise<unknown>;

/**
 * Each kind of e-mail's handler with the dependencies of its own, by its MAIL_KINDS name: a
 * kind added to the table without a handler here does not compile.
 */
const MAIL_HANDLERS: Record<MailKind, LiveHandler> = {
  sales: (task, attempt, db, deps) =>
    sendSalesMail(task, attempt, {
      ...deps,
      autoReplyTemplateId: readAutoReplyTemplateId(),
      history: firestoreLeadHistory(db),
      budget: firestoreMailBudget(db, LEAD_MAIL_BUDGET_PER_HOUR.value()),
    }),
  confirmation: (task, attempt, db, deps) =>
    sendAutoReply(task, attempt, {
      ...deps,
      autoReplyTemplateId: readAutoReplyTemplateId(),
      payLinkSecret: readPayLinkSecret(),
      confirmations: firestoreConfirmationGuard(
        db,
        firestoreMailBudget(db, LEAD_CONFIRMATIONS_PER_HOUR.value(), "confirmations"),
        deps.quota,
      ),
    }),
  paymentNote: (task, attempt, _db, deps) =>
    sendPaymentMail(task, attempt, { ...deps, paymentTemplateId: readPaymentTemplateId() }),
  paymentChange: (task, attempt, _db, deps) =>
    sendPaymentMail(task, attempt, { ...deps, paymentTemplateId: readPaymentTemplateId() }),
  quote: (task, attempt, _db, deps) =>
    sendQuoteMail(task, attempt, {
      ...deps,
      quoteTemplateId: readQuoteTemplateId(),
      payLinkSecret: readPayLinkSecret(),
      quoteSiteOrigin: SITE_ORIGIN.value(),
    }),
};

const isChangeKey = (value: unknown): value is string =>
  typeof value === "string" && PAYMENT_CHANGE_KEY.test(value);

/** Runs one mail task: the handler of the kind of e-mail it names (mailKindOf). */
export async function runMailTask(
  data: { leadId?: unknown; round?: unknown; kind?: unknown; change?: unknown } | undefined,
  attempt: TaskAttempt,
): Promise<void> {
  const { leadId, round, change } = data ?? {};
  const kind = mailKindOf(data?.kind);
  // A per-change e-mail names its change (a payment history key); the others none.
  const changeOk = kind && MAIL_KINDS[kind].perChange ? isChangeKey(change) : change === undefined;
  if (typeof leadId !== "string" || !leadId || typeof round !== "number" || !kind || !changeOk) {
    functionsLogs.missing(String(leadId)); // a malformed task: nothing to send, no retry
    return;
  }
  try {
    const db = getFirestore();
    const deps: MailDeps = {
      store: firestoreLeadStore(db),
      mail: mail(),
      queue: cloudTasksQueue(),
      quota: firestoreMailQuota(db, EMAILJS_MONTHLY_QUOTA.value()),
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
    const task = { leadId, round, kind, ...(isChangeKey(change) && { change }) };
    await MAIL_HANDLERS[kind](task, attempt, db, deps);
  } catch (error) {
    // An expected retry answers 503 (Cloud Tasks retries it) without an "Unhandled error"
    // entry: the lead already logged a warning, and ERROR severity is kept for alerts.
    if (error instanceof RetryLater) throw new HttpsError("unavailable", error.message);
    throw error;
  }
}
