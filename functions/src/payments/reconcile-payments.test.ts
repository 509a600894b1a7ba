// The reconciler repairs what the webhook missed through the webhook's own step: an OPEN lead
// whose session Stripe says was paid becomes PAID with one note to sales; a paid session no lead
// records as paid is applied to the lead it names, or alerted when it names none; and a second
// run changes nothing.
import { describe, expect, it } from "vitest";
import { fakePaymentStore } from "../testing/fake-payment-store.js";
import { fakeQueue, recordingLogs } from "../testing/fakes.js";
import type { Payment } from "../shared/payment.js";
import type { StripeFacts } from "./payment-change.js";
import { reconcilePayments } from "./reconcile-payments.js";
import {
  PAYMENT_TEST_NOW,
  fakeGateway,
  testInvoice,
  testPayment,
  testSession,
} from "../testing/payment-fixtures.js";
import type { SessionFacts, StripeGateway } from "./stripe-gateway.js";

const NOW = PAYMENT_TEST_NOW;
const LEAD = "Lead1AutoShapedId000";
const OTHER_LEAD = "Lead2AutoShapedId000";

/** A payment opened three hours ago whose session ran out two hours ago. */
const opened = (fields: Partial<Payment> = {}): Payment =>
  testPayment({
    openedAt: new Date(NOW.getTime() - 3 * 3_600_000),
    updatedAt: new Date(NOW.getTime() - 3 * 3_600_000),
    expiresAt: new Date(NOW.getTime() - 2 * 3_600_000),
    ...fields,
  });

const session = (id: string, leadId: string | null, paid: boolean): SessionFacts =>
  testSession({
    id,
    status: paid ? "complete" : "expired",
    paymentStatus: paid ? "paid" : "unpaid",
    leadId,
    paymentIntentId: paid ? `pi_${id}` : null,
    customerEmail: null,
    expiresAt: new Date(NOW.getTime() - 2 * 3_600_000),
  });

/** Stripe with these sessions (paid ones have a succeeded intent and a charge). */
function stripeWith(sessions: SessionFacts[]): StripeGateway & { asked: string[] } {
  const asked: string[] = [];
  const facts = (id: string): StripeFacts => {
    const found = sessions.find((s) => s.id === id);
    if (!found) throw new Error(`no session ${id}`);
    const paid = found.paymentStatus === "paid";
    return {
      session: found,
      intent: paid
        ? {
            id: `pi_${id}`,
            status: "succeeded",
            amountReceivedCents: 249_900,
            createdAt: new Date(NOW.getTime() - 2.5 * 3_600_000),
          }
        : null,
      charge: null,
      disputes: [],
    };
  };
  return {
    asked,
    ...fakeGateway(),
    retrieveSession: async (id) => facts(id).session,
    expireSession: async (id) => facts(id).session,
    paymentFacts: async (id) => {
      asked.push(id);
      return facts(id);
    },
    sessionOfPaymentIntent: async () => null,
    listPaidSessions: async () => sessions.filter((s) => s.paymentStatus === "paid"),
  };
}

function setUp(stripe: StripeGateway, seed: Record<string, Payment>) {
  const fake = fakePaymentStore(
    Object.fromEntries(
      Object.entries(seed).map(([id, payment]) => [
        id,
        { plan: payment.planId, emailAddress: "owner@acme.example", companyName: "Acme", payment },
      ]),
    ),
  );
  const { queue, tasks } = fakeQueue();
  const { logs, lines } = recordingLogs();
  const deps = { store: fake.store, queue, logs, clock: { now: () => NOW }, stripe };
  return { fake, tasks, lines, run: () => reconcilePayments(deps) };
}

