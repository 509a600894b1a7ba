// A quote written on the desk (deskCreateQuote; desk/create-quote-call.ts checks the caller and
// hands over here): the request checked with zod (every refusal a sentence the desk shows,
// nothing written), the lead's agreement replaced by the quote in one transaction with the
// record of who wrote it, and the client's link signed (quote-link.ts). A quote replaces one
// not yet accepted; once money was received on the lead (or is on its way) it stands until a
// refund, because the ledger's balance is derived from it.
import { HttpsError } from "firebase-functions/v2/https";
import { z } from "zod";
import { dueNowCents, ledgerTotals, type Agreement } from "../shared/agreement.js";
import type { DeskActionRecord } from "../shared/desk-api.js";
import { isLeadId } from "../shared/lead-id.js";
import type { Payment } from "../shared/payment.js";
import { formatCents } from "../shared/payment-amounts.js";
import {
  MAX_QUOTE_DESCRIPTION,
  MAX_QUOTE_LINES,
  MAX_QUOTE_NOTE,
  MAX_QUOTE_TOTAL_CENTS,
  QUOTE_DEPOSIT_PERCENTS,
  QUOTE_VALID_DAYS,
  type DeskCreateQuoteResponse,
} from "../shared/quote-api.js";
import type { Clock } from "../platform/clock.js";
import type { Logs } from "../platform/logs.js";
import { queueMail, type MailQueue } from "../platform/task-queue.js";
import { leadReference } from "../leads/derive-reference.js";
import { PayLinkSecretTooShort, type PayLinkSecret } from "./pay-link.js";
import { quoteLinkUrl, signQuoteLink } from "./quote-link.js";
import { quoteMailKey } from "./quote-mail-params.js";

const DAY_MS = 86_400_000;

/** The refusals' sentences (the desk shows them; the tests name them). */
export const QUOTE_REFUSALS = {
  shape: "Expected { leadId, lines, depositPercent, validDays?, note? }.",
  leadId: "Expected the lead's id.",
  noLines: "A quote needs at least one line.",
  tooManyLines: `A quote has at most ${MAX_QUOTE_LINES} lines.`,
  description: `Each line needs a description of 1 to ${MAX_QUOTE_DESCRIPTION} characters.`,
  amount: "Each line's amount must be a positive whole number of cents.",
  total: `A quote's total may be at most ${formatCents(MAX_QUOTE_TOTAL_CENTS)}.`,
  deposit: "The share due now must be 0 %, 25 % or 50 %.",
  validDays: `A quote is valid for ${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max} days.`,
  note: `The note is plain text of at most ${MAX_QUOTE_NOTE} characters.`,
  unknownLead: "There is no such lead (erased, or never received).",
  accepted:
    "This lead's quote is accepted (money was received): refund it before writing a new one.",
  processing: "A payment on this lead is being processed: wait for it before writing a new quote.",
  linksOff: "Quote links are off: PAY_LINK_SECRET is not set or too short (docs/payments.md).",
} as const;

// Control characters other than tab and newline would turn plain text into something else.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

const requestSchema = z.strictObject({
  leadId: z.string().refine(isLeadId, QUOTE_REFUSALS.leadId),
  lines: z
    .array(
      z.strictObject({
        description: z
          .string(QUOTE_REFUSALS.description)
          .trim()
          .min(1, QUOTE_REFUSALS.description)
          .max(MAX_QUOTE_DESCRIPTION, QUOTE_REFUSALS.description)
          .refine((text) => !CONTROL.test(text), QUOTE_REFUSALS.description),
        amountCents: z
          .number(QUOTE_REFUSALS.amount)
          .int(QUOTE_REFUSALS.amount)
          .positive(QUOTE_REFUSALS.amount)
          .max(MAX_QUOTE_TOTAL_CENTS, QUOTE_REFUSALS.total),
      }),
      QUOTE_REFUSALS.noLines,
    )
    .min(1, QUOTE_REFUSALS.noLines)
    .max(MAX_QUOTE_LINES, QUOTE_REFUSALS.tooManyLines)
    .refine(
      (lines) => lines.reduce((sum, line) => sum + line.amountCents, 0) <= MAX_QUOTE_TOTAL_CENTS,
      QUOTE_REFUSALS.total,
    ),
  depositPercent: z.union(
    QUOTE_DEPOSIT_PERCENTS.map((percent) => z.literal(percent)),
    QUOTE_REFUSALS.deposit,
  ),
  validDays: z
    .number(QUOTE_REFUSALS.validDays)
    .int(QUOTE_REFUSALS.validDays)
    .min(QUOTE_VALID_DAYS.min, QUOTE_REFUSALS.validDays)
    .max(QUOTE_VALID_DAYS.max, QUOTE_REFUSALS.validDays)
    .optional(),
  note: z
    .string(QUOTE_REFUSALS.note)
    .max(MAX_QUOTE_NOTE, QUOTE_REFUSALS.note)
    .refine((text) => !/[<>]/.test(text) && !CONTROL.test(text), QUOTE_REFUSALS.note)
    .optional(),
});

export type QuoteRequest = z.infer<typeof requestSchema>;

