// Stripe as the source of truth: the lead's payment is derived from Stripe's objects as they are
// when an event is handled, so every order of completed, charge.refunded and
// charge.dispute.created (each twice) ends in the same lead state, each change of money is
// recorded (and alerted, and the paid note queued) once, and an older fetch never undoes a newer.
import { describe, expect, it } from "vitest";
import { fakePaymentStore } from "../testing/fake-payment-store.js";
import { fakeQueue, recordingLogs } from "../testing/fakes.js";
import type { Payment } from "../shared/payment.js";
import { decidePayment, type DisputeFacts, type StripeFacts } from "./payment-change.js";
import { applyPaymentStep } from "./payment-step.js";
import { PAYMENT_TEST_NOW, orders, testPayment, testSession } from "../testing/payment-fixtures.js";

const NOW = PAYMENT_TEST_NOW;
const PAID_AT = new Date("2026-11-25T09:10:00Z");
const REFUNDED_AT = new Date("2026-11-25T09:20:00Z");
const DISPUTED_AT = new Date("2026-11-25T09:30:00Z");

const reserved = testPayment;
const sessionFacts = testSession;

/** What Stripe says of the session once paid, refunded (`refunds`) and disputed (`disputes`). */
function paidFacts(
  options: {
    sessionId?: string;
    amount?: number;
    refunds?: { id: string; amountCents: number; status?: string }[];
    disputes?: Partial<DisputeFacts>[];
  } = {},
): StripeFacts {
  const amount = options.amount ?? 249_900;
  const intentId = `pi_${options.sessionId ?? "1"}`;
  return {
    session: sessionFacts({
      id: options.sessionId ?? "cs_test_1",
      status: "complete",
      paymentStatus: "paid",
      amountTotal: amount,
      paymentIntentId: intentId,
    }),
    intent: { id: intentId, status: "succeeded", amountReceivedCents: amount, createdAt: PAID_AT },
    charge: {
      id: "ch_1",
      amountCents: amount,
      currency: "usd",
      createdAt: PAID_AT,
      refunds: (options.refunds ?? []).map((refund) => ({
        status: "succeeded",
        createdAt: REFUNDED_AT,
        ...refund,
      })),
    },
    disputes: (options.disputes ?? []).map((dispute) => ({
      id: "dp_1",
      amountCents: amount,
      status: "needs_response",
      createdAt: DISPUTED_AT,
      ...dispute,
    })),
  };
}

/** Applies `facts` to `payment`; the written payment (or the same one when ignored). */
function apply(payment: Payment, facts: StripeFacts, now = NOW) {
  const decision = decidePayment(payment, facts, now);
  return { decision, payment: decision.kind === "write" ? decision.payment : payment };
}

