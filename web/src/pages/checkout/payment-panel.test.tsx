// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { PricingPlan } from "~/content/pricing";
import type { PayLinkQuote } from "@shared/payment-api";
import { BALANCE_DUE_QUOTE, DEPOSIT_PAID_QUOTE } from "~/features/payment/example-quotes";
import { OrderSummary } from "./order-summary";
import { PaymentPanel, type PaymentPanelProps } from "./payment-panel";

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

  const due = (planId: string, planName: string, amountCents: number, terms: string) => ({
    kind: "due" as const,
    path: "full" as const,
    planId,
    planName,
    amountCents,
    balanceCents: 0,
    terms,
    companyName: "Lone Star Roasters",
    reference: "BV-7K3Q-M9XD",
  });
  /** The panel for a lead with the checkout online, the server's answers and the page's move faked. */
  const renderOnline = (fakes: Pick<PaymentPanelProps, "go" | "quote" | "start">) =>
    render(<PaymentPanel plan={plan} email="a@b.co" leadId="lead1" online {...fakes} />);
  const answer = (planId: string, planName: string, amountCents: number, url: string) => ({
    url,
    amountCents,
    planId,
    planName,
    terms: `Paid in full at checkout: $${amountCents / 100}`,
  });

  it("prices nothing until the server answers, then shows the server's amount, never the browser's plan", async () => {
    const went: string[] = [];
    let answerQuote: (value: ReturnType<typeof due>) => void = () => undefined;
    renderOnline({
      go: (url) => went.push(url),
      quote: () => new Promise((resolve) => (answerQuote = resolve)),
      start: async () =>
        answer("branding-identity", "Brand Identity", 249_900, "https://stripe.test/cs_1"),
    });
    expect(screen.getByRole("status")).toHaveTextContent("Checking the amount due");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/\$1,499/)).toBeNull();
    answerQuote(
      due("branding-identity", "Brand Identity", 249_900, "Paid in full at checkout: $2,499"),
    );
    const pay = await screen.findByRole("button", { name: "Pay $2,499 securely" });
    expect(screen.queryByText(/\$1,499/)).toBeNull();
    fireEvent.click(pay);
    await vi.waitFor(() => expect(went).toEqual(["https://stripe.test/cs_1"]));
  });

  it("asks again before going when the order changed between the quote and Pay", async () => {
    const went: string[] = [];
    renderOnline({
      go: (url) => went.push(url),
      quote: async () => due(plan.id, plan.name, 149_900, "Paid in full at checkout: $1,499"),
      start: async () =>
        answer("branding-identity", "Brand Identity", 249_900, "https://stripe.test/cs_2"),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Pay $1,499 securely" }));
    const pay = await screen.findByRole("button", { name: "Pay $2,499 securely" });
    expect(screen.getByRole("alert")).toHaveTextContent("it is now for Brand Identity");
    expect(went).toEqual([]);
    fireEvent.click(pay);
    expect(went).toEqual(["https://stripe.test/cs_2"]);
  });

  /** The panel for a saved lead, once the server quoted `answer`. */
  const quoted = (answer: PayLinkQuote) => renderOnline({ quote: async () => answer });
  const named = { companyName: "Lone Star Roasters", reference: "BV-7K3Q-M9XD" };

  it("offers no Pay button for a lead that owes nothing", async () => {
    quoted({ kind: "nothingDue", why: "paid", path: "full", planName: plan.name, ...named });
    await screen.findByText("This order is paid");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("sends a lead whose balance invoice is open to Stripe's invoice page, with no checkout button", async () => {
    quoted(BALANCE_DUE_QUOTE);
    await screen.findByText("The balance is due");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Pay the $6,499.50 balance" })).toHaveAttribute(
      "href",
      "https://invoice.stripe.com/i/in_1",
    );
  });

  it("says the deposit is paid and the balance comes at delivery, with nothing to pay", async () => {
    quoted(DEPOSIT_PAID_QUOTE);
    await screen.findByText("Your deposit is paid");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
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
