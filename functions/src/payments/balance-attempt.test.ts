// One payable balance invoice at a time: the attempt reserved on the lead before Stripe is
// asked (reused by a retry, whatever the day), every earlier invoice that can still be paid
// voided before a new one, one paid meanwhile answered instead of a new one, and a payment of an
// invoice the lead no longer shows recorded as an alerted overpayment, never a second balance.
import { describe, expect, it } from "vitest";
import type { Agreement } from "../shared/agreement.js";
import type { BalanceInvoice, Payment } from "../shared/payment.js";
import {
  PAYMENT_TEST_LEAD as LEAD,
  PAYMENT_TEST_NOW as NOW,
  fakeGateway,
  paymentStepBed,
  testAgreement,
  testDepositPaid,
  testInvoice,
} from "../testing/payment-fixtures.js";
import { sendBalanceInvoice } from "./send-balance-invoice.js";
import { decideBalance } from "./balance-change.js";
import { planBalanceAttempt } from "./balance-attempt.js";
import type { InvoiceFacts } from "./stripe-facts.js";
import type { NewBalanceInvoice } from "./stripe-gateway.js";

const AGREEMENT = testAgreement("mobile-mvp") as Agreement;
const REST = 649_950;

const balanceOf = (fields: Partial<BalanceInvoice>): BalanceInvoice => ({
  invoiceId: "in_1",
  state: "OPEN",
  amountCents: REST,
  hostedUrl: "https://invoice.stripe.com/i/in_1",
  sentAt: NOW,
  dueAt: NOW,
  paidAt: null,
  lastFailedAt: null,
  attempt: 1,
  ...fields,
});

describe("planBalanceAttempt", () => {
  it("answers an open or paid invoice as it is", () => {
    for (const state of ["OPEN", "PAID"] as const) {
      const balance = balanceOf({ state });
      expect(planBalanceAttempt(testDepositPaid({ balance }), AGREEMENT, null, NOW)).toEqual({
        kind: "existing",
        balance,
      });
    }
  });

  it("reserves the first attempt for what is owed, and the next after a voided or written-off one", () => {
    expect(planBalanceAttempt(testDepositPaid(), AGREEMENT, null, NOW)).toEqual({
      kind: "reserved",
      attempt: { attempt: 1, amountCents: REST, reservedAt: NOW },
      written: true,
    });
    const writtenOff = testDepositPaid({ balance: balanceOf({ state: "UNCOLLECTIBLE" }) });
    expect(planBalanceAttempt(writtenOff, AGREEMENT, null, NOW)).toMatchObject({
      attempt: { attempt: 2 },
      written: true,
    });
  });

  it("reuses a reservation no invoice on the lead records yet (a crash), days later", () => {
    const reserved = { attempt: 1, amountCents: REST, reservedAt: new Date(0) };
    expect(planBalanceAttempt(testDepositPaid(), AGREEMENT, reserved, NOW)).toEqual({
      kind: "reserved",
      attempt: reserved,
      written: false,
    });
  });

  it("reserves nothing when the ledger covers the agreement", () => {
    expect(
      planBalanceAttempt(testDepositPaid(), { ...AGREEMENT, totalCents: REST }, null, NOW),
    ).toEqual({ kind: "nothingOwed" });
  });
});

describe("a payment of an invoice the lead no longer shows", () => {
  const paid = (id: string, attempt: number) =>
    testInvoice({ id, attempt, status: "paid", amountPaidCents: REST, paidAt: NOW });

  it("is an alerted overpayment beside the shown balance, never a second balance", () => {
    const shown = testDepositPaid({ balance: balanceOf({ invoiceId: "in_2", attempt: 2 }) });
    const decision = decideBalance(shown, paid("in_1", 1), NOW);
    if (decision.kind !== "write") throw new Error(decision.why);
    expect(decision.added.sort()).toEqual(["balance-in_1-overpaid", "balance-in_1-paid"]);
    expect(decision.payment.history["balance-in_1-overpaid"]).toMatchObject({
      kind: "overpaid",
      amountCents: REST,
      invoiceId: "in_1",
    });
    expect(decision.payment.balance).toMatchObject({ invoiceId: "in_2", state: "OPEN" });
    expect(decision.alerts).toEqual(["overpaid"]);
  });

  it("is one for an invoice the lead saw voided, and none for the shown invoice's own payment", () => {
    const voided: Payment = testDepositPaid({
      balance: balanceOf({ state: "VOID" }),
      history: {
        ...testDepositPaid().history,
        "balance-in_1-voided": {
          kind: "balanceVoided",
          amountCents: REST,
          currency: "usd",
          at: NOW,
          sessionId: "cs_test_1",
          paymentIntentId: null,
          invoiceId: "in_1",
        },
      },
    });
    const late = decideBalance(voided, paid("in_1", 1), NOW);
    expect(late.kind === "write" && late.alerts).toEqual(["overpaid"]);
    const own = decideBalance(testDepositPaid({ balance: balanceOf({}) }), paid("in_1", 1), NOW);
    expect(own.kind === "write" && own.added).toEqual(["balance-in_1-paid"]);
  });
});

