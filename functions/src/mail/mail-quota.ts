// EmailJS's monthly quota as the functions count it (the free plan sends 200 e-mails a month,
// and every confirmation to a prospect counts): one Firestore document per calendar month
// (UTC), `leadMailQuota/YYYY-MM`, updated in a transaction. At 80 % it alerts; above 90 % no
// more confirmations go out, so what is left goes to sales. EmailJS's own answer (426) is
// still what holds a lead: this count only keeps the end of the month for sales.
import { COLLECTIONS } from "../shared/collections.js";
import type { Firestore } from "firebase-admin/firestore";

/** Past this share of the quota, an alert (once a month). */
export const QUOTA_ALERT_SHARE = 0.8;
/** Past this share, no more confirmations: the rest is for sales. */
export const QUOTA_CONFIRMATION_SHARE = 0.9;

export interface MailQuota {
  /** The monthly quota (EMAILJS_MONTHLY_QUOTA). */
  readonly monthly: number;
  /** Counts one e-mail EmailJS accepted; returns the month's count so far. */
  count(now: Date): Promise<number>;
  /** Whether a confirmation may still go out this month. */
  confirmationsAllowed(now: Date): Promise<boolean>;
  /** Records a lead HELD because the quota is used up; returns the month's held leads. */
  held(leadId: string, now: Date): Promise<number>;
}

/** The month a send counts in: "2026-11". */
export const quotaMonth = (now: Date): string => now.toISOString().slice(0, 7);

/** Whether the count `sent` just reached the alert mark. */
export const reachesAlertMark = (sent: number, monthly: number): boolean =>
  sent === Math.ceil(monthly * QUOTA_ALERT_SHARE);

/** The quota in Firestore. */
export function firestoreMailQuota(db: Firestore, monthly: number): MailQuota {
  const ref = (now: Date) => db.collection(COLLECTIONS.mailQuota.name).doc(quotaMonth(now));
  return {
    monthly,
    count(now) {
      return db.runTransaction(async (tx) => {
        const doc = ref(now);
        const sent = (((await tx.get(doc)).get("sent") as number | undefined) ?? 0) + 1;
        tx.set(doc, { sent }, { merge: true });
        return sent;
      });
    },
    async confirmationsAllowed(now) {
      const sent = ((await ref(now).get()).get("sent") as number | undefined) ?? 0;
      return sent < monthly * QUOTA_CONFIRMATION_SHARE;
    },
    held(leadId, now) {
      return db.runTransaction(async (tx) => {
        const doc = ref(now);
        const held = ((await tx.get(doc)).get("heldLeads") as string[] | undefined) ?? [];
        if (held.includes(leadId)) return held.length;
        tx.set(doc, { heldLeads: [...held, leadId] }, { merge: true });
        return held.length + 1;
      });
    },
  };
}
