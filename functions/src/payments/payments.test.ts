// The payment logic without Firestore or Stripe: every refusal of startCheckout, the amount it
// asks Stripe for, its reservation that survives a crash between Stripe and the lead, and the
// webhook's signature check. What Stripe's facts do to a payment: payment-change.test.ts.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { fakePaymentStore, type FakePaymentLead } from "../testing/fake-payment-store.js";
import { recordingLogs } from "../testing/fakes.js";
import { ALL_PAYMENT_STATES, PAYMENT_STATES, type BalanceInvoice } from "../shared/payment.js";
import type { StripeFacts } from "./payment-change.js";
import type { CheckoutLead } from "./payment-store.js";
import { confirmCheckout } from "./confirm-checkout.js";
import { REFUSALS, startCheckout, type CheckoutDeps } from "./start-checkout.js";
import {
  IdempotencyKeyRefused,
  type NewSession,
  type SessionFacts,
  type StripeGateway,
} from "./stripe-gateway.js";
import { verifiedEvent } from "./stripe-webhook.js";
import { leadReference } from "../leads/derive-reference.js";
import {
  PAYMENT_TEST_NOW,
  checkoutRefusal,
  fakeGateway,
  starterLogoDue,
  testPayment,
  testSession,
} from "../testing/payment-fixtures.js";
import { payLinkKeyId, signPayLink } from "./pay-link.js";
import { payLinkQuote } from "./pay-quote.js";

const NOW = PAYMENT_TEST_NOW;
const PAY_LINK_TEST_SECRET = "pay-link-unit-test-secret-of-32-bytes-or-more";
const LEAD_ID = "Lead1AutoShapedId000";

const payment = testPayment;

/** A session Stripe says is complete and paid, for the lead. */
const session = (fields: Partial<SessionFacts> = {}): SessionFacts =>
  testSession({
    url: "https://checkout.stripe.com/c/pay/cs_test_1",
    status: "complete",
    paymentStatus: "paid",
    leadId: LEAD_ID,
    paymentIntentId: "pi_1",
    ...fields,
  });

/** What the fake Stripe remembers: each key's parameters and session, as Stripe does. */
function fakeStripe() {
  const keys = new Map<string, { params: string; session: SessionFacts }>();
  const created: { params: NewSession; key: string }[] = [];
  let sessions = 0;
  /** Throws, once, after Stripe made the session: the answer never reaches the function. */
  let loseNextAnswer = false;
  const facts = (sessionId: string): StripeFacts => ({
    session: session({ id: sessionId, status: "open", paymentStatus: "unpaid" }),
    intent: null,
    charge: null,
    disputes: [],
  });
  const gateway: StripeGateway = fakeGateway({
    async createSession(params, key) {
      created.push({ params, key });
      const seen = keys.get(key);
      if (seen && seen.params !== JSON.stringify(params))
        throw new IdempotencyKeyRefused(`key ${key} was used with other parameters`);
      const made =
        seen?.session ??
        session({
          id: `cs_test_made_${(sessions += 1)}`,
          url: `https://checkout.stripe.com/c/pay/cs_test_made_${sessions}`,
          status: "open",
          paymentStatus: "unpaid",
        });
      keys.set(key, { params: JSON.stringify(params), session: made });
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new Error("socket hang up");
      }
      return made;
    },
    retrieveSession: async (id) => session({ id, status: "open", paymentStatus: "unpaid" }),
    expireSession: async (id) => session({ id, status: "expired", paymentStatus: "unpaid" }),
    paymentFacts: async (id) => facts(id),
  });
  return {
    gateway,
    created,
    keys,
    loseNextAnswer: () => (loseNextAnswer = true),
  };
}

