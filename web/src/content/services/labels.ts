// Labels shared by every service page, and the "from" price as the pricing page writes it.
import { plans, type PlanCategoryId } from "@shared/plans";
import { formatUsd } from "../format-usd";

/** Labels shared by every service page. */
export const serviceLabels = {
  pricingLink: (price: string) => `Packages from ${price}`,
  priceNote: (price: string) =>
    [`Packages start at `, price, `, one-time, with the price agreed before work begins.`] as const,
  faqHeading: "Frequently asked questions",
};

/** "$1,499", as on the pricing page (from format-usd.ts, not pricing.ts: that brings every plan). */
export function formatFromPrice(amountUsd: number): string {
  return formatUsd(amountUsd);
}

/**
 * The cheapest plan's price in a service, read from the one list of plans (shared/plans.ts),
 * so a service page never writes a price of its own.
 */
export function fromPriceUsdOf(category: PlanCategoryId): number {
  return Math.min(...plans.filter((plan) => plan.category === category).map((p) => p.priceUsd));
}
