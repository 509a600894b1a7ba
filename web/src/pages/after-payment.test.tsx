// @vitest-environment jsdom
// Every path's page after a payment (issue 50): the paid page for a plan paid in full, a deposit
// plan's deposit and an order off the catalogue (a quote), and what a pay link says once paid,
// after a deposit, and once the balance is paid. None of them tells the visitor to pay.
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ConfirmCheckoutAnswer, PayLinkQuote } from "@shared/payment-api";
import { DEPOSIT_PAID_QUOTE } from "~/features/payment/example-quotes";
import { renderAt } from "../../../tests/support/render-at";

const answers = vi.hoisted(() => ({
  confirm: undefined as ConfirmCheckoutAnswer | undefined,
  quote: undefined as PayLinkQuote | undefined,
}));
vi.mock("~/lib/checkout-client", () => ({
  CheckoutError: class extends Error {},
  getCheckoutClient: async () => ({
    confirm: async () => answers.confirm,
    quote: async () => answers.quote,
  }),
}));
const { default: PaidPage } = await import("~/pages/checkout/paid-page");
const { default: PayPage } = await import("~/pages/pay/pay-page");

/** An order to pay, in any words: "Pay …" opening a sentence, or "pay … now". */
const IMPERATIVE_PAY = /(^|[.:;!?—]\s*)Pay\b|\bpay\b[^.]*\bnow\b/im;

/** The page's text, one line per block, as a reader meets it. */
const pageText = () =>
  Array.from(document.querySelectorAll("main h1, main h2, main h3, main p, main li, main a"))
    .map((element) => element.textContent ?? "")
    .join("\n");

const paid = (planId: string, planName: string, amountCents: number): ConfirmCheckoutAnswer => ({
  outcome: "paid",
  amountCents,
  planId,
  planName,
  reference: "BV-7K3Q-M9XD",
});

async function paidPageFor(answer: ConfirmCheckoutAnswer) {
  answers.confirm = answer;
  renderAt("/checkout/paid?session_id=cs_test_1", "/checkout/paid", <PaidPage />);
  await screen.findByTestId("next-steps");
  return pageText();
}

async function payPageFor(quote: PayLinkQuote, heading: string) {
  answers.quote = quote;
  renderAt("/pay/a-token", "/pay/*", <PayPage />);
  await screen.findByRole("heading", { name: heading });
  return pageText();
}

const named = { companyName: "Lone Star Roasters", reference: "BV-7K3Q-M9XD" };

describe("the page after a payment, on every path", () => {
  it("the rule catches what the paid page used to say", () => {
    expect("Pay the $2,499.50 deposit now; the remaining …").toMatch(IMPERATIVE_PAY);
    expect("1. Pay the $2,499.50 deposit on our payment provider's secure page").toMatch(
      IMPERATIVE_PAY,
    );
    expect("Thank you. Pay $499 now and your designer starts today.").toMatch(IMPERATIVE_PAY);
    expect("Your package is paid in full: there is nothing more to pay.").not.toMatch(
      IMPERATIVE_PAY,
    );
  });

  it("full price: says it was paid in full, the reference and what comes next", async () => {
    const text = await paidPageFor(paid("logo-professional", "Professional Logo", 49_900));
    expect(text).toContain("Payment received — $499 for Professional Logo");
    expect(text).toContain("paid in full");
    expect(text).toContain("BV-7K3Q-M9XD");
    expect(text).not.toMatch(IMPERATIVE_PAY);
  });

  it("deposit: says the payment was the deposit and when the rest is invoiced", async () => {
    const text = await paidPageFor(paid("branding-system", "Brand System", 249_950));
    expect(text).toContain("Deposit received — $2,499.50 for Brand System");
    expect(text).toContain(
      "That was the deposit. The remaining $2,499.50 is invoiced at delivery.",
    );
    expect(text.match(/invoiced at delivery/g)).toHaveLength(1);
    expect(text).not.toMatch(IMPERATIVE_PAY);
  });

  it("no plan (a quote, or a plan no longer on sale): the payment and the quote's next steps", async () => {
    const text = await paidPageFor(paid("retired-package", "Custom rebrand", 180_000));
    expect(text).toContain("Payment received — $1,800 for Custom rebrand");
    expect(text).toContain("Your quote is accepted");
    expect(text).not.toMatch(/Nothing to pay now/);
    expect(text).not.toMatch(IMPERATIVE_PAY);
  });

  it("a pay link once paid in full, after the deposit, and after the balance", async () => {
    const full = await payPageFor(
      { kind: "nothingDue", why: "paid", path: "full", planName: "Starter Logo", ...named },
      "This order is paid",
    );
    expect(full).not.toMatch(IMPERATIVE_PAY);
    cleanup();

    const deposit = await payPageFor(DEPOSIT_PAID_QUOTE, "Your deposit is paid");
    expect(deposit).not.toMatch(IMPERATIVE_PAY);
    cleanup();

    const balance = await payPageFor(
      { kind: "nothingDue", why: "paid", path: "deposit", planName: "MVP App", ...named },
      "This order is paid",
    );
    expect(balance).toContain("the balance has reached us");
    expect(balance).not.toMatch(IMPERATIVE_PAY);
  });
});
