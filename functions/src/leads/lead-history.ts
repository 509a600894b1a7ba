// What sales already has from this prospect: the same brief again (a second tab, an impatient
// visitor) is folded into the first, and a new brief from the same address is flagged as an
// update. Checked in one Firestore transaction per lead, so two identical leads handled at the
// same moment cannot both pass as new.
import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { ruleOf } from "../shared/delivery.js";
import { LEAD_FIELDS, type Lead } from "../shared/lead.js";
import { normaliseEmail } from "../shared/person-data.js";
import { COLLECTIONS, LEADS_COLLECTION } from "../shared/collections.js";
import { leadExpiry } from "../shared/retention.js";

/** A repeat within this long of a lead mailed (or on its way) is a duplicate. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;
/** A new brief from an address that sent one within this long is called an update. */
export const UPDATE_WINDOW_MS = 30 * 24 * 60 * 60_000;

/** What the history says about a lead about to be mailed. */
export type HistoryVerdict =
  | { kind: "duplicate"; of: string }
  | { kind: "new"; previous: { leadId: string; at: Date } | undefined };

export interface LeadHistory {
  /** Compares the lead with recent ones and records it as the latest for its brief and address. */
  check(leadId: string, lead: Lead, now: Date): Promise<HistoryVerdict>;
}

/** The e-mail address as people mean it: trimmed, case-insensitive. */
const normalEmail = (lead: Lead) => normaliseEmail(lead.emailAddress);
const hash = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/** Same address and the same six answers ⇒ the same fingerprint. */
export function briefFingerprint(lead: Lead): string {
  return hash(
    LEAD_FIELDS.map((field) => (field === "emailAddress" ? normalEmail(lead) : lead[field])),
  );
}
/** One key per address, without storing the address itself in another collection. */
export const addressKey = (lead: Lead): string => addressKeyOf(lead.emailAddress);
/** The key of an address (as typed or normalised: the same key). */
export const addressKeyOf = (address: string): string => hash(normaliseEmail(address));

/** Whether an earlier lead still counts as mailed or on its way (not ERROR, HELD, …). */
export function countsAsMailed(state: string | undefined): boolean {
  // A state this code does not know counts as mailed: a second e-mail is worse than a fold.
  return state !== undefined && (ruleOf(state)?.countsAsMailed ?? true);
}

/** The history in Firestore: `leadFingerprints/{hash}` and `leadAddresses/{hash}`. */
export function firestoreLeadHistory(db: Firestore): LeadHistory {
  return {
    check(leadId, lead, now) {
      const briefRef = db.collection(COLLECTIONS.leadFingerprints.name).doc(briefFingerprint(lead));
      const addressRef = db.collection(COLLECTIONS.leadAddresses.name).doc(addressKey(lead));
      return db.runTransaction(async (tx) => {
        const [brief, address] = await Promise.all([tx.get(briefRef), tx.get(addressRef)]);
        const earlier = brief.get("leadId") as string | undefined;
        const earlierAt = (brief.get("at") as Timestamp | undefined)?.toMillis() ?? 0;
        if (earlier && earlier !== leadId && now.getTime() - earlierAt < DUPLICATE_WINDOW_MS) {
          const earlierLead = await tx.get(db.collection(LEADS_COLLECTION).doc(earlier));
          if (countsAsMailed(earlierLead.get("delivery.state") as string | undefined))
            return { kind: "duplicate", of: earlier };
        }
        const at = Timestamp.fromDate(now);
        // Keyed by the address: kept no longer than a lead (Firestore's TTL reads expireAt).
        const expireAt = Timestamp.fromDate(leadExpiry(now));
        if (earlier !== leadId) tx.set(briefRef, { leadId, at, expireAt });
        // A retry of the same lead reads back what its first try recorded.
        if (address.get("leadId") === leadId) {
          const previousId = address.get("previousLeadId") as string | null;
          const previousAt = address.get("previousAt") as Timestamp | null;
          return {
            kind: "new",
            previous:
              previousId && previousAt
                ? { leadId: previousId, at: previousAt.toDate() }
                : undefined,
          };
        }
        const last = address.get("leadId") as string | undefined;
        const lastAt = address.get("at") as Timestamp | undefined;
        const recent = last && lastAt && now.getTime() - lastAt.toMillis() < UPDATE_WINDOW_MS;
        tx.set(addressRef, {
          leadId,
          at,
          previousLeadId: recent ? last : null,
          previousAt: recent ? lastAt : null,
          expireAt,
        });
        return {
          kind: "new",
          previous: recent ? { leadId: last, at: lastAt.toDate() } : undefined,
        };
      });
    },
  };
}
