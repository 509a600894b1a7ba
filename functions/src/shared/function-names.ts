// Every deployed function's name, each written once: index.ts exports a function under
// exactly each of these names (functions-modules.test.ts holds the two equal, and the
// firebase.json rewrites to them), and whoever names a function as a string (the mail queue,
// the site's and the desk's callables, the payments' start-up check) reads it here.
// Browser-safe, and one constant per name, so a page that calls one function carries one name.

export const QUEUE_LEAD_MAIL_FUNCTION = "queueLeadMail";
/** The task-queue function: the mail queue is named after it. */
export const SEND_LEAD_MAIL_FUNCTION = "sendLeadMail";
export const LEAD_MAIL_WATCHDOG_FUNCTION = "leadMailWatchdog";
export const REPLAY_LEAD_MAIL_FUNCTION = "replayLeadMail";
export const DESK_LEAD_ACTION_FUNCTION = "deskLeadAction";
export const DESK_FIND_PERSON_FUNCTION = "deskFindPerson";
export const DESK_ERASE_PERSON_FUNCTION = "deskErasePerson";
/** The callable that opens (or reuses) a Checkout Session for a lead. */
export const START_CHECKOUT_FUNCTION = "startCheckout";
/** The callable the success page asks whether the session was paid. */
export const CONFIRM_CHECKOUT_FUNCTION = "confirmCheckout";
/** The callable /pay/<token> and /checkout ask what is due (payments/pay-quote.ts). */
export const PAY_LINK_QUOTE_FUNCTION = "payLinkQuote";
/** The desk's "Copy pay link": signs a link for a lead (payments/issue-pay-link.ts, through desk/pay-link-call.ts). */
export const DESK_PAY_LINK_FUNCTION = "deskPayLink";
/** The desk's "Send balance invoice": invoices a deposit plan's balance (payments/). */
export const SEND_BALANCE_INVOICE_FUNCTION = "sendBalanceInvoice";
/** The desk's "Write a quote": writes a quote on a lead and signs its link (payments/create-quote.ts). */
export const DESK_CREATE_QUOTE_FUNCTION = "deskCreateQuote";
/** The callable /quote/<token> asks what the quote says (payments/quote-page.ts). */
export const QUOTE_LINK_QUOTE_FUNCTION = "quoteLinkQuote";
/** The desk's "Mark handled": closes a lead's money case with a reason (desk/money-handled.ts). */
export const DESK_MONEY_HANDLED_FUNCTION = "deskMoneyHandled";
/** Daily: erases each lead that reached its retention date, Stripe first (desk/retention-erasure.ts). */
export const ERASE_EXPIRED_LEADS_FUNCTION = "eraseExpiredLeads";
/** Stripe's webhook, behind /api/stripe/webhook (firebase.json). */
export const STRIPE_WEBHOOK_FUNCTION = "stripeWebhook";
/** Real visitors' vitals, behind /api/vitals (firebase.json). */
export const WEB_VITALS_FUNCTION = "webVitals";
/** Hourly: asks Stripe about the payments the webhook may have missed (payments/reconcile-payments.ts). */
export const RECONCILE_PAYMENTS_FUNCTION = "reconcilePayments";
/** Daily: one week of the desk overview's rollup against the leads (overview/rollup-drift.ts). */
export const CHECK_OVERVIEW_ROLLUP_FUNCTION = "checkOverviewRollup";

/** Every function index.ts deploys. */
export const FUNCTION_NAMES = [
  QUEUE_LEAD_MAIL_FUNCTION,
  SEND_LEAD_MAIL_FUNCTION,
  LEAD_MAIL_WATCHDOG_FUNCTION,
  REPLAY_LEAD_MAIL_FUNCTION,
  DESK_LEAD_ACTION_FUNCTION,
  DESK_FIND_PERSON_FUNCTION,
  DESK_ERASE_PERSON_FUNCTION,
  START_CHECKOUT_FUNCTION,
  CONFIRM_CHECKOUT_FUNCTION,
  STRIPE_WEBHOOK_FUNCTION,
  WEB_VITALS_FUNCTION,
  RECONCILE_PAYMENTS_FUNCTION,
  PAY_LINK_QUOTE_FUNCTION,
  DESK_PAY_LINK_FUNCTION,
  SEND_BALANCE_INVOICE_FUNCTION,
  CHECK_OVERVIEW_ROLLUP_FUNCTION,
  DESK_CREATE_QUOTE_FUNCTION,
  QUOTE_LINK_QUOTE_FUNCTION,
  DESK_MONEY_HANDLED_FUNCTION,
  ERASE_EXPIRED_LEADS_FUNCTION,
] as const;

export type FunctionName = (typeof FUNCTION_NAMES)[number];
