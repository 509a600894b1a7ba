// Entry point: wires each deployed function to its trigger and its module's handler, and does
// nothing else (docs/functions.md has the module map).
//
//   formData/{leadId} created ─▶ queueLeadMail ─▶ Cloud Tasks queue ─▶ sendLeadMail ─▶ EmailJS
//   every 10 minutes ─▶ leadMailWatchdog (queues stuck leads again)
//   leadReplays/{id} created (npm run leads -- resend) ─▶ replayLeadMail
//   the sales desk (/desk, role: sales) ─▶ deskLeadAction (callable) ─▶ the replay path
//   the desk's data requests (/desk/requests) ─▶ deskFindPerson, deskErasePerson (callables)
//   the desk's lead page ─▶ deskPayLink (callable: signs /pay/<token>)
//   the desk's lead page ─▶ deskCreateQuote (callable: writes a quote, signs /quote/<token>)
//   the desk's lead page ─▶ sendBalanceInvoice (callable: Stripe invoices a deposit plan's balance)
//   /quote/<token> ─▶ quoteLinkQuote (callable: the quote), Accept and pay ─▶ startCheckout
//   the desk's lead page ─▶ deskMoneyHandled (callable: closes a money case, with a reason)
//   /pay/<token> and /checkout ─▶ payLinkQuote (callable: what is due now)
//   /checkout, /pay/<token> ─▶ startCheckout (callable) ─▶ Stripe Checkout ─▶ stripeWebhook (/api/stripe/webhook)
//   /checkout/paid ─▶ confirmCheckout (callable); both apply payments/payment-step.ts, whose
//   each change of money queues a note to sales on the mail queue (sendLeadMail, the
//   paymentChange kind of MAIL_KINDS)
//   every hour ─▶ reconcilePayments (asks Stripe about what the webhook may have missed)
//   every day ─▶ checkOverviewRollup (one week of the desk overview's rollup against the leads)
//   every day ─▶ eraseExpiredLeads (each lead at its retention date: Stripe first, then the lead)
//   every page (a sample of visits) ─▶ /api/vitals ─▶ webVitals ─▶ one log entry per measurement
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { onInit } from "firebase-functions/v2";
import { onCall, onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import {
  EMAILJS_PRIVATE_KEY,
  EMAILJS_PUBLIC_KEY,
  MAIL_DISPATCHES_PER_SECOND,
  MAIL_MAX_ATTEMPTS,
  MAIL_MAX_BACKOFF_SECONDS,
  MAIL_MAX_CONCURRENT,
  MAIL_MIN_BACKOFF_SECONDS,
  MAIL_TASK_TIMEOUT_SECONDS,
  PAY_LINK_SECRET,
  PAY_LINK_SECRET_PREVIOUS,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  inEmulator,
} from "./platform/config.js";
import {
  BALANCE_INVOICE_CALLABLE,
  handleDeskAction,
  handleDeskPayLink,
  handleMoneyHandled,
  handleSendBalanceInvoice,
} from "./desk/live-desk-action.js";
import {
  PERSON_REQUEST_CALLABLE,
  handleErasePerson,
  handleFindPerson,
} from "./desk/live-person-request.js";
import { CREATE_QUOTE_CALLABLE, handleDeskCreateQuote } from "./desk/live-create-quote.js";
import { handleQuoteLinkQuote } from "./payments/live-quote-page.js";
import { runRetention } from "./desk/live-retention.js";
import { onLeadCreated, onReplayRequested } from "./leads/handlers.js";
import { liveQueueDeps } from "./leads/live-deps.js";
import { runMailTask } from "./mail/live-mail.js";
import { EMULATED_TASKS_ACCOUNT, type MailTask } from "./platform/task-queue.js";
import { LEADS_COLLECTION, REPLAYS_COLLECTION } from "./shared/collections.js";
import { runWatchdog } from "./ops/watchdog.js";
import { runRollupCheck } from "./overview/rollup-drift.js";
import { functionsLogs } from "./platform/logs.js";
import { handleVitalsBeacon } from "./vitals/handle-vitals-beacon.js";
import {
  CHECKOUT_CALLABLE,
  handleConfirmCheckout,
  handlePayLinkQuote,
  handleStartCheckout,
  QUOTE_CALLABLE,
  handleWebhookRequest,
  logPaymentsConfiguration,
  runReconcile,
} from "./payments/live-payments.js";

// In the emulators, name the account tasks are signed with: otherwise the Admin SDK asks the
// cloud metadata server for it on every enqueue, a network call that cannot succeed here.
initializeApp(inEmulator() ? { serviceAccountId: EMULATED_TASKS_ACCOUNT } : undefined);

/** Checks each new lead and puts it on the mail queue; an invalid one ends in ERROR. */
export const queueLeadMail = onDocumentCreated(
  // Production redelivers the event when this throws (Firestore or Cloud Tasks trouble); the
  // task id derived from the lead id makes a second delivery add nothing.
  { document: `${LEADS_COLLECTION}/{leadId}`, retry: true },
  (event) => onLeadCreated(event.params.leadId, event.data),
);

/**
 * Sends one e-mail of a lead through EmailJS, the kind its task names (shared/mail-kinds.ts:
 * the sales e-mail, the prospect's confirmation, the payment note), at EmailJS's rate,
 * retrying for a day.
 */
export const sendLeadMail = onTaskDispatched<MailTask>(
  {
    secrets: [EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY, PAY_LINK_SECRET, PAY_LINK_SECRET_PREVIOUS],
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
    timeoutSeconds: MAIL_TASK_TIMEOUT_SECONDS,
  },
  (request) => runMailTask(request.data, request),
);

/** Every 10 minutes: queues again the leads that are stuck (see ops/watchdog.ts). */
export const leadMailWatchdog = onSchedule({ schedule: "every 10 minutes" }, async () => {
  await runWatchdog(liveQueueDeps());
});

/** Runs a replay request written by `npm run leads -- resend` and writes back what it did. */
export const replayLeadMail = onDocumentCreated(`${REPLAYS_COLLECTION}/{requestId}`, (event) =>
  onReplayRequested(event.data),
);

/**
 * The sales desk's Resend, Release and Send anyway (desk/desk-action.ts): for callers with
 * the sales claim only; queues through the replay path and records who asked on each lead.
 */
export const deskLeadAction = onCall((request) => handleDeskAction(request));

/** The desk's "Copy pay link" (payments/issue-pay-link.ts, through desk/pay-link-call.ts): signs /pay/<token>; sales claim only. */
export const deskPayLink = onCall(
  { secrets: [PAY_LINK_SECRET, PAY_LINK_SECRET_PREVIOUS] },
  (request) => handleDeskPayLink(request),
);

/**
 * The desk's "Send balance invoice" (desk/balance-invoice-call.ts → payments/send-balance-invoice.ts): Stripe invoices a deposit
 * plan's balance to the lead's Customer and sends it; sales claim only.
 */
export const sendBalanceInvoice = onCall(BALANCE_INVOICE_CALLABLE, (request) =>
  handleSendBalanceInvoice(request),
);

/** The desk's "Write a quote" (desk/create-quote-call.ts → payments/create-quote.ts); sales claim only. */
export const deskCreateQuote = onCall(CREATE_QUOTE_CALLABLE, (request) =>
  handleDeskCreateQuote(request),
);
/**
 * The desk's "Mark handled" (desk/money-handled.ts): closes a lead's refund, dispute or
 * overpayment case with a reason, so it leaves Needs attention; sales claim only, audited.
 */
export const deskMoneyHandled = onCall((request) => handleMoneyHandled(request));

/** Everything held about one e-mail address, for a data request (sales claim only). */
export const deskFindPerson = onCall(PERSON_REQUEST_CALLABLE, (request) =>
  handleFindPerson(request),
);

/**
 * Erases everything held about one address, once the salesperson typed it again (sales claim
 * only); leaves one audit record in `erasures` without the person's data.
 */
export const deskErasePerson = onCall(PERSON_REQUEST_CALLABLE, (request) =>
  handleErasePerson(request),
);

// Once per instance: without the Stripe keys the checkout keeps the e-mailed invoice; say so.
onInit(logPaymentsConfiguration);

/**
 * Opens (or reuses) a Stripe Checkout Session for a lead's plan, priced from the server's
 * catalogue, and records it in the lead's `payment` map (payments/start-checkout.ts).
 */
export const startCheckout = onCall(CHECKOUT_CALLABLE, (request) => handleStartCheckout(request));

/** The success page: retrieves the session from Stripe and applies it (payments/confirm-checkout.ts). */
export const confirmCheckout = onCall(CHECKOUT_CALLABLE, (request) =>
  handleConfirmCheckout(request),
);

/** What a pay link (/pay/<token>) or /checkout owes now (payments/pay-quote.ts). */
export const payLinkQuote = onCall(QUOTE_CALLABLE, (request) => handlePayLinkQuote(request));

/** What a quote link (/quote/<token>) shows: the quote, or why not (payments/quote-page.ts). */
export const quoteLinkQuote = onCall(QUOTE_CALLABLE, (request) => handleQuoteLinkQuote(request));

/** Stripe's webhook (behind /api/stripe/webhook): signed events change the lead's payment. */
export const stripeWebhook = onRequest(
  { secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] },
  (request, response) => handleWebhookRequest(request, response),
);

