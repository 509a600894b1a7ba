// The balance's money after it was paid: its charge's refunds (partial, full, failed) and
// disputes (open, won, lost) recorded in the lead's history under the invoice's keys, once each
// whatever the order of the reads, moving the lead's state to the one a person must act on;
// the webhook finds the invoice of a charge's event through its invoice payment; and the
// reconciler's window re-reads only the leads whose money moved, repairs what it finds once,
// and queues again the notes a crash left QUEUED.
import { describe, expect, it } from "vitest";
import type { Payment } from "../shared/payment.js";
import { ledgerCases } from "../shared/ledger.js";
import { LEAD, NOW, at, webhookBed, write } from "../testing/balance-fixtures.js";
import {
  fakeGateway,
  orders,
  paymentStepBed,
  testDepositPaid,
  testInvoice,
  testSession,
} from "../testing/payment-fixtures.js";
import { fakePaymentStore } from "../testing/fake-payment-store.js";
import { fakeQueue, recordingLogs } from "../testing/fakes.js";
import { decideBalance } from "./balance-change.js";
import { applyBalanceStep } from "./payment-step.js";
import { reconcilePayments } from "./reconcile-payments.js";
import type { DisputeFacts, InvoiceMoneyFacts, RefundFacts } from "./stripe-facts.js";
import { handleStripeWebhook } from "./stripe-webhook.js";

/** Each of `items` over `defaults`, with Stripe-like ids in order: `${prefix}_1`, `${prefix}_2`… */
const numbered = <T extends { id: string }>(
  prefix: string,
  items: Partial<T>[],
  defaults: Omit<T, "id">,
): T[] => items.map((item, index) => ({ id: `${prefix}_${index + 1}`, ...defaults, ...item }) as T);

/** The balance invoice in_1 paid ($6,499.50) by pi_b, its charge with these refunds and disputes. */
function paidInvoice(
  refunds: Partial<RefundFacts>[] = [],
  disputes: Partial<DisputeFacts>[] = [],
  id = "in_1",
): InvoiceMoneyFacts {
  return {
    ...testInvoice({
      id,
      status: "paid",
      attemptCount: 1,
      amountPaidCents: 649_950,
      paidAt: at(1),
    }),
    charges: [
      {
        paymentIntentId: `pi_${id}`,
        charge: {
          id: `ch_${id}`,
          amountCents: 649_950,
          currency: "usd",
          createdAt: at(1),
          refunds: numbered("re", refunds, {
            amountCents: 100_000,
            status: "succeeded",
            createdAt: at(2),
          }),
        },
        disputes: numbered("dp", disputes, {
          amountCents: 649_950,
          status: "needs_response",
          createdAt: at(3),
        }),
      },
    ],
  };
}

/** The deposit paid and the balance in_1 paid: paid in full. */
const paidInFull = (): Payment => write(testDepositPaid(), paidInvoice()).payment;

