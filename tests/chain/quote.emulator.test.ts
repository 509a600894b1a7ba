// A quote end to end (issue 46), through the emulators and the Stripe stand-in: a salesperson
// writes a quote on a lead without a plan (deskCreateQuote, the sales claim); each refused shape
// leaves nothing on the lead and makes nothing at Stripe; the client's link shows the quote and
// pays exactly its 50 % share at Checkout (a price the browser sends is ignored), recorded as a
// deposit against the quote with one "Quote accepted" note; the desk's balance invoice asks the
// exact rest with the quote's lines; paying it makes the lead paid in full. A replaced quote's
// link and an expired one refuse, and make no session. A quote with nothing due now is accepted
// on its page, then invoiced whole from the desk to a Customer made for it.
import { describe, expect, it } from "vitest";
import type { SendBalanceInvoiceResponse } from "../../functions/src/shared/balance";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import {
  DESK_CREATE_QUOTE_FUNCTION,
  QUOTE_LINK_QUOTE_FUNCTION,
  SEND_BALANCE_INVOICE_FUNCTION,
  START_CHECKOUT_FUNCTION,
} from "../../functions/src/shared/function-names";
import type { StartCheckoutAnswer } from "../../functions/src/shared/payment-api";
import { PAYMENT_CHANGES } from "../../functions/src/shared/payment-changes";
import type {
  DeskCreateQuoteResponse,
  QuoteLinkAnswer,
} from "../../functions/src/shared/quote-api";
import { VALID_LEAD } from "../fixtures/leads";
import { isMailWith } from "../support/chain";
import { deskClientsBed } from "../support/desk-auth";
import { waitFor } from "../support/emulators";
import { adminFirestore } from "../support/emulators";
import { uniqueLeadId } from "../support/leads";
import * as payments from "../support/payments";

const { bed, stripe, waitForNotes, expectNotes } = payments.paymentChainBed();
const { call, resultOf } = payments;
const signInAs = deskClientsBed();

const LINES = [
  { description: "Brand strategy workshop (two sessions)", amountCents: 250_000 },
  { description: "Logo and identity system", amountCents: 600_050 },
];
const tokenOf = (url: string) => url.slice(url.indexOf("/quote/") + "/quote/".length);
const leadDoc = async (leadId: string) =>
  (await adminFirestore()).doc(`${LEADS_COLLECTION}/${leadId}`);

/** A lead without a plan, a salesperson, and the quote of LINES they write on it with `terms`. */
async function quotedLead(company: string, terms: { depositPercent: number; validDays?: number }) {
  const leadId = await bed.submit({ ...VALID_LEAD, companyName: company }, "quote");
  const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);
  const quote = await alex.call<DeskCreateQuoteResponse>(DESK_CREATE_QUOTE_FUNCTION, {
    leadId,
    lines: LINES,
    ...terms,
  });
  return { leadId, alex, quote };
}

