// Everything held about one e-mail address, found and erased for a person's data request
// (the desk's /desk/requests page, through deskFindPerson and deskErasePerson). It walks the
// registry of collections (shared/collections.ts), each entry saying how a person appears in
// it: their leads (deleted), a document keyed by their address or naming one of their leads
// (deleted), their lead ids among others' (removed or replaced), or nothing. The audit record
// each erasure leaves holds who, when and how many documents of which kind; no address, no
// lead id (docs/privacy-requests.md).
//
// The logic works on a small document store (PersonStore), Firestore in production and an
// in-memory fake in the unit tests.
import { MAIL_KIND_NAMES, MAIL_KINDS } from "../shared/mail-kinds.js";
import { addressKeyOf, briefFingerprint } from "../leads/lead-history.js";
import { COLLECTION_RULES, COLLECTIONS, type CollectionRule } from "../shared/collections.js";
import { leadSchema, type Lead } from "../shared/lead.js";
import {
  EMAIL_KEY_FIELD,
  normaliseEmail,
  type ErasureCounts,
  type JsonValue,
  type PersonDocument,
  type PersonMention,
  type PersonRecords,
  type StripeErasureCounts,
} from "../shared/person-data.js";

const LEADS = COLLECTIONS.leads.name;

/** The fields a document mentions lead ids in (the registry's "mentions" entries). */
type MentionField = Extract<CollectionRule["person"], { kind: "mentions" }>["field"];

/** What a lead id becomes in a budget or quota document: the count stays right. */
export const ERASED_LEAD_ID = "erased";

/** Firestore's limit on the values of an `in` or `array-contains-any` filter. */
const MAX_IN_VALUES = 30;

