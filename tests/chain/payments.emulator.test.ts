// Payments end to end through the emulators and the Stripe stand-in (issues 26, 37): a brief
// with a plan → startCheckout → the stand-in's Checkout → its signed webhook → the lead PAID →
// one payment note to sales; redelivered events, events in every order (the lead's payment is
// read from Stripe, not from the event), the success page racing the webhook, expiry, refunds,
// disputes won and lost, a failed delayed payment, an unknown lead, a bad signature, a failing
// write, a checkout that dies between Stripe and the lead, and the reconciler repairing a
// payment whose events never landed. Sales gets one note per change of money, counted at the
// EmailJS stand-in.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { STRIPE_WEBHOOK_FUNCTION } from "../../functions/src/shared/function-names";
import { cloudTasksQueue } from "../../functions/src/platform/task-queue";
import { firestorePaymentStore } from "../../functions/src/payments/payment-store";
import { REFUSALS } from "../../functions/src/payments/start-checkout";
import { handleStripeWebhook } from "../../functions/src/payments/stripe-webhook";
import { reconcilePayments } from "../../functions/src/payments/reconcile-payments";
import { PAYMENT_EVENTS_COLLECTION } from "../../functions/src/shared/collections";
import { PAYMENT_CHANGES } from "../../functions/src/shared/payment-changes";
import { REFERENCE_PATTERN } from "../../functions/src/shared/lead-reference";
import { recordingLogs } from "../../functions/src/testing/fakes";
import { VALID_LEAD } from "../fixtures/leads";
import { testSetting } from "../support/chain";
import { adminFirestore } from "../support/emulators";
import { uniqueLeadId } from "../support/leads";
import {
  confirmCheckout,
  functionUrl,
  paymentChainBed,
  paymentEventsOf,
  paymentOf,
  resultOf,
  standInGateway,
  startCheckout,
  waitForPayment,
} from "../support/payments";

const { bed, stripe, paymentNotes, expectNotes } = paymentChainBed();
const PLAN = "branding-identity"; // $2,499, paid in full
const DEPOSIT_PLAN = "mobile-mvp"; // $12,999, a 50 % deposit

/** A brief with a plan, saved as the site does, and its checkout opened. */
async function openCheckout(plan = PLAN, company = "Paid Pecan Co") {
  const leadId = await bed.submit({ ...VALID_LEAD, companyName: company, plan }, "pay");
  const answer = resultOf(await startCheckout(leadId));
  const session = stripe().sessionOf(leadId);
  if (!session) throw new Error("the stand-in has no session for the lead");
  return { leadId, answer, sessionId: session.id as string };
}

/** The last Checkout Session the functions asked the stand-in to create. */
const lastCreate = () =>
  stripe()
    .requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")
    .at(-1);

const expectOneNote = (leadId: string) => expectNotes(leadId, [PAYMENT_CHANGES.paid.words]);

/** Runs `steps` with the stand-in's webhooks held back, so the test delivers the events itself. */
async function withWebhooksHeld(steps: () => Promise<void>): Promise<void> {
  stripe().sendWebhooks(false);
  try {
    await steps();
  } finally {
    stripe().sendWebhooks(true);
  }
}

