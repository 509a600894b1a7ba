// A refunded deposit paying again (issue 45, step 5): the new reservation keeps the lead's
// Customer and ledger, the new Checkout Session pays as that Customer, and a deposit refunded
// in full voids its still-payable balance invoice at Stripe, once, through the payment step.
import { describe, expect, it } from "vitest";
import type { BalanceInvoice, Payment } from "../shared/payment.js";
import type { StripeFacts } from "./payment-change.js";
import { applyPaymentStep } from "./payment-step.js";
import { planReservation, sessionParams } from "./start-checkout.js";
import {
  PAYMENT_TEST_LEAD,
  PAYMENT_TEST_NOW,
  fakeGateway,
  paymentStepBed,
  testAgreement,
  testDepositPaid,
  testInvoice,
  testOpenBalance,
  testSession,
} from "../testing/payment-fixtures.js";
import type { InvoiceFacts } from "./stripe-facts.js";

const NOW = PAYMENT_TEST_NOW;
const PAID_AT = new Date(NOW.getTime() - 48 * 3_600_000);

/** The deposit's session as Stripe holds it once the whole deposit was refunded. */
const refundedInFull: StripeFacts = {
  session: testSession({
    leadId: PAYMENT_TEST_LEAD,
    planId: "mobile-mvp",
    status: "complete",
    paymentStatus: "paid",
    amountTotal: 649_950,
    paymentIntentId: "pi_1",
    customerId: "cus_1",
  }),
  intent: { id: "pi_1", status: "succeeded", amountReceivedCents: 649_950, createdAt: PAID_AT },
  charge: {
    id: "ch_1",
    amountCents: 649_950,
    currency: "usd",
    createdAt: PAID_AT,
    refunds: [{ id: "re_1", amountCents: 649_950, status: "succeeded", createdAt: NOW }],
  },
  disputes: [],
};

describe("re-reserving the checkout of a refunded deposit", () => {
  const refunded = (): Payment =>
    testDepositPaid({
      state: "REFUNDED",
      amountRefundedCents: 649_950,
      balance: testOpenBalance({ state: "VOID" }),
    });
  const order = { planId: "mobile-mvp", amountCents: 649_950, now: NOW, sessionMinutes: 60 };

  it("keeps the Customer, the balance and the history on the new attempt", () => {
    const before = refunded();
    const { payment, written } = planReservation(before, order);
    expect(written).toBe(true);
    expect(payment).toMatchObject({
      state: "OPEN",
      attempt: 2,
      sessionId: null,
      customerId: "cus_1",
      balance: before.balance,
      history: before.history,
    });
  });

  /** The Checkout Session's parameters for the reservation made over `before`. */
  const paramsOver = (before: Payment | undefined) => {
    const { payment } = planReservation(before, order);
    const agreement = testAgreement("mobile-mvp");
    if (!agreement) throw new Error("the catalogue has no mobile-mvp");
    return sessionParams(
      PAYMENT_TEST_LEAD,
      { emailAddress: "owner@acme.example" },
      payment,
      agreement,
      "https://brandvista.studio",
    );
  };

  it("opens the new session for that Customer, without a second Customer or the address", () => {
    const params = paramsOver(refunded());
    expect(params.customer).toBe("cus_1");
    expect(params).not.toHaveProperty("customer_email");
    expect(params).not.toHaveProperty("customer_creation");
  });

  it("a first deposit still asks Stripe to make the Customer", () => {
    const params = paramsOver(undefined);
    expect(params).toMatchObject({
      customer_email: "owner@acme.example",
      customer_creation: "always",
    });
    expect(params).not.toHaveProperty("customer");
  });
});

describe("a deposit refunded in full after its balance invoice was sent", () => {
  function bed(balance: BalanceInvoice) {
    const { fake, deps, tasks } = paymentStepBed(
      testDepositPaid({ balance }),
      "mobile-mvp",
      testAgreement("mobile-mvp"),
    );
    const voids: string[] = [];
    let invoice: InvoiceFacts = testInvoice({
      id: balance.invoiceId,
      leadId: PAYMENT_TEST_LEAD,
      status: balance.state === "OPEN" ? "open" : "uncollectible",
      markedUncollectibleAt: balance.state === "OPEN" ? null : NOW,
    });
    const stripe = fakeGateway({
      async voidPayableInvoice(id) {
        voids.push(id);
        invoice = { ...invoice, status: "void", voidedAt: NOW };
        return invoice;
      },
    });
    return { fake, deps: { ...deps, stripe }, voids, tasks };
  }

  it.each(["OPEN", "UNCOLLECTIBLE"] as const)(
    "voids the %s invoice at Stripe once, however often the refund is applied",
    async (state) => {
      const { fake, deps, voids, tasks } = bed(
        testOpenBalance({
          state,
          ...(state === "UNCOLLECTIBLE" && { lastFailedAt: null }),
        }),
      );
      if (state === "UNCOLLECTIBLE") {
        // The write-off's entry, as the balance step recorded it.
        const stored = fake.leads.get(PAYMENT_TEST_LEAD)?.payment;
        if (stored)
          stored.history["balance-in_1-uncollectible"] = {
            kind: "balanceUncollectible",
            amountCents: 649_950,
            currency: "usd",
            at: NOW,
            sessionId: "cs_test_1",
            paymentIntentId: null,
            invoiceId: "in_1",
          };
      }
      await applyPaymentStep(PAYMENT_TEST_LEAD, refundedInFull, undefined, deps);
      await applyPaymentStep(PAYMENT_TEST_LEAD, refundedInFull, undefined, deps);
      expect(voids).toEqual(["in_1"]);
      const payment = fake.leads.get(PAYMENT_TEST_LEAD)?.payment;
      expect(payment?.state).toBe("REFUNDED");
      expect(payment?.balance?.state).toBe("VOID");
      expect(payment?.history["balance-in_1-voided"]).toMatchObject({ kind: "balanceVoided" });
      // One note: the refund's; the void is not mailed.
      expect([...tasks.keys()]).toEqual([`lead-${PAYMENT_TEST_LEAD}-0-money-refund-re_1`]);
    },
  );

  it("leaves a paid balance, and a deposit only partly refunded, alone", async () => {
    const paid = bed(testOpenBalance({ state: "PAID", paidAt: NOW }));
    await applyPaymentStep(PAYMENT_TEST_LEAD, refundedInFull, undefined, paid.deps);
    expect(paid.voids).toEqual([]);
    const partly = bed(testOpenBalance());
    const half: StripeFacts = {
      ...refundedInFull,
      charge: refundedInFull.charge && {
        ...refundedInFull.charge,
        refunds: [{ id: "re_1", amountCents: 100_000, status: "succeeded", createdAt: NOW }],
      },
    };
    await applyPaymentStep(PAYMENT_TEST_LEAD, half, undefined, partly.deps);
    expect(partly.voids).toEqual([]);
    expect(partly.fake.leads.get(PAYMENT_TEST_LEAD)?.payment?.state).toBe("PARTIALLY_REFUNDED");
  });
});