describe("the balance's refunds and disputes", () => {
  it("records a partial refund, then the rest, under the invoice's keys: partly refunded, alerted", () => {
    const part = write(paidInFull(), paidInvoice([{}]));
    expect(part.added).toEqual(["balance-in_1-refund-re_1"]);
    expect(part.alerts).toEqual(["refund"]);
    expect(part.payment.history["balance-in_1-refund-re_1"]).toMatchObject({
      kind: "balanceRefunded",
      amountCents: 100_000,
      invoiceId: "in_1",
      at: at(2),
    });
    expect(part.payment.state).toBe("PARTIALLY_REFUNDED");
    expect(part.payment.balance?.state, "the invoice itself stays paid at Stripe").toBe("PAID");
    // The deposit's own refunds are not the balance's.
    expect(part.payment.amountRefundedCents).toBe(0);

    const rest = write(part.payment, paidInvoice([{}, { amountCents: 549_950 }]));
    expect(rest.added).toEqual(["balance-in_1-refund-re_2"]);
    expect(rest.payment.state).toBe("PARTIALLY_REFUNDED");
    expect(ledgerCases(rest.payment.history).balanceRefundedCents).toBe(649_950);
    // Read again: nothing new.
    expect(decideBalance(rest.payment, paidInvoice([{}, { amountCents: 549_950 }]), NOW).kind).toBe(
      "ignore",
    );
  });

  it("records a dispute opened, then lost: disputed, then dispute lost, each alerted once", () => {
    const opened = write(paidInFull(), paidInvoice([], [{}]));
    expect(opened.added).toEqual(["balance-in_1-dispute-dp_1"]);
    expect(opened.alerts).toEqual(["dispute"]);
    expect(opened.payment.state).toBe("DISPUTED");
    const lost = write(opened.payment, paidInvoice([], [{ status: "lost" }]));
    expect(lost.added).toEqual(["balance-in_1-dispute-dp_1-lost"]);
    expect(lost.alerts).toEqual(["disputeClosed"]);
    expect(lost.payment.state).toBe("DISPUTE_LOST");
    const won = write(opened.payment, paidInvoice([], [{ status: "won" }]));
    expect(won.payment.state, "a won dispute returns the lead to paid").toBe("PAID");
  });

  it("ends the same whatever the order and repetition of the reads", () => {
    const reads = [
      paidInvoice([{}], [{}]),
      paidInvoice([{}, { amountCents: 5_000 }], [{ status: "lost" }]),
      paidInvoice([{}], []),
      paidInvoice([{}, { amountCents: 5_000 }], [{ status: "lost" }]),
    ];
    const ends = orders(reads).map((order) => {
      let payment = paidInFull();
      for (const read of order) {
        const decision = decideBalance(payment, read, NOW);
        if (decision.kind === "write") payment = decision.payment;
      }
      return { state: payment.state, keys: Object.keys(payment.history).sort() };
    });
    for (const end of ends) expect(end).toEqual(ends[0]);
    expect(ends[0]?.state).toBe("DISPUTE_LOST");
    expect(ends[0]?.keys).toEqual([
      "balance-in_1-dispute-dp_1",
      "balance-in_1-dispute-dp_1-lost",
      "balance-in_1-paid",
      "balance-in_1-refund-re_1",
      "balance-in_1-refund-re_2",
      "paid-pi_1",
    ]);
  });

  it("shows a refund that fails afterwards as failed: the money is ours again", () => {
    const refunded = write(paidInFull(), paidInvoice([{}]));
    const failed = write(refunded.payment, paidInvoice([{ status: "failed" }]));
    expect(failed.added).toEqual(["balance-in_1-refund-re_1-failed"]);
    expect(failed.payment.history["balance-in_1-refund-re_1-failed"]?.kind).toBe(
      "balanceRefundFailed",
    );
    expect(failed.payment.state).toBe("REFUND_FAILED");
    expect(ledgerCases(failed.payment.history)).toMatchObject({
      balanceRefundedCents: 0,
      failedRefundCents: 100_000,
    });
  });

  it("lists an overpayment until its payment is refunded", () => {
    // A second invoice paid while the lead shows in_1 paid: an overpayment.
    const stray = { ...paidInvoice([], [], "in_2"), attempt: 0 };
    const over = write(paidInFull(), stray);
    expect(over.added.sort()).toEqual(["balance-in_2-overpaid", "balance-in_2-paid"]);
    expect(over.payment.state).toBe("OVERPAID");
    expect(ledgerCases(over.payment.history).overpaidCents).toBe(649_950);
    const back = write(over.payment, {
      ...paidInvoice([{ amountCents: 649_950 }], [], "in_2"),
      attempt: 0,
    });
    expect(back.payment.state, "refunding the overpayment settles it").toBe("PAID");
    expect(ledgerCases(back.payment.history).balanceRefundedCents).toBe(0);
  });
});

describe("the webhook's charge events of a balance", () => {
  it("finds the invoice through its invoice payment and records the refund once, with one note", async () => {
    const asked: string[] = [];
    const { fake, tasks, deps, delivery } = webhookBed(paidInFull(), {
      sessionOfPaymentIntent: async () => null,
      invoiceOfPaymentIntent: async (intent) => {
        asked.push(intent);
        return intent === "pi_in_1" ? "in_1" : null;
      },
      invoiceMoney: async () => ({ ...paidInvoice([{}]), leadId: LEAD }),
    });
    const refunded = { id: "ch_in_1", object: "charge", payment_intent: "pi_in_1" };
    await expect(
      handleStripeWebhook(delivery("evt_r", "charge.refunded", refunded), deps),
    ).resolves.toEqual({ status: 200, body: "done" });
    expect(asked).toEqual(["pi_in_1"]);
    expect(fake.leads.get(LEAD)?.payment?.state).toBe("PARTIALLY_REFUNDED");
    const updated = { id: "re_1", object: "refund", payment_intent: "pi_in_1", status: "failed" };
    deps.stripe = {
      ...deps.stripe,
      invoiceMoney: async () => ({ ...paidInvoice([{ status: "failed" }]), leadId: LEAD }),
    };
    await handleStripeWebhook(delivery("evt_u", "charge.refund.updated", updated), deps);
    expect(fake.leads.get(LEAD)?.payment?.state).toBe("REFUND_FAILED");
    expect([...tasks.keys()]).toEqual([
      `lead-${LEAD}-0-money-balance-in_1-refund-re_1`,
      `lead-${LEAD}-0-money-balance-in_1-refund-re_1-failed`,
    ]);
  });

  it("alerts a charge that neither a session nor an invoice of ours made", async () => {
    const { deps, lines, delivery } = webhookBed(paidInFull());
    const charge = { id: "ch_x", object: "charge", payment_intent: "pi_x" };
    await expect(
      handleStripeWebhook(delivery("evt_x", "charge.refunded", charge), deps),
    ).resolves.toEqual({ status: 200, body: "No checkout session or invoice; alerted" });
    expect(lines.filter((l) => l.event === "paymentAlert").map((l) => l.args[0])).toEqual([
      "unknownLead",
    ]);
  });
});

