// The desk's "Send balance invoice", behind the callable `sendBalanceInvoice`: the caller must be
// a salesperson (the sales claim, checked now with Auth as for every desk action); the invoice
// is the payments' (payments/send-balance-invoice.ts), and who sent it is recorded on the lead.
// A Stripe error leaves as an HttpsError the desk words (stripe-refusal.ts).
import { BALANCE_INVOICE_ACTION } from "../shared/desk-api.js";
import { sendBalanceInvoice } from "../payments/send-balance-invoice.js";
import { salesAskCallable } from "./desk-action.js";
import { withStripeRefusals } from "./stripe-refusal.js";

/** Checks the salesperson and the lead id, then invoices the balance; throws HttpsError. */
export const runSendBalanceInvoice = salesAskCallable(
  BALANCE_INVOICE_ACTION,
  (ask: Parameters<typeof sendBalanceInvoice>[0], deps: Parameters<typeof sendBalanceInvoice>[1]) =>
    withStripeRefusals(() => sendBalanceInvoice(ask, deps)),
);
