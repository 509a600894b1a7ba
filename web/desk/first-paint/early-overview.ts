// The overview's one read before the Firebase SDKs: the weekly rollup's documents between two
// week ids, asked of Firestore's REST API (runQuery) with the desk's copy of the signed-in
// salesperson's ID token, as the list's first visit asks for its rows (early-query.ts). Opened
// in a new tab, the overview waited for Auth to restore the user and for the Firestore SDK to
// open its channel: ~4 s at 4× CPU before its one query left. Firestore's rules decide this
// read exactly as the SDK's; with no current token copy, or any refusal or failure, it answers
// null and the overview reads through the SDK (data/overview-weeks.ts) as before.
import { OVERVIEW_WEEKS_COLLECTION } from "@shared/collections";
import { salesQuery } from "./sales-query";
import { documentsOf } from "./rest-query";

/** runQuery's body: the rollup's week documents whose ids lie from `first` to `last`. */
export function overviewWeeksBody(documents: string, first: string, last: string): string {
  const bound = (op: string, id: string) => ({
    fieldFilter: {
      field: { fieldPath: "__name__" },
      op,
      value: { referenceValue: `${documents}/${OVERVIEW_WEEKS_COLLECTION}/${id}` },
    },
  });
  return JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: OVERVIEW_WEEKS_COLLECTION }],
      where: {
        compositeFilter: {
          op: "AND",
          filters: [bound("GREATER_THAN_OR_EQUAL", first), bound("LESS_THAN_OR_EQUAL", last)],
        },
      },
    },
  });
}

/**
 * The rollup's stored weeks from `first` to `last` (by id), read as the salesperson signed in on
 * this browser: null at once when there is none to read as (nothing is sent), else the read,
 * which answers null when it fails.
 */
export function readOverviewWeeksEarly(
  first: string,
  last: string,
  now: Date,
): Promise<Map<string, Record<string, unknown>> | null> | null {
  let query;
  try {
    query = salesQuery(now);
  } catch {
    return null;
  }
  if (!query) return null;
  return query
    .ask(overviewWeeksBody(query.documents, first, last))
    .then((results) => new Map(documentsOf(results).map((doc) => [doc.id, doc.data])))
    .catch(() => null);
}
