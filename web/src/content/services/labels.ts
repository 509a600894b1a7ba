// Labels shared by every service page (service-page.tsx, the only importer, so they travel in its
// chunk). A page's "from" price is the cheapest plan's (../from-prices.d.ts, worked out from
// @shared/plans when the site is built), written with formatUsd as the pricing page writes it.

/** Labels shared by every service page. */
export const serviceLabels = {
  pricingLink: (price: string) => `Packages from ${price}`,
  priceNote: (price: string) =>
    [`Packages start at `, price, `, one-time, with the price agreed before work begins.`] as const,
  faqHeading: "Frequently asked questions",
};
