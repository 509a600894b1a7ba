// The short reference: its shape, the same for the same lead, different across many leads, and
// what the desk's search accepts as one.
import { describe, expect, it } from "vitest";
import { normaliseReference, REFERENCE_PATTERN } from "../shared/lead-reference.js";
import { leadReference } from "./derive-reference.js";

/** Distinct lead ids of the automatic shape (the reference hashes them, so any will do). */
const leadIds = (count: number) =>
  Array.from({ length: count }, (_, index) => `Lead${String(index).padStart(16, "0")}`);

describe("a lead's short reference", () => {
  it("has the shape BV-XXXX-XXXX, in characters no one reads as another", () => {
    for (const id of leadIds(200)) {
      const reference = leadReference(id);
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01ILOUV]/);
    }
  });

  it("is the same for the same lead (the trigger, a retry and the stamp command agree)", () => {
    expect(leadReference("Abc0AutoShapedLeadId")).toBe(leadReference("Abc0AutoShapedLeadId"));
    expect(leadReference("Abc0AutoShapedLeadId")).not.toBe(leadReference("Abc0AutoShapedLeadIe"));
  });

  it("does not repeat across 20,000 leads", () => {
    const references = new Set(leadIds(20_000).map(leadReference));
    expect(references.size).toBe(20_000);
  });

  it("is found however it is typed", () => {
    const reference = leadReference("Abc0AutoShapedLeadId");
    const bare = reference.slice(3).replace("-", "");
    for (const typed of [
      reference,
      reference.toLowerCase(),
      bare,
      ` bv ${bare.slice(0, 4)} ${bare.slice(4)} `,
    ])
      expect(normaliseReference(typed)).toBe(reference);
    for (const typed of ["Acme", "BV-1234-5678", "BV-ABCD-EFG", "owner@acme.example"])
      expect(normaliseReference(typed)).toBeUndefined();
  });
});