describe("every order of completed, charge.refunded and charge.dispute.created, each twice", () => {
  // Stripe's objects move on as things happen: paid, then a partial refund, then a dispute.
  // An event is delivered only after its own change happened, and its handler reads Stripe
  // as it is then: at least as far as that event, and as far as any event delivered before.
  const STAGES = [
    paidFacts(),
    paidFacts({ refunds: [{ id: "re_1", amountCents: 50_000 }] }),
    paidFacts({ refunds: [{ id: "re_1", amountCents: 50_000 }], disputes: [{}] }),
  ];
  const EVENTS = [
    { id: "evt_completed", type: "checkout.session.completed", stage: 0 },
    { id: "evt_refunded", type: "charge.refunded", stage: 1 },
    { id: "evt_disputed", type: "charge.dispute.created", stage: 2 },
  ];
  const deliveries = orders([0, 0, 1, 1, 2, 2]);

  /** Delivers the events in `order` through the step; the lead's end state and what was said. */
  async function run(order: number[], withEventIds: boolean) {
    const fake = fakePaymentStore({
      lead1: {
        plan: "branding-identity",
        emailAddress: "a@b.example",
        companyName: "Acme",
        payment: reserved(),
      },
    });
    const { queue, tasks } = fakeQueue();
    const { logs, lines } = recordingLogs();
    let stage = 0;
    for (const index of order) {
      const event = EVENTS[index];
      if (!event) throw new Error(`no event ${index}`);
      stage = Math.max(stage, event.stage);
      const facts = STAGES[stage] as StripeFacts;
      await applyPaymentStep("lead1", facts, withEventIds ? event : undefined, {
        store: fake.store,
        queue,
        logs,
        clock: { now: () => NOW },
      });
    }
    const alerts = lines.filter((l) => l.event === "paymentAlert").map((l) => l.args[0]);
    return { payment: fake.leads.get("lead1")?.payment, tasks, alerts };
  }

  it(`has ${deliveries.length} orders to try`, () => {
    expect(deliveries).toHaveLength(90);
  });

  for (const withEventIds of [true, false])
    it(`ends DISPUTED with one refund, one note to sales per change of money and one alert per change (${withEventIds ? "events recorded" : "every delivery applied, as the success page does"})`, async () => {
      for (const order of deliveries) {
        const { payment, tasks, alerts } = await run(order, withEventIds);
        const story = `order ${order.map((i) => EVENTS[i]?.type).join(", ")}`;
        expect(payment, story).toMatchObject({
          state: "DISPUTED",
          sessionId: "cs_test_1",
          paidAt: PAID_AT,
          paymentIntentId: "pi_1",
          amountRefundedCents: 50_000,
          mismatch: null,
        });
        expect(payment?.history, story).toEqual({
          "paid-pi_1": expect.objectContaining({ kind: "paid", amountCents: 249_900, at: PAID_AT }),
          "refund-re_1": expect.objectContaining({
            kind: "refunded",
            amountCents: 50_000,
            at: REFUNDED_AT,
          }),
          "dispute-dp_1": expect.objectContaining({ kind: "disputed", at: DISPUTED_AT }),
        });
        expect([...tasks.keys()].sort(), story).toEqual([
          "lead-lead1-0-money-dispute-dp_1",
          "lead-lead1-0-money-paid-pi_1",
          "lead-lead1-0-money-refund-re_1",
        ]);
        expect(
          [...tasks.values()].map((task) => task.change),
          story,
        ).toEqual(expect.arrayContaining(["paid-pi_1", "refund-re_1", "dispute-dp_1"]));
        expect(alerts.sort(), story).toEqual(["dispute", "refund"]);
      }
    });
});

