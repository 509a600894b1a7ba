// The desk's "Send balance invoice", behind the callable `sendBalanceInvoice`: for a salesperson
// (the sales claim, checked now with Auth as for every desk action) it invoices the balance of a
// deposit plan whose deposit is paid, through Stripe Invoicing: one line for the rest of the
// price, billed to the Customer the checkout made, sent by Stripe with its hosted page and due
// BALANCE_DAYS_UNTIL_DUE days later. The invoice is written on the lead through the payment step
// (the webhook's own), and who sent it is recorded (`deskActions`). Each Stripe request's
// idempotency key is the lead's and the invoice's attempt number, which is read from the lead
// (the last invoice's, plus one once it is voided or written off), so a retry after a crash
// reaches the invoice Stripe already made instead of making a second.
import { HttpsError } from "firebase-functions/v2/https";
import { BALANCE_INVOICE_ACTION, type DeskActionRecord } from "../shared/desk-api.js";
import type { SendBalanceInvoiceResponse } from "../shared/balance.js";
import { owedCents } from "../shared/agreement.js";
import { formatCents, type BalanceInvoice } from "../shared/payment.js";
import { agreementOfPaidLead } from "../payments/agreement.js";
import { leadReference } from "../leads/lead-reference.js";
import { BALANCE_INVOICE_KIND } from "../payments/balance-change.js";
import { applyBalanceStep, type PaymentStepDeps } from "../payments/payment-step.js";
import type { PaymentStore } from "../payments/payment-store.js";
import type { StripeGateway } from "../payments/stripe-gateway.js";
import { actionRecord, requireSalesLeadCall, type DeskActionCall } from "./desk-action.js";

export interface SendBalanceInvoiceDeps extends PaymentStepDeps {
  store: PaymentStore;
  /** Undefined when Stripe is not configured. */
  stripe: StripeGateway | undefined;
  currentClaims(uid: string): Promise<Readonly<Record<string, unknown>> | undefined>;
  recordAction(leadId: string, record: DeskActionRecord): Promise<void>;
  /** How many days after it is sent the invoice falls due (BALANCE_DAYS_UNTIL_DUE). */
  daysUntilDue: number;
}

/** The refusals' sentences (the desk shows them; the unit tests name them). */
export const BALANCE_REFUSALS = {
  /** As every desk callable about one lead says it (requireSalesLeadCall). */
  badRequest: "Expected { leadId }.",
  paymentsOff: "Stripe is not configured: the balance cannot be invoiced from the desk.",
  noLead: "There is no such lead (erased, or never received).",
  notDeposit: "This lead's plan is paid in full at checkout: there is no balance to invoice.",
  depositUnpaid: "The deposit is not paid: the balance is invoiced once the deposit is in.",
  noCustomer:
    "Stripe holds no Customer for this lead (its checkout predates balance invoices): invoice the balance from Stripe's dashboard.",
  noAgreement:
    "This lead holds no agreed price, and its checkout does not say one: invoice the balance from Stripe's dashboard.",
  nothingOwed: "Nothing is owed: what was received already covers the agreed price.",
} as const;

/** The idempotency keys' prefix of a lead's balance invoice attempt. */
const balanceKeyPrefix = (leadId: string, attempt: number) => `balance-${leadId}-${attempt}`;

/** Which attempt the next invoice is: 1, or one past a voided or written-off invoice's. */
function nextBalanceAttempt(balance: BalanceInvoice | null | undefined): number {
  return balance ? (balance.attempt ?? 1) + 1 : 1;
}

/** What the desk is told of an invoice. */
type InvoiceShown = Pick<BalanceInvoice, "invoiceId" | "amountCents" | "hostedUrl" | "dueAt">;

const answerOf = (balance: InvoiceShown, created: boolean): SendBalanceInvoiceResponse => ({
  invoiceId: balance.invoiceId,
  amountCents: balance.amountCents,
  hostedUrl: balance.hostedUrl,
  dueAt: balance.dueAt.toISOString(),
  created,
});

/** Invoices the lead's balance, or answers the invoice already open or paid; throws HttpsError. */
export async function runSendBalanceInvoice(
  call: DeskActionCall,
  deps: SendBalanceInvoiceDeps,
): Promise<SendBalanceInvoiceResponse> {
  const { caller, leadId } = await requireSalesLeadCall(call, deps);
  const { stripe } = deps;
  if (!stripe) throw new HttpsError("failed-precondition", BALANCE_REFUSALS.paymentsOff);
  const lead = await deps.store.readLead(leadId);
  if (!lead) throw new HttpsError("not-found", BALANCE_REFUSALS.noLead);
  const payment = lead.payment;
  if (lead.agreement && lead.agreement.depositPercent >= 100)
    throw new HttpsError("failed-precondition", BALANCE_REFUSALS.notDeposit);
  if (payment?.state !== "PAID")
    throw new HttpsError("failed-precondition", BALANCE_REFUSALS.depositUnpaid);
  const existing = payment.balance;
  if (existing && (existing.state === "OPEN" || existing.state === "PAID"))
    return answerOf(existing, false);
  const { customerId } = payment;
  if (!customerId) throw new HttpsError("failed-precondition", BALANCE_REFUSALS.noCustomer);
  // The balance is the agreed price less what the ledger received, never today's catalogue.
  const agreement = await agreementOfPaidLead(leadId, lead, {
    stripe,
    store: deps.store,
    now: deps.clock.now(),
  });
  if (!agreement) throw new HttpsError("failed-precondition", BALANCE_REFUSALS.noAgreement);
  if (agreement.depositPercent >= 100)
    throw new HttpsError("failed-precondition", BALANCE_REFUSALS.notDeposit);
  const amountCents = owedCents(agreement, payment.history);
  if (amountCents <= 0) throw new HttpsError("failed-precondition", BALANCE_REFUSALS.nothingOwed);

  const attempt = nextBalanceAttempt(existing);
  const reference = leadReference(leadId);
  const name = agreement.plan?.name ?? "Your order";
  const invoice = await stripe.createBalanceInvoice({
    customerId,
    amountCents,
    currency: "usd",
    daysUntilDue: deps.daysUntilDue,
    description: `${name}: the balance due at delivery (${formatCents(amountCents)}), order ${reference}`,
    metadata: {
      leadId,
      planId: payment.planId,
      kind: BALANCE_INVOICE_KIND,
      attempt: String(attempt),
    },
    keyPrefix: balanceKeyPrefix(leadId, attempt),
  });
  const result = await applyBalanceStep(leadId, invoice, undefined, deps);
  const balance = result.kind === "unknownLead" ? undefined : result.payment?.balance;
  const now = deps.clock.now();
  // The lead was erased meanwhile, or the step left it alone: answer from Stripe's invoice.
  const shown: InvoiceShown =
    balance?.invoiceId === invoice.id
      ? balance
      : {
          invoiceId: invoice.id,
          amountCents: invoice.amountDueCents,
          hostedUrl: invoice.hostedUrl ?? "",
          dueAt: invoice.dueAt ?? now,
        };
  await deps.recordAction(leadId, actionRecord(BALANCE_INVOICE_ACTION, caller, now));
  deps.logs.payment("balance invoice sent", {
    leadId,
    invoiceId: invoice.id,
    attempt,
    amountCents: invoice.amountDueCents,
    byUid: caller.uid,
  });
  return answerOf(shown, true);
}
