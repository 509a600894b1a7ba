// The agreement on a lead (issue 45, step 1), through the emulators and the Stripe stand-in: the
// checkout records what the client agreed to (total, share, the plan as it was), and the
// balance invoice asks the agreed total less what the ledger received, whatever the catalogue
// says of the lead's plan by delivery (b). A lead that paid its deposit before agreements were
// recorded gets one once, derived from its Checkout Session's line at Stripe.
import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { SendBalanceInvoiceResponse } from "../../functions/src/shared/balance";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import { SEND_BALANCE_INVOICE_FUNCTION } from "../../functions/src/shared/function-names";
import { VALID_LEAD } from "../fixtures/leads";
import { deskClientsBed } from "../support/desk-auth";
import { adminFirestore } from "../support/emulators";
import { uniqueLeadId } from "../support/leads";
import * as payments from "../support/payments";

const { stripe, paidAtCheckout } = payments.paymentChainBed();
const signInAs = deskClientsBed();
const DEPOSIT_PLAN = "mobile-mvp"; // $12,999: $6,499.50 at checkout

/** A deposit plan's lead whose deposit is paid at the stand-in. */
async function depositPaidLead(company: string) {
  const { leadId } = await paidAtCheckout(
    { ...VALID_LEAD, companyName: company, plan: DEPOSIT_PLAN },
    "agreement",
  );
  return leadId;
}

const leadDoc = async (leadId: string) =>
  (await adminFirestore()).doc(`${LEADS_COLLECTION}/${leadId}`);

describe("the agreement on the lead", { timeout: 90_000 }, () => {
  it("(b) the checkout records the plan as it was; the invoice asks the agreed rest after the catalogue moved", async () => {
    const leadId = await depositPaidLead("Agreed Atelier");
    const ref = await leadDoc(leadId);
    expect((await ref.get()).get("agreement")).toMatchObject({
      source: "plan",
      totalCents: 1_299_900,
      currency: "usd",
      depositPercent: 50,
      plan: { id: DEPOSIT_PLAN, name: "MVP App", priceUsd: 12_999, depositPercent: 50 },
      lines: [{ description: "MVP App", amountCents: 1_299_900 }],
      validUntil: null,
      writtenBy: { by: "checkout" },
    });
    // By delivery the catalogue prices the lead's plan otherwise: the functions' catalogue is
    // built in, so the lead is pointed at a plan the catalogue prices at $4,999 (50 %).
    await ref.update({ plan: "branding-system", "payment.planId": "branding-system" });

    const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);
    const sent = await alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, {
      leadId,
    });
    expect(sent).toMatchObject({ amountCents: 649_950, created: true });
    expect(stripe().invoices.get(sent.invoiceId)?.amount_due).toBe(649_950);
    expect(stripe().invoices.get(sent.invoiceId)?.description).toMatch(/^MVP App: the balance/);
  });

  it("a deposit from before agreements gets one once, from its Checkout Session's line", async () => {
    const leadId = await depositPaidLead("Backfill Bakery");
    const ref = await leadDoc(leadId);
    await ref.update({ agreement: FieldValue.delete() });

    const sam = await signInAs(`${uniqueLeadId("sam")}@brandvista.studio`, SALES_CLAIMS);
    const sent = await sam.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, {
      leadId,
    });
    expect(sent).toMatchObject({ amountCents: 649_950, created: true });
    const sessionId = String(stripe().sessionOf(leadId)?.id);
    expect((await ref.get()).get("agreement")).toMatchObject({
      source: "plan",
      totalCents: 1_299_900,
      depositPercent: 50,
      plan: { id: DEPOSIT_PLAN, name: "MVP App" },
      writtenBy: { by: "backfill", sessionId },
    });
  });
});