function deps(lead: CheckoutLead | undefined, withStripe = true) {
  const stripe = fakeStripe();
  const fake = fakePaymentStore(lead ? { [LEAD_ID]: lead as FakePaymentLead } : {});
  const now = { value: NOW };
  const value: CheckoutDeps = {
    store: fake.store,
    stripe: withStripe ? stripe.gateway : undefined,
    queue: { enqueue: async () => "queued" },
    logs: recordingLogs().logs,
    clock: { now: () => now.value },
    siteOrigin: "https://brandvista.studio/",
    sessionMinutes: 60,
    payLinkSecret: PAY_LINK_TEST_SECRET,
  };
  return { deps: value, created: stripe.created, stripe, fake, now };
}

const lead = (fields: Partial<CheckoutLead> = {}): CheckoutLead => ({
  plan: "branding-identity",
  emailAddress: "owner@acme.example",
  companyName: "Acme",
  payment: undefined,
  ...fields,
});

async function refusal(promise: Promise<unknown>) {
  const { code, message } = await checkoutRefusal(promise);
  return { code, message };
}

describe("confirmCheckout", () => {
  /** The deps, counting what Stripe was asked. */
  function confirming(stored: CheckoutLead, stripeSays: Partial<SessionFacts> = {}) {
    const asked: string[] = [];
    const bed = deps(stored);
    const stripe: StripeGateway = {
      ...bed.stripe.gateway,
      async paymentFacts(id) {
        asked.push(id);
        const facts = await bed.stripe.gateway.paymentFacts(id);
        return { ...facts, session: { ...facts.session, ...stripeSays } };
      },
    };
    return { deps: { ...bed.deps, stripe }, asked };
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
      planId: "branding-identity",
      reference: leadReference("Lead1AutoShapedId000"),
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
    expect(await refusal(startCheckout({ leadId: LEAD_ID }, deps(lead(), false).deps))).toEqual({
      code: "failed-precondition",
      message: REFUSALS.paymentsOff,
    });
  });

  it("refuses a lead we do not have, one without a plan, and one with an unknown plan", async () => {
    expect(await refusal(startCheckout({ leadId: LEAD_ID }, deps(undefined).deps))).toEqual({
      code: "not-found",
      message: REFUSALS.noLead,
    });
    expect(
      await refusal(startCheckout({ leadId: LEAD_ID }, deps(lead({ plan: undefined })).deps)),
    ).toEqual({ code: "failed-precondition", message: REFUSALS.noPlan });
    expect(
      await refusal(startCheckout({ leadId: LEAD_ID }, deps(lead({ plan: "logo-deluxe" })).deps)),
    ).toEqual({ code: "failed-precondition", message: REFUSALS.unknownPlan });
  });

  it.each(
    ALL_PAYMENT_STATES.filter(
      (state) => PAYMENT_STATES[state].taken && !PAYMENT_STATES[state].reopens,
    ),
  )("refuses a lead whose payment is %s, in the words of its state", async (state) => {
    const paid = lead({ payment: payment({ state, paidAt: NOW }) });
    const words: Record<string, string> = {
      DISPUTED: REFUSALS.disputed,
      PARTIALLY_REFUNDED: REFUSALS.partlyRefunded,
    };
    expect(await refusal(startCheckout({ leadId: LEAD_ID }, deps(paid).deps))).toEqual({
      code: "already-exists",
      message: words[state] ?? REFUSALS.paid,
    });
  });

  it("refuses a lead whose payment is still processing", async () => {
    const processing = lead({ payment: payment({ state: "PROCESSING" }) });
    expect(await refusal(startCheckout({ leadId: LEAD_ID }, deps(processing).deps))).toEqual({
      code: "failed-precondition",
      message: REFUSALS.processing,
    });
  });

  it("asks Stripe for the catalogue's amount, with the lead's metadata and an idempotency key", async () => {
    const { deps: d, created } = deps(lead({ plan: "mobile-launch" }));
    const answer = await startCheckout({ leadId: LEAD_ID, amountCents: 1 }, d);
    expect(answer.amountCents).toBe(1_249_950);
    expect(created).toHaveLength(1);
    expect(created[0]?.key).toBe("checkout-Lead1AutoShapedId000-1");
    expect(created[0]?.params).toMatchObject({
      mode: "payment",
      client_reference_id: LEAD_ID,
      customer_email: "owner@acme.example",
      // A deposit plan: Stripe makes a Customer, to bill the balance to later.
      customer_creation: "always",
      metadata: { leadId: LEAD_ID, planId: "mobile-launch", attempt: "1" },
      payment_intent_data: {
        metadata: { leadId: LEAD_ID, planId: "mobile-launch", attempt: "1" },
      },
      success_url: "https://brandvista.studio/checkout/paid?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://brandvista.studio/checkout",
      expires_at: Math.floor(NOW.getTime() / 1000) + 3600,
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 1_249_950 } }],
    });
  });

  it("makes no Customer for a plan paid in full", async () => {
    const { deps: d, created } = deps(lead({ plan: "logo-starter" }));
    await startCheckout({ leadId: LEAD_ID }, d);
    expect(created[0]?.params).not.toHaveProperty("customer_creation");
  });

  it("reuses the lead's open session", async () => {
    const open = deps(lead({ payment: payment() }));
    expect((await startCheckout({ leadId: LEAD_ID }, open.deps)).url).toContain("cs_test_1");
    expect(open.created).toHaveLength(0);
  });

  it.each(["EXPIRED", "FAILED", "REFUNDED"] as const)(
    "opens attempt 2 after a %s payment, keeping the history",
    async (state) => {
      // An earlier payment that went back in full: the ledger holds nothing of it.
      const history = {
        "paid-pi_0": {
          kind: "paid" as const,
          amountCents: 249_900,
          currency: "usd",
          at: NOW,
          sessionId: "cs_test_1",
          paymentIntentId: "pi_0",
        },
        "refund-re_0": {
          kind: "refunded" as const,
          amountCents: 249_900,
          currency: "usd",
          at: NOW,
          sessionId: "cs_test_1",
          paymentIntentId: "pi_0",
        },
      };
      const ended = deps(lead({ payment: payment({ state, history }) }));
      await startCheckout({ leadId: LEAD_ID }, ended.deps);
      expect(ended.created.map((c) => c.key)).toEqual(["checkout-Lead1AutoShapedId000-2"]);
      expect(ended.fake.leads.get(LEAD_ID)?.payment).toMatchObject({
        state: "OPEN",
        attempt: 2,
        sessionId: "cs_test_made_1",
        paidAt: null,
        amountRefundedCents: 0,
        history,
      });
    },
  );
});

