// The lead schema against the same fixtures the security-rules tests use (tests/fixtures).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  INVALID_LEADS,
  VALID_LEADS,
  invalidLeadFieldsArbitrary,
  validLeadArbitrary,
} from "../../../tests/fixtures/leads.ts";
import { EMPTY_LEAD, LEAD_FIELDS, leadSchema } from "./lead.js";

describe("leadSchema", () => {
  it.each(VALID_LEADS)("accepts $name", ({ fields }) => {
    const parsed = leadSchema.safeParse(fields);
    expect(parsed.success).toBe(true);
    // What the browser writes is the schema's output, so the fixtures are already normalised.
    expect(parsed.data).toEqual(fields);
  });

  it.each(INVALID_LEADS)("rejects $name", ({ fields }) => {
    expect(leadSchema.safeParse(fields).success).toBe(false);
  });

  it("trims blanks around what the visitor typed", () => {
    const parsed = leadSchema.parse({ ...VALID_LEADS[0]?.fields, companyName: "  Acme Co  " });
    expect(parsed.companyName).toBe("Acme Co");
  });

  it("starts the brief from an empty lead with every field", () => {
    expect(Object.keys(EMPTY_LEAD)).toEqual([...LEAD_FIELDS]);
    expect(leadSchema.safeParse(EMPTY_LEAD).success).toBe(false);
  });

  it("accepts every generated valid lead unchanged", () => {
    fc.assert(
      fc.property(validLeadArbitrary, (lead) => {
        expect(leadSchema.parse(lead)).toEqual(lead);
      }),
      { numRuns: 1000 },
    );
  });

  it("rejects every generated invalid lead", () => {
    fc.assert(
      fc.property(invalidLeadFieldsArbitrary, (fields) => {
        expect(leadSchema.safeParse(fields).success).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
