// "Mark handled"'s writes in Firestore (desk/money-handled.ts): one transaction reads the lead's
// payment and what was handled before, and writes `moneyHandled`, `moneyAttention` and the
// `deskActions` record together, so a change of money applied meanwhile (the payment store's
// transaction writes `moneyAttention` too) cannot be lost between them.
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { LEADS_COLLECTION } from "../shared/collections.js";
import { handledKeysOf, MONEY_ATTENTION_FIELD, MONEY_HANDLED_FIELD } from "../shared/money-case.js";
import { paymentFromStored } from "../payments/stored-payment.js";
import type { MoneyCaseStore } from "./money-handled.js";

export function firestoreMoneyCaseStore(db: Firestore): MoneyCaseStore {
  return {
    markHandled(leadId, mark) {
      const ref = db.collection(LEADS_COLLECTION).doc(leadId);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return undefined;
        const { handled, record, attention } = mark(
          paymentFromStored(snapshot.get("payment")),
          handledKeysOf(snapshot.get(MONEY_HANDLED_FIELD)),
        );
        tx.update(ref, {
          [MONEY_HANDLED_FIELD]: { ...handled, at: Timestamp.fromDate(handled.at) },
          [MONEY_ATTENTION_FIELD]: attention,
          deskActions: FieldValue.arrayUnion({ ...record, at: Timestamp.fromDate(record.at) }),
        });
        return handled;
      });
    },
  };
}