describe("a prospect paying for a plan", { timeout: 60_000 }, () => {
  it("opens a server-priced session, is PAID by the signed webhook, and mails sales once", async () => {
    const { leadId, answer, sessionId } = await openCheckout();
    expect(answer).toEqual({
      url: `${stripe().origin}/pay/${sessionId}`,
      amountCents: 249_900,
      planId: PLAN,
      planName: "Brand Identity",
      terms: "Paid in full at checkout: $2,499",
    });
    const created = lastCreate();
    expect(created?.idempotencyKey).toBe(`checkout-${leadId}-1`);
    expect(created?.body).toMatchObject({
      mode: "payment",
      client_reference_id: leadId,
      customer_email: VALID_LEAD.emailAddress,
      metadata: { leadId, planId: PLAN, attempt: "1" },
      payment_intent_data: { metadata: { leadId, planId: PLAN, attempt: "1" } },
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "249900" } }],
      success_url: "http://127.0.0.1:5050/checkout/paid?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://127.0.0.1:5050/checkout",
    });
    expect(Number(created?.body.expires_at)).toBeGreaterThan(Date.now() / 1000 + 30 * 60);
    expect((await paymentOf(leadId)).payment).toMatchObject({
      state: "OPEN",
      sessionId,
      planId: PLAN,
      amountCents: 249_900,
      currency: "usd",
    });

    const { delivery } = await stripe().pay(sessionId);
    expect(delivery?.status).toBe(200);
    const paid = await waitForPayment(leadId, "PAID");
    expect(paid.paidAt).toBeTruthy();
    expect(paid.paymentIntentId).toMatch(/^pi_/);
    await expectOneNote(leadId);
    expect(paymentNotes(leadId)[0]?.body.template_params).toMatchObject({
      amount: "$2,499",
      plan: "Brand Identity — $2,499",
      leadUrl: `https://desk.brandvista.studio/desk/leads/${leadId}`,
    });
    // The plan, the amount and the short reference: nothing that names the person paying.
    expect(resultOf(await confirmCheckout(sessionId))).toEqual({
      outcome: "paid",
      amountCents: 249_900,
      planName: "Brand Identity",
      planId: PLAN,
      reference: expect.stringMatching(REFERENCE_PATTERN) as unknown,
    });
  });

  it("charges the large plans their deposit, from the server's catalogue", async () => {
    const { answer } = await openCheckout(DEPOSIT_PLAN, "Deposit Dynamics");
    expect(answer.amountCents).toBe(649_950);
    expect(answer.terms).toBe(
      "50% deposit at checkout: $6,499.50; the remaining $6,499.50 is invoiced at delivery",
    );
  });

  it("reuses the open session instead of creating a second", async () => {
    const { leadId, answer } = await openCheckout();
    const again = resultOf(await startCheckout(leadId));
    expect(again.url).toBe(answer.url);
    expect(
      [...stripe().sessions.values()].filter((s) => s.client_reference_id === leadId),
    ).toHaveLength(1);
  });
});

describe("startCheckout refuses", { timeout: 60_000 }, () => {
  it("a lead we do not have, a lead without a plan, and a lead already paid", async () => {
    expect(await startCheckout("noSuchLead0000000000")).toEqual({
      error: expect.objectContaining({ status: "NOT_FOUND", message: REFUSALS.noLead }),
    });
    const noPlan = await bed.submit({ ...VALID_LEAD, companyName: "Quote Only" }, "pay");
    expect(await startCheckout(noPlan)).toEqual({
      error: expect.objectContaining({ status: "FAILED_PRECONDITION", message: REFUSALS.noPlan }),
    });
    const { leadId, sessionId } = await openCheckout();
    await stripe().pay(sessionId);
    await waitForPayment(leadId, "PAID");
    expect(await startCheckout(leadId)).toEqual({
      error: expect.objectContaining({ status: "ALREADY_EXISTS", message: REFUSALS.paid }),
    });
  });
});

describe("confirmCheckout refuses", { timeout: 60_000 }, () => {
  it("a session id no lead recorded, without asking Stripe", async () => {
    const guessed = `cs_test_${uniqueLeadId("guess")}`;
    expect(await confirmCheckout(guessed)).toEqual({
      error: expect.objectContaining({ status: "NOT_FOUND", message: REFUSALS.noLead }),
    });
    expect(stripe().requests.filter((r) => r.path.includes(guessed))).toEqual([]);
  });
});

describe("events that arrive twice, late or racing", { timeout: 60_000 }, () => {
  it("records an event once: its redelivery changes nothing and mails nobody", async () => {
    const { leadId, sessionId } = await openCheckout();
    const { event } = await stripe().pay(sessionId);
    await waitForPayment(leadId, "PAID");
    const again = await stripe().redeliver(event.id as string);
    expect(again).toMatchObject({ status: 200, body: "duplicate" });
    expect((await paymentEventsOf(leadId)).map((e) => e.id)).toEqual([event.id]);
    await expectOneNote(leadId);
  });

  it("makes the lead PAID once when the success page and the webhook race", async () => {
    const { leadId, sessionId } = await openCheckout();
    await withWebhooksHeld(async () => {
      const { event } = await stripe().pay(sessionId);
      const [page, hook] = await Promise.all([
        confirmCheckout(sessionId),
        stripe().redeliver(event.id as string),
      ]);
      expect(resultOf(page).outcome).toBe("paid");
      expect(hook?.status).toBe(200);
    });
    await waitForPayment(leadId, "PAID");
    await expectOneNote(leadId);
  });

  it("says 'not paid' on the success page for a session still open", async () => {
    const { sessionId } = await openCheckout();
    expect(resultOf(await confirmCheckout(sessionId)).outcome).toBe("unpaid");
  });
});

