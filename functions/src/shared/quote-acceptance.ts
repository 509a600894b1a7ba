// Whether a lead accepted its quote, for the functions (the client's page, the quote's rules)
// and the desk (the Quotes view) alike: money received or on its way, or the client's "Accept"
// of a quote with nothing due now (`quoteAccepted`, written by the client's page).
import { ledgerTotals, type Agreement, type LedgerEntry } from "./agreement.js";
import { toDate } from "./read-delivery.js";

/** The lead's field that records "Accept" on a quote with nothing due now. */
export const QUOTE_ACCEPTED_FIELD = "quoteAccepted";

/** The lead's field with the note to the client of its current quote (plain text). */
export const QUOTE_NOTE_FIELD = "quoteNote";

/** A quote accepted with nothing due now. */
export interface QuoteAcceptedRecord {
  /** The quote's `agreedAt` (which quote was accepted). */
  agreedAt: Date;
  acceptedAt: Date;
}

/** The quote accepted with nothing due now, as stored (null: none). */
export function readQuoteAccepted(value: unknown): QuoteAcceptedRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const { agreedAt, acceptedAt } = value as Record<string, unknown>;
  const agreed = toDate(agreedAt);
  const accepted = toDate(acceptedAt);
  return agreed && accepted ? { agreedAt: agreed, acceptedAt: accepted } : null;
}

/** What quoteAccepted reads of a lead. */
export interface QuoteAcceptanceFacts {
  accepted: Pick<QuoteAcceptedRecord, "agreedAt"> | null;
  payment: { state: string; history: Readonly<Record<string, LedgerEntry>> } | null | undefined;
}

/** Whether the lead accepted this quote: money received or on its way, or accepted at 0 % now. */
export function quoteAccepted(lead: QuoteAcceptanceFacts, agreement: Agreement): boolean {
  if (lead.accepted?.agreedAt.getTime() === agreement.agreedAt.getTime()) return true;
  if (lead.payment?.state === "PROCESSING") return true;
  return ledgerTotals(lead.payment?.history ?? {}).netCents > 0;
}
