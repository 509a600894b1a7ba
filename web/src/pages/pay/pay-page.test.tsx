// @vitest-environment jsdom
// The pay page for a deposit plan after its deposit: an open balance invoice is shown with its
// amount and due date, and the button goes to Stripe's hosted invoice page (no Checkout); once
// the deposit is in and no invoice is sent yet, it says so and offers nothing to pay.
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PayLinkQuote } from "@shared/payment-api";
import { BALANCE_DUE_QUOTE, DEPOSIT_PAID_QUOTE } from "~/features/payment/example-quotes";
import { renderAt } from "../../../../tests/support/render-at";

const answer = vi.hoisted(() => ({ quote: undefined as PayLinkQuote | undefined }));
const started = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/lib/checkout-client", () => ({
  CheckoutError: class extends Error {},
  getCheckoutClient: async () => ({
    quote: async () => answer.quote,
    start: async () => {
      started.count += 1;
      throw new Error("no checkout for a balance");
    },
  }),
}));
const { default: PayPage } = await import("./pay-page");

function showPage(quote: PayLinkQuote) {
  answer.quote = quote;
  renderAt("/pay/a-token", "/pay/*", <PayPage />);
}

describe("the pay page after a deposit", () => {
  it("shows the open balance invoice and links to Stripe's invoice page", async () => {
    showPage(BALANCE_DUE_QUOTE);
    await screen.findByText("The balance is due");
    expect(screen.getByText(/Due by December 11, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay the $6,499.50 balance" })).toHaveAttribute(
      "href",
      "https://invoice.stripe.com/i/in_1",
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(started.count).toBe(0);
  });

  it("says the deposit is paid and the balance is invoiced at delivery", async () => {
    showPage(DEPOSIT_PAID_QUOTE);
    await screen.findByText("Your deposit is paid");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/Pay the/)).toBeNull();
  });
});

describe("the pay page when the money moved after the payment", () => {
  const settled = (why: "disputed" | "partlyRefunded" | "balanceRefunded"): PayLinkQuote =>
    ({
      ...DEPOSIT_PAID_QUOTE,
      kind: "nothingDue",
      why,
    }) as PayLinkQuote;

  it.each([
    ["disputed", "This payment is with your bank"],
    ["partlyRefunded", "Part of this payment was refunded"],
    ["balanceRefunded", "Your balance was refunded"],
  ] as const)(
    "words %s on its own, with the phone number and nothing to pay",
    async (why, heading) => {
      showPage(settled(why));
      await screen.findByText(heading);
      expect(screen.queryByText("This order is paid")).toBeNull();
      expect(screen.getByRole("link", { name: "(214) 555-0134" })).toHaveAttribute(
        "href",
        "tel:+12145550134",
      );
      expect(screen.queryByRole("button")).toBeNull();
    },
  );

  it("asks again after a lost dispute, saying why, for what is owed", async () => {
    showPage({
      kind: "due",
      path: "full",
      planId: "branding-identity",
      planName: "Brand Identity",
      amountCents: 40_000,
      balanceCents: 0,
      terms: "$400",
      again: "disputeLost",
      companyName: "Acme Roasters",
      reference: "BV-7K3Q-M9XD",
    });
    await screen.findByText(/Your bank returned your earlier payment/);
    expect(screen.getByRole("button", { name: "Pay $400 securely" })).toBeInTheDocument();
  });
});
