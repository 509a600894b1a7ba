// The balance after a deposit: a deposit plan's checkout takes its deposit, and the rest is
// invoiced at delivery through Stripe Invoicing ("Send balance invoice" on the desk). The
// functions keep the invoice on the lead's `payment.balance` (written by the functions only),
// derived from Stripe's Invoice as it is now, like the rest of the payment map. Browser-safe:
// the desk, the pay page and the mails read it.
import { BALANCE_INVOICE_STATES, type BalanceInvoice, type Payment } from "./payment.js";
import { cataloguePlan, balanceCents } from "./payment-amounts.js";
import { toDate } from "./read-delivery.js";
import { owedCents, type Agreement, type LedgerHistory } from "./agreement.js";

export type { BalanceInvoice, BalanceInvoiceState } from "./payment.js";

/** The request and answer of the desk's "Send balance invoice" (sendBalanceInvoice). */
export interface SendBalanceInvoiceRequest {
  leadId: string;
}
export interface SendBalanceInvoiceResponse {
  invoiceId: string;
  amountCents: number;
  hostedUrl: string;
  /** ISO 8601. */
  dueAt: string;
  /** False when an open or paid invoice already existed and was returned as it is. */
  created: boolean;
}

/**
 * Where a lead stands with its money after the checkout, for the desk:
 * - `paidInFull`: a full-price plan paid, or a deposit plan whose balance invoice is paid;
 * - `depositPaid`: the deposit is in and no balance invoice is open yet (sales sends it at
 *   delivery);
 * - `balanceDue`: the balance invoice is open and not yet due;
 * - `balanceOverdue`: the balance invoice is open and past its due date;
 * - `balanceWrittenOff`: the balance invoice was marked uncollectible in Stripe (sales gave up
 *   on it; a new invoice can still be sent).
 * Undefined while nothing was taken (the payment state says why) or when the money was given
 * back (refunded, disputed: the payment state's label says so).
 */
export type Settlement =
  | { status: "paidInFull" }
  | { status: "depositPaid"; balanceCents: number }
  | { status: "balanceDue" | "balanceOverdue"; balanceCents: number; since: Date; dueAt: Date }
  | { status: "balanceWrittenOff"; balanceCents: number };

/**
 * The settlement of a lead's payment at `now`; see Settlement. With the lead's agreement
 * (shared/agreement.ts) the balance is what was agreed less what the ledger received; a lead
 * from before agreements is read against its plan in the catalogue.
 */
export function settlementOf(
  payment: Pick<Payment, "state" | "planId"> & {
    balance?: BalanceInvoice | null;
    history?: LedgerHistory;
  },
  now: Date,
  agreement?: Agreement | null,
): Settlement | undefined {
  if (payment.state !== "PAID") return undefined;
  const balance = payment.balance ?? null;
  let rest: number;
  if (agreement) {
    if (agreement.depositPercent >= 100) return { status: "paidInFull" };
    rest = owedCents(agreement, payment.history ?? {});
    if (rest === 0) return { status: "paidInFull" };
  } else {
    const plan = cataloguePlan(payment.planId);
    if (!plan || plan.depositPercent === undefined) return { status: "paidInFull" };
    rest = balanceCents(plan);
  }
  if (balance?.state === "PAID") return { status: "paidInFull" };
  if (balance?.state === "OPEN") {
    const status = now.getTime() >= balance.dueAt.getTime() ? "balanceOverdue" : "balanceDue";
    return {
      status,
      balanceCents: balance.amountCents,
      since: balance.sentAt,
      dueAt: balance.dueAt,
    };
  }
  if (balance?.state === "UNCOLLECTIBLE")
    return { status: "balanceWrittenOff", balanceCents: balance.amountCents };
  // No invoice yet, or a voided one: the balance is still to be sent.
  return { status: "depositPaid", balanceCents: rest };
}

/**
 * The one reader of a stored `payment.balance` map, for the functions (stored-payment.ts,
 * through the Admin SDK) and the desk (desk-lead.ts, through the web SDK): null when absent or
 * not one this code wrote (the payment step always writes the invoice's id and both dates).
 */
export function readBalanceInvoice(value: unknown): BalanceInvoice | null {
  if (typeof value !== "object" || value === null) return null;
  const map = value as Record<string, unknown>;
  const invoiceId = typeof map.invoiceId === "string" ? map.invoiceId : "";
  const state = BALANCE_INVOICE_STATES.find((known) => known === map.state);
  const sentAt = toDate(map.sentAt);
  const dueAt = toDate(map.dueAt);
  if (!invoiceId || !state || !sentAt || !dueAt) return null;
  return {
    invoiceId,
    state,
    amountCents: typeof map.amountCents === "number" ? map.amountCents : 0,
    hostedUrl: typeof map.hostedUrl === "string" ? map.hostedUrl : "",
    sentAt,
    dueAt,
    paidAt: toDate(map.paidAt),
    lastFailedAt: toDate(map.lastFailedAt),
    ...(typeof map.attempt === "number" && { attempt: map.attempt }),
  };
}