/** A document as stored (Timestamps left as the store has them). */
export interface StoredDoc {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/**
 * The writes of one erasure: documents to delete; documents to rewrite from their current data
 * (read again at write time, since the mail budget changes with every mail; null deletes);
 * the audit record.
 */
export interface ErasureWrites {
  deletes: { collection: string; id: string }[];
  rewrites: {
    collection: string;
    id: string;
    rewrite(data: Record<string, unknown>): Record<string, unknown> | null;
  }[];
  audit: Record<string, unknown>;
}

/** The few document operations finding and erasing need (Firestore; a fake in unit tests). */
export interface PersonStore {
  get(collection: string, id: string): Promise<StoredDoc | undefined>;
  where(
    collection: string,
    field: string,
    op: "==" | "in" | "array-contains-any",
    value: unknown,
  ): Promise<StoredDoc[]>;
  /** Every document of a small collection (the mail budgets). */
  list(collection: string): Promise<StoredDoc[]>;
  /** Applies the writes (atomically as far as the store allows); returns the audit record's id. */
  commit(writes: ErasureWrites): Promise<string>;
  /** Deletes documents (the sweep after an erasure's commit). */
  remove(docs: { collection: string; id: string }[]): Promise<void>;
  /** Writes (replaces) one document: a parked erasure. */
  put(collection: string, id: string, data: Record<string, unknown>): Promise<void>;
  /**
   * Reserves one of `byUid`'s `limit` erasure slots of the rolling day (slots reserved before
   * `since` no longer count), atomically: of any number of erasures at once, at most `limit`
   * get one. Answers the slot's id, or how many slots are taken.
   */
  reserveErasure(
    byUid: string,
    window: { now: Date; since: Date; limit: number },
  ): Promise<ErasureSlot>;
  /** Gives a reserved slot back (the erasure it was reserved for failed). */
  releaseErasure(byUid: string, slotId: string): Promise<void>;
}

/** A reservation's answer: a slot, or the day's slots all taken. */
export type ErasureSlot = { reserved: true; slotId: string } | { reserved: false; taken: number };

/** The raw documents about a person, before they become JSON. */
export interface FoundPerson {
  email: string;
  leads: StoredDoc[];
  records: StoredDoc[];
  mentions: (PersonMention & { doc: StoredDoc })[];
}

const chunks = <T>(values: T[]): T[][] =>
  Array.from({ length: Math.ceil(values.length / MAX_IN_VALUES) }, (_, i) =>
    values.slice(i * MAX_IN_VALUES, (i + 1) * MAX_IN_VALUES),
  );

function unique(docs: StoredDoc[]): StoredDoc[] {
  const seen = new Map<string, StoredDoc>();
  for (const doc of docs) seen.set(`${doc.collection}/${doc.id}`, doc);
  return [...seen.values()];
}

/** Queries `field op values` in chunks Firestore accepts, and joins the answers. */
async function whereAny(
  store: PersonStore,
  collection: string,
  field: string,
  op: "in" | "array-contains-any",
  values: string[],
): Promise<StoredDoc[]> {
  const answers = await Promise.all(
    chunks(values).map((chunk) => store.where(collection, field, op, chunk)),
  );
  return answers.flat();
}

/** The fingerprint lead-history recorded for a stored brief (its fields as the mail read them). */
function fingerprintOf(data: Record<string, unknown>): string | undefined {
  const fields = Object.fromEntries(
    Object.entries(data).filter(([key]) => key in leadSchema.shape),
  );
  const parsed = leadSchema.safeParse(fields);
  return parsed.success ? briefFingerprint(parsed.data as Lead) : undefined;
}

/**
 * One lead of the person rather than all of them (the retention job: desk/retention-erasure.ts):
 * that lead and what names it; what is keyed by the address only when it was their last lead.
 */
export interface LeadScope {
  leadId: string;
}

/**
 * Finds every document held about `email` (any capitals, blanks around it ignored), or with
 * `scope` about one of its leads.
 */
export async function findPersonDocs(
  store: PersonStore,
  email: string,
  scope?: LeadScope,
): Promise<FoundPerson & { othersKept: number }> {
  const key = normaliseEmail(email);
  // The server writes emailKey on every lead; a lead stored before it did is found by its
  // address as typed, as the normalised address, or through the address's lead history.
  const candidates = unique(
    (
      await Promise.all([
        store.where(LEADS, EMAIL_KEY_FIELD, "==", key),
        store.where(LEADS, "emailAddress", "in", [...new Set([email.trim(), key])]),
      ])
    ).flat(),
  );
  // The last leads lead-history saw from the address, whatever capitals they were typed in.
  const hash = addressKeyOf(key);
  const lastFromAddress = await store.get(COLLECTIONS.leadAddresses.name, hash);
  const historyIds = [lastFromAddress?.data.leadId, lastFromAddress?.data.previousLeadId].filter(
    (id): id is string => typeof id === "string" && !candidates.some((lead) => lead.id === id),
  );
  for (const lead of await Promise.all(historyIds.map((id) => store.get(LEADS, id))))
    if (lead) candidates.push(lead);
  const everyLead = candidates
    .filter(
      (lead) =>
        lead.data[EMAIL_KEY_FIELD] === key ||
        normaliseEmail(String(lead.data.emailAddress ?? "")) === key,
    )
    .sort((a, b) => a.id.localeCompare(b.id));
  let leads = everyLead;
  if (scope) {
    const own =
      everyLead.find((lead) => lead.id === scope.leadId) ?? (await store.get(LEADS, scope.leadId));
    leads = own ? [own] : [];
  }
  // The person's other leads stay (a scoped erasure): so does what is keyed by their address.
  const othersKept = everyLead.filter((lead) => !leads.some((own) => own.id === lead.id)).length;
  const leadIds = leads.map((lead) => lead.id);
  const idSet = new Set(leadIds);

  const fingerprints = [
    ...new Set(leads.map((lead) => fingerprintOf(lead.data)).filter((f) => f !== undefined)),
  ];
  const named = (values: unknown): string[] =>
    Array.isArray(values)
      ? values.filter((value): value is string => typeof value === "string" && idSet.has(value))
      : [];
  /** The lead ids of the person a mention document names in `field`. */
  const namedIn = (doc: StoredDoc, field: MentionField): string[] => {
    if (field !== "units") return named(doc.data[field]);
    const units = Array.isArray(doc.data.units) ? (doc.data.units as { leadId?: unknown }[]) : [];
    return named(units.map((unit) => unit?.leadId));
  };

  /** What one collection holds about the person, by its registry entry. */
  const inCollection = async ({ name, person }: CollectionRule) => {
    switch (person.kind) {
      case "leads":
      case "none":
        return { records: [], mentions: [] };
      case "byAddress":
        return { records: othersKept > 0 ? [] : [await store.get(name, hash)], mentions: [] };
      case "byLeadId": {
        const [byId, byField] = await Promise.all([
          person.byBriefFingerprint
            ? Promise.all(fingerprints.map((id) => store.get(name, id)))
            : Promise.resolve([]),
          whereAny(store, name, person.field, "in", leadIds),
        ]);
        return { records: [...byId, ...byField], mentions: [] };
      }
      case "mentions": {
        const docs =
          person.find === "readAll"
            ? leadIds.length > 0
              ? await store.list(name)
              : []
            : unique(await whereAny(store, name, person.field, "array-contains-any", leadIds));
        const mentions = docs
          .map((doc) => ({ doc, leadIds: namedIn(doc, person.field) }))
          .filter((mention) => mention.leadIds.length > 0)
          .map(({ doc, leadIds }) => ({
            collection: doc.collection,
            id: doc.id,
            field: person.field,
            leadIds,
            doc,
          }));
        return { records: [], mentions };
      }
    }
  };
  const found = await Promise.all(COLLECTION_RULES.map(inCollection));
  const records = unique(
    found.flatMap((part) => part.records).filter((doc): doc is StoredDoc => doc !== undefined),
  ).sort((a, b) => `${a.collection}/${a.id}`.localeCompare(`${b.collection}/${b.id}`));
  const mentions: FoundPerson["mentions"] = found.flatMap((part) => part.mentions);
  return { email: key, leads, records, mentions, othersKept };
}

/** A stored value as JSON: Timestamps and Dates as ISO strings, maps and lists throughout. */
export function toJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object" && "toDate" in value && typeof value.toDate === "function")
    return (value.toDate as () => Date).call(value).toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toJson(entry)]));
  return String(value);
}

