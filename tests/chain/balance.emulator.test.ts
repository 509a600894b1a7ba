// The balance after a deposit end to end (issue 40), through the emulators and the Stripe
// stand-in: a deposit plan's lead pays 50 % at Checkout (Stripe makes its Customer), a
// salesperson sends the balance invoice from the desk (sendBalanceInvoice, signed in with the
// sales claim), the client pays it on the stand-in's hosted invoice page, and the signed
// invoice.paid turns the lead paid in full: both payments in its history, exactly one
// "Balance paid" note to sales (counted at the EmailJS stand-in), and a redelivered event
// changes nothing.
import { describe, expect, it } from "vitest";
import type { SendBalanceInvoiceResponse } from "../../functions/src/shared/balance";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import { BALANCE_INVOICE_ACTION } from "../../functions/src/shared/desk-api";
import {
  PAY_LINK_QUOTE_FUNCTION,
  SEND_BALANCE_INVOICE_FUNCTION,
} from "../../functions/src/shared/function-names";
import { type PayLinkQuote } from "../../functions/src/shared/payment-api";
import { PAYMENT_CHANGES } from "../../functions/src/shared/payment-changes";
import { VALID_LEAD } from "../fixtures/leads";
import { deskClientsBed } from "../support/desk-auth";
import { adminFirestore } from "../support/emulators";
import { uniqueLeadId } from "../support/leads";
import * as payments from "../support/payments";

const { stripe, waitForNotes, expectNotes, paidAtCheckout } = payments.paymentChainBed();
const { call, paymentOf, resultOf } = payments;
const signInAs = deskClientsBed();
const DEPOSIT_PLAN = "mobile-mvp"; // $12,999: $6,499.50 at checkout, $6,499.50 invoiced

describe("the balance after a deposit", { timeout: 90_000 }, () => {
  it("deposit at Checkout, the desk's balance invoice, paid on its hosted page: paid in full, one mail", async () => {
    const {
      leadId,
      sessionId,
      payment: deposit,
    } = await paidAtCheckout(
      { ...VALID_LEAD, companyName: "Balance Bakery", plan: DEPOSIT_PLAN },
      "balance",
    );
    // The session asked for the deposit only.
    expect(stripe().sessions.get(sessionId)?.amount_total).toBe(649_950);
    expect(deposit.customerId).toMatch(/^cus_/);
    await waitForNotes(leadId, 1);

    // The pay link says the deposit is in, and nothing is due until the invoice is sent.
    expect(resultOf(await call<PayLinkQuote>(PAY_LINK_QUOTE_FUNCTION, { leadId }))).toMatchObject({
      kind: "nothingDue",
      why: "depositPaid",
    });

    const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);
    const sent = await alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, {
      leadId,
    });
    expect(sent).toMatchObject({ amountCents: 649_950, created: true });
    const invoice = stripe().invoices.get(sent.invoiceId);
    expect(invoice).toMatchObject({
      status: "open",
      customer: deposit.customerId,
      collection_method: "send_invoice",
      metadata: { leadId, planId: DEPOSIT_PLAN, kind: "balance", attempt: "1" },
    });
    expect(stripe().invoiceSends(sent.invoiceId)).toBe(1);
    expect(
      new Date(sent.dueAt).getTime() - Number(invoice?.status_transitions.finalized_at) * 1000,
    ).toBe(14 * 86_400_000);
    // Sent again: the open invoice, no second one.
    const invoicesBefore = stripe().invoices.size;
    await expect(
      alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, { leadId }),
    ).resolves.toMatchObject({ invoiceId: sent.invoiceId, created: false });
    expect(stripe().invoices.size).toBe(invoicesBefore);
    expect(resultOf(await call<PayLinkQuote>(PAY_LINK_QUOTE_FUNCTION, { leadId }))).toMatchObject({
      kind: "balanceDue",
      amountCents: 649_950,
      hostedUrl: sent.hostedUrl,
      dueAt: sent.dueAt,
    });

    // The client pays on the hosted invoice page.
    expect((await fetch(`${sent.hostedUrl}/pay`, { method: "POST" })).status).toBe(200);
    const paid = await payments.waitForBalance(leadId, "PAID");
    const history = paid.history as Record<string, { kind: string; amountCents: number }>;
    expect(
      Object.values(history)
        .map((entry) => [entry.kind, entry.amountCents])
        .sort(),
    ).toEqual([
      ["balancePaid", 649_950],
      ["paid", 649_950],
    ]);
    expect(Object.keys(history)).toContain(`balance-${sent.invoiceId}-paid`);
    await waitForNotes(leadId, 2);

    // The same invoice.paid again (Stripe's retry): handled once, nothing changes.
    const event = stripe().events.find(
      (each) => each.type === "invoice.paid" && each.data.object.id === sent.invoiceId,
    );
    const again = await stripe().redeliver(String(event?.id));
    expect(again?.status).toBe(200);
    expect(again?.body).toBe("duplicate");
    await expectNotes(leadId, [PAYMENT_CHANGES.paid.words, PAYMENT_CHANGES.balancePaid.words]);
    const { payment: after } = await paymentOf(leadId);
    expect(after?.history).toEqual(paid.history);
    expect(resultOf(await call<PayLinkQuote>(PAY_LINK_QUOTE_FUNCTION, { leadId }))).toMatchObject({
      kind: "nothingDue",
      why: "paid",
    });
    const lead = await (await adminFirestore()).doc(`${LEADS_COLLECTION}/${leadId}`).get();
    expect(lead.get("deskActions")).toEqual([
      expect.objectContaining({ action: BALANCE_INVOICE_ACTION, byUid: alex.user?.uid }),
    ]);
  });
});
