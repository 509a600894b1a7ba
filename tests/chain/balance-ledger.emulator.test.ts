// The balance's money after it was paid (issue 45, done-when c, d, e, j), through the emulators
// and the Stripe stand-in: a deposit plan's lead pays its deposit at Checkout and its balance
// invoice by card, and the stand-in pays an invoice as Stripe does since API 2025-03-31 (a
// payment intent and charge that name no invoice and carry none of its metadata, linked to it
// only by an invoice payment). Then the balance's charge is refunded in part and in full,
// disputed and lost, a refund fails afterwards (charge.refund.updated), events never come (the
// reconciler repairs them, once), and a crash leaves a note QUEUED (the next run sends it).
// Each change is recorded once on the lead, with one note to sales counted at the EmailJS
// stand-in, listed in Needs attention, and worded on the desk as the ledger says.
import { describe, expect, it } from "vitest";
import { firestorePaymentStore } from "../../functions/src/payments/payment-store";
import { applyBalanceStep } from "../../functions/src/payments/payment-step";
import { reconcilePayments } from "../../functions/src/payments/reconcile-payments";
import { cloudTasksQueue, type MailQueue } from "../../functions/src/platform/task-queue";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import type { PaymentEntryKind } from "../../functions/src/shared/payment";
import { PAYMENT_CHANGES } from "../../functions/src/shared/payment-changes";
import { recordingLogs } from "../../functions/src/testing/fakes";
import { MONEY_ATTENTION_FIELD } from "../../functions/src/shared/money-case";
import { toDeskLead } from "../../web/desk/desk-lead";
import { paymentWords } from "../../web/desk/payment-words";
import { VALID_LEAD } from "../fixtures/leads";
import { adminFirestore, waitFor } from "../support/emulators";
import * as payments from "../support/payments";

const { stripe, paymentNotes, expectNotes, paidAtCheckout } = payments.paymentChainBed();
const { paymentOf } = payments;
const DEPOSIT_PLAN = "mobile-mvp"; // $12,999: $6,499.50 at checkout, $6,499.50 invoiced
const FULL_PLAN = "branding-identity"; // $2,499, paid in full
const words = PAYMENT_CHANGES;

/** A deposit plan's lead, its deposit paid at Checkout and its balance invoice paid by card. */
async function paidInFull(company: string) {
  const { leadId, payment: deposit } = await paidAtCheckout(
    { ...VALID_LEAD, companyName: company, plan: DEPOSIT_PLAN },
    "ledger",
  );
  // The invoice the desk's "Send balance invoice" makes (balance.emulator.test.ts drives that
  // callable): finalized for the checkout's Customer, naming the lead in its metadata.
  const invoice = stripe().createOpenInvoice(String(deposit.customerId), 649_950, {
    leadId,
    planId: DEPOSIT_PLAN,
    kind: "balance",
    attempt: "1",
  });
  await stripe().payInvoice(String(invoice.id));
  await payments.waitForBalance(leadId, "PAID");
  const charge = stripe().chargeOfInvoice(String(invoice.id));
  return { leadId, invoiceId: String(invoice.id), chargeId: String(charge.id) };
}

/**
 * The notes' words a paidInFull lead is sent: its deposit's and its balance's, then those of
 * `then` (PAYMENT_CHANGES' kinds).
 */
const afterPaidInFull = (...then: PaymentEntryKind[]) =>
  (["paid", "balancePaid", ...then] as const).map((kind) => words[kind].words);

/** Waits until the lead's history holds `key`; the payment then. */
const waitForEntry = (leadId: string, key: string) =>
  waitFor(
    async () => {
      const { payment } = await paymentOf(leadId);
      const history = (payment?.history ?? {}) as Record<string, unknown>;
      return Object.hasOwn(history, key) ? payment : undefined;
    },
    { what: `lead ${leadId}'s history entry ${key}`, timeoutMs: 20_000 },
  );

/** The desk's Payment column for the lead as it is stored now. */
async function deskWords(leadId: string) {
  const db = await adminFirestore();
  const snapshot = await db.doc(`${LEADS_COLLECTION}/${leadId}`).get();
  return paymentWords(toDeskLead(leadId, snapshot.data() ?? {}).payment);
}

/** Whether the desk's Needs attention query (money a person must act on, not handled) finds the lead. */
async function inNeedsAttention(leadId: string) {
  const db = await adminFirestore();
  const found = await db
    .collection(LEADS_COLLECTION)
    .where(MONEY_ATTENTION_FIELD, "==", true)
    .get();
  return found.docs.some((doc) => doc.id === leadId);
}

