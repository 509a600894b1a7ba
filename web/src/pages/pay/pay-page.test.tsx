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
