// The agreement on a lead: what the checkout records (the plan as it was), which agreement a
// later checkout charges, the ledger's totals (received, refunded, owed), the one-time backfill
// from a deposit's Checkout Session, and the case (b): the catalogue's price changes
// between the deposit and the balance, and the invoice still asks the agreed rest.
import { describe, expect, it } from "vitest";
import {
  ledgerTotals,
  owedCents,
  overpaidCents,
  planAgreement,
  readAgreement,
  type Agreement,
} from "../shared/agreement.js";
import { settlementOf } from "../shared/balance.js";
import type { PaymentEntry, PaymentHistory } from "../shared/payment.js";
import {
  PAYMENT_TEST_LEAD as LEAD,
  PAYMENT_TEST_NOW as NOW,
  fakeGateway,
  paymentStepBed,
  testDepositPaid,
  testInvoice,
  testSession,
} from "../testing/payment-fixtures.js";
import { sendBalanceInvoice } from "./send-balance-invoice.js";
import { agreementFromSession, agreementToCharge, type PlanCatalogue } from "./agreement.js";
import { applyPaymentStep } from "./payment-step.js";
import { startCheckout } from "./start-checkout.js";
import type { NewBalanceInvoice, NewSession } from "./stripe-gateway.js";

const entry = (kind: PaymentEntry["kind"], amountCents: number): PaymentEntry => ({
  kind,
  amountCents,
  currency: "usd",
  at: NOW,
  sessionId: "cs_test_1",
  paymentIntentId: "pi_1",
});

const MVP_THEN = { name: "MVP App", priceUsd: 10_000, depositPercent: 50 };
const MVP_NOW = { name: "MVP App", priceUsd: 12_999, depositPercent: 50 };

describe("the ledger's totals", () => {
  it("adds what came in, takes off refunds that did not fail and lost disputes", () => {
    const history: PaymentHistory = {
      "paid-pi_1": entry("paid", 500_000),
      "refund-re_1": entry("refunded", 100_000),
      "refund-re_2": entry("refunded", 50_000),
      "refund-re_2-failed": entry("refundFailed", 50_000),
      "balance-in_1-paid": entry("balancePaid", 500_000),
      "dispute-dp_1": entry("disputed", 500_000),
      "dispute-dp_1-lost": entry("disputeLost", 500_000),
      "mismatch-pi_1": entry("mismatch", 500_000),
    };
    expect(ledgerTotals(history)).toEqual({
      receivedCents: 1_000_000,
      refundedCents: 100_000,
      disputeLostCents: 500_000,
      netCents: 400_000,
    });
    const agreement = planAgreement("mobile-mvp", MVP_THEN, NOW);
    expect(owedCents(agreement, history)).toBe(600_000);
    expect(overpaidCents(agreement, history)).toBe(0);
  });

  it("a deposit refunded in full and paid again counts once", () => {
    const history: PaymentHistory = {
      "paid-pi_1": entry("paid", 500_000),
      "refund-re_1": entry("refunded", 500_000),
      "paid-pi_2": { ...entry("paid", 500_000), paymentIntentId: "pi_2" },
    };
    expect(owedCents(planAgreement("mobile-mvp", MVP_THEN, NOW), history)).toBe(500_000);
  });

  it("says what came in beyond the agreed total", () => {
    const history: PaymentHistory = {
      "paid-pi_1": entry("paid", 500_000),
      "balance-in_1-paid": entry("balancePaid", 500_000),
      "balance-in_2-paid": entry("balancePaid", 500_000),
    };
    const agreement = planAgreement("mobile-mvp", MVP_THEN, NOW);
    expect(owedCents(agreement, history)).toBe(0);
    expect(overpaidCents(agreement, history)).toBe(500_000);
  });
});

describe("the agreement a checkout charges", () => {
  const catalogue: PlanCatalogue = (id) => (id === "mobile-mvp" ? MVP_NOW : undefined);
  const then = planAgreement("mobile-mvp", MVP_THEN, new Date("2026-01-01T00:00:00Z"));

  it("is the plan as it is now while nothing was received", () => {
    expect(agreementToCharge(then, {}, "mobile-mvp", catalogue, NOW)).toEqual(
      planAgreement("mobile-mvp", MVP_NOW, NOW),
    );
  });

  it("is the one on the lead once money was received on it, or when sales wrote it", () => {
    const paid = { "paid-pi_1": entry("paid", 500_000) };
    expect(agreementToCharge(then, paid, "mobile-mvp", catalogue, NOW)).toBe(then);
    const quote: Agreement = { ...then, source: "quote", writtenBy: { by: "sales", uid: "u1" } };
    expect(agreementToCharge(quote, {}, "mobile-mvp", catalogue, NOW)).toBe(quote);
  });

  it("is none for a plan no longer on sale that the lead never agreed to", () => {
    expect(agreementToCharge(null, {}, "retired-plan", catalogue, NOW)).toBeUndefined();
  });

  it("reads back what was stored, and nothing from a map it did not write", () => {
    expect(readAgreement(JSON.parse(JSON.stringify({ ...then, agreedAt: undefined })))).toBeNull();
    expect(readAgreement({ ...then })).toEqual(then);
    expect(readAgreement({ ...then, depositPercent: 150 })).toBeNull();
  });
});

