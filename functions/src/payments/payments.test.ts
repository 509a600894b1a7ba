// The payment logic without Firestore or Stripe: every refusal of startCheckout, the amount it
// asks Stripe for, the webhook's signature check, and what each change does to a payment in
// every state (duplicates and out-of-order events never move it back).
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { recordingLogs } from "../testing/fakes.js";
import {
  ALL_PAYMENT_STATES,
  PAYMENT_STATES,
  canMove,
  type Payment,
  type PaymentState,
} from "../shared/payment.js";
import { decidePayment, type PaymentChange } from "./payment-change.js";
import type { CheckoutLead, PaymentStore } from "./payment-store.js";
import { confirmCheckout } from "./confirm-checkout.js";
import { CheckoutRefusal, REFUSALS, startCheckout, type CheckoutDeps } from "./start-checkout.js";
import type { NewSession, SessionFacts, StripeGateway } from "./stripe-gateway.js";
import { verifiedEvent } from "./stripe-webhook.js";

const NOW = new Date("2026-11-25T10:00:00Z");
const LEAD_ID = "Lead1AutoShapedId000";

const payment = (fields: Partial<Payment> = {}): Payment => ({
  state: "OPEN",
  sessionId: "cs_test_1",
  planId: "branding-identity",
  amountCents: 249_900,
  currency: "usd",
  openedAt: NOW,
  updatedAt: NOW,
  paidAt: null,
  expiresAt: new Date(NOW.getTime() + 3_600_000),
  attempt: 1,
  paymentIntentId: null,
  mismatch: null,
  amountRefundedCents: 0,
  ...fields,
});

const session = (fields: Partial<SessionFacts> = {}): SessionFacts => ({
  id: "cs_test_1",
  url: "https://checkout.stripe.com/c/pay/cs_test_1",
  status: "complete",
  paymentStatus: "paid",
  amountTotal: 249_900,
  currency: "usd",
  leadId: "Lead1AutoShapedId000",
  planId: "branding-identity",
  paymentIntentId: "pi_1",
  customerEmail: "owner@acme.example",
  expiresAt: null,
  ...fields,
});

function deps(lead: CheckoutLead | undefined, gatewayOrNone: StripeGateway | null = fakeStripe()) {
  const stripe = gatewayOrNone ?? undefined;
  const created: { params: NewSession; key: string }[] = [];
  const gateway: StripeGateway | undefined = stripe && {
    ...stripe,
    async createSession(params, key) {
      created.push({ params, key });
      return stripe.createSession(params, key);
    },
  };
  const store: PaymentStore = {
    readLead: async () => lead,
    openPayment: async () => true,
    apply: async () => ({ kind: "unknownLead" }),
    leadOfPaymentIntent: async () => undefined,
    leadOfSession: async (sessionId) =>
      lead?.payment?.sessionId === sessionId ? LEAD_ID : undefined,
  };
  const value: CheckoutDeps = {
    store,
    stripe: gateway,
    queue: { enqueue: async () => "queued" },
    logs: recordingLogs().logs,
    clock: { now: () => NOW },
    siteOrigin: "https://brandvista.studio/",
    sessionMinutes: 60,
  };
  return { deps: value, created };
}

function fakeStripe(): StripeGateway {
  return {
    createSession: async () => session({ status: "open", paymentStatus: "unpaid" }),
    retrieveSession: async () => session({ status: "open", paymentStatus: "unpaid" }),
    expireSession: async () => session({ status: "expired", paymentStatus: "unpaid" }),
    paymentIntentLeadId: async () => null,
  };
}

const lead = (fields: Partial<CheckoutLead> = {}): CheckoutLead => ({
  plan: "branding-identity",
  emailAddress: "owner@acme.example",
  companyName: "Acme",
  payment: undefined,
  ...fields,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CheckoutRefusal))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("confirmCheckout", () => {
  /** The deps, counting what Stripe was asked. */
  function confirming(stored: CheckoutLead, stripeSays: Partial<SessionFacts> = {}) {
    const asked: string[] = [];
    const stripe: StripeGateway = {
      ...fakeStripe(),
      async retrieveSession(id) {
        asked.push(id);
        return session({ status: "open", paymentStatus: "unpaid", ...stripeSays });
      },
    };
    return { deps: deps(stored, stripe).deps, asked };
  }

  it("refuses a session id no lead recorded, without asking Stripe", async () => {
    const { deps: d, asked } = confirming(lead({ payment: payment() }));
    expect(await refusal(confirmCheckout({ sessionId: "cs_test_guessed" }, d))).toEqual({
      code: "not-found",
      message: REFUSALS.noLead,
    });
    expect(asked).toEqual([]);
  });

  it("refuses a recorded session Stripe says belongs to another lead", async () => {
    const { deps: d } = confirming(lead({ payment: payment() }), {
      leadId: "Other0AutoShapedId00",
    });
    expect(await refusal(confirmCheckout({ sessionId: "cs_test_1" }, d))).toEqual({
      code: "not-found",
      message: REFUSALS.noLead,
    });
  });

  it("answers a recorded session with the plan and the amount, no address", async () => {
    const { deps: d, asked } = confirming(lead({ payment: payment() }));
    expect(await confirmCheckout({ sessionId: "cs_test_1" }, d)).toEqual({
      outcome: "unpaid",
      amountCents: 249_900,
      planName: "Brand Identity",
    });
    expect(asked).toEqual(["cs_test_1"]);
  });
});

