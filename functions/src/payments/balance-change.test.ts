// The balance invoice as Stripe holds it, applied to a deposit plan's lead: paid, failed, voided
// and written off become history entries keyed by the invoice, `payment.balance` follows the
// invoice, and whatever the order or repetition of the fetches the lead ends the same, with one
// note to sales per change (one "Balance paid" mail). The webhook's invoice events read the
// invoice and apply it once per event; an invoice that names no lead of ours is alerted.
import { describe, expect, it } from "vitest";
import { LEAD, NOW, at, webhookBed, write } from "../testing/balance-fixtures.js";
import {
  orders,
  paymentStepBed,
  testDepositPaid,
  testInvoice,
} from "../testing/payment-fixtures.js";
import { decideBalance } from "./balance-change.js";
import { applyBalanceStep } from "./payment-step.js";
import type { InvoiceFacts } from "./stripe-facts.js";
import { handleStripeWebhook, INVOICE_EVENTS } from "./stripe-webhook.js";

const depositPaid = testDepositPaid;

const open = testInvoice();
const failed = testInvoice({ attemptCount: 1 });
const paid = testInvoice({
  status: "paid",
  attemptCount: 2,
  amountPaidCents: 649_950,
  paidAt: at(2),
});

describe("decideBalance", () => {
  it("records the sent invoice as the lead's open balance, with no history entry", () => {
    const { payment, added } = write(depositPaid(), open);
    expect(added).toEqual([]);
    expect(payment.balance).toEqual({
      invoiceId: "in_1",
      state: "OPEN",
      amountCents: 649_950,
      hostedUrl: "https://invoice.stripe.com/i/in_1",
      sentAt: NOW,
      dueAt: at(14 * 24),
      paidAt: null,
      lastFailedAt: null,
      attempt: 1,
    });
    // The deposit is untouched: the checkout's state stays PAID.
    expect(payment.state).toBe("PAID");
    expect(payment.history["paid-pi_1"]).toBeDefined();
  });

  it("adds a balancePaid entry keyed by the invoice, paid at Stripe's time, and turns the balance PAID", () => {
    const { payment, added, alerts } = write(depositPaid(), paid);
    expect(added).toEqual(["balance-in_1-paid"]);
    expect(alerts, "a paid balance is good news: mailed, not alerted").toEqual([]);
    expect(payment.history["balance-in_1-paid"]).toEqual({
      kind: "balancePaid",
      amountCents: 649_950,
      currency: "usd",
      at: at(2),
      sessionId: "cs_test_1",
      paymentIntentId: null,
      invoiceId: "in_1",
    });
    expect(payment.balance).toMatchObject({ state: "PAID", paidAt: at(2) });
  });

  it("records each failed attempt once; the invoice stays open", () => {
    const first = write(depositPaid(), failed);
    expect(first.added).toEqual(["balance-in_1-failed-1"]);
    expect(first.alerts).toEqual(["balanceFailed"]);
    expect(first.payment.balance).toMatchObject({ state: "OPEN", lastFailedAt: NOW });
    expect(decideBalance(first.payment, failed, at(1))).toEqual({
      kind: "ignore",
      why: "nothing new at Stripe",
    });
  });

  it("voids, and writes off, as entries of their own; a paid write-off is paid", () => {
    const voided = write(depositPaid(), testInvoice({ status: "void", voidedAt: at(1) }));
    expect(voided.added).toEqual(["balance-in_1-voided"]);
    expect(voided.payment.balance?.state).toBe("VOID");
    // Voiding is ours (a new invoice, an erasure): nobody needs telling.
    expect(voided.alerts).toEqual([]);
    const writtenOff = write(
      depositPaid(),
      testInvoice({ status: "uncollectible", markedUncollectibleAt: at(1) }),
    );
    expect(writtenOff.added).toEqual(["balance-in_1-uncollectible"]);
    expect(writtenOff.payment.balance?.state).toBe("UNCOLLECTIBLE");
    expect(writtenOff.alerts).toEqual(["balanceWrittenOff"]);
    expect(write(writtenOff.payment, paid).payment.balance?.state).toBe("PAID");
  });

  it("never takes a paid balance back to open when an older fetch arrives late", () => {
    const { payment } = write(depositPaid(), paid);
    const late = decideBalance(payment, open, at(3));
    expect(late).toEqual({ kind: "ignore", why: "nothing new at Stripe" });
  });

  it("shows a later invoice after a voided one, and leaves the balance alone for the older one's events", () => {
    const voided = write(depositPaid(), testInvoice({ status: "void", voidedAt: at(1) })).payment;
    const second = testInvoice({
      id: "in_2",
      attempt: 2,
      hostedUrl: "https://invoice.stripe.com/i/in_2",
    });
    const now = write(voided, second).payment;
    expect(now.balance).toMatchObject({ invoiceId: "in_2", state: "OPEN", attempt: 2 });
    // The first invoice's void again (a redelivery): nothing new.
    expect(decideBalance(now, testInvoice({ status: "void", voidedAt: at(1) }), at(2)).kind).toBe(
      "ignore",
    );
  });

  it("ignores a draft and a lead without a payment", () => {
    expect(
      decideBalance(depositPaid(), testInvoice({ status: "draft", finalizedAt: null }), NOW),
    ).toMatchObject({ kind: "ignore" });
    expect(decideBalance(undefined, open, NOW)).toMatchObject({ kind: "ignore" });
  });
});

