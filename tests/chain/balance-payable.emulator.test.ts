// One payable balance invoice at a time (issue 45, step 2), through the emulators and the Stripe
// stand-in: (a) a written-off balance sent again voids the first invoice at Stripe, so only one
// can be paid, and a payment of an invoice the lead no longer shows is an alerted overpayment
// with its own note; (f) a crash between Stripe's invoice and the lead is retried, after
// Stripe's 24-hour idempotency window too, and reaches the same invoice.
import { describe, expect, it } from "vitest";
import type { SendBalanceInvoiceResponse } from "../../functions/src/shared/balance";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import { SEND_BALANCE_INVOICE_FUNCTION } from "../../functions/src/shared/function-names";
import { PAYMENT_CHANGES } from "../../functions/src/shared/payment-changes";
import { VALID_LEAD } from "../fixtures/leads";
import { deskClientsBed } from "../support/desk-auth";
import { adminFirestore, waitFor } from "../support/emulators";
import { uniqueLeadId } from "../support/leads";
import * as payments from "../support/payments";

const { stripe, expectNotes, paidAtCheckout } = payments.paymentChainBed();
const { paymentOf } = payments;
const signInAs = deskClientsBed();
const DEPOSIT_PLAN = "mobile-mvp"; // $12,999: $6,499.50 at checkout, $6,499.50 invoiced
const REST = 649_950;

/** A deposit plan's lead whose deposit is paid at the stand-in, and a salesperson. */
async function depositPaidLead(company: string) {
  const { leadId, payment: deposit } = await paidAtCheckout(
    { ...VALID_LEAD, companyName: company, plan: DEPOSIT_PLAN },
    "payable",
  );
  const sales = await signInAs(`${uniqueLeadId("sales")}@brandvista.studio`, SALES_CLAIMS);
  const send = () =>
    sales.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, { leadId });
  return { leadId, customerId: String(deposit.customerId), send };
}

const leadInvoices = (leadId: string) =>
  [...stripe().invoices.values()].filter((invoice) => invoice.metadata?.leadId === leadId);

describe("one payable balance invoice at a time", { timeout: 120_000 }, () => {
  it("(a) a written-off balance sent again voids the first: only one can be paid; a payment of one the lead no longer shows is an alerted overpayment", async () => {
    const { leadId, customerId, send } = await depositPaidLead("Written Off Works");
    const first = await send();
    expect(first).toMatchObject({ amountCents: REST, created: true });
    // Written off in Stripe's Dashboard: still payable at Stripe.
    await stripe().markUncollectible(first.invoiceId);
    await payments.waitForBalance(leadId, "UNCOLLECTIBLE");

    const second = await send();
    expect(second).toMatchObject({ amountCents: REST, created: true });
    expect(second.invoiceId).not.toBe(first.invoiceId);
    expect(stripe().invoices.get(first.invoiceId)?.status).toBe("void");
    expect(
      leadInvoices(leadId)
        .map((invoice) => invoice.status)
        .sort(),
    ).toEqual(["open", "void"]);
    // The first can no longer be paid on its page; the second is paid.
    const late = await fetch(`${first.hostedUrl}/pay`, { method: "POST" });
    expect(await late.text()).toContain("This invoice is void.");
    expect((await fetch(`${second.hostedUrl}/pay`, { method: "POST" })).status).toBe(200);
    await payments.waitForBalance(leadId, "PAID");

    // An invoice for the lead that it does not show (made by hand, or a stray attempt) is paid
    // too: recorded as an overpayment, never as a second balance, and sales hears of it once.
    const stray = stripe().createOpenInvoice(customerId, REST, {
      leadId,
      planId: DEPOSIT_PLAN,
      kind: "balance",
      attempt: "1",
    });
    await stripe().payInvoice(String(stray.id));
    const overpaid = await waitFor(
      async () => {
        const { payment } = await paymentOf(leadId);
        const history = (payment?.history ?? {}) as Record<string, { kind: string }>;
        return history[`balance-${String(stray.id)}-overpaid`] ? payment : undefined;
      },
      { what: "the overpayment on the lead", timeoutMs: 20_000 },
    );
    expect((overpaid.balance as { invoiceId: string }).invoiceId).toBe(second.invoiceId);
    await expectNotes(leadId, [
      PAYMENT_CHANGES.paid.words,
      PAYMENT_CHANGES.balanceUncollectible.words,
      PAYMENT_CHANGES.balancePaid.words,
      PAYMENT_CHANGES.balancePaid.words,
      PAYMENT_CHANGES.overpaid.words,
    ]);
  });

  it("(a) the client pays the written-off invoice before it is sent again: no second invoice", async () => {
    const { leadId, send } = await depositPaidLead("Paid Meanwhile");
    const first = await send();
    await stripe().markUncollectible(first.invoiceId);
    await payments.waitForBalance(leadId, "UNCOLLECTIBLE");
    stripe().sendWebhooks(false);
    await stripe().payInvoice(first.invoiceId);
    const again = await send();
    stripe().sendWebhooks(true);
    expect(again).toMatchObject({ invoiceId: first.invoiceId, created: false });
    expect(leadInvoices(leadId)).toHaveLength(1);
    await payments.waitForBalance(leadId, "PAID");
  });

  it("(f) a crash between Stripe's invoice and the lead: the retry, after the idempotency window, reaches the same invoice", async () => {
    const { leadId, send } = await depositPaidLead("Crash Crafts");
    // Stripe makes the invoice, and its answer never arrives (nor the client's retries').
    stripe().injectFault({ method: "POST", path: "/v1/invoices", answer: "lost", times: 3 });
    await expect(send()).rejects.toThrow();
    expect(leadInvoices(leadId).map((invoice) => invoice.status)).toEqual(["draft"]);
    const made = leadInvoices(leadId)[0];
    const db = await adminFirestore();
    const lead = await db.doc(`${LEADS_COLLECTION}/${leadId}`).get();
    expect(lead.get("balanceAttempt")).toMatchObject({ attempt: 1, amountCents: REST });
    expect(lead.get("payment.balance") ?? null).toBeNull();

    // Two days on: Stripe has forgotten the keys.
    await stripe().advanceClock(2 * 86_400);
    const retried = await send();
    expect(retried).toMatchObject({ invoiceId: made?.id, amountCents: REST, created: true });
    expect(leadInvoices(leadId)).toHaveLength(1);
    await payments.waitForBalance(leadId, "OPEN");
  });
});
