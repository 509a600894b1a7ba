// The desk's words for a quote waiting on the client, and which quotes wait: sent, not accepted
// (no money in, no "Accept" of this quote), as the Quotes view and the Payment column read them.
import { describe, expect, it } from "vitest";
import { toDeskLead } from "./desk-lead";
import { paymentWords } from "./payment-words";
import { openQuote, quoteToInvoiceWhole, quoteWords } from "./quote-words";
import { storedQuote } from "./stored-quote.fixture";

const NOW = new Date("2026-11-25T15:00:00Z");
const AGREED = new Date("2026-11-22T09:00:00Z");
const quote = storedQuote({
  lines: [{ description: "Brand strategy workshop", amountCents: 850_050 }],
  validUntil: new Date("2026-12-22T09:00:00Z"),
  agreedAt: AGREED,
});
const lead = (fields: Record<string, unknown>) =>
  toDeskLead("Lead1AutoShapedId000", { companyName: "Northwind Studio", ...fields });
const deposit = (state: string, extra: Record<string, unknown> = {}) => ({
  state,
  amountCents: 425_025,
  history: {
    "paid-pi_1": { kind: "paid", amountCents: 425_025, currency: "usd", at: NOW },
    ...extra,
  },
});

describe("openQuote", () => {
  it("is the lead's quote while no money came in and it was not accepted", () => {
    expect(openQuote(lead({ agreement: quote }))?.totalCents).toBe(850_050);
    // The client opened the checkout and left: still waiting.
    expect(
      openQuote(lead({ agreement: quote, payment: { state: "OPEN", history: {} } })),
    ).not.toBeNull();
  });

  it("is none once the deposit is in, while it is on its way, or after Accept of this quote", () => {
    expect(openQuote(lead({ agreement: quote, payment: deposit("PAID") }))).toBeNull();
    expect(
      openQuote(lead({ agreement: quote, payment: { state: "PROCESSING", history: {} } })),
    ).toBeNull();
    const accepted = { agreedAt: AGREED, acceptedAt: NOW };
    expect(openQuote(lead({ agreement: quote, quoteAccepted: accepted }))).toBeNull();
  });

  it("waits again when the deposit was refunded in full, and for a newer quote after an older's Accept", () => {
    const refunded = deposit("REFUNDED", {
      "refund-re_1": { kind: "refunded", amountCents: 425_025, currency: "usd", at: NOW },
    });
    expect(openQuote(lead({ agreement: quote, payment: refunded }))).not.toBeNull();
    const older = { agreedAt: new Date("2026-11-01T09:00:00Z"), acceptedAt: NOW };
    expect(openQuote(lead({ agreement: quote, quoteAccepted: older }))).not.toBeNull();
  });

  it("is none for a plan's checkout and for a lead with no agreement", () => {
    expect(openQuote(lead({ agreement: { ...quote, source: "plan" } }))).toBeNull();
    expect(openQuote(lead({}))).toBeNull();
  });
});

describe("quoteWords", () => {
  it("says the total, how long ago it was sent and when it expires", () => {
    expect(quoteWords(lead({ agreement: quote }), NOW, "UTC")).toBe(
      "Quote $8,500.50 sent 3 days ago, expires Dec 22, 2026",
    );
    const today = { ...quote, agreedAt: new Date("2026-11-25T08:00:00Z") };
    expect(quoteWords(lead({ agreement: today }), NOW, "UTC")).toMatch(
      /^Quote \$8,500\.50 sent today,/,
    );
    const yesterday = { ...quote, agreedAt: new Date("2026-11-24T09:00:00Z") };
    expect(quoteWords(lead({ agreement: yesterday }), NOW, "UTC")).toMatch(/sent yesterday,/);
  });

  it("says an expired quote expired, and nothing once it is accepted", () => {
    const expired = { ...quote, validUntil: new Date("2026-11-24T09:00:00Z") };
    expect(quoteWords(lead({ agreement: expired }), NOW, "UTC")).toBe(
      "Quote $8,500.50 expired Nov 24, 2026",
    );
    expect(quoteWords(lead({ agreement: quote, payment: deposit("PAID") }), NOW, "UTC")).toBe("");
  });

  it("says an accepted quote with nothing due now is to invoice, until the desk invoices it", () => {
    const nothingNow = { ...quote, depositPercent: 0 };
    const accepted = { agreedAt: AGREED, acceptedAt: NOW };
    const waiting = lead({ agreement: nothingNow, quoteAccepted: accepted });
    expect(quoteToInvoiceWhole(waiting)?.totalCents).toBe(850_050);
    expect(quoteWords(waiting, NOW, "UTC")).toBe(
      "Quote $8,500.50 accepted, nothing paid yet: invoice it when work starts",
    );
    // Not accepted yet: still a quote waiting on the client.
    expect(quoteToInvoiceWhole(lead({ agreement: nothingNow }))).toBeNull();
    // Invoiced: the payment map opened by the first invoice speaks from then on.
    const invoiced = lead({
      agreement: nothingNow,
      quoteAccepted: accepted,
      payment: { state: "PAID", amountCents: 0, history: {} },
    });
    expect(quoteToInvoiceWhole(invoiced)).toBeNull();
    expect(paymentWords(invoiced.payment, NOW)).toBe("Nothing paid yet: $8,500.50 to invoice");
  });
});
