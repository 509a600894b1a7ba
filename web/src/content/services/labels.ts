// Labels shared by every service page, and the "from" price as the pricing page writes it.
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
