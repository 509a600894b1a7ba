// Pacing in the function, not only in the queue: EmailJS takes 1 request per second, and
// Cloud Tasks may dispatch a burst after an idle spell (it picks the queue's burst size
// itself). Each send reserves the next free slot in one Firestore document per queue, in a
// transaction, and leaves at its slot: sends leave at least `intervalMs` apart, and a lead
// after a quiet spell goes at once.
import type { Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";

/**
 * Sends leave this much more than 1/rate apart: the strict reading of EmailJS's 1 request/s
 * (a token bucket of one) refuses a request that arrives a few ms early, and the way from
 * the function to EmailJS varies by a few ms.
 */
export const SEND_SPACING_MARGIN_MS = 40;

export interface SendSlots {
  /**
   * Reserves the next send slot no later than `maxWaitMs` from now: the time to send at, or
   * `{ busyUntil }` (nothing reserved) when every slot that soon is taken.
   */
  reserve(now: Date, maxWaitMs: number): Promise<Date | { busyUntil: Date }>;
}

/** The next slot after `next` (the first free one), and the one after it. */
export function nextSlot(now: Date, next: Date | undefined, intervalMs: number) {
  const at = new Date(Math.max(now.getTime(), next?.getTime() ?? 0));
  return { at, following: new Date(at.getTime() + intervalMs) };
}

/** The slots in Firestore, `leadMailPace/{queue}`. */
export function firestoreSendSlots(db: Firestore, intervalMs: number, queue: string): SendSlots {
  const ref = db.collection("leadMailPace").doc(queue);
  return {
    reserve(now, maxWaitMs) {
      return db.runTransaction(async (tx) => {
        const next = ((await tx.get(ref)).get("next") as Timestamp | undefined)?.toDate();
        const slot = nextSlot(now, next, intervalMs);
        if (slot.at.getTime() - now.getTime() > maxWaitMs) return { busyUntil: slot.at };
        tx.set(ref, { next: Timestamp.fromDate(slot.following) });
        return slot.at;
      });
    },
  };
}
