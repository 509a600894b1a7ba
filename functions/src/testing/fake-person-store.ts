// An in-memory PersonStore (desk/person-records.ts) for unit tests: collections of documents,
// the three filters the finder uses, and commits applied at once.
import { ERASURES_COLLECTION, ERASURE_SLOTS_COLLECTION } from "../shared/collections.js";
import type { PersonStore, StoredDoc } from "../desk/person-records.js";

export function fakePersonStore(seed: Record<string, Record<string, Record<string, unknown>>>) {
  const collections = new Map(
    Object.entries(seed).map(([name, docs]) => [name, new Map(Object.entries(docs))]),
  );
  const docsOf = (name: string) => {
    let docs = collections.get(name);
    if (!docs) collections.set(name, (docs = new Map()));
    return docs;
  };
  /** A collection to read: an empty one is not created by reading it. */
  const readDocs = (name: string) => collections.get(name) ?? new Map();
  const toDoc = (collection: string, id: string, data: Record<string, unknown>): StoredDoc => ({
    collection,
    id,
    data,
  });
  let audits = 0;
  let slotIds = 0;
  /** An account's reserved slots ({ id, at }), kept under erasureSlots/{uid} as Firestore does. */
  const slotsOf = (uid: string) =>
    (readDocs(ERASURE_SLOTS_COLLECTION).get(uid)?.slots ?? []) as { id: string; at: Date }[];
  const store: PersonStore = {
    async get(collection, id) {
      const data = readDocs(collection).get(id);
      return data && toDoc(collection, id, data);
    },
    async where(collection, field, op, value) {
      if ((op === "in" || op === "array-contains-any") && (value as unknown[]).length > 30)
        throw new Error(`${op} takes at most 30 values`);
      const matches = (fieldValue: unknown) => {
        switch (op) {
          case "==":
            return fieldValue === value;
          case "in":
            return (value as unknown[]).includes(fieldValue);
          case "array-contains-any":
            return (
              Array.isArray(fieldValue) &&
              fieldValue.some((entry) => (value as unknown[]).includes(entry))
            );
        }
      };
      return [...readDocs(collection)]
        .filter(([, data]) => matches(data[field]))
        .map(([id, data]) => toDoc(collection, id, data));
    },
    async list(collection) {
      return [...readDocs(collection)].map(([id, data]) => toDoc(collection, id, data));
    },
    async commit({ deletes, rewrites, audit }) {
      for (const { collection, id, rewrite } of rewrites) {
        const data = docsOf(collection).get(id);
        if (!data) continue;
        const next = rewrite(data);
        if (next) docsOf(collection).set(id, next);
        else docsOf(collection).delete(id);
      }
      for (const { collection, id } of deletes) docsOf(collection).delete(id);
      const id = `audit${++audits}`;
      docsOf(ERASURES_COLLECTION).set(id, audit);
      return id;
    },
    async remove(docs) {
      for (const { collection, id } of docs) docsOf(collection).delete(id);
    },
    async put(collection, id, data) {
      docsOf(collection).set(id, data);
    },
    async reserveErasure(byUid, { now, since, limit }) {
      // One step of the event loop: atomic, as the transaction is on Firestore.
      const live = slotsOf(byUid).filter((slot) => slot.at >= since);
      if (live.length >= limit) return { reserved: false, taken: live.length };
      const slotId = `slot${++slotIds}`;
      docsOf(ERASURE_SLOTS_COLLECTION).set(byUid, { slots: [...live, { id: slotId, at: now }] });
      return { reserved: true, slotId };
    },
    async releaseErasure(byUid, slotId) {
      const slots = slotsOf(byUid).filter((slot) => slot.id !== slotId);
      if (slots.length > 0) docsOf(ERASURE_SLOTS_COLLECTION).set(byUid, { slots });
      else docsOf(ERASURE_SLOTS_COLLECTION).delete(byUid);
    },
  };
  return {
    store,
    /** Every document now, as "collection/id". */
    paths: () =>
      [...collections].flatMap(([name, docs]) => [...docs.keys()].map((id) => `${name}/${id}`)),
    doc: (collection: string, id: string) => collections.get(collection)?.get(id),
    /** Everything stored, as one string (to look for an address anywhere). */
    dump: () =>
      JSON.stringify([...collections].map(([name, docs]) => [name, Object.fromEntries(docs)])),
  };
}
