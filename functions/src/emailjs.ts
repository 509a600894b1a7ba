// The EmailJS transport: @emailjs/nodejs with a time-out around send (the SDK sets none, so a
// hung connection would otherwise keep the lead in PROCESSING until the function is killed).
import emailjs from "@emailjs/nodejs";
import type { EmailJsConfig } from "./config.js";
import { TIMEOUT_TEXT, type SendResult, type Transport } from "./transport.js";

/** Creates a transport that sends through EmailJS and gives up after `timeoutMs`. */
export function createEmailJsTransport(config: EmailJsConfig, timeoutMs: number): Transport {
  // origin is read only from init(), never from send()'s options.
  emailjs.init({
    publicKey: config.publicKey,
    privateKey: config.privateKey,
    origin: config.origin,
  });
  return {
    async send(templateParams, templateId = config.templateId) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<SendResult>((resolve) => {
        timer = setTimeout(
          () => resolve({ status: 0, text: `${TIMEOUT_TEXT} after ${timeoutMs} ms` }),
          timeoutMs,
        );
      });
      const sent = emailjs
        .send(config.serviceId, templateId, templateParams)
        .then((response): SendResult => ({ status: response.status, text: response.text }))
        .catch(toSendResult);
      try {
        return await Promise.race([sent, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The SDK rejects with { status, text } for an HTTP answer, an Error for a network failure,
 * and a plain string when an id or key is missing. */
function toSendResult(error: unknown): SendResult {
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    if (typeof status === "number") return { status, text: String(text ?? "") };
  }
  if (error instanceof Error) return { status: 0, text: `Network error: ${error.message}` };
  // A missing id or key: retrying cannot help, so report it like a 400.
  return { status: 400, text: `EmailJS refused the call: ${String(error)}` };
}
