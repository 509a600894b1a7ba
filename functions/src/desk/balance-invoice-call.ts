// The desk's "Send balance invoice", behind the callable `sendBalanceInvoice`: the caller must be
// a salesperson (the sales claim, checked now with Auth as for every desk action); the invoice
// is the payments' (payments/send-balance-invoice.ts), and who sent it is recorded on the lead.
// A Stripe error leaves as an HttpsError the desk words (stripe-refusal.ts).
import type { SendBalanceInvoiceResponse } from "../shared/balance.js";
import { BALANCE_INVOICE_ACTION, type DeskActionRecord } from "../shared/desk-api.js";
import { sendBalanceInvoice, type BalanceInvoiceDeps } from "../payments/send-balance-invoice.js";
import { actionRecord, requireSalesLeadCall, type DeskActionCall } from "./desk-action.js";
import { withStripeRefusals } from "./stripe-refusal.js";

export interface SendBalanceInvoiceDeps extends BalanceInvoiceDeps {
  currentClaims(uid: string): Promise<Readonly<Record<string, unknown>> | undefined>;
  recordAction(leadId: string, record: DeskActionRecord): Promise<void>;
}

/** Checks the salesperson and the lead id, then invoices the balance; throws HttpsError. */
export async function runSendBalanceInvoice(
  call: DeskActionCall,
  deps: SendBalanceInvoiceDeps,
): Promise<SendBalanceInvoiceResponse> {
  const { caller, leadId } = await requireSalesLeadCall(call, deps);
  return withStripeRefusals(() =>
    sendBalanceInvoice(
      {
        leadId,
        byUid: caller.uid,
        recordAsked: (at) =>
          deps.recordAction(leadId, actionRecord(BALANCE_INVOICE_ACTION, caller, at)),
      },
      deps,
    ),
  );
}
