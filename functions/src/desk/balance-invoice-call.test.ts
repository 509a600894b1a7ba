// The desk's "Send balance invoice" (sendBalanceInvoice's handler): only a salesperson sends one,
// only for a deposit plan whose deposit is paid and whose checkout made a Customer; an open or
// paid invoice is answered as it is (no second invoice); a retry after a crash reaches the
// invoice Stripe already made (the same idempotency keys); who sent it is recorded.
import { describe, expect, it } from "vitest";
import { BALANCE_INVOICE_ACTION, type DeskActionRecord } from "../shared/desk-api.js";
import type { Payment } from "../shared/payment.js";
import { SALES, WITHOUT_SALES_CLAIM } from "../testing/desk-callers.js";
import {
  PAYMENT_TEST_LEAD as LEAD,
  PAYMENT_TEST_NOW as NOW,
  fakeGateway,
  paymentStepBed,
  testDepositPaid as depositPaid,
  testAgreement,
  testInvoice,
  testSession,
} from "../testing/payment-fixtures.js";
import type { Agreement } from "../shared/agreement.js";
import type { NewBalanceInvoice } from "../payments/stripe-gateway.js";
import type { DeskActionCall } from "./desk-action.js";
import { BALANCE_REFUSALS } from "../payments/send-balance-invoice.js";
import { runSendBalanceInvoice } from "./balance-invoice-call.js";

const DUE = new Date(NOW.getTime() + 14 * 86_400_000);

/** Stripe as the gateway: each key prefix makes one invoice; `crashOnce` loses the first answer. */
function setup(
  payment: Payment | undefined,
  options: { plan?: string; crashOnce?: boolean; agreement?: Agreement | null } = {},
) {
  const asked: NewBalanceInvoice[] = [];
  const made = new Map<string, string>();
  let crash = options.crashOnce ?? false;
  const stripe = fakeGateway({
    async createBalanceInvoice(invoice) {
      asked.push(invoice);
      const id = made.get(invoice.keyPrefix) ?? `in_${made.size + 1}`;
      made.set(invoice.keyPrefix, id);
      if (crash) {
        crash = false;
        throw new Error("socket hang up");
      }
      return testInvoice({
        id,
        amountDueCents: invoice.amountCents,
        hostedUrl: `https://invoice.stripe.com/i/${id}`,
        leadId: invoice.metadata.leadId ?? null,
        attempt: Number(invoice.metadata.attempt),
        dueAt: DUE,
      });
    },
  });
  const plan = options.plan ?? "mobile-mvp";
  // The agreement the lead's checkout recorded (every lead reserved since agreements were).
  const agreement = "agreement" in options ? options.agreement : testAgreement(plan);
  const { fake, deps: step } = paymentStepBed(payment, plan, agreement);
  const records: { leadId: string; record: DeskActionRecord }[] = [];
  const deps = {
    ...step,
    stripe,
    currentClaims: async (uid: string) => (uid === SALES.uid ? { role: "sales" } : undefined),
    recordAction: async (leadId: string, record: DeskActionRecord) => {
      records.push({ leadId, record });
    },
    daysUntilDue: 14,
  };
  const call = (data: unknown, ...as: [DeskActionCall["auth"]?]) =>
    runSendBalanceInvoice({ auth: as.length > 0 ? as[0] : SALES, data }, deps);
  return { call, asked, made, records, fake, stripe };
}

