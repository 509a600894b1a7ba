// The Stripe half of an erasure: before any document is deleted, every money path the person
// still has open at Stripe is closed (their open Checkout Sessions expired, their open invoices
// voided) and their Stripe Customers are deleted. It runs first and must finish: if Stripe
// cannot be reached the erasure stops with nothing deleted (StripeUnreachable), because the
// lead documents are the only record of which sessions and invoices are the person's; deleting
// them first would leave a payable session nobody can find again (docs/privacy-requests.md).
//
// What it reaches: the sessions, invoices and Customers the person's leads recorded, the
// Customers the sessions name, and the Customers Stripe holds under the leads' addresses. A
// person with no Stripe id on any lead is not looked up at Stripe at all (they never had a
// checkout or an invoice with us), so an erasure does not depend on Stripe for most people.
import type { StripeGateway } from "./stripe-gateway.js";
import { normaliseEmail, type StripeErasureCounts } from "../shared/person-data.js";

/** A lead document as the erasure read it (desk/person-records.ts's StoredDoc is one). */
export interface ErasedLead {
  data: Record<string, unknown>;
}

/** Stripe could not be reached or refused: nothing was deleted. */
export class StripeUnreachable extends Error {
  override name = "StripeUnreachable";
}

/** The Stripe ids a person's leads recorded. */
export interface StripeTraces {
  sessionIds: string[];
  invoiceIds: string[];
  customerIds: string[];
  /** The addresses the leads were sent from (as typed and normalised). */
  emails: string[];
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value ? value : undefined;
const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The ids in the leads: `payment.sessionId` and every session in the payment's history; an
 * invoice id (`invoiceId`, `invoice.id`, `payment.invoiceId`, the balance invoice
 * `payment.balance.invoiceId` and every invoice in the history's balance entries); a Customer
 * id (`stripeCustomerId`, or `payment.customerId`: the one a deposit plan's checkout made).
 */
export function stripeTracesOf(leads: readonly ErasedLead[]): StripeTraces {
  const sessions = new Set<string>();
  const invoices = new Set<string>();
  const customers = new Set<string>();
  const emails = new Set<string>();
  for (const { data } of leads) {
    const payment = data.payment;
    const history = field(payment, "history");
    const entries = typeof history === "object" && history !== null ? Object.values(history) : [];
    for (const id of [
      field(payment, "sessionId"),
      ...entries.map((entry) => field(entry, "sessionId")),
    ])
      if (text(id)) sessions.add(id as string);
    for (const id of [
      data.invoiceId,
      field(data.invoice, "id"),
      field(payment, "invoiceId"),
      field(field(payment, "balance"), "invoiceId"),
      ...entries.map((entry) => field(entry, "invoiceId")),
    ])
      if (text(id)) invoices.add(id as string);
    for (const id of [data.stripeCustomerId, field(payment, "customerId")])
      if (text(id)) customers.add(id as string);
    const email = text(data.emailAddress);
    if (email) for (const each of [email.trim(), normaliseEmail(email)]) emails.add(each);
  }
  return {
    sessionIds: [...sessions].sort(),
    invoiceIds: [...invoices].sort(),
    customerIds: [...customers].sort(),
    emails: [...emails].sort(),
  };
}

export const NOTHING_AT_STRIPE: StripeErasureCounts = {
  sessionsExpired: 0,
  invoicesVoided: 0,
  customersDeleted: 0,
};

/** Whether the leads recorded anything at Stripe. */
export const hasStripeTraces = (traces: StripeTraces) =>
  traces.sessionIds.length + traces.invoiceIds.length + traces.customerIds.length > 0;

/**
 * Closes what the person has open at Stripe and deletes their Customers; the counts. Safe to
 * run again after a failure half-way (each step skips what is already closed or gone).
 * Throws StripeUnreachable when Stripe is needed and not configured or fails.
 */
export async function eraseAtStripe(
  traces: StripeTraces,
  stripe: StripeGateway | undefined,
): Promise<StripeErasureCounts> {
  if (!hasStripeTraces(traces)) return NOTHING_AT_STRIPE;
  if (!stripe)
    throw new StripeUnreachable(
      "This person paid or was invoiced through Stripe, and Stripe is not configured here.",
    );
  try {
    const counts = { ...NOTHING_AT_STRIPE };
    const customers = new Set(traces.customerIds);
    for (const sessionId of traces.sessionIds) {
      const { expired, customerId } = await stripe.closeSession(sessionId);
      if (expired) counts.sessionsExpired += 1;
      if (customerId) customers.add(customerId);
    }
    for (const email of traces.emails)
      for (const id of await stripe.customersByEmail(email)) customers.add(id);
    const invoices = new Set(traces.invoiceIds);
    for (const customerId of customers)
      for (const id of await stripe.openInvoicesOf(customerId)) invoices.add(id);
    for (const invoiceId of invoices)
      if (await stripe.voidOpenInvoice(invoiceId)) counts.invoicesVoided += 1;
    for (const customerId of customers)
      if (await stripe.deleteCustomer(customerId)) counts.customersDeleted += 1;
    return counts;
  } catch (error) {
    throw new StripeUnreachable(error instanceof Error ? error.message : String(error));
  }
}
