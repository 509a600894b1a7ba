// The check every stored lead passes before anything is queued or mailed for it: the one lead
// schema (only an Admin SDK write can store a lead the rules would refuse, but such a lead must
// still end visibly in ERROR, not crash a task), a creation time, and an id of the automatic
// shape (the rules accept no other; one written past them is neither queued nor mailed).
import { isLeadId, leadSchema, type Lead } from "../shared/lead.js";
import type { DeliveryStatus } from "../shared/delivery.js";
import type { StoredLead } from "./lead-store.js";

/** A stored lead that passed the check: its answers as the schema reads them, and when it came. */
export interface CheckedLead {
  lead: Lead;
  createdAt: Date;
}

export type LeadCheck = ({ ok: true } & CheckedLead) | { ok: false; problems: string };

/** The lead's answers as the schema reads them, or what is wrong with them. */
export function checkLead(leadId: string, lead: StoredLead): LeadCheck {
  const { createdAt, ...fields } = lead.fields;
  const parsed = leadSchema.safeParse(fields);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".") || "lead"}: ${issue.message}`);
  if (!(createdAt instanceof Date)) problems.push("createdAt: missing or not a timestamp");
  if (!isLeadId(leadId)) problems.push("leadId: not a document id of the automatic shape");
  if (!parsed.success || !(createdAt instanceof Date) || !isLeadId(leadId))
    return { ok: false, problems: problems.join("; ") };
  return { ok: true, lead: parsed.data, createdAt };
}

/** The delivery error recorded on a lead that fails the check. */
export const invalidLeadStatus = (problems: string): DeliveryStatus => ({
  status: 0,
  text: `Invalid lead, not sent: ${problems}`,
});
