// No open relay: anyone can type any address into the brief, and the confirmation sends the
// agency's mail to it. Its content is fixed (autoReplyTemplateParams), and this guard limits
// how often it goes out: at most one per address in 24 hours, an hourly budget of its own
// (LEAD_CONFIRMATIONS_PER_HOUR), and none once the month's quota is 90 % used.
import { COLLECTIONS } from "../shared/collections.js";
import type { Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { addressKey } from "../leads/lead-history.js";
import type { Lead } from "../shared/lead.js";
import { leadExpiry } from "../shared/retention.js";
import type { MailBudget } from "./mail-budget.js";
import type { MailQuota } from "./mail-quota.js";

/** One confirmation per address within this long. */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60_000;

/** Why a confirmation is not sent; undefined: it may go. */
export type ConfirmationVerdict = string | undefined;

export interface ConfirmationGuard {
  admit(leadId: string, lead: Lead, now: Date): Promise<ConfirmationVerdict>;
}

/** The guard in Firestore: `leadConfirmations/{address hash}`, the hourly budget and the quota. */
export function firestoreConfirmationGuard(
  db: Firestore,
  budget: MailBudget,
  quota: MailQuota,
): ConfirmationGuard {
  return {
    async admit(leadId, lead, now) {
      if (!(await quota.confirmationsAllowed(now)))
        return "the month's EmailJS quota is 90 % used: what is left goes to sales";
      const ref = db.collection(COLLECTIONS.leadConfirmations.name).doc(addressKey(lead));
      const recent = await db.runTransaction(async (tx) => {
        const last = await tx.get(ref);
        const at = (last.get("at") as Timestamp | undefined)?.toMillis() ?? -Infinity;
        if (last.get("leadId") !== leadId && now.getTime() - at < CONFIRMATION_WINDOW_MS)
          return last.get("leadId") as string;
        // Keyed by the address: kept no longer than a lead (Firestore's TTL reads expireAt).
        tx.set(ref, {
          leadId,
          at: Timestamp.fromDate(now),
          expireAt: Timestamp.fromDate(leadExpiry(now)),
        });
        return undefined;
      });
      if (recent) return `this address was confirmed within 24 hours (lead ${recent})`;
      if ((await budget.take(leadId, now)).kind === "held")
        return "the hourly confirmation budget is used up";
      return undefined;
    },
  };
}