describe("startCheckout", () => {
  it("refuses a malformed request", async () => {
    const chosen = ["URGENT invoice overdue", "a/b", "", "x".repeat(21), "lead_with_under_"];
    for (const request of [null, {}, { leadId: 7 }, ...chosen.map((leadId) => ({ leadId }))])
      expect(await refusal(startCheckout(request, deps(lead()).deps))).toEqual({
        code: "invalid-argument",
        message: REFUSALS.badRequest,
      });
  });

  it("refuses when Stripe is not configured (the invoice path)", async () => {
    expect(
      await refusal(startCheckout({ leadId: "Lead1AutoShapedId000" }, deps(lead(), null).deps)),
    ).toEqual({
      code: "failed-precondition",
      message: REFUSALS.paymentsOff,
    });
  });

  it("refuses a lead we do not have, one without a plan, and one with an unknown plan", async () => {
    expect(
      await refusal(startCheckout({ leadId: "Lead1AutoShapedId000" }, deps(undefined).deps)),
    ).toEqual({
      code: "not-found",
      message: REFUSALS.noLead,
    });
    expect(
      await refusal(
        startCheckout({ leadId: "Lead1AutoShapedId000" }, deps(lead({ plan: undefined })).deps),
      ),
    ).toEqual({ code: "failed-precondition", message: REFUSALS.noPlan });
    expect(
      await refusal(
        startCheckout({ leadId: "Lead1AutoShapedId000" }, deps(lead({ plan: "logo-deluxe" })).deps),
      ),
    ).toEqual({ code: "failed-precondition", message: REFUSALS.unknownPlan });
  });

  it.each(ALL_PAYMENT_STATES.filter((state) => PAYMENT_STATES[state].taken))(
    "refuses a lead whose payment is %s as already paid",
    async (state) => {
      const paid = lead({ payment: payment({ state, paidAt: NOW }) });
      expect(
        await refusal(startCheckout({ leadId: "Lead1AutoShapedId000" }, deps(paid).deps)),
      ).toEqual({
        code: "already-exists",
        message: REFUSALS.paid,
      });
    },
  );

  it("refuses a lead whose payment is still processing", async () => {
    const processing = lead({ payment: payment({ state: "PROCESSING" }) });
    expect(
      await refusal(startCheckout({ leadId: "Lead1AutoShapedId000" }, deps(processing).deps)),
    ).toEqual({
      code: "failed-precondition",
      message: REFUSALS.processing,
    });
  });

  it("asks Stripe for the catalogue's amount, with the lead's metadata and an idempotency key", async () => {
    const { deps: d, created } = deps(lead({ plan: "mobile-launch" }));
    const answer = await startCheckout({ leadId: "Lead1AutoShapedId000", amountCents: 1 }, d);
    expect(answer.amountCents).toBe(1_249_950);
    expect(created).toHaveLength(1);
    expect(created[0]?.key).toBe("checkout-Lead1AutoShapedId000-1");
    expect(created[0]?.params).toMatchObject({
      mode: "payment",
      client_reference_id: "Lead1AutoShapedId000",
      customer_email: "owner@acme.example",
      metadata: { leadId: "Lead1AutoShapedId000", planId: "mobile-launch" },
      payment_intent_data: {
        metadata: { leadId: "Lead1AutoShapedId000", planId: "mobile-launch" },
      },
      success_url: "https://brandvista.studio/checkout/paid?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://brandvista.studio/checkout",
      expires_at: Math.floor(NOW.getTime() / 1000) + 3600,
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 1_249_950 } }],
    });
  });

  it("reuses the lead's open session, and opens attempt 2 after an expired one", async () => {
    const open = deps(lead({ payment: payment() }));
    expect((await startCheckout({ leadId: "Lead1AutoShapedId000" }, open.deps)).url).toContain(
      "cs_test_1",
    );
    expect(open.created).toHaveLength(0);
    const expired = deps(lead({ payment: payment({ state: "EXPIRED" }) }));
    await startCheckout({ leadId: "Lead1AutoShapedId000" }, expired.deps);
    expect(expired.created.map((c) => c.key)).toEqual(["checkout-Lead1AutoShapedId000-2"]);
  });
});