const stepDeps = () => paymentStepBed(depositPaid());

describe("the balance through the payment step, in any order", () => {
  it("ends PAID with the same balance and one balance-paid note whatever the order, each twice", async () => {
    const fetches = [open, failed, paid];
    const endings = new Set<string>();
    for (const order of orders(fetches)) {
      const { fake, tasks, deps } = stepDeps();
      for (const invoice of [...order, ...order])
        await applyBalanceStep(LEAD, invoice, undefined, deps);
      const payment = fake.leads.get(LEAD)?.payment;
      expect(payment?.balance).toMatchObject({ invoiceId: "in_1", state: "PAID", paidAt: at(2) });
      const notes = [...tasks.keys()].filter((id) => id.includes("balance-in_1-paid"));
      expect(notes).toHaveLength(1);
      // A failure seen before the payment stays in the story; one seen after it is not news.
      endings.add(
        JSON.stringify({ state: payment?.balance?.state, paid: payment?.balance?.paidAt }),
      );
    }
    expect(endings.size).toBe(1);
  });

  it("alerts each failed attempt and a write-off once, however often Stripe repeats them", async () => {
    const { lines, deps } = stepDeps();
    const secondFailure = testInvoice({ attemptCount: 2 });
    const writtenOff = testInvoice({
      status: "uncollectible",
      attemptCount: 2,
      markedUncollectibleAt: at(3),
    });
    for (const invoice of [failed, failed, secondFailure, writtenOff, writtenOff])
      await applyBalanceStep(LEAD, invoice, undefined, deps);
    const alerts = lines.filter((l) => l.event === "paymentAlert");
    expect(alerts.map((l) => [l.args[0], l.args[1]])).toEqual([
      ["balanceFailed", LEAD],
      ["balanceFailed", LEAD],
      ["balanceWrittenOff", LEAD],
    ]);
  });
});

describe("the webhook's invoice events", () => {
  /** The webhook over the deposit-paid lead, with a Stripe that holds `invoices`. */
  const setUp = (invoices: Record<string, InvoiceFacts>) =>
    webhookBed(depositPaid(), {
      invoiceMoney: async (id) => {
        const found = invoices[id];
        if (!found) throw new Error(`no invoice ${id}`);
        return { ...found, charges: [] };
      },
    });

  it.each(INVOICE_EVENTS)(
    "reads the invoice for %s and applies it once per event",
    async (type) => {
      const { fake, tasks, deps, delivery } = setUp({ in_1: { ...paid, leadId: LEAD } });
      await expect(
        handleStripeWebhook(delivery("evt_1", type, { id: "in_1" }), deps),
      ).resolves.toEqual({
        status: 200,
        body: "done",
      });
      expect(fake.leads.get(LEAD)?.payment?.balance?.state).toBe("PAID");
      await expect(
        handleStripeWebhook(delivery("evt_1", type, { id: "in_1" }), deps),
      ).resolves.toEqual({
        status: 200,
        body: "duplicate",
      });
      expect([...tasks.keys()]).toEqual([`lead-${LEAD}-0-money-balance-in_1-paid`]);
    },
  );

  it("alerts an invoice that names no lead of ours (made by hand in the Dashboard), and writes nothing", async () => {
    const { fake, tasks, lines, deps, delivery } = setUp({
      in_hand: testInvoice({ id: "in_hand", status: "paid", leadId: null, kind: null }),
    });
    await expect(
      handleStripeWebhook(delivery("evt_2", "invoice.paid", { id: "in_hand" }), deps),
    ).resolves.toEqual({ status: 200, body: "Invoice names no lead; alerted" });
    expect(lines.filter((l) => l.event === "paymentAlert").map((l) => l.args[0])).toEqual([
      "unknownLead",
    ]);
    expect(fake.leads.get(LEAD)?.payment?.balance).toBeUndefined();
    expect(tasks.size).toBe(0);
  });

  it("answers 500 when Stripe cannot be read, so Stripe retries", async () => {
    const { deps, delivery } = setUp({});
    await expect(
      handleStripeWebhook(delivery("evt_3", "invoice.paid", { id: "in_missing" }), deps),
    ).resolves.toMatchObject({ status: 500 });
  });
});