describe("the backfill from a deposit's Checkout Session", () => {
  const paidSession = testSession({
    id: "cs_old",
    status: "complete",
    paymentStatus: "paid",
    planId: "mobile-mvp",
    amountTotal: 500_000,
  });

  it("reads the share from the deposit line's name and the total from the amount taken", () => {
    const agreement = agreementFromSession(
      paidSession,
      [{ description: "MVP App: 50% deposit", amountCents: 500_000 }],
      NOW,
    );
    expect(agreement).toMatchObject({
      source: "plan",
      totalCents: 1_000_000,
      depositPercent: 50,
      plan: { id: "mobile-mvp", name: "MVP App", priceUsd: 10_000, depositPercent: 50 },
      writtenBy: { by: "backfill", sessionId: "cs_old" },
    });
  });

  it("takes a line without a share as paid in full, and gives up without a plan or a line", () => {
    expect(
      agreementFromSession(
        paidSession,
        [{ description: "Starter Logo", amountCents: 500_000 }],
        NOW,
      ),
    ).toMatchObject({ totalCents: 500_000, depositPercent: 100 });
    expect(agreementFromSession(paidSession, [], NOW)).toBeUndefined();
    expect(
      agreementFromSession(
        { ...paidSession, planId: null },
        [{ description: "x", amountCents: 1 }],
        NOW,
      ),
    ).toBeUndefined();
  });
});

describe("(b) the catalogue's price changes between the deposit and the balance", () => {
  it("the checkout records the plan as it was; the invoice asks the agreed rest, never today's price", async () => {
    const { fake, deps } = paymentStepBed(undefined, "mobile-mvp");
    const opened: NewSession[] = [];
    const asked: NewBalanceInvoice[] = [];
    const stripe = fakeGateway({
      async createSession(params) {
        opened.push(params);
        return testSession({ id: "cs_test_1", url: "https://checkout.stripe.com/c/1" });
      },
      async createBalanceInvoice(invoice) {
        asked.push(invoice);
        return testInvoice({ amountDueCents: invoice.amountCents, leadId: LEAD });
      },
    });
    // The deposit, while the catalogue said $10,000.
    const answer = await startCheckout(
      { leadId: LEAD },
      {
        ...deps,
        stripe,
        siteOrigin: "https://brandvista.studio",
        sessionMinutes: 60,
        payLinkSecret: undefined,
        catalogue: (id) => (id === "mobile-mvp" ? MVP_THEN : undefined),
      },
    );
    expect(answer).toMatchObject({ amountCents: 500_000, planName: "MVP App" });
    expect(opened[0]?.line_items?.[0]?.price_data?.product_data?.name).toBe("MVP App: 50% deposit");
    expect(fake.leads.get(LEAD)?.agreement).toMatchObject({
      totalCents: 1_000_000,
      depositPercent: 50,
      plan: { id: "mobile-mvp", priceUsd: 10_000 },
      writtenBy: { by: "checkout" },
    });
    await applyPaymentStep(
      LEAD,
      {
        session: testSession({
          id: "cs_test_1",
          status: "complete",
          paymentStatus: "paid",
          amountTotal: 500_000,
          customerId: "cus_1",
          paymentIntentId: "pi_1",
        }),
        intent: { id: "pi_1", status: "succeeded", amountReceivedCents: 500_000, createdAt: NOW },
        charge: null,
        disputes: [],
      },
      undefined,
      deps,
    );
    expect(fake.leads.get(LEAD)?.payment?.state).toBe("PAID");

    // Delivery, once the catalogue says $12,999 (the live catalogue): the agreed rest.
    await sendBalanceInvoice(
      { leadId: LEAD, byUid: "sales-1", recordAsked: async () => {} },
      { ...deps, stripe, daysUntilDue: 14 },
    );
    expect(asked.map((invoice) => invoice.amountCents)).toEqual([500_000]);
  });

  it("a plan no longer on sale still owes its balance on the desk (not 'paid in full')", () => {
    const agreement = planAgreement("retired-plan", MVP_THEN, NOW);
    const payment = testDepositPaid({ planId: "retired-plan", amountCents: 500_000 });
    payment.history["paid-pi_1"] = { ...entry("paid", 500_000) };
    expect(settlementOf(payment, NOW, agreement)).toEqual({
      status: "depositPaid",
      balanceCents: 500_000,
    });
  });
});
