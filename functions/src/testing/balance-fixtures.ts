// The balance invoice's tests' bed (payments/balance-*.test.ts): the payment fixtures under the
// short names those tests read by, and Stripe's webhook over the payment step's one lead, with
// its deliveries signed, so each test file writes only what its cases add.
import Stripe from "stripe";
import type { Payment } from "../shared/payment.js";
import type { StripeGateway } from "../payments/stripe-gateway.js";
import { fakeGateway, paymentStepBed } from "./payment-fixtures.js";

export {
  PAYMENT_TEST_LEAD as LEAD,
  PAYMENT_TEST_NOW as NOW,
  balanceWrite as write,
  hoursAfterNow as at,
} from "./payment-fixtures.js";

const WEBHOOK_SECRET = "whsec_test_balance";

/**
 * The webhook's dependencies over the payment step's lead holding `payment` (paymentStepBed),
 * with a Stripe that answers as `stripe` says (fakeGateway); `delivery` is a signed event.
 */
export function webhookBed(payment: Payment, stripe: Partial<StripeGateway> = {}) {
  const step = paymentStepBed(payment);
  /** A signed delivery of event `id`, of `type`, about `object`. */
  const delivery = (id: string, type: string, object: Record<string, unknown>) => {
    const body = JSON.stringify({ id, object: "event", type, data: { object } });
    return {
      method: "POST",
      rawBody: Buffer.from(body),
      signature: Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
      }),
    };
  };
  const deps = { ...step.deps, stripe: fakeGateway(stripe), webhookSecret: WEBHOOK_SECRET };
  return { ...step, deps, delivery };
}
