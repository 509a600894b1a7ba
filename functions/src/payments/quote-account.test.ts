// A quote with nothing due now, invoiced whole from the desk once the client accepted it: the
// Customer is made once per quote, the lead's payment map is opened as $0 paid, and the balance
// invoice asks the whole total with the quote's lines; before the client's Accept it refuses,
// and asks Stripe nothing.
import { describe, expect, it } from "vitest";
import type { NewBalanceInvoice, NewCustomer } from "./stripe-gateway.js";
import { BALANCE_REFUSALS, sendBalanceInvoice } from "./send-balance-invoice.js";
import { acceptedQuoteWithNothingDue } from "./quote-account.js";
import {
  fakeGateway,
  paymentStepBed,
  PAYMENT_TEST_LEAD as LEAD,
  PAYMENT_TEST_NOW as NOW,
  testInvoice,
  testQuote,
} from "../testing/payment-fixtures.js";

const AGREED = new Date(NOW.getTime() - 3 * 86_400_000);
const QUOTE = testQuote({
  depositPercent: 0,
  agreedAt: AGREED,
  validUntil: new Date(NOW.getTime() + 27 * 86_400_000),
});
const ACCEPTED = { agreedAt: AGREED, acceptedAt: new Date(NOW.getTime() - 86_400_000) };

function setup(accepted: typeof ACCEPTED | null) {
  const customers: { customer: NewCustomer; key: string }[] = [];
  const invoices: NewBalanceInvoice[] = [];
  const stripe = fakeGateway({
    async createCustomer(customer, key) {
      customers.push({ customer, key });
      return "cus_quote_1";
    },
    async createBalanceInvoice(invoice) {
      invoices.push(invoice);
      return testInvoice({
        id: "in_whole",
        amountDueCents: invoice.amountCents,
        customerId: invoice.customerId,
        leadId: LEAD,
      });
    },
  });
  const { fake, deps } = paymentStepBed(undefined, undefined, QUOTE);
  const lead = fake.leads.get(LEAD);
  if (lead) lead.quoteAccepted = accepted;
  const call = () =>
    sendBalanceInvoice(
      { leadId: LEAD, byUid: "sales-1", recordAsked: async () => {} },
      { ...deps, stripe, daysUntilDue: 14 },
    );
  return { call, customers, invoices, fake };
}

describe("a quote with nothing due now, invoiced from the desk", () => {
  it("invoices the whole total, with the quote's lines, to a Customer made for the quote", async () => {
    const { call, customers, invoices, fake } = setup(ACCEPTED);
    await expect(call()).resolves.toMatchObject({
      invoiceId: "in_whole",
      amountCents: 850_050,
      created: true,
    });
    expect(customers).toEqual([
      {
        customer: { email: "owner@acme.example", name: "Acme", leadId: LEAD },
        key: `quote-customer-${LEAD}-${AGREED.getTime()}`,
      },
    ]);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ customerId: "cus_quote_1", amountCents: 850_050 });
    expect(invoices[0]?.description).toMatch(/^Quote [A-Z0-9-]+: \$8,500\.50: Brand strategy/);
    const payment = fake.leads.get(LEAD)?.payment;
    expect(payment).toMatchObject({
      state: "PAID",
      amountCents: 0,
      customerId: "cus_quote_1",
      paidAt: ACCEPTED.acceptedAt,
      balance: { invoiceId: "in_whole", state: "OPEN", amountCents: 850_050 },
    });
    // Asked again: the open invoice is answered, and no second Customer is made.
    await expect(call()).resolves.toMatchObject({ invoiceId: "in_whole", created: false });
    expect(customers).toHaveLength(1);
    expect(invoices).toHaveLength(1);
  });

  it("refuses before the client accepted, asking Stripe nothing and writing nothing", async () => {
    const { call, customers, invoices, fake } = setup(null);
    await expect(call()).rejects.toMatchObject({
      code: "failed-precondition",
      message: BALANCE_REFUSALS.quoteNotAccepted,
    });
    expect(customers).toEqual([]);
    expect(invoices).toEqual([]);
    expect(fake.leads.get(LEAD)?.payment).toBeUndefined();
  });

  it("an Accept of an earlier quote does not accept the one on the lead", () => {
    const earlier = { ...ACCEPTED, agreedAt: new Date(AGREED.getTime() - 1) };
    expect(
      acceptedQuoteWithNothingDue({ agreement: QUOTE, quoteAccepted: earlier, payment: undefined }),
    ).toBeNull();
    expect(
      acceptedQuoteWithNothingDue({
        agreement: QUOTE,
        quoteAccepted: ACCEPTED,
        payment: undefined,
      }),
    ).toBe(QUOTE);
    // A quote with a share due now is accepted by paying it: not this path.
    const half = { ...QUOTE, depositPercent: 50 };
    expect(
      acceptedQuoteWithNothingDue({ agreement: half, quoteAccepted: ACCEPTED, payment: undefined }),
    ).toBeNull();
  });
});
