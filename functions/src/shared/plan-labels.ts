// Generated from web/src/content/plans.ts by `npm run gen:plans`: do not edit.
// Each plan's name and price as the pricing page shows them, for the sales e-mail.

/** Plan id → "Name — $price". */
export const PLAN_LABELS: Readonly<Record<string, string>> = {
  "logo-starter": "Starter Logo — $249",
  "logo-professional": "Professional Logo — $499",
  "logo-business": "Business Logo — $899",
  "branding-essentials": "Brand Essentials — $1,299",
  "branding-identity": "Brand Identity — $2,499",
  "branding-system": "Brand System — $4,999",
  "website-launch": "Launch Site — $1,499",
  "website-growth": "Growth Site — $3,499",
  "website-commerce": "Commerce Site — $5,999",
  "mobile-prototype": "App Prototype — $3,999",
  "mobile-mvp": "MVP App — $12,999",
  "mobile-launch": "Full Launch App — $24,999",
  "video-explainer-30": "30-Second Explainer — $799",
  "video-explainer-60": "60-Second Explainer — $1,499",
  "video-series": "Video Series — $3,499",
  "book-cover": "Cover Design — $399",
  "book-publishing": "Publishing Package — $1,299",
  "book-author-brand": "Author Brand — $2,499",
  "amazon-listing": "Listing Optimization — $599",
  "amazon-store-launch": "Store Launch — $1,699",
  "amazon-growth": "Growth Program — $2,999",
  "seo-audit": "SEO Audit — $699",
  "seo-local": "Local SEO Launch — $1,499",
  "seo-search-ads": "SEO + Search Ads — $2,999",
};