describe("a session that expires", { timeout: 60_000 }, () => {
  it("ends EXPIRED, and the next checkout opens a new session (attempt 2)", async () => {
    const { leadId, sessionId } = await openCheckout();
    await stripe().expire(sessionId);
    await waitForPayment(leadId, "EXPIRED");
    const next = resultOf(await startCheckout(leadId));
    expect(next.url).not.toContain(sessionId);
    expect((await paymentOf(leadId)).payment).toMatchObject({ state: "OPEN", attempt: 2 });
    expect(lastCreate()?.idempotencyKey).toBe(`checkout-${leadId}-2`);
  });
});

describe("refunds and disputes", { timeout: 60_000 }, () => {
  it("moves a paid lead to PARTIALLY_REFUNDED, then REFUNDED, never back", async () => {
    const { leadId, sessionId } = await openCheckout();
    await stripe().pay(sessionId);
    await waitForPayment(leadId, "PAID");
    await stripe().refund(sessionId, 50_000);
    expect(await waitForPayment(leadId, "PARTIALLY_REFUNDED")).toMatchObject({
      amountRefundedCents: 50_000,
    });
    await stripe().refund(sessionId);
    expect(await waitForPayment(leadId, "REFUNDED")).toMatchObject({
      amountRefundedCents: 249_900,
    });
    // The first (partial) refund's event again, late: nothing moves back.
    const partial = stripe().events.find(
      (e) =>
        e.type === "charge.refunded" &&
        e.data.object.amount_refunded === 50_000 &&
        e.data.object.payment_intent === stripe().sessions.get(sessionId)?.payment_intent,
    );
    if (!partial) throw new Error("the partial refund's event is missing");
    await stripe().redeliver(partial.id as string);
    expect((await paymentOf(leadId)).payment?.state).toBe("REFUNDED");
    // One note per change of money: the payment, and each refund.
    const { paid, refunded } = PAYMENT_CHANGES;
    await expectNotes(leadId, [paid.words, refunded.words, refunded.words]);
  });

  it("marks a dispute and alerts", async () => {
    const { leadId, sessionId } = await openCheckout();
    await stripe().pay(sessionId);
    await waitForPayment(leadId, "PAID");
    await withWebhooksHeld(async () => {
      const { event } = await stripe().dispute(sessionId);
      const { logs, lines } = recordingLogs();
      const answer = await deliverInProcess(event, { logs });
      expect(answer.status).toBe(200);
      expect(lines.filter((l) => l.event === "paymentAlert").map((l) => l.args[0])).toEqual([
        "dispute",
      ]);
    });
    expect((await paymentOf(leadId)).payment?.state).toBe("DISPUTED");
  });
});

