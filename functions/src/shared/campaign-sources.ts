// The utm_source values the agency tags its campaign links with. Here rather than in the desk's
// copy because the functions count leads by them in the overview's rollup (overview-rollup.ts):
// a rollup keyed by any value a visitor's link carries would grow without bound.

/**
 * The utm_source values the agency tags its campaign links with, each counted on its own in the
 * overview (any other value is "Other campaigns"). Exact values, as they arrive in the link.
 * Changing this list changes how leads are counted: run `npm run leads -- rollup` after.
 */
export const campaignSources: readonly { utmSource: string; label: string }[] = [
  { utmSource: "google", label: "Google" },
  { utmSource: "facebook", label: "Facebook" },
  { utmSource: "instagram", label: "Instagram" },
  { utmSource: "linkedin", label: "LinkedIn" },
  { utmSource: "bing", label: "Bing" },
  { utmSource: "newsletter", label: "Newsletter" },
];
