// The one place that reads the functions' params and secrets. Production: put the params in
// functions/.env.<project-id> (or answer `firebase deploy`'s prompt) and set the keys with
// `firebase functions:secrets:set EMAILJS_PUBLIC_KEY` (and EMAILJS_PRIVATE_KEY). The emulators
// read functions/.env.demo-brandvista and, for real mail from `npm start`, .env.local and
// .secret.local (see functions/.env.example).
import { defineInt, defineSecret, defineString } from "firebase-functions/params";
import type { RetryPolicy } from "./retry-policy.js";

export const EMAILJS_PUBLIC_KEY = defineSecret("EMAILJS_PUBLIC_KEY");
export const EMAILJS_PRIVATE_KEY = defineSecret("EMAILJS_PRIVATE_KEY");
// No defaults: a deploy without them asks for them. An empty value is a configuration error
// that ends the lead in ERROR (with an alert) in production, SKIPPED only in the emulators.
export const EMAILJS_SERVICE_ID = defineString("EMAILJS_SERVICE_ID", {
  description: "EmailJS service id (Email Services), e.g. service_ab12cd3",
});
export const EMAILJS_TEMPLATE_ID = defineString("EMAILJS_TEMPLATE_ID", {
  description: "EmailJS template id of the sales e-mail (Email Templates), e.g. template_x9y8z7",
});
export const EMAILJS_ORIGIN = defineString("EMAILJS_ORIGIN", {
  default: "api.emailjs.com",
  description: "Host of the EmailJS REST API (tests point it at a local stand-in)",
});

export const EMAILJS_AUTOREPLY_TEMPLATE_ID = defineString("EMAILJS_AUTOREPLY_TEMPLATE_ID", {
  default: "",
  description:
    "EmailJS template id of the confirmation to the prospect (To: {{emailAddress}}); empty: none",
});
export const EMAILJS_PAYMENT_TEMPLATE_ID = defineString("EMAILJS_PAYMENT_TEMPLATE_ID", {
  default: "",
  description:
    "EmailJS template id of the note to sales that a lead paid (functions/mail-templates/" +
    "payment-notification); empty: none is sent (the desk still shows the payment)",
});
export const EMAILJS_QUOTE_TEMPLATE_ID = defineString("EMAILJS_QUOTE_TEMPLATE_ID", {
  default: "",
  description:
    "EmailJS template id of a quote's e-mail to the prospect (functions/mail-templates/" +
    "quote-to-prospect); empty: none is sent (sales copies the link from the desk)",
});
export const SITE_ORIGIN = defineString("SITE_ORIGIN", {
  default: "https://brandvista.studio",
  description:
    "The public site's origin (VITE_SITE_ORIGIN of the web build): the checkout's return pages",
});
export const DESK_ORIGIN = defineString("DESK_ORIGIN", {
  default: "https://desk.brandvista.studio",
  description:
    "The sales desk's own origin (firebase.json's desk Hosting site, where the public site " +
    "redirects /desk): the lead's page in the sales e-mail (leadUrl), the payment note and alerts",
});
export const LEAD_MAIL_BUDGET_PER_HOUR = defineInt("LEAD_MAIL_BUDGET_PER_HOUR", {
  default: 60,
  description: "Most leads mailed to sales in any rolling 60 minutes; past it leads are HELD",
});
export const EMAILJS_MONTHLY_QUOTA = defineInt("EMAILJS_MONTHLY_QUOTA", {
  default: 200,
  description:
    "E-mails a month the EmailJS plan sends (sales mails and confirmations): an alert at 80 %, " +
    "no more confirmations above 90 %",
});
export const LEAD_CONFIRMATIONS_PER_HOUR = defineInt("LEAD_CONFIRMATIONS_PER_HOUR", {
  default: 30,
  description: "Most confirmations to prospects in any rolling 60 minutes; past it none are sent",
});

// The mail queue (Cloud Tasks). Defaults are production's; tests shorten the back-off.
/**
 * How long one mail task may run (the task-queue function's `timeoutSeconds`): the send's
 * time-out, the wait for its slot and the time to record the outcome all fit inside it.
 */
export const MAIL_TASK_TIMEOUT_SECONDS = 60;

