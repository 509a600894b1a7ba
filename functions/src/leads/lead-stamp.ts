// What the server stamps on each new lead, for retention and for data requests: the time
// Firestore's TTL policy deletes it (received + LEAD_RETENTION_MONTHS + a week: the retention
// job erases it on the retention date, desk/retention-erasure.ts), and its address
// normalised, so the desk finds a person's leads whatever capitals they typed; and its short
// reference (derive-reference.ts), which names the brief in the mails, on the pages and the desk.
import { normaliseEmail } from "../shared/person-data.js";
import { leadTtlAt } from "../shared/retention.js";
import { leadReference } from "./derive-reference.js";
import type { LeadStamp } from "./lead-store.js";

/** The stamp for a lead's fields; `now` stands in for a missing or malformed createdAt. */
export function leadStamp(leadId: string, fields: Record<string, unknown>, now: Date): LeadStamp {
  const received = fields.createdAt instanceof Date ? fields.createdAt : now;
  const address = fields.emailAddress;
  return {
    expireAt: leadTtlAt(received),
    emailKey: typeof address === "string" ? normaliseEmail(address) : null,
    reference: leadReference(leadId),
  };
}
