// What the desk's "Write a quote" (the callable deskCreateQuote) and the client's quote page
// (/quote/<token>, the callable quoteLinkQuote) say to the functions, and the limits a quote
// is held to: the desk's form checks them as you type, the server checks them again (zod,
// payments/create-quote.ts). Browser-safe (the desk and the site import it).

/** Most lines one quote may have. */
export const MAX_QUOTE_LINES = 30;
/** The largest total a quote may ask: $100,000, in cents. */
export const MAX_QUOTE_TOTAL_CENTS = 10_000_000;
/** The longest line description, in characters. */
export const MAX_QUOTE_DESCRIPTION = 200;
/** The longest note to the client, in characters (plain text). */
export const MAX_QUOTE_NOTE = 1000;
/** The shares of the total that may be due when the client accepts. */
export const QUOTE_DEPOSIT_PERCENTS = [0, 25, 50] as const;
export type QuoteDepositPercent = (typeof QUOTE_DEPOSIT_PERCENTS)[number];
/** How long a quote may be accepted, in days. */
export const QUOTE_VALID_DAYS = { min: 7, max: 90, default: 30 } as const;

/** The record "Write a quote" leaves in the lead's `deskActions`. */
export const QUOTE_ACTION = "quote";

export interface DeskCreateQuoteRequest {
  leadId: string;
  lines: { description: string; amountCents: number }[];
  depositPercent: QuoteDepositPercent;
  /** 7–90; 30 when absent. */
  validDays?: number;
  /** Plain text to the client, at most MAX_QUOTE_NOTE characters. */
  note?: string;
}

export interface DeskCreateQuoteResponse {
  /** The lead's short reference (BV-7K3Q-M9XD): the quote's name for the client and the desk. */
  reference: string;
  totalCents: number;
  /** What accepting it charges now: the deposit share of the total. */
  dueNowCents: number;
  /** The client's page: /quote/<token>, signed, valid until the quote is. */
  payUrl: string;
  /** Until when it may be accepted (ISO 8601). */
  validUntil: string;
}

/** What /quote/<token> asks (quoteLinkQuote), and startCheckout's request from that page. */
export interface QuoteLinkRequest {
  quote: string;
}

/**
 * What the client's page shows. Anyone holding the link may ask, so it names the company and
 * the reference only, never the person, the address or the answers. `invalid` (not a token we
 * signed), `expired`, `replaced` (a newer quote was written) and `unknown` (no such lead, or
 * erased) each get a page with the phone number and a way to ask for a new quote.
 */
export type QuoteLinkAnswer =
  | {
      kind: "open";
      companyName: string;
      reference: string;
      lines: { description: string; amountCents: number }[];
      totalCents: number;
      depositPercent: number;
      /** What "Accept and pay" charges (0: the button says "Accept"). */
      dueNowCents: number;
      /** ISO 8601. */
      validUntil: string;
      note: string;
    }
  | {
      /** Accepted: the money due now was received (or is on its way), or accepted with 0 due. */
      kind: "accepted";
      companyName: string;
      reference: string;
      totalCents: number;
      paidCents: number;
    }
  | { kind: "invalid" | "expired" | "replaced" | "unknown" };
