// The contract between the handler and whatever sends the e-mail (EmailJS, or a fake in tests).

/** What came back from one send. status 200 is success; 0 means no HTTP answer at all. */
export interface SendResult {
  status: number;
  text: string;
}

/** Sends one e-mail. Never throws: every failure comes back as a SendResult. */
export interface Transport {
  /** Sends through `templateId`, or the sales template when none is given. */
  send(templateParams: Record<string, string>, templateId?: string): Promise<SendResult>;
}

/** Status 0 with this prefix marks a send abandoned by our own time-out. */
export const TIMEOUT_TEXT = "Timed out";

/** Whether a failed send may succeed if tried again (rate limit, server or network trouble). */
export function isTransient(result: SendResult): boolean {
  return result.status === 0 || result.status === 429 || result.status >= 500;
}
