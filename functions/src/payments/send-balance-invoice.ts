// A deposit plan's balance, invoiced when a salesperson asks from the desk (the callable
// `sendBalanceInvoice`; desk/balance-invoice-call.ts checks the caller and hands over here): it
// invoices the balance of a deposit plan whose deposit is paid, through Stripe Invoicing: one
// line for the rest of the price, billed to the Customer the checkout made, sent by Stripe with
// its hosted page and due BALANCE_DAYS_UNTIL_DUE days later. The invoice is written on the lead
// through the payment step (the webhook's own), and who sent it is recorded (`deskActions`,
// through the asker's `recordAsked`). Each Stripe request's
// idempotency key is the lead's and the invoice's attempt number, which is read from the lead
// (the last invoice's, plus one once it is voided or written off), so a retry after a crash
// reaches the invoice Stripe already made instead of making a second.
import { HttpsError } from "firebase-functions/v2/https";
import type { SendBalanceInvoiceResponse } from "../shared/balance.js";
import { type BalanceInvoice } from "../shared/payment.js";
import { balanceCents, cataloguePlan, formatCents } from "../shared/payment-amounts.js";
import { leadReference } from "../leads/derive-reference.js";
import { BALANCE_INVOICE_KIND } from "./balance-change.js";
import { applyBalanceStep, type PaymentStepDeps } from "./payment-step.js";
import type { PaymentStore } from "./payment-store.js";
import type { StripeGateway } from "./stripe-gateway.js";

export interface BalanceInvoiceDeps extends PaymentStepDeps {
  store: PaymentStore;
  /** Undefined when Stripe is not configured. */
  stripe: StripeGateway | undefined;
  /** How many days after it is sent the invoice falls due (BALANCE_DAYS_UNTIL_DUE). */
  daysUntilDue: number;
}

/** Who asked for the invoice: a salesperson the desk checked (desk/balance-invoice-call.ts). */
export interface BalanceInvoiceAsker {
  leadId: string;
  byUid: string;
  /** Records on the lead that they sent an invoice, at `at` (only when one is made). */
  recordAsked(at: Date): Promise<void>;
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
export async function sendBalanceInvoice(
  asker: BalanceInvoiceAsker,
  deps: BalanceInvoiceDeps,
): Promise<SendBalanceInvoiceResponse> {
  const { leadId } = asker;
  const { stripe } = deps;
  if (!stripe) throw new HttpsError("failed-precondition", BALANCE_REFUSALS.paymentsOff);
  const lead = await deps.store.readLead(leadId);
  if (!lead) throw new HttpsError("not-found", BALANCE_REFUSALS.noLead);
  const payment = lead.payment;
  const plan = cataloguePlan(payment?.planId ?? lead.plan);
  if (!plan || plan.depositPercent === undefined)
    throw new HttpsError("failed-precondition", BALANCE_REFUSALS.notDeposit);
  if (payment?.state !== "PAID")
    throw new HttpsError("failed-precondition", BALANCE_REFUSALS.depositUnpaid);
  const existing = payment.balance;
  if (existing && (existing.state === "OPEN" || existing.state === "PAID"))
    return answerOf(existing, false);
  if (!payment.customerId) throw new HttpsError("failed-precondition", BALANCE_REFUSALS.noCustomer);

  const attempt = nextBalanceAttempt(existing);
  const reference = leadReference(leadId);
  const amountCents = balanceCents(plan);
  const invoice = await stripe.createBalanceInvoice({
    customerId: payment.customerId,
    amountCents,
    currency: "usd",
    daysUntilDue: deps.daysUntilDue,
    description: `${plan.name}: the balance due at delivery (${formatCents(amountCents)}), order ${reference}`,
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
  await asker.recordAsked(now);
  deps.logs.payment("balance invoice sent", {
    leadId,
    invoiceId: invoice.id,
    attempt,
    amountCents: invoice.amountDueCents,
    byUid: asker.byUid,
  });
  return answerOf(shown, true);
}
