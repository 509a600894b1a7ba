// quoteLinkQuote({ quote }): what the client's page (/quote/<token>) shows: the quote the link
// was signed for, while it is the lead's current one and valid; or why not (not ours, expired,
// replaced by a newer quote, unknown lead), or that it was accepted. Anyone holding the link
// may ask, so it names the company and the reference only, never the person, the address or
// the answers. Every outcome is an answer the page words, never an error.
import { dueNowCents, ledgerTotals, type Agreement } from "../shared/agreement.js";
import { quoteAccepted } from "../shared/quote-acceptance.js";
import type { Payment } from "../shared/payment.js";
import type { QuoteLinkAnswer } from "../shared/quote-api.js";
import type { Clock } from "../platform/clock.js";
import { leadReference } from "../leads/derive-reference.js";
import type { PayLinkSecret } from "./pay-link.js";
import { checkQuoteLink } from "./quote-link.js";

/** The lead as the quote's page reads it. */
export interface QuotePageLead {
  companyName: string;
  agreement: Agreement | null;
  payment: Payment | undefined;
  note: string;
  /** The quote accepted with nothing due now, if any. */
  accepted: { agreedAt: Date } | null;
}

export interface QuotePageDeps {
  clock: Clock;
  payLinkSecret: PayLinkSecret | undefined;
  readQuoteLead(leadId: string): Promise<QuotePageLead | undefined>;
  /**
   * In one transaction: records that the client accepted the quote written at `agreedAt` (one
   * with nothing due now), if it is still the lead's quote. False: it is not (nothing written).
   */
  recordAcceptance(leadId: string, agreedAt: Date, at: Date): Promise<boolean>;
}

export async function quoteLinkQuote(
  request: unknown,
  deps: QuotePageDeps,
): Promise<QuoteLinkAnswer> {
  const { quote: token, accept } = (request ?? {}) as { quote?: unknown; accept?: unknown };
  const now = deps.clock.now();
  const check = deps.payLinkSecret
    ? checkQuoteLink(token, now, deps.payLinkSecret)
    : { kind: "invalid" as const };
  if (check.kind !== "valid") return { kind: check.kind };
  const lead = await deps.readQuoteLead(check.leadId);
  if (!lead) return { kind: "unknown" };
  const agreement = lead.agreement;
  if (agreement?.source !== "quote" || agreement.agreedAt.getTime() !== check.agreedAt.getTime())
    return { kind: "replaced" };
  const named = { companyName: lead.companyName, reference: leadReference(check.leadId) };
  if (quoteAccepted(lead, agreement))
    return {
      kind: "accepted",
      ...named,
      totalCents: agreement.totalCents,
      paidCents: ledgerTotals(lead.payment?.history ?? {}).netCents,
    };
  if (agreement.validUntil && agreement.validUntil.getTime() <= now.getTime())
    return { kind: "expired" };
  // "Accept" on a quote with nothing due now: recorded, and the page says it is accepted.
  if (accept === true && dueNowCents(agreement) === 0) {
    if (!(await deps.recordAcceptance(check.leadId, agreement.agreedAt, now)))
      return { kind: "replaced" };
    return { kind: "accepted", ...named, totalCents: agreement.totalCents, paidCents: 0 };
  }
  return {
    kind: "open",
    ...named,
    lines: agreement.lines,
    totalCents: agreement.totalCents,
    depositPercent: agreement.depositPercent,
    dueNowCents: dueNowCents(agreement),
    validUntil: (agreement.validUntil ?? check.validUntil).toISOString(),
    note: lead.note,
  };
}