describe("what the webhook answers", { timeout: 60_000 }, () => {
  it("2xx and an alert for an event about a lead we do not have", async () => {
    const { sessionId } = await openCheckout();
    await withWebhooksHeld(async () => {
      // The session Stripe holds names a lead we do not have (erased meanwhile, say).
      const held = stripe().sessions.get(sessionId);
      if (!held) throw new Error("the stand-in lost the session");
      held.metadata = { ...held.metadata, leadId: "goneLead000000000000" };
      held.client_reference_id = "goneLead000000000000";
      const { event } = await stripe().pay(sessionId);
      const { logs, lines } = recordingLogs();
      const answer = await deliverInProcess(event, { logs });
      expect(answer).toEqual({ status: 200, body: "unknownLead" });
      expect(lines.find((l) => l.event === "paymentAlert")?.args.slice(0, 2)).toEqual([
        "unknownLead",
        "goneLead000000000000",
      ]);
      const db = await adminFirestore();
      const record = await db
        .collection(PAYMENT_EVENTS_COLLECTION)
        .doc(event.id as string)
        .get();
      expect(record.get("outcome")).toBe("unknown-lead");
    });
  });

  it("400 for a wrong secret, a tampered body or an old signature, writing nothing", async () => {
    const { leadId, sessionId } = await openCheckout();
    await withWebhooksHeld(async () => {
      const { event } = await stripe().pay(sessionId);
      const payload = JSON.stringify(event);
      const post = (body: string, header: string) =>
        fetch(functionUrl(STRIPE_WEBHOOK_FUNCTION), {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": header },
          body,
        });
      const secret = testSetting("STRIPE_WEBHOOK_SECRET");
      const sign = (timestamp?: number) =>
        Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
      const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
      expect((await post(payload, wrong)).status).toBe(400);
      expect((await post(payload.replace("249900", "100"), sign())).status).toBe(400);
      expect((await post(payload, sign(Math.floor(Date.now() / 1000) - 600))).status).toBe(400);
      expect(await paymentEventsOf(leadId)).toEqual([]);
      expect((await paymentOf(leadId)).payment?.state).toBe("OPEN");
      // The same event, correctly signed, is applied.
      expect((await post(payload, sign())).status).toBe(200);
      await waitForPayment(leadId, "PAID");
    });
  });

  it("5xx when the write fails, so Stripe retries; the redelivery applies it", async () => {
    const { leadId, sessionId } = await openCheckout();
    await withWebhooksHeld(async () => {
      const { event } = await stripe().pay(sessionId);
      const failing = await deliverInProcess(event, { failWrites: true });
      expect(failing.status).toBe(500);
      expect(await paymentEventsOf(leadId)).toEqual([]);
      expect((await paymentOf(leadId)).payment?.state).toBe("OPEN");
      const again = await stripe().redeliver(event.id as string);
      expect(again?.status).toBe(200);
      await waitForPayment(leadId, "PAID");
      await expectOneNote(leadId);
    });
  });
});

describe(
  "events in any order, each twice: Stripe is the source of truth",
  { timeout: 120_000 },
  () => {
    it("ends REFUNDED, not PAID, when charge.refunded comes before checkout.session.completed", async () => {
      const { leadId, sessionId } = await openCheckout(PLAN, "Backwards Books");
      await withWebhooksHeld(async () => {
        await stripe().pay(sessionId);
        await stripe().refund(sessionId);
        const [completed, refunded] = stripe().heldEvents().filter(aboutSession(sessionId));
        const answers = await stripe().releaseHeld([String(refunded?.id), String(completed?.id)]);
        expect(answers.map((a) => a?.status)).toEqual([200, 200]);
      });
      const { payment } = await paymentOf(leadId);
      expect(payment).toMatchObject({ state: "REFUNDED", amountRefundedCents: 249_900 });
      expect(Object.keys(payment?.history as object).sort()).toEqual([
        expect.stringMatching(/^paid-pi_/),
        expect.stringMatching(/^refund-re_/),
      ]);
      // Both happened: sales hears of the payment and of its refund, once each.
      await expectNotes(leadId, [PAYMENT_CHANGES.paid.words, PAYMENT_CHANGES.refunded.words]);
    });

    const ORDERS: [string, string, string][] = [
      ["completed", "refunded", "disputed"],
      ["completed", "disputed", "refunded"],
      ["refunded", "completed", "disputed"],
      ["refunded", "disputed", "completed"],
      ["disputed", "completed", "refunded"],
      ["disputed", "refunded", "completed"],
    ];
    it.each(ORDERS)(
      "%s, %s, %s (and each again): DISPUTED, one refund, one note to sales per change",
      async (...order) => {
        const { leadId, sessionId } = await openCheckout(PLAN, `Order ${order.join(" ")}`);
        await withWebhooksHeld(async () => {
          const { event: completed } = await stripe().pay(sessionId);
          const { event: refunded } = await stripe().refund(sessionId, 50_000);
          const { event: disputed } = await stripe().dispute(sessionId);
          const ids = { completed, refunded, disputed };
          const sequence = [...order, ...order].map((name) =>
            String(ids[name as keyof typeof ids].id),
          );
          const answers = await stripe().releaseHeld(sequence);
          expect(answers.map((a) => a?.status)).toEqual([200, 200, 200, 200, 200, 200]);
        });
        const { payment } = await paymentOf(leadId);
        expect(payment).toMatchObject({ state: "DISPUTED", amountRefundedCents: 50_000 });
        expect(Object.keys(payment?.history as object)).toHaveLength(3);
        expect(
          (await paymentEventsOf(leadId)).map((e) => (e as { outcome?: string }).outcome).sort(),
        ).toEqual(["applied", "ignored", "ignored"]);
        const { paid, refunded, disputed } = PAYMENT_CHANGES;
        await expectNotes(leadId, [paid.words, refunded.words, disputed.words]);
      },
    );
  },
);

