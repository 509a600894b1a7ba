// Puts into the Stripe stand-in what `npm start`'s seeded leads name (emulator-data/, from
// tests/fixtures/seed-leads.ts): each paid checkout's Customer, Checkout Session (with its line,
// "Brand System: 50% deposit", which the balance invoice's agreement is read back from), payment
// intent and charge, and each balance invoice sent, open or paid. Without them every desk action
// on a seeded lead that asks Stripe failed (Send balance invoice said "INTERNAL"): the stand-in
// starts empty. Read from the leads as stored, so the ids and dates are the seed's own.
import type { Firestore } from "firebase-admin/firestore";
import { LEADS_COLLECTION } from "../../../functions/src/shared/collections";
import { readBalanceInvoice } from "../../../functions/src/shared/balance";
import { cataloguePlan, formatCents } from "../../../functions/src/shared/payment-amounts";
import { toDate } from "../../../functions/src/shared/read-delivery";

/** A stored lead's part the stand-in needs. */
export interface PaidLead {
  leadId: string;
  companyName: string;
  emailAddress: string;
  payment: Record<string, unknown>;
}

/** The stand-in's controls this uses (tests/support/stripe-stand-in.mjs). */
export interface StandInRestore {
  restorePaidCheckout(paid: {
    customerId: string;
    email: string;
    name: string;
    sessionId: string;
    paymentIntentId: string;
    leadId: string;
    planId: string;
    amountCents: number;
    lineName: string;
    paidAt: number;
  }): void;
  restoreInvoice(sent: {
    invoiceId: string;
    customerId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    status: "open" | "paid";
    sentAt: number;
    dueAt: number;
    paidAt: number | null;
    hostedUrl: string;
  }): void;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The Checkout Session's line, as the checkout names it (start-checkout.ts, sessionParams). */
function lineName(planId: string): string {
  const plan = cataloguePlan(planId);
  if (!plan) return planId;
  return plan.depositPercent === undefined
    ? plan.name
    : `${plan.name}: ${plan.depositPercent}% deposit`;
}

/**
 * Restores one lead's Stripe objects; returns what it restored, in a line (empty when the
 * lead names no paid checkout with a Customer: nothing at Stripe to restore).
 */
export function restoreLead(stripe: StandInRestore, lead: PaidLead): string {
  const { payment } = lead;
  const customerId = text(payment.customerId);
  const sessionId = text(payment.sessionId);
  const paidAt = toDate(payment.paidAt);
  const planId = text(payment.planId);
  if (text(payment.state) !== "PAID" || !customerId || !sessionId || !paidAt) return "";
  stripe.restorePaidCheckout({
    customerId,
    email: lead.emailAddress,
    name: lead.companyName,
    sessionId,
    paymentIntentId: text(payment.paymentIntentId) || `pi_${sessionId}`,
    leadId: lead.leadId,
    planId,
    amountCents: typeof payment.amountCents === "number" ? payment.amountCents : 0,
    lineName: lineName(planId),
    paidAt: seconds(paidAt),
  });
  const balance = readBalanceInvoice(payment.balance);
  if (balance && (balance.state === "OPEN" || balance.state === "PAID")) {
    const plan = cataloguePlan(planId);
    stripe.restoreInvoice({
      invoiceId: balance.invoiceId,
      customerId,
      amountCents: balance.amountCents,
      description: `${plan?.name ?? "Your order"}: the balance due at delivery (${formatCents(balance.amountCents)})`,
      // As send-balance-invoice.ts labels its invoices: the lead's, the balance's first attempt.
      metadata: {
        leadId: lead.leadId,
        planId,
        kind: "balance",
        attempt: String(balance.attempt ?? 1),
      },
      status: balance.state === "PAID" ? "paid" : "open",
      sentAt: seconds(balance.sentAt),
      dueAt: seconds(balance.dueAt),
      paidAt: balance.paidAt ? seconds(balance.paidAt) : null,
      hostedUrl: balance.hostedUrl,
    });
  }
  return `${customerId} ${sessionId}${balance ? ` ${balance.invoiceId} (${balance.state})` : ""}  ${lead.companyName}`;
}

/** Every stored lead with a payment, read once. */
export async function paidLeadsIn(db: Firestore): Promise<PaidLead[]> {
  const snapshot = await db.collection(LEADS_COLLECTION).get();
  return snapshot.docs.flatMap((doc) => {
    const payment = doc.get("payment") as unknown;
    if (typeof payment !== "object" || payment === null) return [];
    return [
      {
        leadId: doc.id,
        companyName: text(doc.get("companyName")),
        emailAddress: text(doc.get("emailAddress")),
        payment: payment as Record<string, unknown>,
      },
    ];
  });
}

/** Restores the Stripe objects of every paid lead in `db`; returns the lines it restored. */
export async function seedStripeStandIn(stripe: StandInRestore, db: Firestore): Promise<string[]> {
  return (await paidLeadsIn(db)).map((lead) => restoreLead(stripe, lead)).filter(Boolean);
}
