// The lead's field names, without the schema or the copy: a module with no dependency, so the
// sales desk and the site's pages that only count the brief's questions can import it without
// zod (lead.ts builds its schema when imported, and zod shared with the brief would be evaluated
// before the brief switches it to jitless mode: a CSP eval violation on every brief page) and
// without every step's copy. Each field is described in lead-field-specs.ts, whose record the
// compiler holds to exactly these names; lead.ts re-exports everything here.

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

/** Small counts in words, as copy writes them ("six questions"). */
export const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
] as const;

/** How many questions the brief asks, in words: a type, so copy can be held to it for free. */
export type BriefQuestionCount = (typeof NUMBER_WORDS)[(typeof LEAD_FIELDS)["length"]];

/** How many questions the brief asks, in words ("six"). */
export const BRIEF_QUESTION_COUNT: BriefQuestionCount = NUMBER_WORDS[LEAD_FIELDS.length];
