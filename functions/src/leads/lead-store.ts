// Reads a lead and writes its mail maps (one per kind of e-mail, shared/mail-kinds.ts) through
// the Admin SDK, with optimistic concurrency: a write names the version (update time) it was
// decided on and fails if the lead changed since, so of two tasks or watchdog runs deciding on
// the same lead exactly one write lands. It also lists recent leads, for the watchdog.
// The handlers see only this interface, so their unit tests can pass an in-memory fake.
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { LEADS_COLLECTION } from "../shared/collections.js";
import type { DeskActionRecord } from "../shared/desk-api.js";
import type { Delivery } from "../shared/delivery.js";
import type { MailMap } from "../shared/mail-kinds.js";
import { EMAIL_KEY_FIELD } from "../shared/person-data.js";
import { readDelivery } from "../shared/read-delivery.js";
import { EXPIRE_AT_FIELD } from "../shared/retention.js";
import { MONEY_ATTENTION_FIELD, MONEY_HANDLED_FIELD } from "../shared/money-case.js";
import { REFERENCE_FIELD } from "../shared/lead-reference.js";
import { LEAD_SHARE_FIELD } from "../shared/overview-rollup.js";
import { afterUpdate, rollupWrites } from "../overview/rollup-writes.js";

/** A lead as stored: its fields (Timestamps as Dates) and its mail maps, if any. */
export interface StoredLead {
  fields: Record<string, unknown>;
  /** The sales e-mail. */
  delivery: Delivery | undefined;
  /** The confirmation to the prospect (only when auto-replies are configured). */
  autoReply?: Delivery | undefined;
  /** The note to sales that the lead paid, as the first release kept it (one per lead). */
  paymentMail?: Delivery | undefined;
  /** The notes to sales about each change of money, by payment history key. */
  paymentMails?: Record<string, Delivery>;
  /** The lead's payment map as stored (payments/stored-payment.ts reads it). */
  payment?: unknown;
  /** The agreement as stored (shared/agreement.ts reads it): the payment note words a quote's. */
  agreement?: unknown;
  /** The quotes' e-mails to the prospect (issue 46), one per quote, by its key (q<agreedAt ms>). */
  quoteMails?: Record<string, Delivery>;
  /** The current quote's note to the client (payments/quote-store.ts writes it). */
  quoteNote?: string;
  /** What the server added for retention and data requests, once the trigger has run. */
  stamp?: LeadStamp | undefined;
}

/**
 * Fields the server adds to a new lead (never the visitor: the rules refuse them): when
 * Firestore's TTL deletes it (`expireAt`), and its address normalised (`emailKey`), which is
 * what the desk's data requests find a person's leads by, and its short reference
 * (`reference`: the mails, the pages and the desk's search name the brief by it).
 */
export interface LeadStamp {
  expireAt: Date;
  emailKey: string | null;
  /** Null on a lead stamped before references existed (`npm run leads -- stamp` adds it). */
  reference: string | null;
}

/** A lead and the version it was read at. */
export interface VersionedLead {
  lead: StoredLead;
  version: string;
}

/** A lead as a query lists it: with its id. */
export interface ListedLead extends VersionedLead {
  id: string;
}

export interface LeadStore {
  /** The lead as it is now, or undefined if it does not exist. */
  read(leadId: string): Promise<VersionedLead | undefined>;
  /**
   * Sets one of the lead's mail maps (`delivery` unless `map` names another; nothing else), if
   * the lead is still at `version`; for a per-change map (MAIL_KINDS perChange), the Delivery of
   * `change` in it, leaving the other changes' as they are. Returns the new version, or undefined when the lead changed meanwhile or is gone.
   */
  writeDelivery(
    leadId: string,
    delivery: Delivery,
    version: string,
    map?: MailMap,
    change?: string,
  ): Promise<string | undefined>;
  /**
   * Writes the lead's stamp (nothing else) if the lead is still at `version`. Returns the new
   * version, or undefined when the lead changed meanwhile or is gone.
   */
  writeStamp(leadId: string, stamp: LeadStamp, version: string): Promise<string | undefined>;
  /**
   * Leads created at or after `since`, oldest first, fetched `pageSize` at a time; the caller
   * stops iterating when it has seen enough.
   */
  listCreatedSince(since: Date, pageSize: number): AsyncIterable<ListedLead>;
}

// gRPC codes Firestore answers a failed precondition with.
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;