describe("decidePayment", () => {
  it("keeps the Customer a deposit plan's checkout made, for the balance invoice", () => {
    const facts = paidFacts();
    const paid = apply(reserved(), {
      ...facts,
      session: { ...facts.session, customerId: "cus_1" },
    });
    expect(paid.payment).toMatchObject({ state: "PAID", customerId: "cus_1" });
    // A full plan's session names none: the lead carries no customerId.
    expect(apply(reserved(), paidFacts()).payment).not.toHaveProperty("customerId");
  });

  it("ends REFUNDED, never PAID, when the refund's event comes before the completed one", () => {
    const refunded = paidFacts({ refunds: [{ id: "re_1", amountCents: 249_900 }] });
    const first = apply(reserved(), refunded);
    expect(first.payment).toMatchObject({ state: "REFUNDED", amountRefundedCents: 249_900 });
    expect(first.decision).toMatchObject({ newlyPaid: true, alerts: ["refund"] });
    const late = apply(first.payment, refunded);
    expect(late.decision).toEqual({ kind: "ignore", why: "nothing new at Stripe" });
  });

  it("counts each refund once, and the whole of several partial ones as REFUNDED", () => {
    const one = apply(reserved(), paidFacts({ refunds: [{ id: "re_1", amountCents: 100_000 }] }));
    expect(one.payment).toMatchObject({
      state: "PARTIALLY_REFUNDED",
      amountRefundedCents: 100_000,
    });
    const both = apply(
      one.payment,
      paidFacts({
        refunds: [
          { id: "re_2", amountCents: 149_900 },
          { id: "re_1", amountCents: 100_000 },
        ],
      }),
    );
    expect(both.payment).toMatchObject({ state: "REFUNDED", amountRefundedCents: 249_900 });
    expect(both.decision).toMatchObject({ added: ["refund-re_2"], alerts: ["refund"] });
  });

  it("gives back a refund that failed, and shows it failed (a person must act)", () => {
    const sent = apply(reserved(), paidFacts({ refunds: [{ id: "re_1", amountCents: 500 }] }));
    const failed = apply(
      sent.payment,
      paidFacts({ refunds: [{ id: "re_1", amountCents: 500, status: "failed" }] }),
    );
    expect(failed.payment).toMatchObject({ state: "REFUND_FAILED", amountRefundedCents: 0 });
    expect(failed.decision).toMatchObject({ added: ["refund-re_1-failed"], alerts: ["refund"] });
    expect(Object.keys(failed.payment.history)).toContain("refund-re_1-failed");
  });

  it("returns a won dispute to the paid state, and a lost one to DISPUTE_LOST, alerted once", () => {
    const disputed = apply(reserved(), paidFacts({ disputes: [{}] }));
    expect(disputed.payment.state).toBe("DISPUTED");
    const won = apply(disputed.payment, paidFacts({ disputes: [{ status: "won" }] }));
    expect(won.payment.state).toBe("PAID");
    expect(won.decision).toMatchObject({ added: ["dispute-dp_1-won"], alerts: ["disputeClosed"] });
    const lost = apply(disputed.payment, paidFacts({ disputes: [{ status: "lost" }] }));
    expect(lost.payment.state).toBe("DISPUTE_LOST");
    // The open dispute read again after it closed: nothing moves back.
    expect(apply(won.payment, paidFacts({ disputes: [{}] })).decision.kind).toBe("ignore");
  });

  it("never lets an older read undo a newer one", () => {
    const newest = apply(
      reserved(),
      paidFacts({ refunds: [{ id: "re_1", amountCents: 50_000 }], disputes: [{}] }),
    );
    const older = apply(newest.payment, paidFacts());
    expect(older.decision.kind).toBe("ignore");
    expect(older.payment.state).toBe("DISPUTED");
  });

  it("records a delayed payment on its way, then its failure (alerted)", () => {
    const intent = { id: "pi_1", amountReceivedCents: 0, createdAt: PAID_AT };
    const session = sessionFacts({ status: "complete", paymentIntentId: "pi_1" });
    const processing = apply(reserved(), {
      session,
      intent: { ...intent, status: "processing" },
      charge: null,
      disputes: [],
    });
    expect(processing.payment.state).toBe("PROCESSING");
    const failed = apply(processing.payment, {
      session,
      intent: { ...intent, status: "requires_payment_method" },
      charge: null,
      disputes: [],
    });
    expect(failed.payment.state).toBe("FAILED");
    expect(failed.decision).toMatchObject({ added: ["failed-pi_1"], alerts: ["failed"] });
  });

  it("records an expired session as EXPIRED, with no alert", () => {
    const expired = apply(reserved(), {
      session: sessionFacts({ status: "expired" }),
      intent: null,
      charge: null,
      disputes: [],
    });
    expect(expired.payment.state).toBe("EXPIRED");
    expect(expired.decision).toMatchObject({ added: ["expired-cs_test_1"], alerts: [] });
  });

  it("keeps, marks and alerts a paid amount that differs from the opened one", () => {
    const paid = apply(reserved(), paidFacts({ amount: 100 }));
    expect(paid.payment).toMatchObject({
      state: "PAID",
      mismatch: { amountCents: 100, currency: "usd" },
    });
    expect(paid.decision).toMatchObject({ alerts: ["mismatch"] });
  });

  it("records a payment on a session that is not the lead's current one, and alerts it", () => {
    const other = apply(reserved(), paidFacts({ sessionId: "cs_other" }));
    expect(other.payment).toMatchObject({ state: "OPEN", sessionId: "cs_test_1", paidAt: null });
    expect(other.decision).toMatchObject({
      newlyPaid: false,
      added: ["other-pi_cs_other"],
      alerts: ["otherSession"],
    });
  });

  it("reads an earlier attempt's payment, refunded since, as that attempt's, not another session's", () => {
    const refunded = apply(
      reserved(),
      paidFacts({ refunds: [{ id: "re_1", amountCents: 249_900 }] }),
    ).payment;
    // The prospect checks out again: attempt 2 is reserved, its session not yet recorded.
    const again = reserved({ sessionId: null, attempt: 2, history: refunded.history });
    const late = apply(again, paidFacts({ refunds: [{ id: "re_1", amountCents: 249_900 }] }));
    expect(late.decision).toEqual({ kind: "ignore", why: "nothing new at Stripe" });
  });

  it("takes the session of a reserved attempt as the current one before it is recorded", () => {
    const facts = paidFacts();
    const adopted = apply(reserved({ sessionId: null }), facts);
    expect(adopted.payment).toMatchObject({ state: "PAID", sessionId: "cs_test_1" });
    const otherAttempt = apply(reserved({ sessionId: null, attempt: 2 }), facts);
    expect(otherAttempt.payment).toMatchObject({ state: "OPEN", sessionId: null });
  });

  it("leaves a lead without a payment alone", () => {
    expect(decidePayment(undefined, paidFacts(), NOW).kind).toBe("ignore");
  });
});
