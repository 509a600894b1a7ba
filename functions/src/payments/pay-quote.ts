// payLinkQuote({ token } or { leadId }): what the lead owes now, as /pay/<token> and /checkout
// show it before the visitor leaves for Stripe. Priced from the lead's agreement (or, before
// any money was taken, the plan's price today) and its payment as stored, with the same rules
// startCheckout charges by (agreementToCharge), so the amount on the
// page is the amount Stripe's page asks. Every outcome is an answer the page words (never an
// error page): a bad or expired link, an unknown or erased lead, nothing due. A deposit plan
// with an open balance invoice is always offered that invoice (its hosted page); one whose
// deposit is paid owes nothing until the desk sends it. A disputed payment, a partly refunded
// one and a refunded balance owe nothing now, each in its own words; after a full refund or a
// lost dispute the checkout asks again what the ledger says is owed (checkout-due.ts).
import { leadReference } from "../leads/derive-reference.js";
import { agreementTerms, dueNowCents, owedCents } from "../shared/agreement.js";
import { formatCents } from "../shared/payment-amounts.js";
import { type PayLinkQuote } from "../shared/payment-api.js";
import { agreementToCharge, liveCatalogue, type PlanCatalogue } from "./agreement.js";
import { againOf, balanceRefunded, checkoutDueCents } from "./checkout-due.js";
import type { CheckoutLead, PaymentStore } from "./payment-store.js";
import { leadOfRequest, PayLinkRefusal, refusalOf, type CheckoutDeps } from "./start-checkout.js";

export type QuoteDeps = Pick<CheckoutDeps, "payLinkSecret" | "clock" | "catalogue"> & {
  store: Pick<PaymentStore, "readLead">;
};

/** What a lead owes now, in the answer's words. */
export function quoteLead(
  leadId: string,
  lead: CheckoutLead,
  now: Date,
  catalogue: PlanCatalogue = liveCatalogue,
): PayLinkQuote {
  const named = { companyName: lead.companyName, reference: leadReference(leadId) };
  const history = lead.payment?.history ?? {};
  const agreement = agreementToCharge(lead.agreement, history, lead.plan, catalogue, now);
  if (!agreement || !lead.plan)
    return { kind: "nothingDue", why: "noPlan", path: "quote", planName: "", ...named };
  const path = agreement.depositPercent < 100 ? "deposit" : "full";
  const plan = { name: agreement.plan?.name ?? lead.plan };
  const payment = lead.payment;
  const refusal = refusalOf(payment);
  const balance = payment?.balance ?? null;
  // An open balance invoice is always what a deposit lead is offered (the one payable object).
  if (path === "deposit" && balance?.state === "OPEN" && payment?.state !== "REFUNDED")
    return {
      kind: "balanceDue",
      path,
      planId: lead.plan,
      planName: plan.name,
      amountCents: balance.amountCents,
      dueAt: balance.dueAt.toISOString(),
      hostedUrl: balance.hostedUrl,
      ...named,
    };
  const settled = (why: Extract<PayLinkQuote, { kind: "nothingDue" }>["why"]): PayLinkQuote => ({
    kind: "nothingDue",
    why,
    path,
    planName: plan.name,
    ...named,
  });
  // Money the bank holds, or that partly went back: nothing to pay, words of their own.
  if (payment?.state === "DISPUTED") return settled("disputed");
  if (payment?.state === "PARTIALLY_REFUNDED") return settled("partlyRefunded");
  if (balanceRefunded(payment)) return settled("balanceRefunded");
  // The deposit is in and no invoice is open: nothing until the desk sends it.
  if (payment?.state === "PAID" && path === "deposit" && balance?.state !== "PAID")
    return settled("depositPaid");
  if (refusal) return settled(payment?.state === "PROCESSING" ? "processing" : "paid");
  // What the ledger says is owed at checkout (a lost dispute, a refunded payment paying again).
  const dueCents = checkoutDueCents(agreement, payment);
  if (dueCents === 0) return settled("paid");
  const again = againOf(payment);
  return {
    kind: "due",
    path,
    planId: lead.plan,
    planName: plan.name,
    amountCents: dueCents,
    balanceCents: Math.max(0, owedCents(agreement, payment?.history ?? {}) - dueCents),
    terms:
      dueCents === dueNowCents(agreement)
        ? agreementTerms(agreement, formatCents)
        : formatCents(dueCents),
    ...(again && { again }),
    ...named,
  };
}

/** Answers what the token's (or the id's) lead owes; throws only for a malformed request. */
export async function payLinkQuote(request: unknown, deps: QuoteDeps): Promise<PayLinkQuote> {
  let leadId: string;
  try {
    leadId = leadOfRequest(request, deps).leadId;
  } catch (error) {
    if (error instanceof PayLinkRefusal) return { kind: error.link };
    throw error;
  }
  const lead = await deps.store.readLead(leadId);
  return lead ? quoteLead(leadId, lead, deps.clock.now(), deps.catalogue) : { kind: "unknown" };
}
