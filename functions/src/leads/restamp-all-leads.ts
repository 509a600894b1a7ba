// `npm run leads -- stamp`: gives every stored lead the stamp the trigger gives new ones
// (lead-stamp.ts): leads received before it existed get their `expireAt` (so Firestore's TTL
// deletes them too), `emailKey` and their short reference; after LEAD_RETENTION_MONTHS changes, every lead's expiry
// follows the new period. A lead changed meanwhile is read again on the next run.
import { leadStamp } from "./lead-stamp.js";
import type { LeadStore } from "./lead-store.js";

/** What a stamp run did: leads looked at, stamped (or, dry, that would be), changed meanwhile. */
export interface StampResult {
  scanned: number;
  stamped: number;
  skipped: number;
}

/** Stamps every lead whose stamp is missing or no longer what the period gives. */
export async function stampLeads(
  store: LeadStore,
  now: Date,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<StampResult> {
  const result: StampResult = { scanned: 0, stamped: 0, skipped: 0 };
  for await (const { id, lead, version } of store.listCreatedSince(new Date(0), 500)) {
    result.scanned += 1;
    const stamp = leadStamp(id, lead.fields, now);
    const current = lead.stamp;
    if (
      current &&
      current.expireAt.getTime() === stamp.expireAt.getTime() &&
      current.emailKey === stamp.emailKey &&
      current.reference === stamp.reference
    )
      continue;
    if (dryRun || (await store.writeStamp(id, stamp, version))) result.stamped += 1;
    else result.skipped += 1;
  }
  return result;
}
