// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { PricingPlan } from "~/content/pricing";
import { OrderSummary } from "./order-summary";
import { PaymentPanel } from "./payment-panel";
import { hostedPaymentUrl } from "./payment-link";

const plan: PricingPlan = {
  id: "logo-professional",
  category: "logo",
  name: "Professional Logo",
  priceUsd: 1499,
  summary: "Six concepts and unlimited revisions.",
  features: ["6 logo concepts", "Unlimited revisions"],
};

describe("checkout payment", () => {
  it("sends the visitor to the plan's hosted payment page", () => {
    render(
      <PaymentPanel
        plan={{ ...plan, paymentLink: "https://buy.stripe.com/test_abc" }}
        email="a@b.co"
      />,
    );
    const pay = screen.getByRole("link", { name: "Pay $1,499 securely" });
    expect(pay).toHaveAttribute("href", "https://buy.stripe.com/test_abc");
    expect(screen.getByText("Secure payment")).toBeInTheDocument();
    expect(document.querySelectorAll("input")).toHaveLength(0);
  });

  it("confirms an e-mailed invoice when the plan has no payment link", () => {
    render(<PaymentPanel plan={plan} email="owner@lonestar.example" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/invoice .* to owner@lonestar\.example\./)).toBeInTheDocument();
  });

  it("ignores a payment link that is not https", () => {
    expect(hostedPaymentUrl("javascript:alert(1)")).toBeNull();
    expect(hostedPaymentUrl("http://pay.example/x")).toBeNull();
    expect(hostedPaymentUrl("not a url")).toBeNull();
    expect(hostedPaymentUrl("https://pay.example/x")).toBe("https://pay.example/x");
  });

  it("summarises a chosen plan with its price, or a custom quote", () => {
    const { unmount } = render(<OrderSummary plan={plan} />, { wrapper: MemoryRouter });
    expect(screen.getByText("Professional Logo")).toBeInTheDocument();
    expect(screen.getByText("$1,499")).toBeInTheDocument();
    unmount();
    render(<OrderSummary plan={undefined} />, { wrapper: MemoryRouter });
    expect(screen.getByText("Custom quote")).toBeInTheDocument();
  });
});