export const MAIL_DISPATCHES_PER_SECOND = defineInt("MAIL_DISPATCHES_PER_SECOND", {
  default: 1,
  description: "Sends per second the queue allows: EmailJS's REST API takes 1 request/s",
});
export const MAIL_MAX_CONCURRENT = defineInt("MAIL_MAX_CONCURRENT", {
  default: 50,
  description:
    "Tasks the queue runs at once. The rate limit paces the sends; this only has to be large " +
    "enough that tasks waiting out a back-off (which hold a slot in the emulator) block no one",
});
export const MAIL_MIN_BACKOFF_SECONDS = defineInt("MAIL_MIN_BACKOFF_SECONDS", {
  default: 10,
  description: "Wait before the first retry of a failed send; it doubles on each retry",
});
export const MAIL_MAX_BACKOFF_SECONDS = defineInt("MAIL_MAX_BACKOFF_SECONDS", {
  default: 3600,
  description: "Longest wait between two retries",
});
export const MAIL_SEND_TIMEOUT_SECONDS = defineInt("MAIL_SEND_TIMEOUT_SECONDS", {
  default: 10,
  description:
    "Abandon (and cancel) a send without an answer after this long; its outcome is then " +
    `unknown and the next send carries repeatNotice. Keep it well under the task's ${MAIL_TASK_TIMEOUT_SECONDS} s`,
});
export const MAIL_MAX_ATTEMPTS = defineInt("MAIL_MAX_ATTEMPTS", {
  default: 36,
  description: "Sends per task before the lead ends in ERROR (36 cover a 27-hour outage)",
});

/** Everything the transport needs to reach EmailJS. */
export interface EmailJsConfig {
  publicKey: string;
  privateKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
}

const EMAILJS_SETTINGS = {
  EMAILJS_PUBLIC_KEY,
  EMAILJS_PRIVATE_KEY,
  EMAILJS_SERVICE_ID,
  EMAILJS_TEMPLATE_ID,
} as const;

/** The EmailJS configuration, or the names of the settings that are missing. */
export function readEmailJsConfig(): { config: EmailJsConfig } | { missing: string[] } {
  const value = (name: keyof typeof EMAILJS_SETTINGS) => EMAILJS_SETTINGS[name].value().trim();
  const missing = (Object.keys(EMAILJS_SETTINGS) as (keyof typeof EMAILJS_SETTINGS)[]).filter(
    (name) => !value(name),
  );
  if (missing.length > 0) return { missing };
  return {
    config: {
      publicKey: value("EMAILJS_PUBLIC_KEY"),
      privateKey: value("EMAILJS_PRIVATE_KEY"),
      serviceId: value("EMAILJS_SERVICE_ID"),
      templateId: value("EMAILJS_TEMPLATE_ID"),
      origin: EMAILJS_ORIGIN.value().trim() || "api.emailjs.com",
    },
  };
}

/** The queue's retry settings as the handlers need them (the same params the queue uses). */
export function readRetryPolicy(): RetryPolicy {
  return {
    minBackoffSeconds: MAIL_MIN_BACKOFF_SECONDS.value(),
    maxBackoffSeconds: MAIL_MAX_BACKOFF_SECONDS.value(),
    maxAttempts: MAIL_MAX_ATTEMPTS.value(),
  };
}

/** The auto-reply template, or undefined when auto-replies are off. */
export function readAutoReplyTemplateId(): string | undefined {
  return EMAILJS_AUTOREPLY_TEMPLATE_ID.value().trim() || undefined;
}

/** The payment note's template, or undefined when payment notes are off. */
export function readPaymentTemplateId(): string | undefined {
  return EMAILJS_PAYMENT_TEMPLATE_ID.value().trim() || undefined;
}

export function readQuoteTemplateId(): string | undefined {
  return EMAILJS_QUOTE_TEMPLATE_ID.value().trim() || undefined;
}

/** True inside the Firebase emulators, the only place a lead may end SKIPPED. */
export const inEmulator = (): boolean => process.env.FUNCTIONS_EMULATOR === "true";