/** The request, checked; throws invalid-argument with the first refusal's sentence. */
export function parseQuoteRequest(data: unknown): QuoteRequest {
  const parsed = requestSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message =
    issue && issue.code !== "unrecognized_keys" && issue.path.length > 0
      ? issue.message
      : QUOTE_REFUSALS.shape;
  throw new HttpsError("invalid-argument", message);
}

/** The agreement a quote writes on the lead: its lines, share and end, and who wrote it. */
export function quoteAgreement(request: QuoteRequest, uid: string, now: Date): Agreement {
  const validDays = request.validDays ?? QUOTE_VALID_DAYS.default;
  return {
    source: "quote",
    totalCents: request.lines.reduce((sum, line) => sum + line.amountCents, 0),
    currency: "usd",
    depositPercent: request.depositPercent,
    plan: null,
    lines: request.lines.map(({ description, amountCents }) => ({ description, amountCents })),
    validUntil: new Date(now.getTime() + validDays * DAY_MS),
    agreedAt: now,
    writtenBy: { by: "sales", uid },
  };
}

/** Why the lead's agreement may not be replaced by a new quote now; undefined when it may. */
export function whyNotReplaceable(
  payment: Payment | undefined,
  accepted: { agreedAt: Date } | null,
  agreement: Agreement | null,
): string | undefined {
  if (payment?.state === "PROCESSING") return QUOTE_REFUSALS.processing;
  if (ledgerTotals(payment?.history ?? {}).netCents > 0) return QUOTE_REFUSALS.accepted;
  // A quote accepted with nothing due now: accepted all the same.
  if (accepted && agreement && accepted.agreedAt.getTime() === agreement.agreedAt.getTime())
    return QUOTE_REFUSALS.accepted;
  return undefined;
}

/** The lead as the quote's transaction reads it. */
export interface QuotedLead {
  payment: Payment | undefined;
  agreement: Agreement | null;
  /** The quote accepted with nothing due now (lead.quoteAccepted), if any. */
  accepted: { agreedAt: Date } | null;
}

export interface QuoteStore {
  /**
   * In one transaction: reads the lead, asks `decide` (which throws to refuse) and writes the
   * agreement, the note, `record`, and the quote's e-mail QUEUED under `mailKey` on it. False
   * when there is no such lead (nothing written).
   */
  writeQuote(
    leadId: string,
    decide: (lead: QuotedLead) => void,
    quote: { agreement: Agreement; note: string; mailKey: string },
    record: DeskActionRecord,
  ): Promise<boolean>;
}

export interface CreateQuoteDeps {
  clock: Clock;
  logs: Logs;
  quoteStore: QuoteStore;
  /** Undefined when PAY_LINK_SECRET is not set. */
  payLinkSecret: PayLinkSecret | undefined;
  siteOrigin: string;
  /** The mail queue: the prospect's e-mail is queued once the quote is written. */
  queue: MailQueue;
}

/** Writes the checked quote on the lead and answers its link; throws HttpsError. */
export async function createQuote(
  request: QuoteRequest,
  writer: { uid: string; record(at: Date): DeskActionRecord },
  deps: CreateQuoteDeps,
): Promise<DeskCreateQuoteResponse> {
  const now = deps.clock.now();
  const agreement = quoteAgreement(request, writer.uid, now);
  // Signed before anything is written: without a key there is no link to send, so no quote.
  let token: string;
  try {
    if (!deps.payLinkSecret) throw new PayLinkSecretTooShort("no secret");
    token = signQuoteLink(
      { leadId: request.leadId, agreedAt: now, validUntil: agreement.validUntil ?? now },
      deps.payLinkSecret,
    );
  } catch (error) {
    if (!(error instanceof PayLinkSecretTooShort)) throw error;
    throw new HttpsError("failed-precondition", QUOTE_REFUSALS.linksOff);
  }
  const written = await deps.quoteStore.writeQuote(
    request.leadId,
    (lead) => {
      const why = whyNotReplaceable(lead.payment, lead.accepted, lead.agreement);
      if (why) throw new HttpsError("failed-precondition", why);
    },
    { agreement, note: request.note ?? "", mailKey: quoteMailKey(now) },
    writer.record(now),
  );
  if (!written) throw new HttpsError("not-found", QUOTE_REFUSALS.unknownLead);
  // Recorded QUEUED in the quote's transaction first; the task id is the lead's and the quote's,
  // so queueing again (a retried call) adds nothing.
  await queueMail(
    "quote",
    { leadId: request.leadId, round: 0, change: quoteMailKey(now) },
    "created",
    deps,
  );
  const answer = {
    reference: leadReference(request.leadId),
    totalCents: agreement.totalCents,
    dueNowCents: dueNowCents(agreement),
    payUrl: quoteLinkUrl(deps.siteOrigin, token),
    validUntil: (agreement.validUntil ?? now).toISOString(),
  };
  deps.logs.payment("quote written", {
    leadId: request.leadId,
    byUid: writer.uid,
    totalCents: answer.totalCents,
    dueNowCents: answer.dueNowCents,
    validUntil: answer.validUntil,
  });
  return answer;
}
