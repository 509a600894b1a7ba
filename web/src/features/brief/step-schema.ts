import { leadSchema, type LeadField } from "./lead-schema";
import { z } from "zod";

/** The values of one step's form: its one field. */
export type StepValues = Record<string, string>;

/** The schema of one step: the shared lead schema's rule for that field, and nothing else. */
export function stepSchema(field: LeadField) {
  return z.object({ [field]: leadSchema.shape[field] }).strict() as unknown as z.ZodType<
    StepValues,
    StepValues
  >;
}