describe("a pay link", () => {
  const token = signPayLink(LEAD_ID, NOW, PAY_LINK_TEST_SECRET);
  const DAY = 86_400_000;
  const tampered = (() => {
    const [keyId = "", body = "", mac = ""] = token.split(".");
    const flipped = body.slice(0, 30) + (body[30] === "A" ? "B" : "A") + body.slice(31);
    return `${keyId}.${flipped}.${mac}`;
  })();
  const expired = signPayLink(LEAD_ID, new Date(NOW.getTime() - 31 * DAY), PAY_LINK_TEST_SECRET);

  it("opens the lead's checkout, and Stripe's Cancel returns to the pay page", async () => {
    const { deps: d, created } = deps(lead({ plan: "logo-starter" }));
    const answer = await startCheckout({ token }, d);
    expect(answer.planId).toBe("logo-starter");
    expect(created[0]?.params).toMatchObject({
      client_reference_id: LEAD_ID,
      cancel_url: `https://brandvista.studio/pay/${token}`,
    });
  });

  it("refuses a tampered, an expired and a foreign token without reading the lead or asking Stripe", async () => {
    const foreign = signPayLink(LEAD_ID, NOW, "another-key-that-is-long-enough-to-sign");
    // A key id that names neither secret: refused before anything else is looked at.
    const unknownKey = `${payLinkKeyId("another-key-that-is-long-enough-to-sign")}${token.slice(token.indexOf("."))}`;
    for (const [bad, code, message] of [
      [tampered, "invalid-argument", REFUSALS.badLink],
      [foreign, "invalid-argument", REFUSALS.badLink],
      [unknownKey, "invalid-argument", REFUSALS.badLink],
      [`${token}x`, "invalid-argument", REFUSALS.badLink],
      [expired, "failed-precondition", REFUSALS.expiredLink],
    ] as const) {
      const { deps: d, created } = deps(lead());
      expect(await refusal(startCheckout({ token: bad }, d))).toEqual({ code, message });
      expect(created).toEqual([]);
    }
  });

  it("refuses every token when no link key is set", async () => {
    const { deps: d, created } = deps(lead());
    expect(
      await refusal(startCheckout({ token }, { ...d, payLinkSecret: undefined })),
    ).toMatchObject({ message: REFUSALS.badLink });
    expect(created).toEqual([]);
  });
});

