// For the early query's tests: a lead as Firestore's runQuery answers it (REST typed values).
import type { RunQueryResult } from "./rest-query";

/** Lead `lead-${index}`, "Company ${index}", created at `createdAt`, its e-mail failed (ERROR). */
export function failedLeadResult(index: number, createdAt: Date): RunQueryResult {
  return {
    document: {
      name: `projects/p/databases/(default)/documents/formData/lead-${index}`,
      fields: {
        companyName: { stringValue: `Company ${index}` },
        createdAt: { timestampValue: createdAt.toISOString() },
        delivery: { mapValue: { fields: { state: { stringValue: "ERROR" } } } },
      },
    },
  };
}
