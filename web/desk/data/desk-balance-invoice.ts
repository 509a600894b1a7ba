// "Send balance invoice", through the `sendBalanceInvoice` callable: it checks the caller's
// claim, has Stripe invoice the rest of a deposit plan (sent by Stripe, with its hosted page)
// and records on the lead who sent it. The browser talks to no Stripe API itself.
import type { SendBalanceInvoiceRequest, SendBalanceInvoiceResponse } from "@shared/balance";
import { SEND_BALANCE_INVOICE_FUNCTION } from "@shared/function-names";
import { callDeskFunction } from "./desk-firebase";

/** Invoices the lead's balance (or answers the invoice already open or paid); throws the function's error. */
export function sendBalanceInvoice(leadId: string): Promise<SendBalanceInvoiceResponse> {
  return callDeskFunction<SendBalanceInvoiceRequest, SendBalanceInvoiceResponse>(
    SEND_BALANCE_INVOICE_FUNCTION,
    { leadId },
  );
}
