// The EmailJS transport: one POST to EmailJS's REST API (`/api/v1.0/email/send`), the request
// @emailjs/nodejs 5 sends, made with fetch so it can be cancelled. The SDK takes no
// AbortSignal and sets no time-out: a send it gave up on kept running and could still be
// delivered after Cloud Tasks had started the next attempt.
import type { EmailJsConfig } from "../platform/config.js";
import { TIMEOUT_TEXT, type SendResult, type Transport } from "./transport.js";

/** The path the SDK posts to, on https://<origin>. */
export const EMAILJS_SEND_PATH = "/api/v1.0/email/send";

/** The body EmailJS expects (the SDK's field names: the public key is `user_id`). */
export interface EmailJsSendBody {
  user_id: string;
  accessToken: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

/** Network errors raised before the request could leave: nothing was sent. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH"]);

/** Creates a transport that sends through EmailJS and abandons a send after `timeoutMs`. */
export function createEmailJsTransport(
  config: EmailJsConfig,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Transport {
  const url = `https://${config.origin}${EMAILJS_SEND_PATH}`;
  return {
    async send(templateParams, templateId = config.templateId) {
      const body: EmailJsSendBody = {
        user_id: config.publicKey,
        accessToken: config.privateKey,
        service_id: config.serviceId,
        template_id: templateId,
        template_params: templateParams,
      };
      // Our own timer rather than AbortSignal.timeout: tests run it on fake timers.
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new DOMException(TIMEOUT_TEXT, "TimeoutError")),
        timeoutMs,
      );
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        return { status: response.status, text: await response.text() };
      } catch (error) {
        return toSendResult(error, timeoutMs);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** A failed fetch: our time-out, or a network error before or after the request went out. */
function toSendResult(error: unknown, timeoutMs: number): SendResult {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError")
    return { status: 0, text: `${TIMEOUT_TEXT} after ${timeoutMs} ms`, unanswered: true };
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : "";
  const message = String(cause?.message ?? (error as Error | null)?.message ?? error);
  return {
    status: 0,
    text: `Network error: ${message}`,
    ...(!NOT_SENT_CODES.has(code) && { unanswered: true }),
  };
}