describe("sendBalanceInvoice, one payable invoice at a time", () => {
  function setup(payment: Payment, earlier: InvoiceFacts[] = [], voidAnswer?: InvoiceFacts) {
    const asked: NewBalanceInvoice[] = [];
    const voided: string[] = [];
    const stripe = fakeGateway({
      leadInvoices: async () => earlier,
      async voidPayableInvoice(id) {
        voided.push(id);
        const invoice = earlier.find((each) => each.id === id) as InvoiceFacts;
        return voidAnswer ?? { ...invoice, status: "void", voidedAt: NOW };
      },
      async createBalanceInvoice(invoice) {
        asked.push(invoice);
        return testInvoice({
          id: `in_new_${invoice.metadata.attempt}`,
          amountDueCents: invoice.amountCents,
          attempt: Number(invoice.metadata.attempt),
          leadId: LEAD,
        });
      },
    });
    const { fake, deps, lines } = paymentStepBed(payment, "mobile-mvp", AGREEMENT);
    const call = () =>
      sendBalanceInvoice(
        { leadId: LEAD, byUid: "sales-1", recordAsked: async () => {} },
        { ...deps, stripe, daysUntilDue: 14 },
      );
    return { call, asked, voided, fake, lines };
  }

  it("voids the written-off invoice before the new one, which is the next attempt", async () => {
    const writtenOff = testInvoice({ status: "uncollectible", markedUncollectibleAt: NOW });
    const { call, asked, voided, fake } = setup(
      testDepositPaid({ balance: balanceOf({ state: "UNCOLLECTIBLE" }) }),
      [writtenOff],
    );
    await expect(call()).resolves.toMatchObject({ invoiceId: "in_new_2", created: true });
    expect(voided).toEqual(["in_1"]);
    expect(asked.map((invoice) => invoice.keyPrefix)).toEqual([`balance-${LEAD}-2`]);
    const lead = fake.leads.get(LEAD);
    expect(lead?.balanceAttempt).toEqual({ attempt: 2, amountCents: REST, reservedAt: NOW });
    expect(lead?.payment?.balance).toMatchObject({ invoiceId: "in_new_2", attempt: 2 });
    expect(Object.keys(lead?.payment?.history ?? {})).toContain("balance-in_1-voided");
  });

  it("answers the written-off invoice the client paid meanwhile, and makes none", async () => {
    const listed = testInvoice({ status: "uncollectible", markedUncollectibleAt: NOW });
    const { call, asked, fake } = setup(
      testDepositPaid({ balance: balanceOf({ state: "UNCOLLECTIBLE" }) }),
      [listed],
      // Paid between Stripe's list and the void: the void answers it paid.
      { ...listed, status: "paid", amountPaidCents: REST, paidAt: NOW },
    );
    await expect(call()).resolves.toMatchObject({ invoiceId: "in_1", created: false });
    expect(asked).toEqual([]);
    expect(fake.leads.get(LEAD)?.payment?.balance).toMatchObject({
      invoiceId: "in_1",
      state: "PAID",
    });
  });

  it("answers the written-off invoice paid before its event reached the lead, voiding nothing", async () => {
    const paid = testInvoice({ status: "paid", amountPaidCents: REST, paidAt: NOW });
    const { call, asked, voided } = setup(
      testDepositPaid({ balance: balanceOf({ state: "UNCOLLECTIBLE" }) }),
      [paid],
    );
    await expect(call()).resolves.toMatchObject({ invoiceId: "in_1", created: false });
    expect(voided).toEqual([]);
    expect(asked).toEqual([]);
  });
});
