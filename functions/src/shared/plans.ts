// The plans the studio sells: each one's id, service, name, one-time price in whole US dollars
// and what its online checkout takes. This is the one place a plan's price is written: the site
// (pricing page, checkout) reads it through @shared, the mails and the functions through their
// imports, and the checkout's amount follows from it (payment-amounts.ts), never from the
// browser. What the pricing page says about each plan (summary, features, "Most popular") is
// copy, in web/src/content/pricing.ts. Browser-safe.

export type PlanCategoryId =
  "logo" | "branding" | "website" | "mobile" | "video" | "book" | "amazon" | "seo";

export interface Plan {
  /** Kept by the brief and the lead ("logo-starter"): lowercase letters, digits and "-". */
  id: string;
  category: PlanCategoryId;
  name: string;
  /** One-time price in whole dollars. */
  priceUsd: number;
  /**
   * What the online checkout takes: absent, the full price; for the large plans a deposit,
   * a whole percentage of the price, the rest invoiced at delivery (the pricing page and the
   * checkout say so in words).
   */
  depositPercent?: number;
}

const PLANS = [
  // Logo design
  {
    id: "logo-starter",
    category: "logo",
    name: "Starter Logo",
    priceUsd: 249,
  },
  {
    id: "logo-professional",
    category: "logo",
    name: "Professional Logo",
    priceUsd: 499,
  },
  {
    id: "logo-business",
    category: "logo",
    name: "Business Logo",
    priceUsd: 899,
  },
  // Branding
  {
    id: "branding-essentials",
    category: "branding",
    name: "Brand Essentials",
    priceUsd: 1299,
  },
  {
    id: "branding-identity",
    category: "branding",
    name: "Brand Identity",
    priceUsd: 2499,
  },
  {
    id: "branding-system",
    category: "branding",
    name: "Brand System",
    priceUsd: 4999,
    depositPercent: 50,
  },
  // Website
  {
    id: "website-launch",
    category: "website",
    name: "Launch Site",
    priceUsd: 1499,
  },
  {
    id: "website-growth",
    category: "website",
    name: "Growth Site",
    priceUsd: 3499,
  },
  {
    id: "website-commerce",
    category: "website",
    name: "Commerce Site",
    priceUsd: 5999,
    depositPercent: 50,
  },
  // Mobile app
  {
    id: "mobile-prototype",
    category: "mobile",
    name: "App Prototype",
    priceUsd: 3999,
  },
  {
    id: "mobile-mvp",
    category: "mobile",
    name: "MVP App",
    priceUsd: 12999,
    depositPercent: 50,
  },
  {
    id: "mobile-launch",
    category: "mobile",
    name: "Full Launch App",
    priceUsd: 24999,
    depositPercent: 50,
  },
  // Video animation
  {
    id: "video-explainer-30",
    category: "video",
    name: "30-Second Explainer",
    priceUsd: 799,
  },
  {
    id: "video-explainer-60",
    category: "video",
    name: "60-Second Explainer",
    priceUsd: 1499,
  },
  {
    id: "video-series",
    category: "video",
    name: "Video Series",
    priceUsd: 3499,
  },
  // Book publication
  {
    id: "book-cover",
    category: "book",
    name: "Cover Design",
    priceUsd: 399,
  },
  {
    id: "book-publishing",
    category: "book",
    name: "Publishing Package",
    priceUsd: 1299,
  },
  {
    id: "book-author-brand",
    category: "book",
    name: "Author Brand",
    priceUsd: 2499,
  },
  // Amazon marketing
  {
    id: "amazon-listing",
    category: "amazon",
    name: "Listing Optimization",
    priceUsd: 599,
  },
  {
    id: "amazon-store-launch",
    category: "amazon",
    name: "Store Launch",
    priceUsd: 1699,
  },
  {
    id: "amazon-growth",
    category: "amazon",
    name: "Growth Program",
    priceUsd: 2999,
  },
  // SEO & SEM
  {
    id: "seo-audit",
    category: "seo",
    name: "SEO Audit",
    priceUsd: 699,
  },
  {
    id: "seo-local",
    category: "seo",
    name: "Local SEO Launch",
    priceUsd: 1499,
  },
  {
    id: "seo-search-ads",
    category: "seo",
    name: "SEO + Search Ads",
    priceUsd: 2999,
  },
] as const satisfies readonly Plan[];

/** The id of one of the plans below. */
export type PlanId = (typeof PLANS)[number]["id"];

/** Every plan, by service, cheapest first within a service. */
export const plans: readonly (Plan & { id: PlanId })[] = PLANS;

/**
 * The cheapest plan's price in a service ("Packages from $249"), read from the list above so a
 * page never writes a price of its own.
 */
export function cheapestPriceUsd(category: PlanCategoryId): number {
  return Math.min(...plans.filter((plan) => plan.category === category).map((p) => p.priceUsd));
}

/**
 * Every service's cheapest price, by service. The site's build writes it into the pages that print
 * only a "from" price (web/src/content/from-prices.d.ts says why), so it is worked out here, from
 * the list above, and written nowhere else.
 */
export function cheapestPricesUsd(): Record<PlanCategoryId, number> {
  const categories = [...new Set(plans.map((plan) => plan.category))];
  return Object.fromEntries(
    categories.map((category) => [category, cheapestPriceUsd(category)]),
  ) as Record<PlanCategoryId, number>;
}

/** What a plan costs and what its checkout takes: the only source of a checkout's amount. */
export interface CatalogueEntry {
  name: string;
  /** One-time price in whole US dollars. */
  priceUsd: number;
  /** Absent: the checkout takes the full price; else this percentage of it as a deposit. */
  depositPercent?: number;
}

/** Plan id → name, price and checkout terms (the list above, by id). */
export const PLAN_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = Object.fromEntries(
  plans.map(({ id, name, priceUsd, depositPercent }) => [
    id,
    { name, priceUsd, ...(depositPercent !== undefined && { depositPercent }) },
  ]),
);
