// The desk's "Send balance invoice", behind the callable `sendBalanceInvoice`: the caller must be
// a salesperson (the sales claim, checked now with Auth as for every desk action); the invoice
// is the payments' (payments/send-balance-invoice.ts), and who sent it is recorded on the lead.
import { BALANCE_INVOICE_ACTION } from "../shared/desk-api.js";
import { sendBalanceInvoice } from "../payments/send-balance-invoice.js";
import { salesAskCallable } from "./desk-action.js";

/** Checks the salesperson and the lead id, then invoices the balance; throws HttpsError. */
export const runSendBalanceInvoice = salesAskCallable(BALANCE_INVOICE_ACTION, sendBalanceInvoice);
