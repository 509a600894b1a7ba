// Every state told truthfully (issue 45, step 6): payLinkQuote and startCheckout give a disputed,
// a partly refunded payment and a refunded balance words of their own, ask again after a lost
// dispute only what the ledger says is owed, and always offer a deposit lead's open invoice.
import { describe, expect, it } from "vitest";
import type { Payment, PaymentEntry } from "../shared/payment.js";
import {
  PAYMENT_TEST_LEAD,
  PAYMENT_TEST_NOW,
  checkoutBed,
  checkoutRefusal,
  testAgreement,
  testDepositPaid,
  testEntry,
  testOpenBalance,
  testPayment,
  testSession,
} from "../testing/payment-fixtures.js";
import { quoteLead } from "./pay-quote.js";
import type { CheckoutLead } from "./payment-store.js";
import { REFUSALS, startCheckout } from "./start-checkout.js";

const NOW = PAYMENT_TEST_NOW;
const entry = testEntry;

/** Brand Identity ($2,499, paid in full) paid, then what `history` adds, in `state`. */
const fullPlan = (state: Payment["state"], history: Record<string, PaymentEntry> = {}) =>
  testPayment({
    state,
    paidAt: NOW,
    paymentIntentId: "pi_1",
    history: { "paid-pi_1": entry("paid", 249_900), ...history },
  });

/** fullPlan after a dispute of `cents` was opened on it and lost. */
const disputeLost = (cents: number) =>
  fullPlan("DISPUTE_LOST", {
    "dispute-dp_1": entry("disputed", cents),
    "dispute-dp_1-lost": entry("disputeLost", cents),
  });

const lead = (payment: Payment, plan = "branding-identity"): CheckoutLead => ({
  plan,
  emailAddress: "owner@acme.example",
  companyName: "Acme",
  payment,
  agreement: testAgreement(plan) ?? null,
});

const quote = (l: CheckoutLead) => quoteLead(PAYMENT_TEST_LEAD, l, NOW);

const openInvoice = testOpenBalance();

describe("payLinkQuote per state", () => {
  it("says a disputed payment and a partly refunded one owe nothing, in their own words", () => {
    expect(
      quote(lead(fullPlan("DISPUTED", { "dispute-dp_1": entry("disputed", 249_900) }))),
    ).toMatchObject({ kind: "nothingDue", why: "disputed" });
    expect(
      quote(lead(fullPlan("PARTIALLY_REFUNDED", { "refund-re_1": entry("refunded", 50_000) }))),
    ).toMatchObject({ kind: "nothingDue", why: "partlyRefunded" });
  });

  it("says a refunded balance owes nothing, in its own words", () => {
    const payment = testDepositPaid({
      balance: { ...openInvoice, state: "PAID", paidAt: NOW },
    });
    payment.history["balance-in_1-paid"] = entry("balancePaid", 649_950, { invoiceId: "in_1" });
    payment.history["balance-refund-re_2"] = entry("refunded", 649_950, { invoiceId: "in_1" });
    expect(quote(lead(payment, "mobile-mvp"))).toMatchObject({
      kind: "nothingDue",
      why: "balanceRefunded",
    });
  });

  it("asks again, after a lost dispute, only what the ledger says is owed", () => {
    const lostAll = disputeLost(249_900);
    expect(quote(lead(lostAll))).toMatchObject({
      kind: "due",
      amountCents: 249_900,
      balanceCents: 0,
      again: "disputeLost",
    });
    const lostPart = disputeLost(40_000);
    expect(quote(lead(lostPart))).toMatchObject({
      kind: "due",
      amountCents: 40_000,
      terms: "$400",
      again: "disputeLost",
    });
  });

  it("always offers a deposit lead's open balance invoice", () => {
    const partly = testDepositPaid({ state: "PARTIALLY_REFUNDED", balance: openInvoice });
    partly.history["refund-re_1"] = entry("refunded", 10_000);
    expect(quote(lead(partly, "mobile-mvp"))).toMatchObject({
      kind: "balanceDue",
      amountCents: 649_950,
      hostedUrl: "https://invoice.stripe.com/i/in_1",
    });
  });
});

describe("startCheckout per state", () => {
  const deps = (l: CheckoutLead) =>
    checkoutBed(l, testSession({ id: "cs_test_again", url: "https://checkout.stripe.com/again" }));

  it("opens a checkout for what is owed after a lost dispute (no longer 'already paid')", async () => {
    const lostPart = disputeLost(40_000);
    const { deps: value, created } = deps(lead(lostPart));
    const answer = await startCheckout({ leadId: PAYMENT_TEST_LEAD }, value);
    expect(answer).toMatchObject({ amountCents: 40_000, url: "https://checkout.stripe.com/again" });
    expect(created[0]?.line_items?.[0]?.price_data?.unit_amount).toBe(40_000);
  });

  it("sends a deposit lead with an open invoice to the invoice, opening no session", async () => {
    const { deps: value, created } = deps(
      lead(testDepositPaid({ balance: openInvoice }), "mobile-mvp"),
    );
    await expect(startCheckout({ leadId: PAYMENT_TEST_LEAD }, value)).resolves.toMatchObject({
      url: "https://invoice.stripe.com/i/in_1",
      amountCents: 649_950,
    });
    expect(created).toEqual([]);
  });

  it("refuses a disputed payment in its own words", async () => {
    const disputed = fullPlan("DISPUTED", { "dispute-dp_1": entry("disputed", 249_900) });
    const error = await checkoutRefusal(
      startCheckout({ leadId: PAYMENT_TEST_LEAD }, deps(lead(disputed)).deps),
    );
    expect(error.message).toBe(REFUSALS.disputed);
  });
});