const toDocument = (doc: StoredDoc): PersonDocument => ({
  collection: doc.collection,
  id: doc.id,
  data: toJson(doc.data) as PersonDocument["data"],
});

/** What the desk shows and exports: the person's documents as JSON. */
export function toPersonRecords(found: FoundPerson): PersonRecords {
  return {
    email: found.email,
    leads: found.leads.map(toDocument),
    records: found.records.map(toDocument),
    mentions: found.mentions.map(({ collection, id, field, leadIds }) => ({
      collection,
      id,
      field,
      leadIds,
    })),
  };
}

/** A lead a mail task holds right now (PROCESSING, lease not over): erase it a minute later. */
export function isBeingSent(lead: StoredDoc, now: Date): boolean {
  const held = (value: unknown) => {
    const delivery = value as { state?: unknown; leaseExpireTime?: unknown } | undefined;
    const lease = toJson(delivery?.leaseExpireTime);
    return delivery?.state === "PROCESSING" && typeof lease === "string" && new Date(lease) > now;
  };
  return MAIL_KIND_NAMES.some((kind) => {
    const { map, perChange } = MAIL_KINDS[kind];
    const value = lead.data[map];
    // A per-change map (paymentMails) holds one delivery per change: any of them may be sending.
    if (!perChange) return held(value);
    return typeof value === "object" && value !== null && Object.values(value).some(held);
  });
}

/**
 * A mention's document without the person's lead ids (null: nothing else is left, delete it).
 * Untouched values (Timestamps included) are kept as they are, by reference.
 */
export function scrubbed(
  mention: PersonMention & { doc: StoredDoc },
  erased: ReadonlySet<string>,
): StoredDoc | null {
  const data = { ...mention.doc.data };
  const keep = (id: unknown) => !(typeof id === "string" && erased.has(id));
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  switch (mention.field) {
    case "leadIds": {
      data.leadIds = list(data.leadIds).filter(keep);
      if ((data.leadIds as unknown[]).length === 0) return null;
      if (data.result && typeof data.result === "object") {
        const result = { ...(data.result as Record<string, unknown>) };
        for (const part of ["queued", "skipped"])
          if (Array.isArray(result[part]))
            result[part] = list(result[part]).filter((entry) =>
              keep((entry as { leadId?: unknown } | null)?.leadId),
            );
        data.result = result;
      }
      break;
    }
    case "units":
      data.units = list(data.units).map((unit) =>
        keep((unit as { leadId?: unknown } | null)?.leadId)
          ? unit
          : { ...(unit as object), leadId: ERASED_LEAD_ID },
      );
      break;
    case "heldLeads":
      data.heldLeads = list(data.heldLeads).map((id) => (keep(id) ? id : ERASED_LEAD_ID));
      break;
  }
  return { collection: mention.collection, id: mention.id, data };
}

