// What the checkout does differently for a quote (start-checkout.ts asks here): the plan id its
// payment carries, whether a quote link may still be paid, and the line Stripe's page shows,
// which names the quote's reference, the share and each of its lines.
import type { Agreement } from "../shared/agreement.js";
import type { PaymentEntry } from "../shared/payment.js";
import { formatCents } from "../shared/payment-amounts.js";
import { leadReference } from "../leads/derive-reference.js";

/** The payment's `planId` for a quote on a lead without a plan. */
export const QUOTE_PLAN_ID = "quote";
/** Stripe's product description is kept well inside its limit. */
const MAX_DESCRIPTION = 500;

/**
 * Why a checkout from a quote link (signed for the quote written at `agreedAt`) is refused:
 * a newer quote (or none) is on the lead, it is past its valid-until, or nothing is due now.
 * Undefined: it may be paid.
 */
export function whyQuoteNotPayable(
  agreement: Agreement,
  agreedAt: Date,
  now: Date,
): "replacedQuote" | "expiredLink" | "nothingDueNow" | undefined {
  if (agreement.source !== "quote" || agreement.agreedAt.getTime() !== agreedAt.getTime())
    return "replacedQuote";
  if (agreement.validUntil && agreement.validUntil.getTime() <= now.getTime()) return "expiredLink";
  if (agreement.depositPercent === 0) return "nothingDueNow";
  return undefined;
}

/** Each line in words, as one text: "Logo design $2,000 · Website $8,000". */
export function quoteLinesText(agreement: Pick<Agreement, "lines">): string {
  return agreement.lines
    .map((line) => `${line.description} ${formatCents(line.amountCents)}`)
    .join(" · ");
}

/** The Checkout line's product for a quote without a plan; undefined for anything else. */
export function quoteLineItem(
  leadId: string,
  agreement: Agreement,
): { name: string; description: string } | undefined {
  if (agreement.source !== "quote" || agreement.plan !== null) return undefined;
  const share = agreement.depositPercent >= 100 ? "" : `: ${agreement.depositPercent}% deposit`;
  const text = quoteLinesText(agreement);
  return {
    name: `Quote ${leadReference(leadId)}${share} of ${formatCents(agreement.totalCents)}`,
    description: text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text,
  };
}

/**
 * The note to sales for a quote's payment at checkout: "Quote accepted: $4,250.25 of $8,500.50
 * paid" (PAYMENT_CHANGES' words for everything else). Undefined: not a quote's checkout payment.
 */
export function quoteChangeWords(
  entry: Pick<PaymentEntry, "kind" | "amountCents">,
  agreement: Agreement | null | undefined,
): string | undefined {
  if (agreement?.source !== "quote" || entry.kind !== "paid") return undefined;
  return `Quote accepted: ${formatCents(entry.amountCents)} of ${formatCents(agreement.totalCents)} paid`;
}

/**
 * The balance invoice's line for a quote: the rest of its total, with each of the quote's lines
 * ("Quote BV-…: the balance of $8,500.50 ($4,250.25): Brand strategy $2,500 · …"). Undefined
 * for a plan's agreement.
 */
export function quoteInvoiceLine(
  reference: string,
  agreement: Agreement,
  amountCents: number,
): string | undefined {
  if (agreement.source !== "quote") return undefined;
  const total = formatCents(agreement.totalCents);
  // A quote with nothing due at acceptance is invoiced whole (quote-account.ts).
  const head =
    amountCents === agreement.totalCents
      ? `Quote ${reference}: ${total}`
      : `Quote ${reference}: the balance of ${total} (${formatCents(amountCents)})`;
  const text = `${head}: ${quoteLinesText(agreement)}`;
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}
