// The one definition of a lead: the six fields a visitor gives in the brief and their limits,
// plus two optional fields the site adds: the plan chosen before the brief, and where the
// visit came from (UTM parameters, an outside referrer, the first page).
// Used by the web form (validation per step), the Cloud Function (validating what it reads)
// and the tests that prove firestore.rules enforce the same limits.
import { z } from "zod";
import { LEAD_SOURCE_KEYS, type LeadSourceKey } from "./lead-fields.js";

export {
  LEAD_FIELDS,
  LEAD_SOURCE_KEYS,
  type LeadField,
  type LeadSource,
  type LeadSourceKey,
} from "./lead-fields.js";

/** Limits, in characters unless said otherwise. firestore.rules repeats them; a test keeps them equal. */
export const LEAD_LIMITS = {
  companyName: { min: 1, max: 100 },
  sloganName: { max: 150 },
  industry: { max: 150 },
  keyword: { max: 150 },
  emailAddress: { max: 254 },
  number: { max: 30, minDigits: 7, maxDigits: 20 },
  plan: { max: 60 },
  /** Each value of `source`. */
  source: { max: 500 },
} as const;

/** A plan id (web/src/content/pricing.ts): 1–60 of a-z, 0-9 and "-". */
export const PLAN_PATTERN = /^[a-z0-9-]{1,60}$/;

// Pragmatic address check (the same expression firestore.rules uses): something@domain.tld,
// no spaces. Full RFC 5322 is not worth its false positives on a sales form.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the separators people type in phone numbers: + ( ) - . and spaces.
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;

const digitCount = (value: string) => value.replace(/\D/g, "").length;

export const leadSchema = z
  .object({
    companyName: z
      .string()
      .trim()
      .min(LEAD_LIMITS.companyName.min, "Please tell us your company name.")
      .max(LEAD_LIMITS.companyName.max, "Company name must be 100 characters or fewer."),
    sloganName: z
      .string()
      .trim()
      .max(LEAD_LIMITS.sloganName.max, "Please keep the slogan to 150 characters."),
    industry: z
      .string()
      .trim()
      .max(LEAD_LIMITS.industry.max, "Please keep the industry to 150 characters."),
    keyword: z
      .string()
      .trim()
      .max(LEAD_LIMITS.keyword.max, "Please keep keywords to 150 characters."),
    emailAddress: z
      .string()
      .trim()
      .min(1, "Please enter your e-mail address.")
      .max(LEAD_LIMITS.emailAddress.max, "That e-mail address is too long.")
      .regex(EMAIL_PATTERN, "Please enter a valid e-mail address, like name@company.com."),
    number: z
      .string()
      .trim()
      .min(1, "Please enter a phone number so a designer can call you.")
      .max(LEAD_LIMITS.number.max, "That phone number is too long.")
      .regex(PHONE_PATTERN, "Use digits and + ( ) - . only, like (214) 555-0134.")
      .refine(
        (value) =>
          digitCount(value) >= LEAD_LIMITS.number.minDigits &&
          digitCount(value) <= LEAD_LIMITS.number.maxDigits,
        "A phone number has 7 to 20 digits.",
      ),
    plan: z.string().regex(PLAN_PATTERN, "A plan id is 1–60 of a-z, 0-9 and -.").optional(),
    source: z
      .strictObject(
        Object.fromEntries(
          LEAD_SOURCE_KEYS.map((key) => [key, z.string().max(LEAD_LIMITS.source.max).optional()]),
        ) as Record<LeadSourceKey, z.ZodOptional<z.ZodString>>,
      )
      .optional(),
  })
  .strict();

/** A valid lead, as the visitor's browser writes it (plus the server-set `createdAt`). */
export type Lead = z.infer<typeof leadSchema>;

/** Every field empty: the state the brief starts from. */
export const EMPTY_LEAD: Lead = {
  companyName: "",
  sloganName: "",
  industry: "",
  keyword: "",
  emailAddress: "",
  number: "",
};
