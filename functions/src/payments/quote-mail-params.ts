// What a quote's e-mail to the prospect carries (MAIL_KINDS.quote; mail/send-quote-mail.ts sends
// it): the reference, each line with its amount, the total, the share due now and what is
// invoiced later, until when, the note sales wrote, and the signed link. No document id, and
// nothing the visitor typed in the brief (the address is only its To).
import type { Agreement } from "../shared/agreement.js";
import { dueNowCents } from "../shared/agreement.js";
import { formatCents } from "../shared/payment-amounts.js";

/** Every variable the quote e-mail is sent with, in the order quoteTemplateParams sets them. */
export const QUOTE_TEMPLATE_VARIABLES = [
  "emailAddress",
  "reference",
  "lines",
  "total",
  "dueNow",
  "dueNowShare",
  "later",
  "validUntil",
  "note",
  "payUrl",
] as const;

/** The quote's key: its mail's task and record are keyed by it, one e-mail per quote. */
export const quoteMailKey = (agreedAt: Date) => `q${agreedAt.getTime()}`;

const day = (date: Date) =>
  date.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "America/Chicago",
  });

export function quoteTemplateParams(
  to: { emailAddress: string; reference: string },
  agreement: Agreement,
  note: string,
  payUrl: string,
): Record<(typeof QUOTE_TEMPLATE_VARIABLES)[number], string> {
  const now = dueNowCents(agreement);
  return {
    emailAddress: to.emailAddress,
    reference: to.reference,
    // One line each ("Logo and identity system: $6,000.50"); the template keeps the breaks.
    lines: agreement.lines
      .map((line) => `${line.description}: ${formatCents(line.amountCents)}`)
      .join("\n"),
    total: formatCents(agreement.totalCents),
    // Empty when nothing is due now: the template then says the total is invoiced later.
    dueNow: now > 0 ? formatCents(now) : "",
    dueNowShare: now > 0 ? `${agreement.depositPercent}%` : "",
    later: formatCents(agreement.totalCents - now),
    validUntil: agreement.validUntil ? day(agreement.validUntil) : "",
    note,
    payUrl,
  };
}
