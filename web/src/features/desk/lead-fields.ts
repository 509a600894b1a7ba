// The lead's field names, as the desk lists them. They repeat LEAD_FIELDS and LEAD_SOURCE_KEYS
// of functions/src/lead.ts on purpose: importing that module builds the zod schema, which would
// put zod in the desk's code and, shared with the brief, in a chunk of its own evaluated before
// the brief switches zod to jitless mode (a CSP eval violation on every brief page). The types
// below and lead-fields.test.ts keep the two lists equal.
import type { LeadField, LeadSourceKey } from "@lead";

/** The six answers, in the order the brief asks for them. */
export const ANSWER_FIELDS = [
  "companyName",
  "sloganName",
  "industry",
  "keyword",
  "emailAddress",
  "number",
] as const satisfies readonly LeadField[];

/** Where the visit came from, in the order the lead's page lists them. */
export const SOURCE_FIELDS = [
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "referrer",
  "landingPage",
] as const satisfies readonly LeadSourceKey[];
