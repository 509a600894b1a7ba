// The contract between the handlers and whatever sends the e-mail (EmailJS, or a fake in
// tests), and what each EmailJS answer means for the lead.

/** What came back from one send. status 200 is success; 0 means no HTTP answer at all. */
export interface SendResult {
  status: number;
  text: string;
  /**
   * True when the request went out but no answer came back (our time-out, or the connection
   * dropped mid-request): EmailJS may have sent the e-mail. EmailJS has no idempotency key, so
   * the lead is sent again (at least once) and the next send says so (repeat-notice.ts).
   */
  unanswered?: boolean;
}

/** Sends one e-mail. Never throws: every failure comes back as a SendResult. */
export interface Transport {
  /** Sends through `templateId`, or the sales template when none is given. */
  send(templateParams: Record<string, string>, templateId?: string): Promise<SendResult>;
}

/** Status 0 with this prefix marks a send abandoned by our own time-out. */
export const TIMEOUT_TEXT = "Timed out";

/**
 * What an answer means:
 * - sent: 200;
 * - quota: EmailJS's monthly quota is used up (426, or a 4xx whose text names the monthly
 *   limit or quota): the lead is HELD until a person releases it;
 * - rateLimited: 429 "too early": back into the paced queue, one second out;
 * - outage: 404 (EmailJS answered "Account not found" for valid accounts in its June 2025
 *   outage), 5xx, no answer: Cloud Tasks retries on its back-off; a 404 alerts at once;
 * - permanent: every other 4xx (400 bad ids, 403 keys or non-browser API off, 412, 451).
 */
export type SendVerdict = "sent" | "quota" | "rateLimited" | "outage" | "permanent";

const QUOTA_TEXT = /monthly|quota/i;

export function classify(result: SendResult): SendVerdict {
  const { status, text } = result;
  if (status === 200) return "sent";
  if (status === 426 || (status >= 400 && status < 500 && QUOTA_TEXT.test(text))) return "quota";
  if (status === 429) return "rateLimited";
  if (status === 0 || status === 404 || status >= 500) return "outage";
  return "permanent";
}
