// The lead's `payment` map and the `paymentEvents` records in Firestore (Admin SDK). A change
// runs in one transaction that reads the event's record and the lead and writes both, so an
// event is applied exactly once however often Stripe delivers it, and the webhook and the
// success page cannot both make the lead PAID (only the first sees it unpaid). startCheckout
// reserves its attempt here, in a transaction, before it asks Stripe for a session.
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  Transaction,
} from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { LEADS_COLLECTION, PAYMENT_EVENTS_COLLECTION } from "../shared/collections.js";
import { newDelivery } from "../shared/delivery.js";
import { type Payment, type PaymentState } from "../shared/payment.js";
import { PAYMENT_CHANGES, PAYMENT_CHANGE_KEY } from "../shared/payment-changes.js";
import { readAgreement, type Agreement } from "../shared/agreement.js";
import {
  QUOTE_ACCEPTED_FIELD,
  readQuoteAccepted,
  type QuoteAcceptedRecord,
} from "../shared/quote-acceptance.js";
import { paymentFromStored } from "./stored-payment.js";
import {
  handledKeysOf,
  MONEY_ATTENTION_FIELD,
  MONEY_HANDLED_FIELD,
  needsPersonForMoney,
} from "../shared/money-case.js";
import { afterUpdate, rollupWrites } from "../overview/rollup-writes.js";
import type { PaymentDecision } from "./payment-change.js";
import {
  BALANCE_ATTEMPT_FIELD,
  readBalanceAttempt,
  type BalanceAttempt,
  type BalancePlan,
} from "./balance-attempt.js";

/** What startCheckout reads of a lead. */
export interface CheckoutLead {
  plan: string | undefined;
  emailAddress: string;
  companyName: string;
  payment: Payment | undefined;
  /** What the client agreed to pay (shared/agreement.ts); absent on leads from before it. */
  agreement?: Agreement | null;
  /** The client's "Accept" of a quote with nothing due now (shared/quote-acceptance.ts). */
  quoteAccepted?: QuoteAcceptedRecord | null;
}

/** The Stripe event being handled, when the change comes from one (not from the page). */
export interface HandledEvent {
  id: string;
  type: string;
}

export type ApplyResult =
  | { kind: "duplicate"; payment: Payment | undefined; notesToQueue: string[] }
  | { kind: "unknownLead" }
  | {
      kind: "done";
      decision: PaymentDecision;
      /** The payment as it is after the change (or as it was, when ignored). */
      payment: Payment | undefined;
      /**
       * The changes whose note to sales is recorded QUEUED on the lead (`paymentMails`): the ones
       * this change added, and any an earlier step recorded but may not have queued (a crash).
       * Queueing is idempotent: the task id is the lead's and the change's.
       */
      notesToQueue: string[];
    };

/** The attempt startCheckout is to create at Stripe, and whether it is new on the lead. */
export interface Reservation {
  payment: Payment;
  /** True: written by this call; false: an earlier call's reservation, reused as it is. */
  written: boolean;
  /** The agreement the attempt charges, written on the lead with it when it is new there. */
  agreement?: Agreement;
}