describe("disputes closed, and a delayed payment that fails", { timeout: 60_000 }, () => {
  it("returns a won dispute to PAID, and marks a lost one DISPUTE_LOST", async () => {
    for (const outcome of ["won", "lost"] as const) {
      const { leadId, sessionId } = await openCheckout(PLAN, `Dispute ${outcome}`);
      await stripe().pay(sessionId);
      await waitForPayment(leadId, "PAID");
      const { dispute } = await stripe().dispute(sessionId);
      await waitForPayment(leadId, "DISPUTED");
      const { delivery } = await stripe().closeDispute(String(dispute.id), outcome);
      expect(delivery?.status).toBe(200);
      await waitForPayment(leadId, outcome === "won" ? "PAID" : "DISPUTE_LOST");
      const { paid, disputed, disputeWon, disputeLost } = PAYMENT_CHANGES;
      const closed = outcome === "won" ? disputeWon : disputeLost;
      await expectNotes(leadId, [paid.words, disputed.words, closed.words]);
    }
  });

  it("ends FAILED on async_payment_failed, and the prospect can check out again", async () => {
    const { leadId, sessionId } = await openCheckout(PLAN, "Slow Bank Co");
    await stripe().payDelayed(sessionId);
    await waitForPayment(leadId, "PROCESSING");
    expect(resultOf(await confirmCheckout(sessionId)).outcome).toBe("processing");
    await stripe().settleDelayed(sessionId, false);
    await waitForPayment(leadId, "FAILED");
    await expectNotes(leadId, [PAYMENT_CHANGES.failed.words]);
    expect(paymentNotes(leadId)[0]?.body.template_params?.action).toMatch(/Call the prospect/);
    const next = resultOf(await startCheckout(leadId));
    expect(next.url).not.toContain(sessionId);
    expect((await paymentOf(leadId)).payment).toMatchObject({ state: "OPEN", attempt: 2 });
  });

  it("lets a refunded lead pay again, on a new session", async () => {
    const { leadId, sessionId } = await openCheckout(PLAN, "Second Chance Co");
    await stripe().pay(sessionId);
    await waitForPayment(leadId, "PAID");
    await stripe().refund(sessionId);
    await waitForPayment(leadId, "REFUNDED");
    const next = resultOf(await startCheckout(leadId));
    const nextSession = stripe().sessionOf(leadId);
    expect(next.url).toBe(nextSession?.url);
    await stripe().pay(String(nextSession?.id));
    const paid = await waitForPayment(leadId, "PAID");
    expect(paid).toMatchObject({ attempt: 2, amountRefundedCents: 0 });
    expect(Object.keys(paid.history as object)).toHaveLength(3);
    // The second payment is a change of its own: sales hears of it too.
    const { paid: paidNote, refunded } = PAYMENT_CHANGES;
    await expectNotes(leadId, [paidNote.words, refunded.words, paidNote.words]);
  });
});

describe("a checkout that dies between Stripe and the lead", { timeout: 60_000 }, () => {
  it("reaches the same session on a retry a minute later; nothing is charged twice", async () => {
    const leadId = await bed.submit(
      { ...VALID_LEAD, companyName: "Crash Test Co", plan: PLAN },
      "pay",
    );
    // Stripe makes the session, and its answer never reaches the function (nor its retries).
    stripe().injectFault({
      method: "POST",
      path: "/v1/checkout/sessions",
      answer: "lost",
      times: 20,
    });
    let failed: Awaited<ReturnType<typeof startCheckout>>;
    try {
      failed = await startCheckout(leadId);
    } finally {
      stripe().clearFaults();
    }
    expect(failed).toMatchObject({ error: { status: "INTERNAL" } });
    const made = [...stripe().sessions.values()].filter((s) => s.client_reference_id === leadId);
    expect(made).toHaveLength(1);
    expect((await paymentOf(leadId)).payment).toMatchObject({
      state: "OPEN",
      sessionId: null,
      attempt: 1,
    });

    await stripe().advanceClock(60);
    const retried = resultOf(await startCheckout(leadId));
    expect(retried.url).toBe(made[0]?.url);
    expect(
      [...stripe().sessions.values()].filter((s) => s.client_reference_id === leadId),
    ).toHaveLength(1);
    const keys = stripe()
      .requests.filter((r) => r.method === "POST" && r.body.client_reference_id === leadId)
      .map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`checkout-${leadId}-1`]));
    expect((await paymentOf(leadId)).payment).toMatchObject({ sessionId: made[0]?.id });

    await stripe().pay(String(made[0]?.id));
    await waitForPayment(leadId, "PAID");
    expect(resultOf(await confirmCheckout(String(made[0]?.id))).outcome).toBe("paid");
    expect(await startCheckout(leadId)).toEqual({
      error: expect.objectContaining({ status: "ALREADY_EXISTS", message: REFUSALS.paid }),
    });
    await expectOneNote(leadId);
  });
});

