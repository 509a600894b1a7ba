// A Stripe error met by a desk callable (Send balance invoice), turned into an HttpsError whose
// details say what Stripe said (shared/desk-refusals.ts), so the desk words it as a sentence with
// a next step instead of the bare "INTERNAL" an uncaught error becomes. Read by the error's
// shape (the Stripe SDK's `type`, `rawType`, `code`, `message`), not its class: the desk layer does not
// import the SDK, and the stand-in's answers take the same shape as Stripe's.
import { HttpsError } from "firebase-functions/v2/https";
import type { StripeRefusal } from "../shared/desk-refusals.js";

/** The fields of the Stripe SDK's errors this reads. */
interface StripeErrorShape {
  type: string;
  /** Stripe's own error type ("invalid_request_error", "api_error"…). */
  rawType?: unknown;
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
}

const isStripeError = (error: unknown): error is StripeErrorShape =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { type?: unknown }).type === "string" &&
  (error as { type: string }).type.startsWith("Stripe");

/** "No such customer: 'cus_123'": the kind of object and its id. */
const MISSING = /No such (customer|checkout\.session): '([^']+)'/;

/** What Stripe's error says, as the desk's refusal; undefined for an error that is not Stripe's. */
export function stripeRefusalOf(error: unknown): StripeRefusal | undefined {
  if (!isStripeError(error)) return undefined;
  const message = typeof error.message === "string" ? error.message : "";
  const missing = error.code === "resource_missing" ? MISSING.exec(message) : null;
  if (missing?.[1] === "customer")
    return { reason: "stripeUnknownCustomer", customerId: missing[2] ?? "" };
  if (missing?.[1] === "checkout.session")
    return { reason: "stripeUnknownSession", sessionId: missing[2] ?? "" };
  // No answer, too many requests, or a failure on Stripe's side (api_error, a 5xx).
  if (
    error.type === "StripeConnectionError" ||
    error.type === "StripeRateLimitError" ||
    error.rawType === "api_error" ||
    (typeof error.statusCode === "number" && error.statusCode >= 500)
  )
    return { reason: "stripeUnavailable" };
  return { reason: "stripeRefused", stripeMessage: message };
}

/** Runs a call that asks Stripe; a Stripe error leaves it as an HttpsError with its refusal. */
export async function withStripeRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const refusal = stripeRefusalOf(error);
    if (!refusal) throw error;
    const code = refusal.reason === "stripeUnavailable" ? "unavailable" : "failed-precondition";
    // The message is for logs and older desks; the desk words the details.
    throw new HttpsError(
      code,
      `Stripe refused: ${(error as StripeErrorShape).message ?? ""}`,
      refusal,
    );
  }
}
