import { leadSchema, type LeadField } from "./lead-schema";
import { z } from "zod";

/** The values of one step's form: its one field. */
export type StepValues = Record<string, string>;

type StepSchema = z.ZodType<StepValues, StepValues>;

// Built once per field: a step's form is mounted in the Enter that moves to it, and building
// a zod object there was part of that key press's work.
const schemas = new Map<LeadField, StepSchema>();

/** The schema of one step: the shared lead schema's rule for that field, and nothing else. */
export function stepSchema(field: LeadField): StepSchema {
  let schema = schemas.get(field);
  if (!schema) {
    schema = z.object({ [field]: leadSchema.shape[field] }).strict() as unknown as StepSchema;
    schemas.set(field, schema);
  }
  return schema;
}

/**
 * Builds these steps' schemas and runs each once on an empty answer, so the Enter that checks
 * the step on screen and mounts the next one finds zod's lazily built parts built and its code
 * compiled. For an idle moment after a step is shown.
 */
export function warmStepSchemas(fields: readonly LeadField[]): void {
  for (const field of fields) stepSchema(field).safeParse({ [field]: "" });
}
