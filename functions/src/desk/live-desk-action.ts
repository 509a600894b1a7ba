// The desk's callable as deployed: the caller's current claims come from Firebase Auth, and
// what it queues goes through the live queue (index.ts wires it as `deskLeadAction`); and
// "Copy pay link" (`deskPayLink`), which signs with PAY_LINK_SECRET; and "Send balance invoice"
// (`sendBalanceInvoice`), which asks Stripe; and "Mark handled" (`deskMoneyHandled`), which
// closes a lead's money case. Each, like every desk callable, first requires App
// Check when it is configured (platform/app-check.ts), as the public callables do.
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { firestoreDeskActionRecorder } from "../leads/lead-store.js";
import { liveQueueDeps } from "../leads/live-deps.js";
import { LEADS_COLLECTION } from "../shared/collections.js";
import { requireAppCheck } from "../platform/app-check.js";
import { wallClock } from "../platform/clock.js";
import {
  BALANCE_DAYS_UNTIL_DUE,
  readPayLinkSecret,
  SITE_ORIGIN,
  STRIPE_SECRET_KEY,
} from "../platform/config.js";
import { functionsLogs } from "../platform/logs.js";
import { livePaymentDeps } from "../payments/live-payments.js";
import { runSendBalanceInvoice } from "./balance-invoice-call.js";
import { runDeskPayLink } from "./pay-link-call.js";
import { runDeskAction, type DeskActionCall } from "./desk-action.js";
import { runMoneyHandled } from "./money-handled.js";
import { firestoreMoneyCaseStore } from "./money-handled-store.js";

/** The user's custom claims as Auth holds them now; undefined for a user that is gone. */
export async function currentClaims(uid: string) {
  try {
    return (await getAuth().getUser(uid)).customClaims;
  } catch (error) {
    if ((error as { code?: unknown }).code === "auth/user-not-found") return undefined;
    throw error;
  }
}

/**
 * What a desk callable checks its caller with as deployed: the wall clock, Cloud Logging and
 * the caller's claims as Auth holds them now.
 */
export const liveDeskCaller = { clock: wallClock, logs: functionsLogs, currentClaims };

/**
 * A desk callable as deployed: App Check first (when configured), then `run` with the
 * dependencies `deps` makes for the call.
 */
export function liveDeskCallable<Deps, Answer>(
  run: (call: DeskActionCall, deps: Deps) => Promise<Answer>,
  deps: () => NoInfer<Deps>,
): (request: DeskActionCall) => Promise<Answer> {
  return async (request) => {
    requireAppCheck(request);
    return run(request, deps());
  };
}

/** deskPayLink (Copy pay link) as deployed. */
export const handleDeskPayLink = liveDeskCallable(runDeskPayLink, () => {
  const db = getFirestore();
  return {
    ...liveDeskCaller,
    leadExists: async (leadId) => (await db.collection(LEADS_COLLECTION).doc(leadId).get()).exists,
    recordAction: firestoreDeskActionRecorder(db),
    payLinkSecret: readPayLinkSecret(),
    siteOrigin: SITE_ORIGIN.value(),
  };
});

/** sendBalanceInvoice's options: it asks Stripe with the secret key. */
export const BALANCE_INVOICE_CALLABLE = { secrets: [STRIPE_SECRET_KEY] };

/** sendBalanceInvoice as deployed. */
export const handleSendBalanceInvoice = liveDeskCallable(runSendBalanceInvoice, () => ({
  ...livePaymentDeps(),
  currentClaims,
  recordAction: firestoreDeskActionRecorder(getFirestore()),
  daysUntilDue: BALANCE_DAYS_UNTIL_DUE.value(),
}));

/** deskLeadAction as deployed. */
export const handleDeskAction = liveDeskCallable(runDeskAction, () => ({
  ...liveQueueDeps(),
  recordAction: firestoreDeskActionRecorder(getFirestore()),
  currentClaims,
}));

/** deskMoneyHandled (Mark handled) as deployed. */
export const handleMoneyHandled = liveDeskCallable(runMoneyHandled, () => ({
  ...liveDeskCaller,
  store: firestoreMoneyCaseStore(getFirestore()),
}));
