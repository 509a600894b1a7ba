// `npm start`'s seed and the Stripe stand-in, through the emulators: a seeded deposit lead
// ("El Paso Desert Botanicals", deposit paid, no invoice yet) names a Customer and a Checkout
// Session the stand-in starts without, so Send balance invoice is refused with what Stripe
// said (the desk words it: no bare "INTERNAL"); once the stand-in is filled from the stored
// leads (web/scripts/dev/seed-stripe-stand-in.ts, as start.mjs does), the same call makes the
// invoice at the stand-in, billed to the seeded Customer.
import { describe, expect, it } from "vitest";
import type { SendBalanceInvoiceResponse } from "../../functions/src/shared/balance";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import { readStripeRefusal } from "../../functions/src/shared/desk-refusals";
import { SEND_BALANCE_INVOICE_FUNCTION } from "../../functions/src/shared/function-names";
import { seedLeads } from "../fixtures/seed-leads";
import { BALANCE_CENTS } from "../fixtures/balance-leads";
import { seedDocument } from "../../web/scripts/dev/seed-documents";
import { seedStripeStandIn } from "../../web/scripts/dev/seed-stripe-stand-in";
import { deskClientsBed } from "../support/desk-auth";
import { adminFirestore } from "../support/emulators";
import { uniqueLeadId } from "../support/leads";
import * as payments from "../support/payments";

const { stripe } = payments.paymentChainBed();
const signInAs = deskClientsBed();
const COMPANY = "El Paso Desert Botanicals";

/** The seed's El Paso lead as the seed writes it at `now`, and its document's data. */
function seededElPaso(now: Date) {
  const seeded = seedLeads(now).find((lead) => lead.fields.companyName === COMPANY);
  if (!seeded?.payment) throw new Error(`${COMPANY} is not a paid seed lead`);
  return { seeded, payment: seeded.payment, data: seedDocument(seeded, now).data };
}

/** How a callable refused: its code, and what Stripe said as the desk reads it. */
async function refusalOf(call: Promise<unknown>) {
  const refused = (await call.catch((error: unknown) => error)) as {
    code?: string;
    details?: unknown;
  };
  return { code: refused.code, stripe: readStripeRefusal(refused.details) };
}

describe("the seed's Stripe objects", { timeout: 90_000 }, () => {
  it("Send balance invoice on the seeded El Paso lead: refused in words before the stand-in is filled, made after", async () => {
    const { seeded, payment, data } = seededElPaso(new Date());
    // Under an id of its own (the emulators outlive this file), with the seed's payment map.
    const leadId = uniqueLeadId("elpaso");
    const db = await adminFirestore();
    await db.doc(`${LEADS_COLLECTION}/${leadId}`).create(data);
    const customerId = String(payment.customerId);

    const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);
    const send = () =>
      alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, { leadId });
    expect(await refusalOf(send())).toEqual({
      code: "functions/failed-precondition",
      stripe: { reason: "stripeUnknownSession", sessionId: payment.sessionId },
    });

    const restored = await seedStripeStandIn(stripe(), db);
    expect(restored.some((line) => line.endsWith(COMPANY))).toBe(true);
    expect(stripe().customers.get(customerId)?.email).toBe(seeded.fields.emailAddress);

    const sent = await send();
    expect(sent).toMatchObject({ amountCents: BALANCE_CENTS, created: true });
    const invoice = stripe().invoices.get(sent.invoiceId);
    expect(invoice).toMatchObject({
      customer: customerId,
      status: "open",
      amount_due: BALANCE_CENTS,
      metadata: { leadId, kind: "balance" },
    });
    expect(stripe().invoiceSends(sent.invoiceId)).toBe(1);
    await payments.waitForBalance(leadId, "OPEN");
  });

  it("a Customer Stripe does not know is named in the refusal", async () => {
    const { data } = seededElPaso(new Date());
    const leadId = uniqueLeadId("nocust");
    const db = await adminFirestore();
    // The checkout is known (its agreement is read from it), its Customer is not.
    const payment = data.payment as Record<string, unknown>;
    await db
      .doc(`${LEADS_COLLECTION}/${leadId}`)
      .create({ ...data, payment: { ...payment, customerId: "cus_gone_from_stripe" } });
    await seedStripeStandIn(stripe(), db);
    stripe().customers.delete("cus_gone_from_stripe");

    const sam = await signInAs(`${uniqueLeadId("sam")}@brandvista.studio`, SALES_CLAIMS);
    expect(await refusalOf(sam.call(SEND_BALANCE_INVOICE_FUNCTION, { leadId }))).toEqual({
      code: "functions/failed-precondition",
      stripe: { reason: "stripeUnknownCustomer", customerId: "cus_gone_from_stripe" },
    });
  });
});
