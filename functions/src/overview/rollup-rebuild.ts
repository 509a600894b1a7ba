// `npm run leads -- rollup`: the overview's rollup made again from the leads. Each lead's share
// is recorded on it (only where it differs, conditioned on the lead being as read, so a step
// that changed it meanwhile is not undone: that lead is read again in a transaction), then every
// week is written as the sum of those shares, and the weeks no lead reaches are deleted.
// A step that changes a lead between its stamp and the weeks' write leaves a drift in that week
// for the daily check to repair (rollup-drift.ts): run it when the desk is quiet.
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { LEADS_COLLECTION } from "../shared/collections.js";
import {
  LEAD_SHARE_FIELD,
  recordedShare,
  sameShare,
  shareOf,
  weeksOf,
  type LeadShare,
} from "../shared/overview-rollup.js";
import { QUOTE_ACCEPTED_FIELD } from "../shared/quote-acceptance.js";
import { overviewWeeks } from "./rollup-writes.js";

/** The lead fields a share is made of, and the share itself: all a rebuild reads. */
export const SHARE_SOURCE_FIELDS = [
  "createdAt",
  "source",
  "plan",
  "delivery",
  "payment",
  "agreement",
  QUOTE_ACCEPTED_FIELD,
  LEAD_SHARE_FIELD,
];

const PAGE = 1000;

export interface RebuildSummary {
  leads: number;
  /** Leads whose recorded share changed. */
  restamped: number;
  weeks: number;
  /** Week documents no lead reaches any more (deleted). */
  removed: number;
}

/** Records a lead's share on it in a transaction (after a concurrent change); its share. */
async function restampInTransaction(db: Firestore, id: string): Promise<LeadShare | null> {
  const ref = db.collection(LEADS_COLLECTION).doc(id);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    const share = shareOf(data);
    if (data && !sameShare(recordedShare(data), share))
      tx.update(ref, { [LEAD_SHARE_FIELD]: share });
    return share;
  });
}

/** Rebuilds the rollup from every lead. */
export async function rebuildRollup(db: Firestore): Promise<RebuildSummary> {
  const leads = db.collection(LEADS_COLLECTION);
  const shares: (LeadShare | null)[] = [];
  const raced: string[] = [];
  let restamped = 0;
  const writer = db.bulkWriter();
  writer.onWriteError(() => false); // a failed precondition is handled below, not retried
  const stamps: Promise<unknown>[] = [];
  const stamp = (doc: DocumentSnapshot) => {
    const data = doc.data();
    const share = shareOf(data);
    if (sameShare(recordedShare(data), share) || !doc.updateTime) {
      shares.push(share);
      return;
    }
    restamped += 1;
    stamps.push(
      writer
        .update(doc.ref, { [LEAD_SHARE_FIELD]: share }, { lastUpdateTime: doc.updateTime })
        .then(
          () => shares.push(share),
          () => raced.push(doc.id),
        ),
    );
  };
  let query = leads
    .select(...SHARE_SOURCE_FIELDS)
    .orderBy(FieldPath.documentId())
    .limit(PAGE);
  for (;;) {
    const page = await query.get();
    page.docs.forEach(stamp);
    const last = page.docs.at(-1);
    if (!last || page.size < PAGE) break;
    query = query.startAfter(last);
  }
  await writer.close();
  await Promise.all(stamps);
  for (const id of raced) shares.push(await restampInTransaction(db, id));

  const weeks = weeksOf(shares);
  const existing = await overviewWeeks(db).select().get();
  const batchWriter = db.bulkWriter();
  for (const [week, figures] of weeks)
    void batchWriter.set(overviewWeeks(db).doc(week), {
      week,
      ...figures,
      updatedAt: FieldValue.serverTimestamp(),
    });
  const stale = existing.docs.filter((doc) => !weeks.has(doc.id));
  for (const doc of stale) void batchWriter.delete(doc.ref);
  await batchWriter.close();
  return { leads: shares.length, restamped, weeks: weeks.size, removed: stale.length };
}
