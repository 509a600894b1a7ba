// The notes to sales about a lead's money: one per change (history key), each claimed and
// recorded in its own entry of `paymentMails`, so notes of several changes of one lead can run
// side by side and each ends SUCCESS once, worded for its change.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { newDelivery } from "../shared/delivery.js";
import { type Payment, type PaymentEntry } from "../shared/payment.js";
import { PAYMENT_CHANGES } from "../shared/payment-changes.js";
import { fakeLeadStore, fakeTransport } from "../testing/fakes.js";
import { testMailDeps } from "../testing/mail-deps.js";
import { sendPaymentMail } from "./send-payment-mail.js";

const LEAD_ID = "Lead1AutoShapedId000";
const AT = new Date("2030-05-06T14:00:00Z");
const entry = (kind: PaymentEntry["kind"], amountCents: number): PaymentEntry => ({
  kind,
  amountCents,
  currency: "usd",
  at: AT,
  sessionId: "cs_test_1",
  paymentIntentId: "pi_1",
});
const PAYMENT: Payment = {
  state: "PARTIALLY_REFUNDED",
  sessionId: "cs_test_1",
  planId: "branding-identity",
  amountCents: 249_900,
  currency: "usd",
  openedAt: AT,
  updatedAt: AT,
  paidAt: AT,
  expiresAt: AT,
  attempt: 1,
  paymentIntentId: "pi_1",
  mismatch: null,
  amountRefundedCents: 50_000,
  history: { "paid-pi_1": entry("paid", 249_900), "refund-re_1": entry("refunded", 50_000) },
};
const QUEUED = newDelivery({ state: "QUEUED", queuedAt: AT });

function setup() {
  const db = fakeLeadStore({
    [LEAD_ID]: {
      fields: { ...VALID_LEAD, createdAt: AT },
      delivery: newDelivery({ state: "SUCCESS" }),
      payment: PAYMENT,
      paymentMails: { "paid-pi_1": QUEUED, "refund-re_1": QUEUED },
    },
  });
  // EmailJS takes a moment: both notes are claimed before either is recorded.
  const slowly = () =>
    new Promise<{ status: number; text: string }>((resolve) =>
      setTimeout(() => resolve({ status: 200, text: "OK" }), 20),
    );
  const mail = fakeTransport(slowly, slowly);
  const deps = {
    ...testMailDeps({ store: db.store, mail: { transport: mail.transport } }),
    paymentTemplateId: "template_payment",
  };
  const task = (change: string) => ({ leadId: LEAD_ID, round: 0, kind: "paymentChange", change });
  return { db, mail, deps, task };
}

describe("sendPaymentMail, one note per change of money", () => {
  it("sends the notes of two changes side by side, each once and recorded SUCCESS", async () => {
    const { db, mail, deps, task } = setup();
    const outcomes = await Promise.all([
      sendPaymentMail(task("paid-pi_1"), { retryCount: 0 }, deps),
      sendPaymentMail(task("refund-re_1"), { retryCount: 0 }, deps),
    ]);
    expect(outcomes).toEqual(["SUCCESS", "SUCCESS"]);
    const stored = (await db.store.read(LEAD_ID))?.lead.paymentMails ?? {};
    expect(Object.fromEntries(Object.entries(stored).map(([k, d]) => [k, d.state]))).toEqual({
      "paid-pi_1": "SUCCESS",
      "refund-re_1": "SUCCESS",
    });
    expect(mail.calls.map((params) => [params.change, params.changeAmount]).sort()).toEqual([
      [PAYMENT_CHANGES.paid.words, "$2,499"],
      [PAYMENT_CHANGES.refunded.words, "$500"],
    ]);
    expect(mail.calls.find((p) => p.change === PAYMENT_CHANGES.refunded.words)?.action).toBe(
      PAYMENT_CHANGES.refunded.action,
    );

    // The same task again (a redelivery): nothing more is sent.
    await sendPaymentMail(task("refund-re_1"), { retryCount: 0 }, deps);
    expect(mail.calls).toHaveLength(2);
  });

  it("declines a change the lead's payment does not hold, sending nothing", async () => {
    const { db, mail, deps, task } = setup();
    expect(await sendPaymentMail(task("dispute-dp_9"), { retryCount: 0 }, deps)).toBe("DECLINED");
    expect(mail.calls).toHaveLength(0);
    const stored = (await db.store.read(LEAD_ID))?.lead.paymentMails ?? {};
    expect(stored["dispute-dp_9"]?.info?.text).toMatch(/no such change/);
  });
});
