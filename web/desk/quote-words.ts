// A quote sales wrote and the client has not accepted yet, in the desk's words: the Payment
// column says "Quote $8,500.50 sent 3 days ago, expires Dec 20, 2026" until money comes in
// (then the payment's own words take over), and the Quotes view lists exactly these leads.
import { dueNowCents, type Agreement } from "@shared/agreement";
import { formatCents } from "@shared/payment-amounts";
import { quoteAccepted } from "@shared/quote-acceptance";
import { paymentCopy } from "~/content/desk-payment";
import { dayWords } from "./desk-dates";
import { ledgerOf, type DeskLead } from "./desk-lead";

const DAY_MS = 86_400_000;

/** The lead's quote while it waits for the client (sent, not accepted), else null. */
export function openQuote(lead: DeskLead): Agreement | null {
  const agreement = lead.agreement ?? null;
  if (agreement?.source !== "quote") return null;
  const payment = lead.payment && {
    state: lead.payment.state,
    history: ledgerOf(lead.payment),
  };
  return quoteAccepted({ accepted: lead.quoteAccepted ?? null, payment }, agreement)
    ? null
    : agreement;
}

/**
 * The lead's quote accepted with nothing due now and not invoiced yet (no payment map: the desk's
 * first invoice opens it, payments/quote-account.ts), else null: its whole total is what the
 * desk's "Send invoice" asks.
 */
export function quoteToInvoiceWhole(lead: DeskLead): Agreement | null {
  const agreement = lead.agreement ?? null;
  if (lead.payment || agreement?.source !== "quote" || dueNowCents(agreement) > 0) return null;
  // With no payment map, the shared rule is the client's Accept of this very quote.
  const accepted = { accepted: lead.quoteAccepted ?? null, payment: null };
  return quoteAccepted(accepted, agreement) ? agreement : null;
}

/** Whether the lead's open quote can still be accepted at `now` (its validity not passed). */
export function quoteStillValid(agreement: Agreement, now: Date): boolean {
  return !agreement.validUntil || agreement.validUntil.getTime() > now.getTime();
}

/** "today", "yesterday", "3 days ago": how long ago `at` was, in whole days. */
function daysAgo(at: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS));
  const words = paymentCopy.quote;
  return days === 0 ? words.today : days === 1 ? words.yesterday : words.daysAgo(days);
}

/**
 * The open quote in words, or the accepted one still to invoice (empty when the lead has
 * neither: no quote, or its money speaks for it).
 */
export function quoteWords(lead: DeskLead, now: Date, timeZone?: string): string {
  const words = paymentCopy.quote;
  const toInvoice = quoteToInvoiceWhole(lead);
  if (toInvoice) return words.acceptedNothingDue(formatCents(toInvoice.totalCents));
  const quote = openQuote(lead);
  if (!quote) return "";
  const total = formatCents(quote.totalCents);
  const sent = words.sent(total, daysAgo(quote.agreedAt, now));
  if (!quote.validUntil) return sent;
  const until = dayWords(quote.validUntil, timeZone);
  return quoteStillValid(quote, now)
    ? `${sent}, ${words.expires(until)}`
    : words.expired(total, until);
}
