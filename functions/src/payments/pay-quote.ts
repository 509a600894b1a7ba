// payLinkQuote({ token } or { leadId }): what the lead owes now, as /pay/<token> and /checkout
// show it before the visitor leaves for Stripe. Priced from the lead's agreement (or, before
// any money was taken, the plan's price today) and its payment as stored, with the same rules
// startCheckout charges by (agreementToCharge), so the amount on the
// page is the amount Stripe's page asks. Every outcome is an answer the page words (never an
// error page): a bad or expired link, an unknown or erased lead, nothing due. A deposit plan
// whose deposit is paid owes its balance: the open balance invoice (its hosted page), or nothing
// until the desk sends it.
import { leadReference } from "../leads/derive-reference.js";
import { agreementTerms, dueNowCents } from "../shared/agreement.js";
import { formatCents } from "../shared/payment-amounts.js";
import { type PayLinkQuote } from "../shared/payment-api.js";
import { agreementToCharge, liveCatalogue, type PlanCatalogue } from "./agreement.js";
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
  const refusal = refusalOf(lead.payment);
  const balance = lead.payment?.balance ?? null;
  if (lead.payment?.state === "PAID" && path === "deposit" && balance?.state !== "PAID") {
    // The deposit is in: the balance's open invoice is what is due, or nothing until it is sent.
    if (balance?.state === "OPEN")
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
    return { kind: "nothingDue", why: "depositPaid", path, planName: plan.name, ...named };
  }
  if (refusal)
    return {
      kind: "nothingDue",
      why: lead.payment?.state === "PROCESSING" ? "processing" : "paid",
      path,
      planName: plan.name,
      ...named,
    };
  return {
    kind: "due",
    path,
    planId: lead.plan,
    planName: plan.name,
    amountCents: dueNowCents(agreement),
    balanceCents: agreement.totalCents - dueNowCents(agreement),
    terms: agreementTerms(agreement, formatCents),
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
