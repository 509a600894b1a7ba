// The desk's "Write a quote" (issue 46): its words, in one place, as the other desk copy.
import { formatCents } from "@shared/payment-amounts";
import { MAX_QUOTE_LINES, QUOTE_VALID_DAYS } from "@shared/quote-api";

export const deskQuoteCopy = {
  open: "Write a quote",
  /** The lead page's list of what salespeople did. */
  recorded: "Quote written and e-mailed",
  heading: "Write a quote",
  intro:
    "Each line is what the client gets and its price. The client receives the quote by e-mail with a link to accept it; a new quote replaces one not yet accepted.",
  lineLegend: (n: number) => `Line ${n}`,
  description: "Description",
  amount: "Amount (USD)",
  removeLine: (n: number) => `Remove line ${n}`,
  addLine: "Add a line",
  maxLines: `A quote has at most ${MAX_QUOTE_LINES} lines.`,
  share: "Due when the client accepts",
  shares: { 0: "Nothing now (invoice the total when work starts)", 25: "25 % now", 50: "50 % now" },
  validDays: `Valid for (days, ${QUOTE_VALID_DAYS.min}–${QUOTE_VALID_DAYS.max})`,
  note: "Note to the client (optional, plain text)",
  total: (cents: number) => `Total ${formatCents(cents)}`,
  dueNow: (cents: number) => `due now ${formatCents(cents)}`,
  incomplete: "Give each line a description and an amount such as 1,250 or 1250.00.",
  send: "Send the quote",
  sending: "Writing the quote…",
  failed: "The quote was not written:",
  sent: (reference: string, total: string, dueNow: string, until: string) =>
    `Quote ${reference} sent: ${total}, ${dueNow} due when accepted, valid until ${until}. The client's link:`,
  linkLabel: "The client's quote link",
};