/** The history keys of the lead's entries of `kind`. */
async function keysOf(leadId: string, kind: string) {
  const { payment } = await paymentOf(leadId);
  const history = (payment?.history ?? {}) as Record<string, { kind: string }>;
  return Object.keys(history).filter((key) => history[key]?.kind === kind);
}

/** One reconciler run in this process, against the emulators and this file's stand-in. */
async function reconcileInProcess(queue: MailQueue = cloudTasksQueue()) {
  return reconcilePayments({
    store: firestorePaymentStore(await adminFirestore()),
    queue,
    logs: recordingLogs().logs,
    clock: { now: () => new Date() },
    stripe: payments.standInGateway(stripe()),
  });
}

/** Runs `play` with Stripe's events held back (they never come while it runs). */
async function withWebhooksHeld<T>(play: () => Promise<T>): Promise<T> {
  stripe().sendWebhooks(false);
  try {
    return await play();
  } finally {
    stripe().sendWebhooks(true);
  }
}

describe("the balance's charge refunded and disputed (c)", { timeout: 120_000 }, () => {
  it("records a partial then a full refund once each, one note each, in Needs attention, in the desk's words", async () => {
    const { leadId, invoiceId, chargeId } = await paidInFull("Refund Rye Co");
    expect(await deskWords(leadId)).toBe("Paid in full $12,999");
    expect(await inNeedsAttention(leadId)).toBe(false);
    const intentId = String(stripe().charges.get(chargeId)?.payment_intent);
    // The charge names no invoice: the webhook asks for the invoice payment of its intent.
    const lookups = () =>
      stripe().requests.filter(
        (r) =>
          r.method === "GET" &&
          r.path === "/v1/invoice_payments" &&
          r.query?.payment?.type === "payment_intent" &&
          r.query.payment.payment_intent === intentId,
      ).length;
    expect(stripe().charges.get(chargeId)).not.toHaveProperty("invoice");

    const { refund: part, event } = await stripe().refundCharge(chargeId, 100_000);
    await waitForEntry(leadId, `balance-${invoiceId}-refund-${part.id}`);
    expect(lookups()).toBe(1);
    expect((await paymentOf(leadId)).payment?.state).toBe("PARTIALLY_REFUNDED");
    expect(await deskWords(leadId)).toBe("Balance refunded $1,000");
    expect(await inNeedsAttention(leadId)).toBe(true);
    // The same event again (Stripe's retry): handled once.
    expect((await stripe().redeliver(String(event.id)))?.body).toBe("duplicate");

    const { refund: rest } = await stripe().refundCharge(chargeId);
    await waitForEntry(leadId, `balance-${invoiceId}-refund-${rest.id}`);
    expect(await deskWords(leadId)).toBe("Balance refunded $6,499.50");
    expect(await inNeedsAttention(leadId)).toBe(true);
    expect(await keysOf(leadId, "balanceRefunded")).toHaveLength(2);
    await expectNotes(leadId, afterPaidInFull("balanceRefunded", "balanceRefunded"));
  });

  it("records a dispute opened then lost once each, one note each, in Needs attention, in the desk's words", async () => {
    const { leadId, invoiceId, chargeId } = await paidInFull("Dispute Dill Co");
    const { dispute } = await stripe().disputeCharge(chargeId);
    await waitForEntry(leadId, `balance-${invoiceId}-dispute-${dispute.id}`);
    expect((await paymentOf(leadId)).payment?.state).toBe("DISPUTED");
    expect(await deskWords(leadId)).toBe("Balance disputed");
    expect(await inNeedsAttention(leadId)).toBe(true);

    const { event } = await stripe().closeDispute(String(dispute.id), "lost");
    await waitForEntry(leadId, `balance-${invoiceId}-dispute-${dispute.id}-lost`);
    expect((await paymentOf(leadId)).payment?.state).toBe("DISPUTE_LOST");
    expect(await deskWords(leadId)).toBe("Balance dispute lost $6,499.50");
    expect(await inNeedsAttention(leadId)).toBe(true);
    expect((await stripe().redeliver(String(event.id)))?.body).toBe("duplicate");
    await expectNotes(leadId, afterPaidInFull("balanceDisputed", "balanceDisputeLost"));
  });
});