describe("payLinkQuote", () => {
  const token = signPayLink(LEAD_ID, NOW, PAY_LINK_TEST_SECRET);
  const quote = (request: unknown, lead?: CheckoutLead) => payLinkQuote(request, deps(lead).deps);
  const named = { companyName: "Acme Roasters", reference: leadReference(LEAD_ID) };

  it("prices a full plan, a deposit plan with its balance, from the catalogue", async () => {
    expect(
      await quote({ token }, lead({ plan: "logo-starter", companyName: "Acme Roasters" })),
    ).toEqual(starterLogoDue(named.companyName, named.reference));
    expect(
      await quote(
        { leadId: LEAD_ID },
        lead({ plan: "mobile-launch", companyName: "Acme Roasters" }),
      ),
    ).toMatchObject({
      kind: "due",
      path: "deposit",
      amountCents: 1_249_950,
      balanceCents: 1_249_950,
    });
  });

  it("says nothing is due for a paid lead, one being processed, and one without a plan", async () => {
    const base = { companyName: "Acme Roasters" };
    expect(
      await quote({ token }, lead({ ...base, payment: payment({ state: "PAID", paidAt: NOW }) })),
    ).toEqual({
      kind: "nothingDue",
      why: "paid",
      path: "full",
      planName: "Brand Identity",
      ...named,
    });
    expect(
      await quote({ token }, lead({ ...base, payment: payment({ state: "PROCESSING" }) })),
    ).toMatchObject({ kind: "nothingDue", why: "processing" });
    expect(await quote({ token }, lead({ ...base, plan: undefined }))).toMatchObject({
      kind: "nothingDue",
      why: "noPlan",
      path: "quote",
    });
  });

  it("offers a deposit plan's open balance invoice, says the deposit is paid before it, paid in full after", async () => {
    const plan = "mobile-mvp";
    const deposit = (balance?: Partial<BalanceInvoice>) =>
      lead({
        plan,
        companyName: "Acme Roasters",
        payment: payment({
          state: "PAID",
          planId: plan,
          paidAt: NOW,
          customerId: "cus_1",
          ...(balance && {
            balance: {
              invoiceId: "in_1",
              state: "OPEN",
              amountCents: 649_950,
              hostedUrl: "https://invoice.stripe.com/i/in_1",
              sentAt: NOW,
              dueAt: new Date("2026-12-09T10:00:00Z"),
              paidAt: null,
              lastFailedAt: null,
              ...balance,
            },
          }),
        }),
      });
    expect(await quote({ token }, deposit())).toEqual({
      kind: "nothingDue",
      why: "depositPaid",
      path: "deposit",
      planName: "MVP App",
      ...named,
    });
    expect(await quote({ token }, deposit({}))).toEqual({
      kind: "balanceDue",
      path: "deposit",
      planId: plan,
      planName: "MVP App",
      amountCents: 649_950,
      dueAt: "2026-12-09T10:00:00.000Z",
      hostedUrl: "https://invoice.stripe.com/i/in_1",
      ...named,
    });
    expect(await quote({ token }, deposit({ state: "VOID" }))).toMatchObject({
      kind: "nothingDue",
      why: "depositPaid",
    });
    expect(await quote({ token }, deposit({ state: "PAID", paidAt: NOW }))).toMatchObject({
      kind: "nothingDue",
      why: "paid",
    });
  });

  it("answers a tampered token, an expired one and an unknown lead with their own kinds", async () => {
    const expired = signPayLink(
      LEAD_ID,
      new Date(NOW.getTime() - 31 * 86_400_000),
      PAY_LINK_TEST_SECRET,
    );
    const at = token.length - 5;
    const tampered = `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
    expect(await quote({ token: tampered }, lead())).toEqual({ kind: "invalid" });
    expect(await quote({ token: expired }, lead())).toEqual({ kind: "expired" });
    expect(await quote({ token }, undefined)).toEqual({ kind: "unknown" });
  });

  it("names the company and the reference only: no address, no answers", async () => {
    const answer = JSON.stringify(await quote({ token }, lead({ companyName: "Acme Roasters" })));
    expect(answer).not.toContain("owner@acme.example");
    expect(answer).not.toContain(LEAD_ID);
  });
});

describe("a checkout that dies between Stripe and the lead", () => {
  it("reserves the attempt first, and a retry a minute later reaches the same session", async () => {
    const bed = deps(lead());
    bed.stripe.loseNextAnswer();
    await expect(startCheckout({ leadId: LEAD_ID }, bed.deps)).rejects.toThrow("socket hang up");
    const reservedPayment = bed.fake.leads.get(LEAD_ID)?.payment;
    expect(reservedPayment).toMatchObject({ state: "OPEN", sessionId: null, attempt: 1 });

    bed.now.value = new Date(NOW.getTime() + 60_000);
    const answer = await startCheckout({ leadId: LEAD_ID }, bed.deps);
    expect(answer.url).toContain("cs_test_made_1");
    expect(bed.stripe.keys.size).toBe(1);
    const [first, retry] = bed.created;
    expect(retry?.key).toBe(first?.key);
    expect(retry?.params).toEqual(first?.params);
    expect(bed.fake.leads.get(LEAD_ID)?.payment).toMatchObject({
      sessionId: "cs_test_made_1",
      attempt: 1,
      expiresAt: reservedPayment?.expiresAt,
    });
  });

  it("moves to the next attempt when Stripe refuses the key", async () => {
    const bed = deps(lead());
    // An earlier deploy used attempt 1's key with other parameters.
    bed.stripe.keys.set("checkout-Lead1AutoShapedId000-1", {
      params: "{}",
      session: session({ id: "cs_test_old", status: "open" }),
    });
    const answer = await startCheckout({ leadId: LEAD_ID }, bed.deps);
    expect(bed.created.map((c) => c.key)).toEqual([
      "checkout-Lead1AutoShapedId000-1",
      "checkout-Lead1AutoShapedId000-2",
    ]);
    expect(answer.url).toContain("cs_test_made_1");
    expect(bed.fake.leads.get(LEAD_ID)?.payment).toMatchObject({
      attempt: 2,
      sessionId: "cs_test_made_1",
    });
  });

  it("reserves a new attempt when the old reservation is too close to its expiry", async () => {
    const bed = deps(lead());
    bed.stripe.loseNextAnswer();
    await expect(startCheckout({ leadId: LEAD_ID }, bed.deps)).rejects.toThrow();
    bed.now.value = new Date(NOW.getTime() + 30 * 60_000);
    await startCheckout({ leadId: LEAD_ID }, bed.deps);
    expect(bed.created.map((c) => c.key)).toEqual([
      "checkout-Lead1AutoShapedId000-1",
      "checkout-Lead1AutoShapedId000-2",
    ]);
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