describe("a quote written on the desk", { timeout: 240_000 }, () => {
  it("refuses every malformed quote, leaving nothing on the lead and nothing at Stripe", async () => {
    const leadId = await bed.submit({ ...VALID_LEAD, companyName: "Refused Quotes Co" }, "quote");
    const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);
    const good = { leadId, lines: LINES, depositPercent: 50 };
    const line = (amountCents: unknown, description = "Logo") => ({ description, amountCents });
    const sessionsBefore = stripe().sessions.size;
    for (const data of [
      { ...good, lines: [] },
      { ...good, lines: Array(31).fill(line(100)) },
      { ...good, lines: [line(12.5)] },
      { ...good, lines: [line(-100)] },
      { ...good, lines: [line(6_000_000), line(4_000_001)] },
      { ...good, lines: [line(100, "x".repeat(201))] },
      { ...good, depositPercent: 30 },
      { ...good, validDays: 91 },
      { ...good, note: "n".repeat(1001) },
      { ...good, totalCents: 1 },
    ])
      await expect(alex.call(DESK_CREATE_QUOTE_FUNCTION, data)).rejects.toMatchObject({
        code: "functions/invalid-argument",
      });
    await expect(
      alex.call(DESK_CREATE_QUOTE_FUNCTION, { ...good, leadId: "Zzz0AutoShapedLeadId" }),
    ).rejects.toMatchObject({ code: "functions/not-found" });
    const visitor = await signInAs(undefined, null);
    await expect(visitor.call(DESK_CREATE_QUOTE_FUNCTION, good)).rejects.toMatchObject({
      code: "functions/permission-denied",
    });
    const lead = await (await leadDoc(leadId)).get();
    expect(lead.get("agreement")).toBeUndefined();
    expect(lead.get("quoteNote")).toBeUndefined();
    expect(lead.get("deskActions")).toBeUndefined();
    expect(stripe().sessions.size).toBe(sessionsBefore);
  });

  it("50 % now: the link pays the share, the balance invoice the exact rest, then paid in full", async () => {
    const leadId = await bed.submit({ ...VALID_LEAD, companyName: "Quoted Bakery" }, "quote");
    const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);

    // A first quote, then a second that replaces it: the first link refuses from then on.
    const first = await alex.call<DeskCreateQuoteResponse>(DESK_CREATE_QUOTE_FUNCTION, {
      leadId,
      lines: [{ description: "Logo refresh", amountCents: 90_000 }],
      depositPercent: 25,
    });
    const quote = await alex.call<DeskCreateQuoteResponse>(DESK_CREATE_QUOTE_FUNCTION, {
      leadId,
      lines: LINES,
      depositPercent: 50,
      validDays: 14,
      note: "Two rounds of changes are included.",
    });
    expect(quote).toMatchObject({ totalCents: 850_050, dueNowCents: 425_025 });
    expect(quote.payUrl).not.toContain(leadId);
    const old = tokenOf(first.payUrl);
    expect(
      resultOf(await call<QuoteLinkAnswer>(QUOTE_LINK_QUOTE_FUNCTION, { quote: old })),
    ).toEqual({ kind: "replaced" });
    const refused = await call(START_CHECKOUT_FUNCTION, { quote: old });
    expect(refused).toMatchObject({ error: { status: "FAILED_PRECONDITION" } });
    expect(stripe().sessionOf(leadId)).toBeUndefined();

    // The prospect's e-mail: this quote's lines, total, share and link, its reference, no id.
    const quoteMails = () =>
      bed
        .standIn()
        .requests.filter(isMailWith("EMAILJS_QUOTE_TEMPLATE_ID", "reference", quote.reference));
    const mail = await waitFor(
      async () =>
        quoteMails().find((request) => request.body.template_params?.total === "$8,500.50"),
      { what: "the quote's e-mail to the prospect", timeoutMs: 30_000 },
    );
    const params = mail.body.template_params ?? {};
    expect(params).toMatchObject({
      emailAddress: VALID_LEAD.emailAddress,
      dueNow: "$4,250.25",
      later: "$4,250.25",
      lines: "Brand strategy workshop (two sessions): $2,500\nLogo and identity system: $6,000.50",
    });
    expect(JSON.stringify(params)).not.toContain(leadId);
    const mailed = tokenOf(String(params.payUrl));
    expect(
      resultOf(await call<QuoteLinkAnswer>(QUOTE_LINK_QUOTE_FUNCTION, { quote: mailed })),
    ).toMatchObject({ kind: "open", totalCents: 850_050 });

    const token = tokenOf(quote.payUrl);
    const page = resultOf(await call<QuoteLinkAnswer>(QUOTE_LINK_QUOTE_FUNCTION, { quote: token }));
    expect(page).toMatchObject({
      kind: "open",
      companyName: "Quoted Bakery",
      reference: quote.reference,
      lines: LINES,
      totalCents: 850_050,
      dueNowCents: 425_025,
      note: "Two rounds of changes are included.",
    });
    expect(JSON.stringify(page)).not.toContain(VALID_LEAD.emailAddress);

    // The browser's price is ignored: Stripe is asked for the share due now.
    const answer = resultOf(
      await call<StartCheckoutAnswer>(START_CHECKOUT_FUNCTION, { quote: token, amountCents: 100 }),
    );
    expect(answer.amountCents).toBe(425_025);
    const session = stripe().sessionOf(leadId);
    expect(session?.amount_total).toBe(425_025);
    // Stripe's page names the quote and its lines (the line's name and description).
    const opened = stripe().requests.filter(
      (request) => request.path === "/v1/checkout/sessions" && request.method === "POST",
    );
    expect(JSON.stringify(opened.at(-1)?.body)).toContain(
      "Brand strategy workshop (two sessions) $2,500 · Logo and identity system $6,000.50",
    );
    expect(JSON.stringify(session)).toContain(`Quote ${quote.reference}: 50% deposit of $8,500.50`);
    await stripe().pay(String(session?.id));
    const deposit = await payments.waitForPayment(leadId, "PAID");
    expect(deposit.customerId).toMatch(/^cus_/);
    await waitForNotes(leadId, 1);
    expect(
      resultOf(await call<QuoteLinkAnswer>(QUOTE_LINK_QUOTE_FUNCTION, { quote: token })),
    ).toMatchObject({ kind: "accepted", paidCents: 425_025 });
    // An accepted quote is not replaced.
    await expect(
      alex.call(DESK_CREATE_QUOTE_FUNCTION, { leadId, lines: LINES, depositPercent: 0 }),
    ).rejects.toMatchObject({ code: "functions/failed-precondition" });

    const sent = await alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, {
      leadId,
    });
    expect(sent.amountCents).toBe(425_025);
    const invoice = stripe().invoices.get(sent.invoiceId) as {
      lines: { data: { description: string; amount: number }[] };
    };
    expect(invoice.lines.data).toHaveLength(1);
    expect(invoice.lines.data[0]?.amount).toBe(425_025);
    expect(invoice.lines.data[0]?.description).toContain(
      "Brand strategy workshop (two sessions) $2,500 · Logo and identity system $6,000.50",
    );
    expect((await fetch(`${sent.hostedUrl}/pay`, { method: "POST" })).status).toBe(200);
    await payments.waitForBalance(leadId, "PAID");
    await expectNotes(leadId, [
      "Quote accepted: $4,250.25 of $8,500.50 paid",
      PAYMENT_CHANGES.balancePaid.words,
    ]);
    const lead = await (await leadDoc(leadId)).get();
    expect(lead.get("agreement")).toMatchObject({ source: "quote", totalCents: 850_050 });
    // One e-mail per quote: this one went once.
    expect(
      quoteMails().filter((request) => request.body.template_params?.total === "$8,500.50"),
    ).toHaveLength(1);
    expect(lead.get("deskActions")).toEqual([
      expect.objectContaining({ action: "quote", byUid: alex.user?.uid }),
      expect.objectContaining({ action: "quote", byUid: alex.user?.uid }),
      expect.objectContaining({ action: "balanceInvoice", byUid: alex.user?.uid }),
    ]);
  });

  it("nothing due now: Accept, then the desk invoices the whole total, and paying it is paid in full", async () => {
    const { leadId, alex, quote } = await quotedLead("Pay Later Goods", { depositPercent: 0 });
    expect(quote).toMatchObject({ totalCents: 850_050, dueNowCents: 0 });
    // Before the client's Accept the desk cannot invoice it, and Stripe is asked nothing.
    const requestsBefore = stripe().requests.length;
    await expect(alex.call(SEND_BALANCE_INVOICE_FUNCTION, { leadId })).rejects.toMatchObject({
      code: "functions/failed-precondition",
    });
    expect(stripe().requests.length).toBe(requestsBefore);

    const token = tokenOf(quote.payUrl);
    expect(
      resultOf(
        await call<QuoteLinkAnswer>(QUOTE_LINK_QUOTE_FUNCTION, { quote: token, accept: true }),
      ),
    ).toMatchObject({ kind: "accepted", paidCents: 0 });
    expect(stripe().sessionOf(leadId)).toBeUndefined();

    const sent = await alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, {
      leadId,
    });
    expect(sent).toMatchObject({ amountCents: 850_050, created: true });
    const invoice = stripe().invoices.get(sent.invoiceId) as {
      customer: string;
      lines: { data: { description: string; amount: number }[] };
    };
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([850_050]);
    expect(invoice.lines.data[0]?.description).toContain(
      `Quote ${quote.reference}: $8,500.50: Brand strategy workshop (two sessions) $2,500`,
    );
    // Billed to a Customer made for the brief's address (no checkout made one).
    const customer = stripe().customers.get(invoice.customer) as { email: string };
    expect(customer.email).toBe(VALID_LEAD.emailAddress);
    // Asked twice (a double click, a second salesperson): the same invoice, nothing new.
    await expect(
      alex.call<SendBalanceInvoiceResponse>(SEND_BALANCE_INVOICE_FUNCTION, { leadId }),
    ).resolves.toMatchObject({ invoiceId: sent.invoiceId, created: false });

    expect((await fetch(`${sent.hostedUrl}/pay`, { method: "POST" })).status).toBe(200);
    const paid = await payments.waitForBalance(leadId, "PAID");
    expect(paid).toMatchObject({ state: "PAID", amountCents: 0, customerId: invoice.customer });
    await expectNotes(leadId, [PAYMENT_CHANGES.balancePaid.words]);
    expect(
      resultOf(await call<QuoteLinkAnswer>(QUOTE_LINK_QUOTE_FUNCTION, { quote: token })),
    ).toMatchObject({ kind: "accepted", paidCents: 850_050 });
  });

  it("an expired quote's link refuses, and makes no session", async () => {
    const { leadId, quote } = await quotedLead("Late Reply LLC", {
      depositPercent: 25,
      validDays: 7,
    });
    // Its valid-until passed (as the days pass): the stored quote is what the server checks.
    const ref = await leadDoc(leadId);
    await ref.update({ "agreement.validUntil": new Date(Date.now() - 60_000) });
    const token = tokenOf(quote.payUrl);
    expect(
      resultOf(await call<QuoteLinkAnswer>(QUOTE_LINK_QUOTE_FUNCTION, { quote: token })),
    ).toEqual({ kind: "expired" });
    expect(await call(START_CHECKOUT_FUNCTION, { quote: token })).toMatchObject({
      error: { status: "FAILED_PRECONDITION" },
    });
    const tampered = `${token.slice(0, -3)}AAA`;
    expect(
      resultOf(await call<QuoteLinkAnswer>(QUOTE_LINK_QUOTE_FUNCTION, { quote: tampered })),
    ).toEqual({ kind: "invalid" });
    expect(stripe().sessionOf(leadId)).toBeUndefined();
  });
});
