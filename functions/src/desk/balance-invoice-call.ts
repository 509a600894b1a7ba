// The desk's "Send balance invoice", behind the callable `sendBalanceInvoice`: the caller must be
// a salesperson (the sales claim, checked now with Auth as for every desk action); the invoice
// is the payments' (payments/send-balance-invoice.ts), and who sent it is recorded on the lead.
import type { SendBalanceInvoiceResponse } from "../shared/balance.js";
import { BALANCE_INVOICE_ACTION } from "../shared/desk-api.js";
import { sendBalanceInvoice, type BalanceInvoiceDeps } from "../payments/send-balance-invoice.js";
import { salesAsk, type DeskActionCall, type SalesAskDeps } from "./desk-action.js";

export type SendBalanceInvoiceDeps = BalanceInvoiceDeps & SalesAskDeps;

/** Checks the salesperson and the lead id, then invoices the balance; throws HttpsError. */
export async function runSendBalanceInvoice(
  call: DeskActionCall,
  deps: SendBalanceInvoiceDeps,
): Promise<SendBalanceInvoiceResponse> {
  return sendBalanceInvoice(await salesAsk(call, deps, BALANCE_INVOICE_ACTION), deps);
}
