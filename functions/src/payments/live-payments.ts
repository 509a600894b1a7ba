// The payment functions as deployed: Firestore, the mail queue, Stripe from the secrets and
// params (config.ts), the wall clock and Cloud Logging. index.ts wires startCheckout,
// confirmCheckout, payLinkQuote, stripeWebhook and reconcilePayments to these.
import { getFirestore } from "firebase-admin/firestore";
import { HttpsError, type CallableRequest, type Request } from "firebase-functions/v2/https";
import {
  CHECKOUT_SESSION_MINUTES,
  SITE_ORIGIN,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  PAY_LINK_SECRET,
  PAY_LINK_SECRET_PREVIOUS,
  RECONCILE_MOVED_DAYS,
  inEmulator,
  readPayLinkSecret,
  readStripeSettings,
} from "../platform/config.js";
import { requireAppCheck } from "../platform/app-check.js";
import { wallClock } from "../platform/clock.js";
import { cloudTasksQueue } from "../platform/task-queue.js";
import { functionsLogs } from "../platform/logs.js";
import {
  CONFIRM_CHECKOUT_FUNCTION,
  RECONCILE_PAYMENTS_FUNCTION,
  START_CHECKOUT_FUNCTION,
  STRIPE_WEBHOOK_FUNCTION,
} from "../shared/function-names.js";
import type {
  ConfirmCheckoutAnswer,
  PayLinkQuote,
  StartCheckoutAnswer,
} from "../shared/payment-api.js";
import { payLinkQuote } from "./pay-quote.js";
import { confirmCheckout } from "./confirm-checkout.js";
import { firestorePaymentStore } from "./payment-store.js";
import { CheckoutRefusal, startCheckout, type CheckoutDeps } from "./start-checkout.js";
import { handleStripeWebhook } from "./stripe-webhook.js";
import { RECONCILE_DEFAULTS, reconcilePayments } from "./reconcile-payments.js";
import { stripeGateway } from "./stripe-gateway.js";

/** The checkout callables' options: they read the Stripe key, and the pay links' key. */
export const CHECKOUT_CALLABLE = {
  secrets: [STRIPE_SECRET_KEY, PAY_LINK_SECRET, PAY_LINK_SECRET_PREVIOUS],
};
/** The quote reads the lead and checks the link: no Stripe. */
export const QUOTE_CALLABLE = { secrets: [PAY_LINK_SECRET, PAY_LINK_SECRET_PREVIOUS] };

/** Origins the emulators' pages are served from (npm start's Vite, the Hosting emulator). */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Where the browser returns after Stripe: the site's origin; in the emulators the origin of
 * the page that called (Vite or the Hosting emulator, on whatever port the tests gave it).
 */
function returnOrigin(request: CallableRequest<unknown>): string {
  const origin = request.rawRequest?.headers.origin;
  if (inEmulator() && typeof origin === "string" && LOCAL_ORIGIN.test(origin)) return origin;
  return SITE_ORIGIN.value();
}

/**
 * The payment step's live dependencies and Stripe (undefined without a key): the checkout's, the
 * webhook's, the reconciler's and the desk's balance invoice's.
 */
export function livePaymentDeps() {
  const settings = readStripeSettings();
  return {
    store: firestorePaymentStore(getFirestore()),
    queue: cloudTasksQueue(),
    logs: functionsLogs,
    clock: wallClock,
    stripe: settings && stripeGateway(settings),
  };
}

function checkoutDeps(siteOrigin: string): CheckoutDeps {
  return {
    ...livePaymentDeps(),
    siteOrigin,
    sessionMinutes: CHECKOUT_SESSION_MINUTES.value(),
    payLinkSecret: readPayLinkSecret(),
  };
}

/** A refusal becomes the HttpsError the page shows; anything else stays an internal error. */
async function answering<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CheckoutRefusal) throw new HttpsError(error.code, error.message);
    throw error;
  }
}

export function handleStartCheckout(
  request: CallableRequest<unknown>,
): Promise<StartCheckoutAnswer> {
  requireAppCheck(request);
  return answering(() => startCheckout(request.data, checkoutDeps(returnOrigin(request))));
}

export function handlePayLinkQuote(request: CallableRequest<unknown>): Promise<PayLinkQuote> {
  requireAppCheck(request);
  return answering(() =>
    payLinkQuote(request.data, {
      store: firestorePaymentStore(getFirestore()),
      clock: wallClock,
      payLinkSecret: readPayLinkSecret(),
    }),
  );
}

export function handleConfirmCheckout(
  request: CallableRequest<unknown>,
): Promise<ConfirmCheckoutAnswer> {
  requireAppCheck(request);
  return answering(() => confirmCheckout(request.data, checkoutDeps(SITE_ORIGIN.value())));
}

/** What the webhook uses of Express's response. */
interface PlainResponse {
  status(code: number): { type(type: string): { send(body: string): unknown } };
}

export async function handleWebhookRequest(
  request: Request,
  response: PlainResponse,
): Promise<void> {
  const signature = request.header("stripe-signature");
  const answer = await handleStripeWebhook(
    { method: request.method, rawBody: request.rawBody, signature },
    { ...checkoutDeps(SITE_ORIGIN.value()), webhookSecret: STRIPE_WEBHOOK_SECRET.value().trim() },
  );
  response.status(answer.status).type("text/plain").send(answer.body);
}

/** One run of the reconciler (the hourly schedule); nothing to do while Stripe is not configured. */
export async function runReconcile(): Promise<void> {
  const deps = checkoutDeps(SITE_ORIGIN.value());
  if (!deps.stripe) return;
  await reconcilePayments(
    { ...deps, stripe: deps.stripe },
    { ...RECONCILE_DEFAULTS, movedWindowMs: RECONCILE_MOVED_DAYS.value() * 86_400_000 },
  );
}

/** Says once per instance, at start, that the checkout keeps the invoice path. */
export function logPaymentsConfiguration(): void {
  // Only the payment functions' instances hold the Stripe secrets.
  const target = (process.env.FUNCTION_TARGET ?? process.env.K_SERVICE ?? "").toLowerCase();
  const payments = [
    START_CHECKOUT_FUNCTION,
    CONFIRM_CHECKOUT_FUNCTION,
    STRIPE_WEBHOOK_FUNCTION,
    RECONCILE_PAYMENTS_FUNCTION,
  ];
  if (!payments.some((name) => name.toLowerCase() === target)) return;
  const missing = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET]
    .filter((secret) => !secret.value().trim())
    .map((secret) => secret.name);
  if (missing.length > 0) functionsLogs.paymentsOff(missing);
}