/** A LeadStore on Firestore (the Admin SDK bypasses security rules). */
export function firestoreLeadStore(db: Firestore): LeadStore {
  /**
   * Updates the lead if it is still at `version`: the new version, or undefined. The overview's
   * rollup moves in the same batch (overview/rollup-writes.ts), conditioned on the same version.
   */
  async function updateAt(leadId: string, fields: Record<string, unknown>, version: string) {
    const ref = db.collection(LEADS_COLLECTION).doc(leadId);
    const snapshot = await ref.get();
    const data = snapshot.data();
    if (!data || !snapshot.updateTime || toVersion(snapshot.updateTime) !== version)
      return undefined;
    const batch = db.batch();
    const share = rollupWrites(db, batch, data, afterUpdate(data, fields));
    batch.update(ref, { ...fields, ...share }, { lastUpdateTime: fromVersion(version) });
    try {
      // The lead's update is the batch's last write.
      const written = (await batch.commit()).at(-1)?.writeTime;
      return written ? toVersion(written) : undefined;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === FAILED_PRECONDITION || code === NOT_FOUND) return undefined;
      throw error;
    }
  }
  return {
    async read(leadId) {
      return fromSnapshot(await db.collection(LEADS_COLLECTION).doc(leadId).get());
    },
    writeDelivery(leadId, delivery, version, map = "delivery", change) {
      // An update's keys are field paths; a change key is letters, digits, - and _ only
      // (PAYMENT_CHANGE_KEY), so `paymentMails.<key>` names that one change's map.
      const field = change === undefined ? map : `${map}.${change}`;
      return updateAt(leadId, { [field]: toFirestore(delivery) }, version);
    },
    writeStamp(leadId, stamp, version) {
      return updateAt(
        leadId,
        {
          [EXPIRE_AT_FIELD]: Timestamp.fromDate(stamp.expireAt),
          [EMAIL_KEY_FIELD]: stamp.emailKey,
          [REFERENCE_FIELD]: stamp.reference,
        },
        version,
      );
    },
    async *listCreatedSince(since, pageSize) {
      // One range and one order on the same field: served by the automatic single-field index.
      let query = db
        .collection(LEADS_COLLECTION)
        .where("createdAt", ">=", Timestamp.fromDate(since))
        .orderBy("createdAt")
        .limit(pageSize);
      for (;;) {
        const page = await query.get();
        for (const snapshot of page.docs) {
          const lead = fromSnapshot(snapshot);
          if (lead) yield { id: snapshot.id, ...lead };
        }
        const last = page.docs.at(-1);
        if (!last || page.size < pageSize) return;
        query = query.startAfter(last); // the cursor includes the id, so equal times are safe
      }
    },
  };
}

/** Appends a desk action to the lead's `deskActions` (see desk-action.ts). */
export function firestoreDeskActionRecorder(
  db: Firestore,
): (leadId: string, record: DeskActionRecord) => Promise<void> {
  return async (leadId, record) => {
    await db
      .collection(LEADS_COLLECTION)
      .doc(leadId)
      .update({
        deskActions: FieldValue.arrayUnion({ ...record, at: Timestamp.fromDate(record.at) }),
      });
  };
}

/** The lead in a snapshot (from a read, or the one a Firestore event carries). */
export function fromSnapshot(snapshot: DocumentSnapshot): VersionedLead | undefined {
  const data = snapshot.data();
  if (!data || !snapshot.updateTime) return undefined;
  return { lead: toStoredLead(data), version: toVersion(snapshot.updateTime) };
}

const toVersion = (time: Timestamp) =>
  `${time.seconds}.${String(time.nanoseconds).padStart(9, "0")}`;
function fromVersion(version: string): Timestamp {
  const [seconds, nanoseconds] = version.split(".").map(Number);
  return new Timestamp(seconds ?? 0, nanoseconds ?? 0);
}

function toStoredLead(data: Record<string, unknown>): StoredLead {
  // Who asked the desk to act on the lead (deskActions), the server's stamp, the payment maps
  // and the agreement: the desk and the payment step read them, the brief's schema must not.
  const {
    delivery,
    autoReply,
    paymentMail,
    paymentMails,
    payment,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out of the fields
    deskActions,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the rollup's, not the brief's
    [LEAD_SHARE_FIELD]: share,
    agreement,
    quoteNote,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the quote's (payments/quote-store.ts)
    quoteAccepted,
    quoteMails,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the payments' (balance-attempt.ts)
    balanceAttempt,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the money case's (money-case.ts)
    [MONEY_ATTENTION_FIELD]: moneyAttention,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the money case's (money-case.ts)
    [MONEY_HANDLED_FIELD]: moneyHandled,
    [EXPIRE_AT_FIELD]: expireAt,
    [EMAIL_KEY_FIELD]: emailKey,
    [REFERENCE_FIELD]: reference,
    ...rest
  } = data;
  const stamp =
    expireAt instanceof Timestamp
      ? {
          expireAt: expireAt.toDate(),
          emailKey: typeof emailKey === "string" ? emailKey : null,
          reference: typeof reference === "string" ? reference : null,
        }
      : undefined;
  const fields = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      value instanceof Timestamp ? value.toDate() : value,
    ]),
  );
  return {
    fields,
    delivery: readDelivery(delivery),
    autoReply: readDelivery(autoReply),
    paymentMail: readDelivery(paymentMail),
    paymentMails: readDeliveries(paymentMails),
    payment,
    ...(agreement !== undefined && { agreement }),
    ...(quoteMails !== undefined && { quoteMails: readDeliveries(quoteMails) }),
    ...(typeof quoteNote === "string" && { quoteNote }),
    ...(stamp && { stamp }),
  };
}

/** A per-change map of deliveries (paymentMails), each read as readDelivery reads one. */
function readDeliveries(value: unknown): Record<string, Delivery> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, stored]) => {
      const delivery = readDelivery(stored);
      return delivery ? [[key, delivery]] : [];
    }),
  );
}

/** Dates become Timestamps; everything else is stored as it is. */
function toFirestore(delivery: Delivery): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(delivery).map(([key, value]) => [
      key,
      value instanceof Date ? Timestamp.fromDate(value) : value,
    ]),
  );
}
