// The data requests' document store on Firestore (the Admin SDK, which bypasses rules): the
// reads of person-records.ts, and its erasure: each rewrite in a transaction of its own (it
// reads the document again, so a mail counted meanwhile is kept), then the deletions in
// batches with the audit record in the last one, so the audit exists once everything is gone.
// The daily limit's slots live in erasureSlots/{uid}, reserved and given back in transactions.
// A lead is deleted first in a transaction of its own that takes its counts off the overview.
import { randomUUID } from "node:crypto";
import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import {
  ERASURES_COLLECTION,
  ERASURE_SLOTS_COLLECTION,
  LEADS_COLLECTION,
} from "../shared/collections.js";
import { rollupWrites } from "../overview/rollup-writes.js";
import type { PersonStore, StoredDoc } from "./person-records.js";

/**
 * A burst of erasures from one account queues on its slots document: each transaction is
 * retried until it gets its turn (Firestore's default of 5 attempts is too few for 30 at once).
 */
const SLOT_ATTEMPTS = 50;

/** One reserved slot of the daily limit, as stored. */
interface StoredSlot {
  id: string;
  at: Timestamp;
}

const slotsOf = (data: Record<string, unknown> | undefined): StoredSlot[] =>
  Array.isArray(data?.slots) ? (data.slots as StoredSlot[]) : [];

/** Firestore takes at most 500 writes in a batch. */
const WRITES_PER_BATCH = 450;

const toDoc = (collection: string, id: string, data: Record<string, unknown>): StoredDoc => ({
  collection,
  id,
  data,
});

/** Dates become Timestamps (one level: the audit record is flat apart from its counts). */
const stored = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? Timestamp.fromDate(value) : value,
    ]),
  );

/** A PersonStore on Firestore. */
export function firestorePersonStore(db: Firestore): PersonStore {
  return {
    async get(collection, id) {
      const data = (await db.collection(collection).doc(id).get()).data();
      return data ? toDoc(collection, id, data) : undefined;
    },
    async where(collection, field, op, value) {
      const page = await db.collection(collection).where(field, op, value).get();
      return page.docs.map((doc) => toDoc(collection, doc.id, doc.data()));
    },
    async list(collection) {
      const page = await db.collection(collection).get();
      return page.docs.map((doc) => toDoc(collection, doc.id, doc.data()));
    },
    async commit({ deletes, rewrites, audit }) {
      for (const { collection, id, rewrite } of rewrites) {
        const ref = db.collection(collection).doc(id);
        await db.runTransaction(async (tx) => {
          const data = (await tx.get(ref)).data();
          if (!data) return;
          const next = rewrite(data);
          if (next) tx.set(ref, next);
          else tx.delete(ref);
        });
      }
      // Each lead goes with its counts in the overview's rollup, in one transaction, so the
      // counts come off once whether or not this erasure is run again.
      for (const { collection, id } of deletes) {
        if (collection !== LEADS_COLLECTION) continue;
        const ref = db.collection(collection).doc(id);
        await db.runTransaction(async (tx) => {
          const data = (await tx.get(ref)).data();
          if (!data) return;
          rollupWrites(db, tx, data, undefined);
          tx.delete(ref);
        });
      }
      const auditRef = db.collection(ERASURES_COLLECTION).doc();
      const writes: ((batch: WriteBatch) => void)[] = deletes.map(
        ({ collection, id }) =>
          (batch) =>
            batch.delete(db.collection(collection).doc(id)),
      );
      writes.push((batch) => batch.create(auditRef, stored(audit)));
      for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
        const batch = db.batch();
        for (const write of writes.slice(start, start + WRITES_PER_BATCH)) write(batch);
        await batch.commit();
      }
      return auditRef.id;
    },
    async remove(docs) {
      for (let start = 0; start < docs.length; start += WRITES_PER_BATCH) {
        const batch = db.batch();
        for (const { collection, id } of docs.slice(start, start + WRITES_PER_BATCH))
          batch.delete(db.collection(collection).doc(id));
        await batch.commit();
      }
    },
    async put(collection, id, data) {
      await db.collection(collection).doc(id).set(stored(data));
    },
    async reserveErasure(byUid, { now, since, limit }) {
      const ref = db.collection(ERASURE_SLOTS_COLLECTION).doc(byUid);
      return db.runTransaction(
        async (tx) => {
          const live = slotsOf((await tx.get(ref)).data()).filter(
            (slot) => slot.at.toMillis() >= since.getTime(),
          );
          if (live.length >= limit) return { reserved: false as const, taken: live.length };
          const slotId = randomUUID();
          tx.set(ref, { slots: [...live, { id: slotId, at: Timestamp.fromDate(now) }] });
          return { reserved: true as const, slotId };
        },
        { maxAttempts: SLOT_ATTEMPTS },
      );
    },
    async releaseErasure(byUid, slotId) {
      const ref = db.collection(ERASURE_SLOTS_COLLECTION).doc(byUid);
      await db.runTransaction(
        async (tx) => {
          const slots = slotsOf((await tx.get(ref)).data());
          const left = slots.filter((slot) => slot.id !== slotId);
          if (left.length === slots.length) return;
          if (left.length > 0) tx.set(ref, { slots: left });
          else tx.delete(ref);
        },
        { maxAttempts: SLOT_ATTEMPTS },
      );
    },
  };
}