export interface PaymentStore {
  readLead(leadId: string): Promise<CheckoutLead | undefined>;
  /**
   * In one transaction: the lead's payment, `plan` on it (the reservation to write or the one
   * to reuse; it throws to refuse), and the write. Undefined when there is no such lead.
   */
  reserveCheckout(
    leadId: string,
    plan: (current: Payment | undefined, agreement: Agreement | null) => Reservation,
  ): Promise<Reservation | undefined>;
  /**
   * In one transaction: writes `agreement` on the lead unless it holds one already; the
   * agreement the lead holds afterwards (undefined: no such lead).
   */
  recordAgreement(leadId: string, agreement: Agreement): Promise<Agreement | undefined>;
  /**
   * In one transaction: the lead's payment and balance reservation, `plan` on them (which throws
   * to refuse), and the reservation written when it is new (balance-attempt.ts). Undefined
   * when there is no such lead, or it has no payment.
   */
  reserveBalance(
    leadId: string,
    plan: (payment: Payment, reserved: BalanceAttempt | null) => BalancePlan,
  ): Promise<BalancePlan | undefined>;
  /**
   * Records the session Stripe made for `attempt` on the lead's reserved payment (already
   * recorded, by a racing call or the webhook: true). False when the lead moved on meanwhile.
   */
  recordSession(leadId: string, attempt: number, sessionId: string): Promise<boolean>;
  /**
   * In one transaction: the event's record (a recorded event: "duplicate"), the lead (none:
   * "unknownLead", recorded without the lead id), `decide` on its payment, the write, and the
   * record.
   */
  apply(
    leadId: string,
    event: HandledEvent | undefined,
    decide: (current: Payment | undefined) => PaymentDecision,
    now: Date,
  ): Promise<ApplyResult>;
  /** The lead whose payment is this Checkout Session (its latest), if any. */
  leadOfSession(sessionId: string): Promise<string | undefined>;
  /** Every lead whose payment is in one of `states` (the reconciler's list). */
  listUnsettled(
    states: readonly PaymentState[],
  ): AsyncIterable<{ leadId: string; payment: Payment }>;
  /** Every lead whose balance invoice is OPEN (the reconciler asks Stripe about each). */
  listOpenBalances(): AsyncIterable<{ leadId: string; payment: Payment }>;
  /**
   * Every lead whose money moved since `since` (`payment.movedAt`, one indexed range), with its
   * payment notes still QUEUED that were queued before `queuedBefore` (a crash left them).
   */
  listMoved(since: Date, queuedBefore: Date): AsyncIterable<MovedLead>;
}

/** A lead the reconciler's window reads. */
export interface MovedLead {
  leadId: string;
  payment: Payment;
  /** Its payment notes left QUEUED for longer than the reconciler allows. */
  staleNotes: string[];
}

/** Dates become Timestamps, at any depth (the history's entries hold dates). */
function toStoredValue(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toStoredValue);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toStoredValue(v)]));
  return value;
}
const toStored = (value: Payment | Agreement) => toStoredValue(value) as Record<string, unknown>;

/**
 * The changes whose note is still QUEUED in the lead's stored `paymentMails` (queued before
 * `before`, when given).
 */
const queuedNotes = (value: unknown, before?: Date): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value as Record<string, { state?: unknown; queuedAt?: unknown } | null>)
        .filter(
          ([, delivery]) =>
            delivery?.state === "QUEUED" &&
            (!before ||
              (delivery.queuedAt instanceof Timestamp &&
                delivery.queuedAt.toMillis() < before.getTime())),
        )
        .map(([key]) => key)
    : [];

/** The history keys in `added` that are mailed to sales (PAYMENT_CHANGES) and not yet noted. */
export function newNotes(payment: Payment, added: string[], noted: unknown): string[] {
  const known = typeof noted === "object" && noted !== null ? noted : {};
  return added.filter((key) => {
    const entry = payment.history[key];
    return (
      entry !== undefined &&
      PAYMENT_CHANGES[entry.kind].mailed &&
      PAYMENT_CHANGE_KEY.test(key) &&
      !Object.hasOwn(known, key)
    );
  });
}

