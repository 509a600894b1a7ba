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

/**
 * A lead's document id: the shape of the client SDK's automatic ids, 20 of A–Z, a–z, 0–9. The
 * brief makes its ids this way (web/src/features/brief/lead-id.ts), firestore.rules' create rule
 * accepts no other (a test reads the rule back and compares), and the functions refuse to queue,
 * mail or take payment for a lead whose id is anything else: an id is shown to salespeople and
 * sent in links, so it must be one nobody could choose to say something
 * ("URGENT invoice overdue…").
 */
export const LEAD_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** Whether `value` is a lead id of the automatic shape (LEAD_ID_PATTERN). */
export const isLeadId = (value: unknown): value is string =>
  typeof value === "string" && LEAD_ID_PATTERN.test(value);

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
