// Why a desk callable that asks Stripe refused, as data the desk can word: the details of the
// HttpsError the callable throws (desk/stripe-refusal.ts makes them from Stripe's error), so the
// lead page shows a sentence with a next step (web/src/content/desk-call-errors.ts), never a
// bare code. Browser-safe: the desk imports it.

/** What Stripe said, in the kinds the desk words differently. */
export type StripeRefusal =
  /** Stripe holds no Customer with the id the lead's checkout recorded (deleted, or another account). */
  | { reason: "stripeUnknownCustomer"; customerId: string }
  /** Stripe holds no Checkout Session with the id the lead's payment names. */
  | { reason: "stripeUnknownSession"; sessionId: string }
  /** Stripe could not be reached, or failed on its side: nothing was done twice. */
  | { reason: "stripeUnavailable" }
  /** Stripe refused the request for another reason: its own message, for the dashboard. */
  | { reason: "stripeRefused"; stripeMessage: string };

export type StripeRefusalReason = StripeRefusal["reason"];

const REASONS: readonly StripeRefusalReason[] = [
  "stripeUnknownCustomer",
  "stripeUnknownSession",
  "stripeUnavailable",
  "stripeRefused",
];

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The refusal in an error's details (a callable's HttpsError), or undefined when it holds none. */
export function readStripeRefusal(details: unknown): StripeRefusal | undefined {
  if (typeof details !== "object" || details === null) return undefined;
  const map = details as Record<string, unknown>;
  const reason = REASONS.find((known) => known === map.reason);
  switch (reason) {
    case "stripeUnknownCustomer":
      return { reason, customerId: text(map.customerId) };
    case "stripeUnknownSession":
      return { reason, sessionId: text(map.sessionId) };
    case "stripeUnavailable":
      return { reason };
    case "stripeRefused":
      return { reason, stripeMessage: text(map.stripeMessage) };
    default:
      return undefined;
  }
}