describe("the reconciler's window", () => {
  function setUp() {
    const moved = { ...paidInFull(), movedAt: at(-2 * 24) };
    const old = { ...paidInFull(), movedAt: at(-40 * 24) };
    const fake = fakePaymentStore({
      moved: { plan: "mobile-mvp", emailAddress: "a@x.example", companyName: "A", payment: moved },
      old: { plan: "mobile-mvp", emailAddress: "b@x.example", companyName: "B", payment: old },
      stuck: {
        plan: "mobile-mvp",
        emailAddress: "c@x.example",
        companyName: "C",
        payment: { ...paidInFull(), movedAt: at(-1) },
        notes: { "balance-in_1-paid": "QUEUED", "paid-pi_1": "SUCCESS" },
        queuedAt: { "balance-in_1-paid": at(-1).getTime() },
      },
    });
    const { queue, tasks } = fakeQueue();
    const { logs } = recordingLogs();
    const asked: string[] = [];
    const stripe = fakeGateway({
      // The deposit's session as Stripe holds it: paid, nothing new.
      paymentFacts: async () => ({
        session: testSession({
          status: "complete",
          paymentStatus: "paid",
          amountTotal: 649_950,
          planId: "mobile-mvp",
          paymentIntentId: "pi_1",
        }),
        intent: {
          id: "pi_1",
          status: "succeeded",
          amountReceivedCents: 649_950,
          createdAt: at(-2 * 24),
        },
        charge: null,
        disputes: [],
      }),
      invoiceMoney: async (id) => {
        asked.push(id);
        return paidInvoice([{}], [{ status: "lost" }]);
      },
    });
    const deps = { store: fake.store, queue, logs, clock: { now: () => NOW }, stripe };
    return { fake, tasks, asked, deps };
  }

  it("re-reads only the leads moved in its window, repairs a refund and a dispute once, and queues a stale note again", async () => {
    const { fake, tasks, asked, deps } = setUp();
    const first = await reconcilePayments(deps);
    expect(first.moved).toBe(2);
    expect(asked.sort()).toEqual(["in_1", "in_1"]);
    expect(first.requeued).toEqual([{ leadId: "stuck", change: "balance-in_1-paid" }]);
    expect(fake.leads.get("moved")?.payment?.state).toBe("DISPUTE_LOST");
    expect(fake.leads.get("old")?.payment?.state, "outside the window: not read").toBe("PAID");
    expect(first.repaired.find((r) => r.leadId === "moved")?.added.sort()).toEqual([
      "balance-in_1-dispute-dp_1",
      "balance-in_1-dispute-dp_1-lost",
      "balance-in_1-refund-re_1",
    ]);
    expect(tasks.has(`lead-stuck-0-money-balance-in_1-paid`)).toBe(true);

    expect(first.failed).toEqual([]);

    const second = await reconcilePayments(deps);
    expect(second.repaired).toEqual([]);
    expect(second.failed).toEqual([]);
  });

  it("leaves a note queued less than 15 minutes ago to its task", async () => {
    const { fake, deps } = setUp();
    const stuck = fake.leads.get("stuck");
    if (stuck) stuck.queuedAt = { "balance-in_1-paid": NOW.getTime() - 5 * 60_000 };
    expect((await reconcilePayments(deps)).requeued).toEqual([]);
  });
});

// applyBalanceStep is the one way in: the same step stamps when money moved.
describe("the payment step's movedAt", () => {
  it("stamps the payment when its history gains an entry, and only then", async () => {
    const { fake, deps } = paymentStepBed(paidInFull());
    await applyBalanceStep(LEAD, paidInvoice([{}]), undefined, deps);
    expect(fake.leads.get(LEAD)?.payment?.movedAt).toEqual(NOW);
    const later = { ...deps, clock: { now: () => at(5) } };
    await applyBalanceStep(LEAD, paidInvoice([{}]), undefined, later);
    expect(fake.leads.get(LEAD)?.payment?.movedAt).toEqual(NOW);
  });
});