describe("the reconciler, when no webhook landed", { timeout: 60_000 }, () => {
  it("repairs a paid session in one run (one PAID, one note); a second run changes nothing", async () => {
    const { leadId, sessionId } = await openCheckout(PLAN, "Quiet Webhook Co");
    await withWebhooksHeld(async () => {
      await stripe().pay(sessionId);
      // Two hours on: the session is past its expiry, and still OPEN on the lead.
      const later = { now: () => new Date(Date.now() + 2 * 3_600_000) };
      expect((await paymentOf(leadId)).payment?.state).toBe("OPEN");

      const first = await reconcileInProcess(later);
      expect(first.repaired.filter((r) => r.leadId === leadId)).toEqual([
        { leadId, added: [expect.stringMatching(/^paid-pi_/)] },
      ]);
      expect((await paymentOf(leadId)).payment?.state).toBe("PAID");
      await expectOneNote(leadId);

      const second = await reconcileInProcess(later);
      expect(second.repaired.filter((r) => r.leadId === leadId)).toEqual([]);
      expect((await paymentOf(leadId)).payment?.state).toBe("PAID");
      await expectOneNote(leadId);
    });
  });

  it("finds a paid session by Stripe's list before the lead's session expires", async () => {
    const { leadId, sessionId } = await openCheckout(PLAN, "Closed Tab Co");
    await withWebhooksHeld(async () => {
      await stripe().pay(sessionId);
      const summary = await reconcileInProcess({ now: () => new Date() });
      expect(summary.repaired.filter((r) => r.leadId === leadId)).toHaveLength(1);
    });
    await waitForPayment(leadId, "PAID");
    await expectOneNote(leadId);
  });
});

/** One reconciler run in this process, against the emulators and this file's stand-in. */
function reconcileInProcess(clock: { now: () => Date }) {
  return adminFirestore().then((db) =>
    reconcilePayments({
      store: firestorePaymentStore(db),
      queue: cloudTasksQueue(),
      logs: recordingLogs().logs,
      clock,
      stripe: standInGateway(stripe()),
    }),
  );
}

/** Whether a held event is about this session (its own, or its charge's or dispute's intent). */
function aboutSession(sessionId: string) {
  const intent = stripe().sessions.get(sessionId)?.payment_intent as string | undefined;
  return (event: Record<string, unknown>) => {
    const object = (event.data as { object: Record<string, unknown> }).object;
    return object.id === sessionId || object.payment_intent === intent;
  };
}

/**
 * Runs the webhook handler in this process on a correctly signed delivery of `event`, against
 * the emulators' Firestore and task queue, with logs to read and, if asked, a store whose
 * writes fail (as Firestore does in an outage).
 */
async function deliverInProcess(
  event: Record<string, unknown>,
  options: { logs?: ReturnType<typeof recordingLogs>["logs"]; failWrites?: boolean } = {},
) {
  const db = await adminFirestore();
  const store = firestorePaymentStore(db);
  const payload = JSON.stringify(event);
  const secret = testSetting("STRIPE_WEBHOOK_SECRET");
  return handleStripeWebhook(
    {
      method: "POST",
      rawBody: Buffer.from(payload),
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    {
      store: options.failWrites
        ? {
            ...store,
            apply: () => Promise.reject(new Error("14 UNAVAILABLE: Firestore is unreachable")),
          }
        : store,
      queue: cloudTasksQueue(),
      logs: options.logs ?? recordingLogs().logs,
      clock: { now: () => new Date() },
      webhookSecret: secret,
      stripe: standInGateway(stripe()),
    },
  );
}
