// A deposit's balance, invoiced when a salesperson asks from the desk (the callable
// `sendBalanceInvoice`; desk/balance-invoice-call.ts checks the caller and hands over here),
// through Stripe Invoicing: one line for what is owed (the lead's agreement less what its ledger
// received), billed to the Customer the checkout made, sent by Stripe with its hosted page and
// due BALANCE_DAYS_UNTIL_DUE days later. One payable invoice at a time: the attempt is reserved
// on the lead first (balance-attempt.ts), every earlier invoice of the lead that can still be
// paid is voided, then the attempt's invoice is made (or found, after a crash, by its metadata)
// and written on the lead through the payment step (the webhook's own); who sent it is recorded
// (`deskActions`, through the asker's `recordAsked`).
import { HttpsError } from "firebase-functions/v2/https";
import type { SendBalanceInvoiceResponse } from "../shared/balance.js";
import { type BalanceInvoice } from "../shared/payment.js";
import { formatCents } from "../shared/payment-amounts.js";
import { leadReference } from "../leads/derive-reference.js";
import { dueNowCents } from "../shared/agreement.js";
import { agreementOfPaidLead } from "./agreement.js";
import { acceptedQuoteWithNothingDue, openQuoteAccount } from "./quote-account.js";
import { planBalanceAttempt } from "./balance-attempt.js";
import { BALANCE_INVOICE_KIND } from "./balance-change.js";
import { applyBalanceStep, type PaymentStepDeps } from "./payment-step.js";
import { quoteInvoiceLine } from "./quote-checkout.js";
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
  noAgreement:
    "This lead holds no agreed price, and its checkout does not say one: invoice the balance from Stripe's dashboard.",
  nothingOwed: "Nothing is owed: what was received already covers the agreed price.",
  quoteNotAccepted:
    "The client has not accepted this quote yet: its whole total is invoiced once they press Accept on the quote's page.",
} as const;

/** The idempotency keys' prefix of a lead's balance invoice attempt. */
const balanceKeyPrefix = (leadId: string, attempt: number) => `balance-${leadId}-${attempt}`;

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
  if (lead.agreement && lead.agreement.depositPercent >= 100)
    throw new HttpsError("failed-precondition", BALANCE_REFUSALS.notDeposit);
  // A quote with nothing due now is invoiced whole once accepted: its Customer and payment map
  // are opened here, as a checkout opens them for a deposit (quote-account.ts).
  const nothingDue = lead.agreement?.source === "quote" && dueNowCents(lead.agreement) === 0;
  const quoteToInvoice = acceptedQuoteWithNothingDue(lead);
  if (nothingDue && !quoteToInvoice)
    throw new HttpsError("failed-precondition", BALANCE_REFUSALS.quoteNotAccepted);
  const payment = quoteToInvoice
    ? await openQuoteAccount(leadId, lead, quoteToInvoice, {
        stripe,
        store: deps.store,
        now: deps.clock.now(),
      })
    : lead.payment;
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
  // The attempt is reserved on the lead before Stripe is asked: a retry on any day finds it.
  const plan = await deps.store.reserveBalance(leadId, (current, reserved) =>
    planBalanceAttempt(current, agreement, reserved, deps.clock.now()),
  );
  if (!plan) throw new HttpsError("not-found", BALANCE_REFUSALS.noLead);
  if (plan.kind === "existing") return answerOf(plan.balance, false);
  if (plan.kind === "nothingOwed")
    throw new HttpsError("failed-precondition", BALANCE_REFUSALS.nothingOwed);
  const { attempt, amountCents } = plan.attempt;

  // One payable invoice at a time: every earlier one of the lead that can still be paid (open,
  // or written off: Stripe still takes its payment) is voided first. One paid meanwhile (before
  // the void, or before its event reached the lead) is recorded, and answered instead of a new one.
  for (const earlier of await stripe.leadInvoices(customerId, leadId)) {
    if (earlier.attempt === attempt || earlier.kind !== BALANCE_INVOICE_KIND) continue;
    const payable = earlier.status === "open" || earlier.status === "uncollectible";
    if (!payable && earlier.status !== "paid") continue;
    const after = payable ? await stripe.voidPayableInvoice(earlier.id) : earlier;
    const voided = await applyBalanceStep(leadId, after, undefined, deps);
    const shownNow = voided.kind === "unknownLead" ? undefined : voided.payment?.balance;
    if (after.status === "paid" && shownNow?.invoiceId === after.id)
      return answerOf(shownNow, false);
  }

  const reference = leadReference(leadId);
  const name = agreement.plan?.name ?? "Your order";
  const invoice = await stripe.createBalanceInvoice({
    customerId,
    amountCents,
    currency: "usd",
    daysUntilDue: deps.daysUntilDue,
    // A quote's invoice names its lines (quote-checkout.ts); a plan's, the plan.
    description:
      quoteInvoiceLine(reference, agreement, amountCents) ??
      `${name}: the balance due at delivery (${formatCents(amountCents)}), order ${reference}`,
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