/**
 * Real visitors' Core Web Vitals (behind /api/vitals): one sampled beacon → one log entry
 * (vitals/handle-vitals-beacon.ts). Small and cheap: a beacon is ~120 bytes and the page never
 * waits for the answer.
 */
export const webVitals = onRequest(
  { memory: "128MiB", maxInstances: 10, concurrency: 80 },
  (request, response) => handleVitalsBeacon(request, response),
);

/**
 * Every hour: asks Stripe about the payments still OPEN or PROCESSING past their expiry and the
 * paid checkouts no lead records, and repairs them as the webhook would (reconcile-payments.ts).
 */
export const reconcilePayments = onSchedule(
  { schedule: "every 60 minutes", secrets: [STRIPE_SECRET_KEY] },
  async () => {
    await runReconcile();
  },
);

/**
 * Every day: compares one week of the desk overview's rollup with the leads (aggregation
 * queries), repairs any drift and alerts when it found some (overview/rollup-drift.ts).
 */
export const checkOverviewRollup = onSchedule({ schedule: "every day 04:30" }, async () => {
  await runRollupCheck(getFirestore(), functionsLogs);
});

/**
 * Every day: erases each lead that reached its retention date through the data request's
 * erasure step, Stripe first, leaving an audit record without personal data
 * (desk/retention-erasure.ts). Firestore's TTL deletes it a week later if this could not.
 */
export const eraseExpiredLeads = onSchedule(
  { schedule: "every day 03:30", secrets: [STRIPE_SECRET_KEY], timeoutSeconds: 540 },
  async () => {
    await runRetention();
  },
);
