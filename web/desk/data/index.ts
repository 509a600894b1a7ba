// The desk's Firebase client: Auth, Firestore (its live views and one-off queries) and the
// callables. Only pages that read Firestore themselves (a lead, the overview, data requests)
// import it statically; the list's frame reaches it through the session's SDK chunk
// (data/desk-sdk.ts), so the first paint never waits for these SDKs.
export { LiveView, type LiveViewState } from "./live-view";
export { callDeskFunction, deskFirebase, forgetLocalLeads } from "./desk-firebase";
export { countSpec, readAllRows, specQuery } from "./firestore-queries";
export { readSameAddress, watchLead, watchPaymentEvents } from "./lead-reads";
export { readOverviewWeeks } from "./overview-weeks";
export { runDeskAction } from "./desk-actions";
export { startDeskAppCheck } from "./desk-app-check";
export { makePayLink } from "./request-pay-link";
export { sendBalanceInvoice } from "./desk-balance-invoice";
export { createQuote } from "./create-quote";
export { markMoneyHandled } from "./desk-money-handled";
