// A budget against floods: at most LEAD_MAIL_BUDGET_PER_HOUR sales e-mails in any rolling 60
// minutes (the web config is public, so a script can write leads; each one costs a mail and
// EmailJS quota). One Firestore document counts the sends of the last hour; a transaction
// takes a unit, so two tasks can never both take the last one. A lead keeps its unit across
// its own retries.
import { COLLECTIONS } from "../shared/collections.js";
import type { Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";

export const BUDGET_WINDOW_MS = 60 * 60_000;

/** How often a take is tried against the budget document's contention before it fails. */
const TAKE_OPTIONS = { maxAttempts: 20 } as const;

export type BudgetVerdict =
  | { kind: "granted" }
  /** `firstHold`: no hold was alerted in the last hour, so this one alerts. */
  | { kind: "held"; firstHold: boolean };

export interface MailBudget {
  take(leadId: string, now: Date): Promise<BudgetVerdict>;
}

interface Unit {
  leadId: string;
  at: Timestamp;
}

/** The budget in Firestore, one document of COLLECTIONS.mailBudgets (`sales` unless told otherwise). */
export function firestoreMailBudget(db: Firestore, perHour: number, name = "sales"): MailBudget {
  const ref = db.collection(COLLECTIONS.mailBudgets.name).doc(name);
  return {
    take(leadId, now) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const since = now.getTime() - BUDGET_WINDOW_MS;
        const units = ((snapshot.get("units") as Unit[] | undefined) ?? []).filter(
          (unit) => unit.at.toMillis() > since,
        );
        if (units.some((unit) => unit.leadId === leadId)) return { kind: "granted" };
        if (units.length < perHour) {
          tx.set(
            ref,
            { units: [...units, { leadId, at: Timestamp.fromDate(now) }] },
            { merge: true },
          );
          return { kind: "granted" };
        }
        const alertedAt =
          (snapshot.get("floodAlertedAt") as Timestamp | undefined)?.toMillis() ?? 0;
        const firstHold = alertedAt <= since;
        tx.set(
          ref,
          { units, ...(firstHold && { floodAlertedAt: Timestamp.fromDate(now) }) },
          { merge: true },
        );
        return { kind: "held", firstHold };
        // A flood is when this one document is most contended: every task of it takes a unit at
        // once, and the SDK's default of 5 attempts ran out under load (ABORTED: Transaction
        // lock timeout, twelve takes at once in the emulators beside the browser tests).
      }, TAKE_OPTIONS);
    },
  };
}
