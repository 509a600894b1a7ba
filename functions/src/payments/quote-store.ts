// The quote's writes as Firestore holds them (create-quote.ts's QuoteStore): in one transaction
// the lead is read, the rule asked, and the agreement, the note to the client and who wrote it
// (`deskActions`) written together, so a refused quote leaves nothing and an accepted quote is
// never replaced by a write that raced its payment.
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { newDelivery } from "../shared/delivery.js";
import { readAgreement, type Agreement } from "../shared/agreement.js";
import { LEADS_COLLECTION } from "../shared/collections.js";
import {
  QUOTE_ACCEPTED_FIELD,
  QUOTE_NOTE_FIELD,
  readQuoteAccepted,
} from "../shared/quote-acceptance.js";
import type { QuoteStore } from "./create-quote.js";
import type { QuotePageLead } from "./quote-page.js";
import { afterUpdate, rollupWrites } from "../overview/rollup-writes.js";
import { paymentFromStored } from "./stored-payment.js";

/** The lead's fields the quote writes and reads besides `agreement`. */
export const QUOTE_FIELDS = {
  /** The note to the client of the lead's current quote (plain text, "" for none). */
  note: QUOTE_NOTE_FIELD,
  /** A quote accepted with nothing due now: `{ agreedAt, acceptedAt }`. */
  accepted: QUOTE_ACCEPTED_FIELD,
} as const;

const storedAgreement = (agreement: Agreement) => ({
  ...agreement,
  validUntil: agreement.validUntil && Timestamp.fromDate(agreement.validUntil),
  agreedAt: Timestamp.fromDate(agreement.agreedAt),
});

export function firestoreQuoteStore(db: Firestore): QuoteStore {
  const leads = db.collection(LEADS_COLLECTION);
  return {
    writeQuote(leadId, decide, quote, record) {
      const ref = leads.doc(leadId);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        decide({
          payment: paymentFromStored(snapshot.get("payment")),
          agreement: readAgreement(snapshot.get("agreement")),
          accepted: readQuoteAccepted(snapshot.get(QUOTE_FIELDS.accepted)),
        });
        const writes = {
          agreement: storedAgreement(quote.agreement),
          [QUOTE_FIELDS.note]: quote.note,
          deskActions: FieldValue.arrayUnion({ ...record, at: Timestamp.fromDate(record.at) }),
          // The quote's e-mail, QUEUED before its task is (mail/send-quote-mail.ts claims it).
          [`quoteMails.${quote.mailKey}`]: {
            ...newDelivery({ state: "QUEUED" }),
            queuedAt: Timestamp.fromDate(record.at),
          },
        };
        // The overview counts the quote (and no longer the one it replaces) in this write.
        const data = snapshot.data();
        const share = rollupWrites(db, tx, data, afterUpdate(data ?? {}, writes));
        tx.update(ref, { ...writes, ...share });
        return true;
      });
    },
  };
}

/** The lead as the quote's page reads it (undefined: no such lead). */
export function firestoreQuoteReader(db: Firestore) {
  return async (leadId: string): Promise<QuotePageLead | undefined> => {
    const snapshot = await db.collection(LEADS_COLLECTION).doc(leadId).get();
    if (!snapshot.exists) return undefined;
    const note = snapshot.get(QUOTE_FIELDS.note) as unknown;
    return {
      companyName: String(snapshot.get("companyName") ?? ""),
      agreement: readAgreement(snapshot.get("agreement")),
      payment: paymentFromStored(snapshot.get("payment")),
      note: typeof note === "string" ? note : "",
      accepted: readQuoteAccepted(snapshot.get(QUOTE_FIELDS.accepted)),
    };
  };
}

/** Records a 0 % quote's acceptance, in a transaction that checks it is still the lead's quote. */
export function firestoreQuoteAcceptance(db: Firestore) {
  return (leadId: string, agreedAt: Date, at: Date): Promise<boolean> => {
    const ref = db.collection(LEADS_COLLECTION).doc(leadId);
    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const agreement = snapshot.exists ? readAgreement(snapshot.get("agreement")) : null;
      if (agreement?.source !== "quote" || agreement.agreedAt.getTime() !== agreedAt.getTime())
        return false;
      // Pressed again (a second tab, a reload): the first Accept stands.
      const before = readQuoteAccepted(snapshot.get(QUOTE_FIELDS.accepted));
      if (before?.agreedAt.getTime() === agreedAt.getTime()) return true;
      const writes = {
        [QUOTE_FIELDS.accepted]: {
          agreedAt: Timestamp.fromDate(agreedAt),
          acceptedAt: Timestamp.fromDate(at),
        },
      };
      // The overview counts the acceptance in this write (its week: `at`).
      const data = snapshot.data();
      const share = rollupWrites(db, tx, data, afterUpdate(data ?? {}, writes));
      tx.update(ref, { ...writes, ...share });
      return true;
    });
  };
}
