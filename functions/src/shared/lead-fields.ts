// The lead's field names, without the schema: a module with no dependency, so the sales desk
// can list the fields without importing zod (lead.ts builds its schema when imported, and zod
// shared with the brief would be evaluated before the brief switches it to jitless mode: a CSP
// eval violation on every brief page). lead.ts re-exports everything here.

/** The field names, in the order the brief asks for them. */
export const LEAD_FIELDS = [
  "companyName",
  "sloganName",
  "industry",
  "keyword",
  "emailAddress",
  "number",
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** The keys `source` may hold, each an optional string (firestore.rules lists the same). */
export const LEAD_SOURCE_KEYS = [
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "referrer",
  "landingPage",
] as const;
export type LeadSourceKey = (typeof LEAD_SOURCE_KEYS)[number];
export type LeadSource = Partial<Record<LeadSourceKey, string>>;
