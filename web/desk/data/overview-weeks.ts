// The overview's one read: the weekly rollup documents (overviewWeeks, kept by the functions:
// functions/src/shared/overview-rollup.ts) between two week ids, by one range query on the
// document id: as many reads as weeks shown, however many leads they hold.
import { OVERVIEW_WEEKS_COLLECTION } from "@shared/collections";
import {
  collection,
  documentId,
  getDocs,
  query,
  where,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";

/** The rollup's stored weeks from `first` to `last` (ids: their Mondays), by id. */
export async function readOverviewWeeks(
  db: Firestore,
  first: string,
  last: string,
): Promise<Map<string, DocumentData>> {
  const snapshot = await getDocs(
    query(
      collection(db, OVERVIEW_WEEKS_COLLECTION),
      where(documentId(), ">=", first),
      where(documentId(), "<=", last),
    ),
  );
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}
