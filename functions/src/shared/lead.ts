// The one definition of a lead: the fields a visitor gives in the brief (each described in
// lead-field-specs.ts) as a zod schema, plus two optional fields the site adds: the plan
// chosen before the brief, and where the visit came from (UTM parameters, an outside referrer,
// the first page).
// Used by the web form (validation per step), the Cloud Function (validating what it reads)
// and the tests that prove firestore.rules enforce the same limits.
import { z } from "zod";
import {
  LEAD_FIELDS,
  LEAD_SOURCE_KEYS,
  type LeadField,
  type LeadSourceKey,
} from "./lead-fields.js";
import { LEAD_FIELD_SPECS, fieldSpec } from "./lead-field-specs.js";

export {
  BRIEF_QUESTION_COUNT,
  LEAD_FIELDS,
  LEAD_SOURCE_KEYS,
  type LeadField,
  type LeadSource,
  type LeadSourceKey,
} from "./lead-fields.js";
export { LEAD_ID_PATTERN, isLeadId } from "./lead-id.js";
export { EMAIL_PATTERN, PHONE_PATTERN, LEAD_FIELD_SPECS } from "./lead-field-specs.js";

/** Limits, in characters unless said otherwise. firestore.rules repeats them; a test keeps them equal. */
export const LEAD_LIMITS = {
  ...(Object.fromEntries(LEAD_FIELDS.map((field) => [field, LEAD_FIELD_SPECS[field].limits])) as {
    [F in LeadField]: (typeof LEAD_FIELD_SPECS)[F]["limits"];
  }),
  plan: { max: 60 },
  /** Each value of `source`. */
  source: { max: 500 },
} as const;

/** A plan id (web/src/content/pricing.ts): 1–60 of a-z, 0-9 and "-". */
export const PLAN_PATTERN = /^[a-z0-9-]{1,60}$/;

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/** One answer's rules, in the order the visitor should hear of them. */
function answerSchema(field: LeadField): z.ZodString {
  const spec = fieldSpec(field);
  const { limits, errors } = spec;
  let schema = z.string().trim();
  if (spec.required) schema = schema.min(limits.min ?? 1, spec.errors.required);
  schema = schema.max(limits.max, errors.tooLong);
  if (spec.pattern) schema = schema.regex(spec.pattern, errors.pattern);
  const { minDigits, maxDigits } = limits;
  if (minDigits !== undefined || maxDigits !== undefined)
    schema = schema.refine(
      (value) =>
        digitCount(value) >= (minDigits ?? 0) && digitCount(value) <= (maxDigits ?? Infinity),
      errors.digits,
    );
  return schema;
}

export const leadSchema = z
  .object({
    ...(Object.fromEntries(LEAD_FIELDS.map((field) => [field, answerSchema(field)])) as Record<
      LeadField,
      z.ZodString
    >),
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
export const EMPTY_LEAD: Lead = Object.fromEntries(
  LEAD_FIELDS.map((field) => [field, ""]),
) as Record<LeadField, string>;