/** The store on Firestore. */
export function firestorePaymentStore(db: Firestore): PaymentStore {
  const leads = db.collection(LEADS_COLLECTION);
  const events = db.collection(PAYMENT_EVENTS_COLLECTION);
  /** Records the event as handled; `leadId` null: the lead does not exist (erased). */
  const record = (
    tx: Transaction,
    event: HandledEvent | undefined,
    leadId: string | null,
    now: Date,
    fields: Record<string, unknown>,
  ) => {
    if (event)
      tx.set(events.doc(event.id), {
        ...(leadId !== null && { leadId }),
        type: event.type,
        handledAt: Timestamp.fromDate(now),
        ...fields,
      });
  };
  /** Runs `step` in a transaction that has read the lead's document first. */
  const overLead = <T>(
    leadId: string,
    step: (tx: Transaction, snapshot: DocumentSnapshot, ref: DocumentReference) => T,
  ) => {
    const ref = leads.doc(leadId);
    return db.runTransaction(async (tx) => step(tx, await tx.get(ref), ref));
  };
  return {
    async readLead(leadId) {
      const snapshot = await leads.doc(leadId).get();
      if (!snapshot.exists) return undefined;
      const plan = snapshot.get("plan") as unknown;
      return {
        plan: typeof plan === "string" && plan ? plan : undefined,
        emailAddress: String(snapshot.get("emailAddress") ?? ""),
        companyName: String(snapshot.get("companyName") ?? ""),
        payment: paymentFromStored(snapshot.get("payment")),
        agreement: readAgreement(snapshot.get("agreement")),
        quoteAccepted: readQuoteAccepted(snapshot.get(QUOTE_ACCEPTED_FIELD)),
      };
    },
    reserveCheckout(leadId, plan) {
      return overLead(leadId, (tx, snapshot, ref) => {
        if (!snapshot.exists) return undefined;
        const stored = readAgreement(snapshot.get("agreement"));
        const reservation = plan(paymentFromStored(snapshot.get("payment")), stored);
        const { agreement } = reservation;
        const writes = {
          ...(reservation.written && {
            payment: toStored(reservation.payment),
            [MONEY_ATTENTION_FIELD]: needsPersonForMoney(
              reservation.payment,
              handledKeysOf(snapshot.get(MONEY_HANDLED_FIELD)),
            ),
          }),
          ...(agreement && agreement !== stored && { agreement: toStored(agreement) }),
        };
        if (Object.keys(writes).length > 0) {
          const share = rollupWrites(
            db,
            tx,
            snapshot.data(),
            afterUpdate(snapshot.data() ?? {}, writes),
          );
          tx.update(ref, { ...writes, ...share });
        }
        return reservation;
      });
    },
    reserveBalance(leadId, plan) {
      return overLead(leadId, (tx, snapshot, ref) => {
        const payment = snapshot.exists ? paymentFromStored(snapshot.get("payment")) : undefined;
        if (!payment) return undefined;
        const decided = plan(payment, readBalanceAttempt(snapshot.get(BALANCE_ATTEMPT_FIELD)));
        if (decided.kind === "reserved" && decided.written)
          tx.update(ref, { [BALANCE_ATTEMPT_FIELD]: toStoredValue(decided.attempt) });
        return decided;
      });
    },
    recordAgreement(leadId, agreement) {
      return overLead(leadId, (tx, snapshot, ref) => {
        if (!snapshot.exists) return undefined;
        const stored = readAgreement(snapshot.get("agreement"));
        if (stored) return stored;
        tx.update(ref, { agreement: toStored(agreement) });
        return agreement;
      });
    },
    recordSession(leadId, attempt, sessionId) {
      return overLead(leadId, (tx, snapshot, ref) => {
        const current = paymentFromStored(snapshot.get("payment"));
        if (!current || current.attempt !== attempt) return false;
        if (current.sessionId === sessionId) return true;
        if (current.sessionId !== null) return false;
        tx.update(ref, { "payment.sessionId": sessionId });
        return true;
      });
    },
    apply(leadId, event, decide, now) {
      const ref = leads.doc(leadId);
      return db.runTransaction(async (tx): Promise<ApplyResult> => {
        const [seen, snapshot] = await Promise.all([
          event ? tx.get(events.doc(event.id)) : undefined,
          tx.get(ref),
        ]);
        const current = snapshot.exists ? paymentFromStored(snapshot.get("payment")) : undefined;
        const noted = snapshot.get("paymentMails") as unknown;
        const notesToQueue = queuedNotes(noted);
        if (seen?.exists) return { kind: "duplicate", payment: current, notesToQueue };
        if (!snapshot.exists) {
          // An erased lead (or one never stored): the event is recorded as handled, so a
          // redelivery is a duplicate, but without the lead id: nothing personal comes back.
          record(tx, event, null, now, { outcome: "unknown-lead" });
          return { kind: "unknownLead" };
        }
        const decision = decide(current);
        if (decision.kind === "ignore") {
          record(tx, event, leadId, now, { outcome: "ignored", why: decision.why });
          return { kind: "done", decision, payment: current, notesToQueue };
        }
        const { payment } = decision;
        const notes = newNotes(payment, decision.added, noted);
        const queued = { ...newDelivery({ state: "QUEUED" }), queuedAt: Timestamp.fromDate(now) };
        // One field path per new note (`paymentMails.<key>`: keys are PAYMENT_CHANGE_KEY-safe),
        // so the notes already there, and their sends in progress, stay as they are.
        const update = {
          payment: toStored(payment),
          // Needs attention's money part moves with the money (shared/money-case.ts).
          [MONEY_ATTENTION_FIELD]: needsPersonForMoney(
            payment,
            handledKeysOf(snapshot.get(MONEY_HANDLED_FIELD)),
          ),
          ...Object.fromEntries(notes.map((key) => [`paymentMails.${key}`, queued])),
        };
        // The overview's rollup moves with the money, in this transaction (rollup-writes.ts).
        const data = snapshot.data();
        const share = rollupWrites(db, tx, data, afterUpdate(data ?? {}, update));
        tx.update(ref, { ...update, ...share });
        record(tx, event, leadId, now, {
          outcome: "applied",
          state: payment.state,
          added: decision.added,
          ...(current && { from: current.state }),
        });
        return {
          kind: "done",
          decision,
          payment,
          notesToQueue: [...notesToQueue, ...notes],
        };
      });
    },
    async leadOfSession(sessionId) {
      // An equality on one field: Firestore's automatic single-field index serves it.
      const found = await leads.where("payment.sessionId", "==", sessionId).limit(1).get();
      return found.docs[0]?.id;
    },
    listUnsettled(states) {
      // An `in` on one field, paged by document id: served by the automatic single-field index
      // (the expiry is compared in code, so no composite index is needed).
      return pagesOf(leads.where("payment.state", "in", [...states]).orderBy("__name__"));
    },
    listOpenBalances() {
      // An equality on one field, paged by document id: the automatic single-field index.
      return pagesOf(leads.where("payment.balance.state", "==", "OPEN").orderBy("__name__"));
    },
    async *listMoved(since, queuedBefore) {
      // A range on one field, ordered by it: the automatic single-field index serves it, and
      // only the window's leads are read.
      const query = leads
        .where("payment.movedAt", ">=", Timestamp.fromDate(since))
        .orderBy("payment.movedAt");
      for await (const snapshot of snapshotPages(query)) {
        const payment = paymentFromStored(snapshot.get("payment"));
        if (payment)
          yield {
            leadId: snapshot.id,
            payment,
            staleNotes: queuedNotes(snapshot.get("paymentMails"), queuedBefore),
          };
      }
    },
  };
}

/** The documents a query finds, 200 a read. */
async function* snapshotPages(query: Query) {
  let page = await query.limit(200).get();
  for (;;) {
    yield* page.docs;
    const last = page.docs.at(-1);
    if (!last || page.size < 200) return;
    page = await query.startAfter(last).limit(200).get();
  }
}

/** The leads a query finds, 200 a read, with their payment as stored. */
async function* pagesOf(query: Query): AsyncIterable<{ leadId: string; payment: Payment }> {
  for await (const snapshot of snapshotPages(query)) {
    const payment = paymentFromStored(snapshot.get("payment"));
    if (payment) yield { leadId: snapshot.id, payment };
  }
}
