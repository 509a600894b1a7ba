// confirmCheckout({ sessionId }): the success page asks whether the session was paid. It never
// trusts the browser: it reads the session's payment from Stripe as it is now and applies that
// through the same step as the webhook, then answers from the lead's payment as it now stands.
// A session id no lead recorded is refused before Stripe is asked, so guessing ids costs no
// Stripe call; and the answer is the plan and the amount, never the customer's address.
import { PAYMENT_STATES } from "../shared/payment.js";
import { QUOTE_PLAN_ID } from "./quote-checkout.js";
import { cataloguePlan } from "../shared/payment-amounts.js";
import { type ConfirmCheckoutAnswer } from "../shared/payment-api.js";
import { leadReference } from "../leads/derive-reference.js";
import { applyPaymentStep } from "./payment-step.js";
import { CheckoutRefusal, REFUSALS, type CheckoutDeps } from "./start-checkout.js";

/** A Checkout Session id as Stripe writes it. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/** Applies the session's outcome to its lead and says what the page should show. */
export async function confirmCheckout(
  request: unknown,
  deps: Pick<CheckoutDeps, "stripe" | "store" | "queue" | "logs" | "clock">,
): Promise<ConfirmCheckoutAnswer> {
  const sessionId = (request as { sessionId?: unknown } | null)?.sessionId;
  if (typeof sessionId !== "string" || !SESSION_ID.test(sessionId))
    throw new CheckoutRefusal("invalid-argument", "The payment page's link is malformed.");
  if (!deps.stripe) throw new CheckoutRefusal("failed-precondition", REFUSALS.paymentsOff);
  const leadId = await deps.store.leadOfSession(sessionId);
  if (!leadId) throw new CheckoutRefusal("not-found", REFUSALS.noLead);
  const facts = await deps.stripe.paymentFacts(sessionId);
  const { session } = facts;
  if (session.leadId !== leadId) throw new CheckoutRefusal("not-found", REFUSALS.noLead);
  const step = await applyPaymentStep(leadId, facts, undefined, deps);
  if (step.kind === "unknownLead") throw new CheckoutRefusal("not-found", REFUSALS.noLead);
  const { payment } = step;
  const mine = payment?.sessionId === sessionId ? payment : undefined;
  const outcome =
    mine && PAYMENT_STATES[mine.state].taken
      ? "paid"
      : mine?.state === "PROCESSING"
        ? "processing"
        : "unpaid";
  const planId = mine?.planId ?? session.planId ?? "";
  return {
    outcome,
    amountCents: mine?.amountCents ?? session.amountTotal ?? 0,
    // A quote without a plan is named by its reference (quote-checkout.ts).
    planName:
      cataloguePlan(planId)?.name ??
      (planId === QUOTE_PLAN_ID ? `Quote ${leadReference(leadId)}` : planId),
    planId,
    reference: leadReference(leadId),
  };
}
