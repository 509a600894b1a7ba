// Generated from web/src/content/plans.ts by `npm run gen:plans`: do not edit.
// What each plan costs and what its checkout takes: the only source of a checkout's amount.

export interface CatalogueEntry {
  name: string;
  /** One-time price in whole US dollars. */
  priceUsd: number;
  /** Absent: the checkout takes the full price; else this percentage of it as a deposit. */
  depositPercent?: number;
}

/** Plan id → name, price and checkout terms. */
export const PLAN_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  "logo-starter": {
    name: "Starter Logo",
    priceUsd: 249,
  },
  "logo-professional": {
    name: "Professional Logo",
    priceUsd: 499,
  },
  "logo-business": {
    name: "Business Logo",
    priceUsd: 899,
  },
  "branding-essentials": {
    name: "Brand Essentials",
    priceUsd: 1299,
  },
  "branding-identity": {
    name: "Brand Identity",
    priceUsd: 2499,
  },
  "branding-system": {
    name: "Brand System",
    priceUsd: 4999,
    depositPercent: 50,
  },
  "website-launch": {
    name: "Launch Site",
    priceUsd: 1499,
  },
  "website-growth": {
    name: "Growth Site",
    priceUsd: 3499,
  },
  "website-commerce": {
    name: "Commerce Site",
    priceUsd: 5999,
    depositPercent: 50,
  },
  "mobile-prototype": {
    name: "App Prototype",
    priceUsd: 3999,
  },
  "mobile-mvp": {
    name: "MVP App",
    priceUsd: 12999,
    depositPercent: 50,
  },
  "mobile-launch": {
    name: "Full Launch App",
    priceUsd: 24999,
    depositPercent: 50,
  },
  "video-explainer-30": {
    name: "30-Second Explainer",
    priceUsd: 799,
  },
  "video-explainer-60": {
    name: "60-Second Explainer",
    priceUsd: 1499,
  },
  "video-series": {
    name: "Video Series",
    priceUsd: 3499,
  },
  "book-cover": {
    name: "Cover Design",
    priceUsd: 399,
  },
  "book-publishing": {
    name: "Publishing Package",
    priceUsd: 1299,
  },
  "book-author-brand": {
    name: "Author Brand",
    priceUsd: 2499,
  },
  "amazon-listing": {
    name: "Listing Optimization",
    priceUsd: 599,
  },
  "amazon-store-launch": {
    name: "Store Launch",
    priceUsd: 1699,
  },
  "amazon-growth": {
    name: "Growth Program",
    priceUsd: 2999,
  },
  "seo-audit": {
    name: "SEO Audit",
    priceUsd: 699,
  },
  "seo-local": {
    name: "Local SEO Launch",
    priceUsd: 1499,
  },
  "seo-search-ads": {
    name: "SEO + Search Ads",
    priceUsd: 2999,
  },
};
