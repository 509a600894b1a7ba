// A desk callable's refusal in a sentence the salesperson can act on: what Stripe said (the
// HttpsError's details, shared/desk-refusals.ts), the server's own sentence where it wrote one,
// or the words for its code; never a bare code. The Functions SDK's error is read by its shape
// (code "functions/<code>", message, details): only data/ imports the SDK.
import { readStripeRefusal, type StripeRefusal } from "@shared/desk-refusals";
import { deskCallCodeWords, deskStripeRefusals } from "~/content/desk-call-errors";

/** The sentence for one refusal Stripe caused. */
export function stripeRefusalWords(refusal: StripeRefusal): string {
  const words = deskStripeRefusals[refusal.reason] as (refusal: StripeRefusal) => string;
  return words(refusal);
}

/** Codes whose message the server never words for a person (the SDK's own, e.g. "INTERNAL"). */
const CODE_WORDS: Record<string, string> = {
  internal: deskCallCodeWords.internal,
  unknown: deskCallCodeWords.internal,
  "data-loss": deskCallCodeWords.internal,
  unauthenticated: deskCallCodeWords.noAccess,
  "permission-denied": deskCallCodeWords.noAccess,
  unavailable: deskCallCodeWords.noAnswer,
  "deadline-exceeded": deskCallCodeWords.noAnswer,
  "resource-exhausted": deskCallCodeWords.noAnswer,
  cancelled: deskCallCodeWords.noAnswer,
};

/** What to tell the salesperson about `error`, thrown by a desk callable. */
export function callErrorSentence(error: unknown): string {
  const shape = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const refusal = readStripeRefusal(shape.details);
  if (refusal) return stripeRefusalWords(refusal);
  const code = typeof shape.code === "string" ? shape.code.replace(/^functions\//, "") : "";
  // The SDK ends the server's message with the HTTP status (" [400]"): noise here.
  const message = typeof shape.message === "string" ? shape.message.replace(/ \[\d{3}\]$/, "") : "";
  // Access refusals: the words say what to do (the server's say what is missing).
  if (code === "permission-denied" || code === "unauthenticated") return deskCallCodeWords.noAccess;
  // A message that is only the code again ("INTERNAL"), or none: the code's words.
  const bare = message === "" || message.toLowerCase().replace(/_/g, "-") === code;
  if (bare || !/\s/.test(message)) return CODE_WORDS[code] ?? deskCallCodeWords.internal;
  return message;
}
