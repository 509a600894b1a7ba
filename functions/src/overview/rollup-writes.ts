// The writes that keep the overview's rollup (shared/overview-rollup.ts) exact: moving a lead's
// share from what it recorded to what it is now, as increments on the weeks, inside the same
// atomic write (a batch with the lead's version as precondition, or a transaction) as the step
// that changed the lead. A retried step finds the lead's recorded share equal to its share and
// writes nothing; of two racing steps only the one whose precondition holds lands.
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import { OVERVIEW_WEEKS_COLLECTION } from "../shared/collections.js";
import {
  LEAD_SHARE_FIELD,
  recordedShare,
  sameShare,
  shareDeltas,
  shareOf,
  type WeekDelta,
} from "../shared/overview-rollup.js";

/** The part of a batch or transaction these writes use. */
export interface RollupWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: { merge: true }): unknown;
}

/** The rollup's documents. */
export const overviewWeeks = (db: Firestore) => db.collection(OVERVIEW_WEEKS_COLLECTION);

/** A week's delta as a merge of increments (map keys are plain keys in a merge, not paths). */
export function incrementsOf(week: string, delta: WeekDelta): Record<string, unknown> {
  const increments = (values: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, FieldValue.increment(value)]),
    );
  const data: Record<string, unknown> = { week, updatedAt: FieldValue.serverTimestamp() };
  for (const [field, value] of Object.entries(delta))
    data[field] = typeof value === "number" ? FieldValue.increment(value) : increments(value ?? {});
  return data;
}

/** Adds the week increments of `deltas` to `writer`. */
export function writeDeltas(db: Firestore, writer: RollupWriter, deltas: Map<string, WeekDelta>) {
  for (const [week, delta] of deltas)
    writer.set(overviewWeeks(db).doc(week), incrementsOf(week, delta), { merge: true });
}

/**
 * The rollup's part of a change of a lead from `before` (its data as read) to `after` (as it
 * will be; undefined: deleted): the week increments go to `writer`; the returned fields (the
 * lead's new recorded share, or nothing when it is unchanged) go into the lead's own update.
 */
export function rollupWrites(
  db: Firestore,
  writer: RollupWriter,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const recorded = recordedShare(before);
  const now = shareOf(after);
  writeDeltas(db, writer, shareDeltas(recorded, now));
  if (!after || sameShare(recorded, now)) return {};
  return { [LEAD_SHARE_FIELD]: now };
}

/**
 * A lead's data after an update of `fields`: top-level fields replaced; a field path
 * (`paymentMails.<key>`, `payment.sessionId`) touches nothing the share is made of… except
 * `payment.*`, which is applied, so the share sees the payment as it will be.
 */
export function afterUpdate(
  data: Record<string, unknown>,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const after: Record<string, unknown> = { ...data };
  for (const [path, value] of Object.entries(fields)) {
    const [head, ...rest] = path.split(".");
    if (!head) continue;
    if (rest.length === 0) after[head] = value;
    else if (head === "payment") {
      const payment = { ...((after.payment as Record<string, unknown> | undefined) ?? {}) };
      if (rest.length === 1 && rest[0]) payment[rest[0]] = value;
      after.payment = payment;
    }
  }
  return after;
}
