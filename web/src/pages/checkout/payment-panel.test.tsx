// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { PricingPlan } from "~/content/pricing";
import { OrderSummary } from "./order-summary";
import { PaymentPanel } from "./payment-panel";

const plan: PricingPlan = {
  id: "logo-professional",
  category: "logo",
  name: "Professional Logo",
  priceUsd: 1499,
  summary: "Six concepts and unlimited revisions.",
  features: ["6 logo concepts", "Unlimited revisions"],
};

describe("checkout payment", () => {
  it("confirms an e-mailed invoice when the checkout takes no payment online", () => {
    render(<PaymentPanel plan={plan} email="owner@lonestar.example" online={false} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Secure payment")).toBeInTheDocument();
    expect(document.querySelectorAll("input")).toHaveLength(0);
    expect(screen.getByText(/invoice .* to owner@lonestar\.example\./)).toBeInTheDocument();
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