describe("reconcilePayments", () => {
  it("makes a paid lead whose events never landed PAID, with one note; a second run changes nothing", async () => {
    const stripe = stripeWith([session("cs_test_1", LEAD, true)]);
    const { fake, tasks, run } = setUp(stripe, { [LEAD]: opened() });

    const first = await run();
    expect(first.repaired).toEqual([{ leadId: LEAD, added: ["paid-pi_cs_test_1"] }]);
    expect(fake.leads.get(LEAD)?.payment?.state).toBe("PAID");
    expect([...tasks.keys()]).toEqual([`lead-${LEAD}-0-money-paid-pi_cs_test_1`]);

    const second = await run();
    expect(second.repaired).toEqual([]);
    expect(fake.leads.get(LEAD)?.payment?.state).toBe("PAID");
    expect(tasks.size).toBe(1);
  });

  it("leaves an open session before its expiry alone, and records an expired one as EXPIRED", async () => {
    const stripe = stripeWith([session("cs_test_1", LEAD, false)]);
    const fresh = opened({ expiresAt: new Date(NOW.getTime() + 600_000) });
    const young = setUp(stripe, { [LEAD]: fresh });
    expect((await young.run()).checked).toBe(0);
    expect(stripe.asked).toEqual([]);

    const old = setUp(stripe, { [LEAD]: opened() });
    await old.run();
    expect(old.fake.leads.get(LEAD)?.payment?.state).toBe("EXPIRED");
    expect(old.tasks.size).toBe(0); // an expired session is no change of money: no note
  });

  it("applies a paid session the lead does not record (another attempt's) and alerts one that names no lead", async () => {
    const stripe = stripeWith([
      session("cs_test_old", OTHER_LEAD, true),
      session("cs_test_stray", null, true),
    ]);
    const { fake, tasks, lines, run } = setUp(stripe, {
      [OTHER_LEAD]: opened({ sessionId: "cs_test_new", attempt: 2, expiresAt: NOW }),
    });
    const summary = await run();
    expect(summary.unknown).toEqual(["cs_test_stray"]);
    expect(fake.leads.get(OTHER_LEAD)?.payment?.history).toHaveProperty("other-pi_cs_test_old");
    expect([...tasks.keys()]).toEqual([`lead-${OTHER_LEAD}-0-money-other-pi_cs_test_old`]);
    const alerts = lines.filter((l) => l.event === "paymentAlert").map((l) => l.args[0]);
    expect(alerts.sort()).toEqual(["otherSession", "unknownSession"]);

    await run();
    expect(tasks.size).toBe(1);
  });

  it("goes on past a lead whose session Stripe does not have, and names it", async () => {
    const stripe = stripeWith([session("cs_test_1", LEAD, true)]);
    const { fake, run } = setUp(stripe, {
      [OTHER_LEAD]: opened({ sessionId: "cs_test_gone" }),
      [LEAD]: opened(),
    });
    const summary = await run();
    expect(summary.failed).toEqual(["cs_test_gone"]);
    expect(fake.leads.get(LEAD)?.payment?.state).toBe("PAID");
  });
});

describe("reconcilePayments and the balance invoice", () => {
  it("turns an open balance Stripe says was paid PAID, with one note; a second run changes nothing", async () => {
    const paidAt = new Date(NOW.getTime() - 3_600_000);
    const stripe = {
      ...stripeWith([]),
      retrieveInvoice: async (id: string) =>
        testInvoice({ id, status: "paid", amountPaidCents: 649_950, paidAt }),
    };
    const sent = testInvoice();
    const { fake, tasks, run } = setUp(stripe, {
      [LEAD]: opened({
        state: "PAID",
        planId: "mobile-mvp",
        paidAt: NOW,
        customerId: "cus_1",
        balance: {
          invoiceId: sent.id,
          state: "OPEN",
          amountCents: sent.amountDueCents,
          hostedUrl: sent.hostedUrl ?? "",
          sentAt: NOW,
          dueAt: NOW,
          paidAt: null,
          lastFailedAt: null,
          attempt: 1,
        },
      }),
    });
    const first = await run();
    expect(first.balances).toBe(1);
    expect(first.repaired).toEqual([{ leadId: LEAD, added: ["balance-in_1-paid"] }]);
    expect(fake.leads.get(LEAD)?.payment?.balance).toMatchObject({ state: "PAID", paidAt });
    expect([...tasks.keys()]).toEqual([`lead-${LEAD}-0-money-balance-in_1-paid`]);

    const second = await run();
    expect(second.balances).toBe(0);
    expect(tasks.size).toBe(1);
  });
});