// Payments (Stripe Checkout; docs/payments.md). The two keys are secrets only:
// `firebase functions:secrets:set STRIPE_SECRET_KEY` and STRIPE_WEBHOOK_SECRET. Without a secret
// key the checkout keeps the e-mailed invoice (startCheckout refuses; the site says so).
export const STRIPE_SECRET_KEY = defineSecret("STRIPE_SECRET_KEY");
export const STRIPE_WEBHOOK_SECRET = defineSecret("STRIPE_WEBHOOK_SECRET");
/** The key of the address's HMAC in an erasure's audit record (docs/privacy-requests.md). */
export const ERASURE_HASH_SECRET = defineSecret("ERASURE_HASH_SECRET");
export const STRIPE_API_HOST = defineString("STRIPE_API_HOST", {
  default: "api.stripe.com",
  description: "Host of the Stripe API (npm start and the tests point it at a local stand-in)",
});
export const STRIPE_API_PORT = defineInt("STRIPE_API_PORT", {
  default: 443,
  description: "Port of the Stripe API",
});
export const STRIPE_API_PROTOCOL = defineString("STRIPE_API_PROTOCOL", {
  default: "https",
  description: "Protocol of the Stripe API: https (Stripe), http (a local stand-in)",
});
export const CHECKOUT_SESSION_MINUTES = defineInt("CHECKOUT_SESSION_MINUTES", {
  default: 60,
  description: "How long a Checkout Session takes payments (Stripe allows 30 minutes to 24 hours)",
});
export const BALANCE_DAYS_UNTIL_DUE = defineInt("BALANCE_DAYS_UNTIL_DUE", {
  default: 14,
  description:
    "Days after the desk sends a deposit plan's balance invoice that it falls due (Stripe's days_until_due)",
});
export const RECONCILE_MOVED_DAYS = defineInt("RECONCILE_MOVED_DAYS", {
  default: 30,
  description:
    "The hourly payment reconciler re-reads every lead whose money moved in this many days " +
    "(payment.movedAt): refunds, disputes and invoice payments whose events never came",
});
export const APP_CHECK_SITE_KEY = defineString("APP_CHECK_SITE_KEY", {
  default: "",
  description:
    "The web build's VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: when set, the checkout callables and " +
    "the desk's callables refuse calls without a valid App Check token, as Firestore does for the brief",
});

/** How the functions reach Stripe; undefined when no secret key is set (the invoice path). */
export interface StripeSettings {
  secretKey: string;
  host: string;
  port: number;
  protocol: "http" | "https";
}

/** Stripe's settings, or undefined when the secret key is not set. */
export function readStripeSettings(): StripeSettings | undefined {
  const secretKey = STRIPE_SECRET_KEY.value().trim();
  if (!secretKey) return undefined;
  return {
    secretKey,
    host: STRIPE_API_HOST.value().trim() || "api.stripe.com",
    port: STRIPE_API_PORT.value(),
    protocol: STRIPE_API_PROTOCOL.value().trim() === "http" ? "http" : "https",
  };
}

// The pay link (/pay/<token>, payments/pay-link.ts): the token names a lead and an expiry,
// signed with this key (HMAC-SHA256). `firebase functions:secrets:set PAY_LINK_SECRET` with a
// long random value (e.g. `openssl rand -base64 48`, at least 32 bytes); rotate it through
// PAY_LINK_SECRET_PREVIOUS (docs/operations.md) so the links sent keep working.
// The emulators get a demo value (npm start and the tests write it to .secret.local).
export const PAY_LINK_SECRET = defineSecret("PAY_LINK_SECRET");
// The pay-link secret before the last rotation: links it signed keep working for their 30 days
// (docs/operations.md, "Rotating the pay-link secret"). `none` (or empty) when there has
// been no rotation in the last 30 days; the secret must exist for a deploy all the same.
export const PAY_LINK_SECRET_PREVIOUS = defineSecret("PAY_LINK_SECRET_PREVIOUS");
/** The shortest PAY_LINK_SECRET that signs a link (256 bits, the HMAC's own size). */
export const PAY_LINK_SECRET_MIN_BYTES = 32;

/**
 * The pay-link secrets, or undefined when PAY_LINK_SECRET is not set (no links are made or
 * honoured). A secret shorter than PAY_LINK_SECRET_MIN_BYTES is passed on: signing refuses it
 * (with an alert) and checking ignores it.
 */
export function readPayLinkSecret(): { current: string; previous?: string } | undefined {
  const current = PAY_LINK_SECRET.value().trim();
  if (!current) return undefined;
  const previous = PAY_LINK_SECRET_PREVIOUS.value().trim();
  return previous && previous !== "none" ? { current, previous } : { current };
}
