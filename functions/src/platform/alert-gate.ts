// Alerts that must not repeat for every lead: the quota reached, a 404 from EmailJS, the
// quota's 80 % mark. A Firestore transaction per alert key lets exactly one task raise it
// per window, however many leads hit the same condition at once.
import { COLLECTIONS } from "../shared/collections.js";
import type { Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";

export const HOUR_MS = 60 * 60_000;

export interface AlertGate {
  /** True for the first call with `key` in each `windowMs`: that caller alerts. */
  open(key: string, windowMs: number, now: Date): Promise<boolean>;
}

/** The gate in Firestore: `leadMailAlerts/{key}` (COLLECTIONS.mailAlerts) holds when that alert was last raised. */
export function firestoreAlertGate(db: Firestore): AlertGate {
  return {
    open(key, windowMs, now) {
      const ref = db.collection(COLLECTIONS.mailAlerts.name).doc(key);
      return db.runTransaction(async (tx) => {
        const last = ((await tx.get(ref)).get("at") as Timestamp | undefined)?.toMillis();
        if (last !== undefined && now.getTime() - last < windowMs) return false;
        tx.set(ref, { at: Timestamp.fromDate(now) });
        return true;
      });
    },
  };
}