/** Who erased: the salesperson's uid and e-mail (from their ID token). */
export interface Eraser {
  uid: string;
  email: string | null;
}

/** What an erasure records about itself, and what it closes at Stripe first. */
export interface ErasureOrder {
  by: Eraser;
  now: Date;
  /** Why, as the salesperson typed it. */
  reason: string;
  /**
   * The keyed hash of the address (erasure-hash.ts): "was this address erased?" later. Absent
   * for the retention job's erasures: the person did not ask, and nothing will ask after them.
   */
  addressHash?: string;
  /** One lead only (the retention job); absent: every lead of the address. */
  scope?: LeadScope;
  /** The second salesperson, when the erasure was parked and then confirmed. */
  confirmedBy?: Eraser;
  /**
   * Stripe's part (payments/stripe-erasure.ts): run before anything is deleted. `othersKept`:
   * how many of the person's leads stay (a scoped erasure), whose Stripe objects must too.
   */
  atStripe(leads: StoredDoc[], othersKept: number): Promise<StripeErasureCounts>;
}

/** Thrown when a mail task holds one of the person's leads right now. */
export class PersonBusy extends Error {
  override name = "PersonBusy";
}

/**
 * Erases everything held about `email`: deletes the leads and every document keyed by the
 * address or one of its leads, removes its lead ids from the documents that only mention
 * them, and leaves one audit record (who, when, how many of which kind). Undefined when
 * nothing is held. Refuses (PersonBusy) while a mail task holds one of the leads.
 */
export async function erasePerson(
  store: PersonStore,
  email: string,
  order: ErasureOrder,
): Promise<({ erasureId: string; stripe: StripeErasureCounts } & ErasureCounts) | undefined> {
  const { by, now } = order;
  const found = await findPersonDocs(store, email, order.scope);
  if (found.leads.length + found.records.length + found.mentions.length === 0) return undefined;
  if (found.leads.some((lead) => isBeingSent(lead, now)))
    throw new PersonBusy("A mail for this address is being sent right now.");
  // Stripe first: it throws when Stripe cannot be reached, and then nothing is deleted.
  const stripe = await order.atStripe(found.leads, found.othersKept);
  const erased = new Set(found.leads.map((lead) => lead.id));
  const deletes = [...found.leads, ...found.records].map(({ collection, id }) => ({
    collection,
    id,
  }));
  const rewrites: ErasureWrites["rewrites"] = [];
  const scrubbedCounts: Record<string, number> = {};
  for (const mention of found.mentions) {
    const { collection, id } = mention;
    if (scrubbed(mention, erased)) {
      rewrites.push({
        collection,
        id,
        rewrite: (data) =>
          scrubbed({ ...mention, doc: { collection, id, data } }, erased)?.data ?? null,
      });
      scrubbedCounts[collection] = (scrubbedCounts[collection] ?? 0) + 1;
    } else deletes.push({ collection, id });
  }
  const deleted: Record<string, number> = {};
  for (const { collection } of deletes) deleted[collection] = (deleted[collection] ?? 0) + 1;
  const counts: ErasureCounts = { deleted, scrubbed: scrubbedCounts };
  const erasureId = await store.commit({
    deletes,
    rewrites,
    audit: {
      at: now,
      byUid: by.uid,
      byEmail: by.email,
      reason: order.reason,
      ...(order.addressHash !== undefined && { addressHash: order.addressHash }),
      ...(order.scope && { kind: "retention" }),
      ...(order.confirmedBy && {
        confirmedByUid: order.confirmedBy.uid,
        confirmedByEmail: order.confirmedBy.email,
      }),
      ...counts,
      stripe,
    },
  });
  await sweepLateRecords(store, [...erased]);
  return { erasureId, ...counts, stripe };
}

/**
 * Deletes what was written about the erased leads between the finding and the commit: the
 * events Stripe sent about the sessions the erasure itself expired are handled while it runs,
 * and their records name the lead until the lead is gone (after it, the webhook records none).
 */
async function sweepLateRecords(store: PersonStore, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  const late = await Promise.all(
    COLLECTION_RULES.map(({ name, person }) =>
      person.kind === "byLeadId" ? whereAny(store, name, person.field, "in", leadIds) : [],
    ),
  );
  const docs = late.flat();
  if (docs.length > 0) await store.remove(docs.map(({ collection, id }) => ({ collection, id })));
}