describe("sendBalanceInvoice", () => {
  it("invoices the balance to the lead's Customer, writes it on the lead and records who sent it", async () => {
    const { call, asked, records, fake } = setup(depositPaid());
    await expect(call({ leadId: LEAD })).resolves.toEqual({
      invoiceId: "in_1",
      amountCents: 649_950,
      hostedUrl: "https://invoice.stripe.com/i/in_1",
      dueAt: DUE.toISOString(),
      created: true,
    });
    expect(asked).toEqual([
      {
        customerId: "cus_1",
        amountCents: 649_950,
        currency: "usd",
        daysUntilDue: 14,
        description: expect.stringMatching(/^MVP App: the balance .*\$6,499\.50.*order BV-/),
        metadata: { leadId: LEAD, planId: "mobile-mvp", kind: "balance", attempt: "1" },
        keyPrefix: `balance-${LEAD}-1`,
      },
    ]);
    expect(fake.leads.get(LEAD)?.payment?.balance).toMatchObject({
      invoiceId: "in_1",
      state: "OPEN",
      attempt: 1,
    });
    expect(records).toEqual([
      {
        leadId: LEAD,
        record: {
          action: BALANCE_INVOICE_ACTION,
          byEmail: SALES.token.email,
          byUid: SALES.uid,
          at: NOW,
        },
      },
    ]);
  });

  it("answers the open invoice again without asking Stripe for a second", async () => {
    const { call, asked, records } = setup(depositPaid());
    await call({ leadId: LEAD });
    await expect(call({ leadId: LEAD })).resolves.toMatchObject({
      invoiceId: "in_1",
      created: false,
    });
    expect(asked).toHaveLength(1);
    expect(records).toHaveLength(1);
  });

  it("retried after a crash, sends Stripe the same keys and reaches the same invoice", async () => {
    const { call, asked, made } = setup(depositPaid(), { crashOnce: true });
    await expect(call({ leadId: LEAD })).rejects.toThrow("socket hang up");
    await expect(call({ leadId: LEAD })).resolves.toMatchObject({ invoiceId: "in_1" });
    expect(asked.map((invoice) => invoice.keyPrefix)).toEqual([
      `balance-${LEAD}-1`,
      `balance-${LEAD}-1`,
    ]);
    expect(made.size).toBe(1);
  });

  it("sends a second invoice, with its own keys, after a voided one", async () => {
    const voided = depositPaid({
      balance: {
        invoiceId: "in_old",
        state: "VOID",
        amountCents: 649_950,
        hostedUrl: "https://invoice.stripe.com/i/in_old",
        sentAt: NOW,
        dueAt: DUE,
        paidAt: null,
        lastFailedAt: null,
        attempt: 1,
      },
    });
    const { call, asked, fake } = setup(voided);
    await expect(call({ leadId: LEAD })).resolves.toMatchObject({ created: true });
    expect(asked[0]?.keyPrefix).toBe(`balance-${LEAD}-2`);
    expect(fake.leads.get(LEAD)?.payment?.balance).toMatchObject({ state: "OPEN", attempt: 2 });
  });

  it.each([
    [
      "an unknown lead",
      undefined,
      { leadId: "Lead9AutoShapedId999" },
      "not-found",
      BALANCE_REFUSALS.noLead,
    ],
    [
      "a plan paid in full",
      depositPaid({ planId: "branding-identity" }),
      { leadId: LEAD },
      "failed-precondition",
      BALANCE_REFUSALS.notDeposit,
    ],
    [
      "a deposit not paid",
      depositPaid({ state: "OPEN", paidAt: null }),
      { leadId: LEAD },
      "failed-precondition",
      BALANCE_REFUSALS.depositUnpaid,
    ],
    [
      "a refunded deposit",
      depositPaid({ state: "REFUNDED" }),
      { leadId: LEAD },
      "failed-precondition",
      BALANCE_REFUSALS.depositUnpaid,
    ],
    [
      "no Stripe Customer",
      depositPaid({ customerId: null }),
      { leadId: LEAD },
      "failed-precondition",
      BALANCE_REFUSALS.noCustomer,
    ],
    [
      "a malformed request",
      depositPaid(),
      { lead: LEAD },
      "invalid-argument",
      BALANCE_REFUSALS.badRequest,
    ],
  ] as const)("refuses %s, asking Stripe nothing", async (_, payment, data, code, message) => {
    const { call, asked, records } = setup(payment, {
      plan: payment?.planId ?? "mobile-mvp",
    });
    await expect(call(data)).rejects.toMatchObject({ code, message });
    expect(asked).toEqual([]);
    expect(records).toEqual([]);
  });

  it("backfills the agreement of a lead from before agreements from its Checkout Session, once", async () => {
    const { call, asked, fake, stripe } = setup(depositPaid(), { agreement: null });
    const read: string[] = [];
    stripe.retrieveSession = async (id) => {
      read.push(`session ${id}`);
      return testSession({
        id,
        status: "complete",
        paymentStatus: "paid",
        planId: "mobile-mvp",
        amountTotal: 649_950,
      });
    };
    stripe.sessionLineItems = async (id) => {
      read.push(`lines ${id}`);
      return [{ description: "MVP App: 50% deposit", amountCents: 649_950 }];
    };
    await expect(call({ leadId: LEAD })).resolves.toMatchObject({ amountCents: 649_950 });
    expect(read).toEqual(["session cs_test_1", "lines cs_test_1"]);
    expect(asked[0]?.amountCents).toBe(649_950);
    expect(fake.leads.get(LEAD)?.agreement).toMatchObject({
      totalCents: 1_299_900,
      depositPercent: 50,
      writtenBy: { by: "backfill", sessionId: "cs_test_1" },
    });
  });

  it("refuses a lead whose agreement is covered by what was received", async () => {
    const { call, asked } = setup(depositPaid(), {
      agreement: { ...(testAgreement("mobile-mvp") as Agreement), totalCents: 649_950 },
    });
    await expect(call({ leadId: LEAD })).rejects.toMatchObject({
      message: BALANCE_REFUSALS.nothingOwed,
    });
    expect(asked).toEqual([]);
  });

  it.each(WITHOUT_SALES_CLAIM)("refuses %s, asking Stripe nothing", async (_, auth) => {
    const { call, asked } = setup(depositPaid());
    await expect(call({ leadId: LEAD }, auth)).rejects.toMatchObject({
      code: "permission-denied",
    });
    expect(asked).toEqual([]);
  });
});
