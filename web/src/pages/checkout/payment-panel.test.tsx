// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
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

  it("goes to Stripe at once when the server charges the plan and amount shown", async () => {
    const went: string[] = [];
    const server = { url: "https://checkout.stripe.com/c/pay/cs_1", amountCents: 149_900 };
    render(
      <PaymentPanel
        plan={plan}
        email="a@b.co"
        leadId="lead1"
        online
        go={(url) => went.push(url)}
        start={async () => ({
          ...server,
          planId: plan.id,
          planName: plan.name,
          terms: "Paid in full at checkout: $1,499",
        })}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Pay $1,499 securely" }));
    await vi.waitFor(() => expect(went).toEqual([server.url]));
  });

  it("shows the server's plan and amount, and goes only when the visitor pays that", async () => {
    const went: string[] = [];
    render(
      <PaymentPanel
        plan={plan}
        email="a@b.co"
        leadId="lead1"
        online
        go={(url) => went.push(url)}
        start={async () => ({
          url: "https://checkout.stripe.com/c/pay/cs_2",
          amountCents: 249_900,
          planId: "branding-identity",
          planName: "Brand Identity",
          terms: "Paid in full at checkout: $2,499",
        })}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Pay $1,499 securely" }));
    const pay = await screen.findByRole("button", { name: "Pay $2,499 securely" });
    expect(screen.getByRole("alert")).toHaveTextContent("Your brief on file is for Brand Identity");
    expect(screen.getByText(/Paid in full at checkout: \$2,499/)).toBeInTheDocument();
    expect(went).toEqual([]);
    fireEvent.click(pay);
    expect(went).toEqual(["https://checkout.stripe.com/c/pay/cs_2"]);
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