describe("the webhook's signature check", () => {
  const secret = "whsec_test_secret";
  const payload = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "checkout.session.expired",
    data: { object: {} },
  });
  const sign = (body = payload, key = secret, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret: key, timestamp });

  it("accepts a good signature", () => {
    expect(verifiedEvent(payload, sign(), secret)?.id).toBe("evt_1");
  });
  it("refuses the wrong secret", () => {
    expect(verifiedEvent(payload, sign(payload, "whsec_other"), secret)).toBeUndefined();
  });
  it("refuses a tampered body", () => {
    expect(verifiedEvent(payload.replace("evt_1", "evt_2"), sign(), secret)).toBeUndefined();
  });
  it("refuses a signature older than five minutes", () => {
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(verifiedEvent(payload, sign(payload, secret, old), secret)).toBeUndefined();
    expect(verifiedEvent(payload, sign(payload, secret, old + 60), secret)?.id).toBe("evt_1");
  });
});

/** A change that asks for `to` (for the session kinds, on the lead's session). */
function changeTo(to: PaymentState): PaymentChange | undefined {
  switch (to) {
    case "PAID":
      return { kind: "completed", session: session() };
    case "PROCESSING":
      return { kind: "completed", session: session({ paymentStatus: "unpaid" }) };
    case "FAILED":
      return { kind: "asyncFailed", session: session() };
    case "EXPIRED":
      return { kind: "expired", session: session({ status: "expired" }) };
    case "REFUNDED":
      return {
        kind: "refunded",
        paymentIntentId: "pi_1",
        amountCents: 249_900,
        amountRefundedCents: 249_900,
      };
    case "PARTIALLY_REFUNDED":
      return {
        kind: "refunded",
        paymentIntentId: "pi_1",
        amountCents: 249_900,
        amountRefundedCents: 100,
      };
    case "DISPUTED":
      return { kind: "disputed", paymentIntentId: "pi_1", reason: "fraudulent" };
    case "OPEN":
      return undefined; // only startCheckout opens a payment
  }
}

describe("decidePayment", () => {
  const pairs = ALL_PAYMENT_STATES.flatMap((from) =>
    ALL_PAYMENT_STATES.map((to) => [from, to] as const),
  );
  it.each(pairs)("from %s, a change to %s moves only as the table says", (from, to) => {
    const change = changeTo(to);
    if (!change) return expect(to).toBe("OPEN");
    const current = payment({
      state: from,
      paymentIntentId: "pi_1",
      amountRefundedCents: from === "PARTIALLY_REFUNDED" ? 100 : from === "REFUNDED" ? 249_900 : 0,
    });
    const decision = decidePayment(current, change, NOW);
    expect(decision.kind === "write").toBe(canMove(from, to));
  });

  it("marks PAID once: paidAt and newlyPaid only the first time", () => {
    const first = decidePayment(payment(), changeTo("PAID") as PaymentChange, NOW);
    expect(first).toMatchObject({ kind: "write", newlyPaid: true, payment: { paidAt: NOW } });
    if (first.kind !== "write") throw new Error("not written");
    expect(decidePayment(first.payment, changeTo("PAID") as PaymentChange, NOW).kind).toBe(
      "ignore",
    );
  });

  it("keeps, marks and alerts a paid amount or currency that differs from the opened one", () => {
    const decision = decidePayment(
      payment(),
      { kind: "completed", session: session({ amountTotal: 100, currency: "eur" }) },
      NOW,
    );
    expect(decision).toMatchObject({
      kind: "write",
      alerts: ["mismatch"],
      payment: { state: "PAID", mismatch: { amountCents: 100, currency: "eur" } },
    });
  });

  it("leaves a payment alone for another session or another payment intent", () => {
    expect(
      decidePayment(payment(), { kind: "completed", session: session({ id: "cs_other" }) }, NOW)
        .kind,
    ).toBe("ignore");
    const paid = payment({ state: "PAID", paymentIntentId: "pi_1", paidAt: NOW });
    expect(
      decidePayment(paid, { kind: "disputed", paymentIntentId: "pi_2", reason: "x" }, NOW).kind,
    ).toBe("ignore");
  });
});