describe("a refund that fails afterwards (e)", { timeout: 120_000 }, () => {
  it("shows the balance's refund as failed: charge.refund.updated, one note, Needs attention", async () => {
    const { leadId, invoiceId, chargeId } = await paidInFull("Failed Fennel Co");
    const { refund } = await stripe().refundCharge(chargeId, 100_000);
    const key = `balance-${invoiceId}-refund-${refund.id}`;
    await waitForEntry(leadId, key);
    const { delivery } = await stripe().failRefund(String(refund.id));
    expect(delivery?.status).toBe(200);
    await waitForEntry(leadId, `${key}-failed`);
    expect((await paymentOf(leadId)).payment?.state).toBe("REFUND_FAILED");
    expect(await deskWords(leadId)).toBe("Refund failed $1,000");
    expect(await inNeedsAttention(leadId)).toBe(true);
    await expectNotes(leadId, afterPaidInFull("balanceRefunded", "balanceRefundFailed"));
  });

  it("shows a checkout's refund that fails afterwards as failed too", async () => {
    const { leadId, sessionId } = await paidAtCheckout(
      { ...VALID_LEAD, companyName: "Failed Fig Co", plan: FULL_PLAN },
      "ledger",
    );
    const { refund } = await stripe().refund(sessionId, 10_000);
    await payments.waitForPayment(leadId, "PARTIALLY_REFUNDED");
    await stripe().failRefund(String(refund.id));
    await waitForEntry(leadId, `refund-${refund.id}-failed`);
    expect((await paymentOf(leadId)).payment?.state).toBe("REFUND_FAILED");
    expect(await deskWords(leadId)).toBe("Refund failed $100");
    await expectNotes(leadId, [words.paid.words, words.refunded.words, words.refundFailed.words]);
  });
});

describe("the reconciler over the ledger", { timeout: 120_000 }, () => {
  it("repairs a refund and a dispute whose events never came in one run; a second run changes nothing (d)", async () => {
    const { leadId, invoiceId, chargeId } = await paidInFull("Silent Sorrel Co");
    const { refund, dispute } = await withWebhooksHeld(async () => {
      const { refund } = await stripe().refundCharge(chargeId, 50_000);
      const { dispute } = await stripe().disputeCharge(chargeId);
      return { refund, dispute };
    });
    expect((await paymentOf(leadId)).payment?.state).toBe("PAID");

    const first = await reconcileInProcess();
    expect(first.moved).toBeGreaterThanOrEqual(1);
    expect(first.repaired.filter((r) => r.leadId === leadId)).toEqual([
      {
        leadId,
        added: [
          `balance-${invoiceId}-refund-${refund.id}`,
          `balance-${invoiceId}-dispute-${dispute.id}`,
        ],
      },
    ]);
    expect((await paymentOf(leadId)).payment?.state).toBe("DISPUTED");
    expect(await deskWords(leadId)).toBe("Balance disputed");

    const second = await reconcileInProcess();
    expect(second.repaired.filter((r) => r.leadId === leadId)).toEqual([]);
    // The events that come late change nothing either.
    await stripe().releaseHeld();
    await expectNotes(leadId, afterPaidInFull("balanceRefunded", "balanceDisputed"));
  });

  it("sends a note left QUEUED by a crash more than 15 minutes ago once, on the next run (j)", async () => {
    const { leadId, invoiceId, chargeId } = await paidInFull("Crashed Cress Co");
    await expectNotes(leadId, afterPaidInFull());
    const refund = await withWebhooksHeld(
      async () => (await stripe().refundCharge(chargeId, 20_000)).refund,
    );
    const key = `balance-${invoiceId}-refund-${refund.id}`;
    // The step records the note QUEUED, then dies before Cloud Tasks hears of it, 20 minutes ago.
    const crashing: MailQueue = {
      enqueue: async () => {
        throw new Error("the instance died before queueing");
      },
    };
    const then = new Date(Date.now() - 20 * 60_000);
    await expect(
      applyBalanceStep(
        leadId,
        await payments.standInGateway(stripe()).invoiceMoney(invoiceId),
        undefined,
        {
          store: firestorePaymentStore(await adminFirestore()),
          queue: crashing,
          logs: recordingLogs().logs,
          clock: { now: () => then },
        },
      ),
    ).rejects.toThrow("the instance died");
    expect((await paymentOf(leadId)).paymentMails[key]?.state).toBe("QUEUED");
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(paymentNotes(leadId)).toHaveLength(2);

    const first = await reconcileInProcess();
    expect(first.requeued).toContainEqual({ leadId, change: key });
    await expectNotes(leadId, afterPaidInFull("balanceRefunded"));
    const second = await reconcileInProcess();
    expect(second.requeued.filter((r) => r.leadId === leadId)).toEqual([]);
    await stripe().releaseHeld();
    await expectNotes(leadId, afterPaidInFull("balanceRefunded"));
  });
});
