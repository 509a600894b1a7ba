// Paying a quote from its link (startCheckout with { quote }) and the page's answer
// (quoteLinkQuote): Stripe is asked for exactly the quote's share due now, with its lines named;
// the browser's price is ignored; a replaced, expired, tampered or unknown link never reaches
// Stripe; the page names the company and the reference, never the person.
import { describe, expect, it } from "vitest";
import type { Agreement } from "../shared/agreement.js";
import type { CheckoutLead } from "./payment-store.js";
import {
  PAYMENT_TEST_LEAD as LEAD_ID,
  PAYMENT_TEST_NOW as NOW,
  checkoutBed,
  checkoutRefusal,
  testPayment,
  testQuote,
  testSession,
} from "../testing/payment-fixtures.js";
import { leadReference } from "../leads/derive-reference.js";
import { signQuoteLink } from "./quote-link.js";
import { quoteLinkQuote, type QuotePageLead } from "./quote-page.js";
import { REFUSALS, startCheckout } from "./start-checkout.js";

const SECRET = "quote-unit-test-secret-of-32-bytes-or-more";
const AGREED = new Date("2026-11-20T09:00:00.250Z");
const UNTIL = new Date("2026-12-20T09:00:00Z");

const quote = (fields: Partial<Agreement> = {}): Agreement =>
  testQuote({ validUntil: UNTIL, agreedAt: AGREED, ...fields });
const token = signQuoteLink({ leadId: LEAD_ID, agreedAt: AGREED, validUntil: UNTIL }, SECRET);

function bed(agreement: Agreement | null = quote(), plan?: string) {
  const lead: CheckoutLead = {
    plan,
    emailAddress: "dana@northwind.example",
    companyName: "Northwind Studio",
    payment: undefined,
    agreement,
  };
  return checkoutBed(
    lead,
    testSession({ id: "cs_q1", url: "https://checkout.stripe.com/c/pay/cs_q1" }),
    SECRET,
  );
}

const refusal = async (promise: Promise<unknown>) => (await checkoutRefusal(promise)).message;

describe("paying a quote from its link", () => {
  it("charges exactly the share due now, names the lines, and ignores a browser's price", async () => {
    const { deps, created } = bed();
    const answer = await startCheckout({ quote: token, amountCents: 100, totalCents: 100 }, deps);
    expect(answer.amountCents).toBe(425_025);
    expect(created).toHaveLength(1);
    const params = created[0];
    expect(params?.line_items?.[0]?.price_data?.unit_amount).toBe(425_025);
    expect(params?.line_items?.[0]?.price_data?.product_data).toEqual({
      name: `Quote ${leadReference(LEAD_ID)}: 50% deposit of $8,500.50`,
      description: "Brand strategy workshop $2,500 · Logo and identity system $6,000.50",
    });
    expect(params?.customer_creation).toBe("always");
    expect(params?.cancel_url).toBe(`https://brandvista.studio/quote/${token}`);
    expect(params?.metadata).toMatchObject({ leadId: LEAD_ID, planId: "quote" });
  });

  it("refuses a replaced, an expired, a tampered link and a quote with nothing due now, asking Stripe nothing", async () => {
    const cases: [Agreement | null, unknown, string][] = [
      [quote({ agreedAt: new Date("2026-11-24T00:00:00Z") }), token, REFUSALS.replacedQuote],
      [quote({ validUntil: new Date("2026-11-25T09:00:00Z") }), token, REFUSALS.expiredLink],
      [quote({ depositPercent: 0 }), token, REFUSALS.nothingDueNow],
      [quote(), `${token.slice(0, -2)}AA`, REFUSALS.badLink],
      [
        quote(),
        signQuoteLink({ leadId: LEAD_ID, agreedAt: AGREED, validUntil: NOW }, SECRET),
        REFUSALS.expiredLink,
      ],
      [null, token, REFUSALS.noPlan],
    ];
    for (const [agreement, link, message] of cases) {
      const { deps, created } = bed(agreement);
      expect(await refusal(startCheckout({ quote: link }, deps))).toBe(message);
      expect(created).toEqual([]);
    }
  });

  it("a plan lead's quote binds its /checkout too", async () => {
    const { deps, created } = bed(quote(), "logo-starter");
    expect((await startCheckout({ leadId: LEAD_ID }, deps)).amountCents).toBe(425_025);
    expect(created[0]?.metadata?.planId).toBe("logo-starter");
  });
});

describe("the quote's page", () => {
  const page = (lead: Partial<QuotePageLead> | null, link: unknown = token) =>
    quoteLinkQuote(
      { quote: link },
      {
        clock: { now: () => NOW },
        payLinkSecret: SECRET,
        recordAcceptance: async () => true,
        readQuoteLead: async () =>
          lead === null
            ? undefined
            : {
                companyName: "Northwind Studio",
                agreement: quote(),
                payment: undefined,
                note: "Two rounds of changes are included.",
                accepted: null,
                ...lead,
              },
      },
    );

  it("shows the quote: company, reference, lines, total, due now, valid until and the note", async () => {
    const answer = await page({});
    expect(answer).toEqual({
      kind: "open",
      companyName: "Northwind Studio",
      reference: leadReference(LEAD_ID),
      lines: quote().lines,
      totalCents: 850_050,
      depositPercent: 50,
      dueNowCents: 425_025,
      validUntil: UNTIL.toISOString(),
      note: "Two rounds of changes are included.",
    });
    expect(JSON.stringify(answer)).not.toMatch(/dana@|Lead1Auto/);
  });

  it("says replaced, expired, invalid, unknown or accepted", async () => {
    expect(await page({ agreement: quote({ agreedAt: NOW }) })).toEqual({ kind: "replaced" });
    expect(await page({ agreement: quote({ validUntil: NOW }) })).toEqual({ kind: "expired" });
    expect(await page({}, "not.a.token")).toEqual({ kind: "invalid" });
    expect(await page(null)).toEqual({ kind: "unknown" });
    const paid = testPayment({
      state: "PAID",
      history: {
        "paid-pi_1": {
          kind: "paid",
          amountCents: 425_025,
          currency: "usd",
          at: NOW,
          sessionId: "cs_q1",
          paymentIntentId: "pi_1",
        },
      },
    });
    expect(await page({ payment: paid })).toMatchObject({
      kind: "accepted",
      totalCents: 850_050,
      paidCents: 425_025,
    });
    expect(await page({ accepted: { agreedAt: AGREED } })).toMatchObject({ kind: "accepted" });
  });

  it("accepts a quote with nothing due now when asked, and only such a quote", async () => {
    const nothingNow = quote({ depositPercent: 0 });
    const accepted: Date[] = [];
    const ask = (agreement: Agreement, accept: unknown) =>
      quoteLinkQuote(
        { quote: token, accept },
        {
          clock: { now: () => NOW },
          payLinkSecret: SECRET,
          recordAcceptance: async (_, agreedAt) => (accepted.push(agreedAt), true),
          readQuoteLead: async () => ({
            companyName: "Northwind Studio",
            agreement,
            payment: undefined,
            note: "",
            accepted: null,
          }),
        },
      );
    expect(await ask(nothingNow, undefined)).toMatchObject({ kind: "open", dueNowCents: 0 });
    expect(await ask(quote(), true)).toMatchObject({ kind: "open", dueNowCents: 425_025 });
    expect(accepted).toEqual([]);
    expect(await ask(nothingNow, true)).toMatchObject({ kind: "accepted", paidCents: 0 });
    expect(accepted).toEqual([AGREED]);
  });
});
