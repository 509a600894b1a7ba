// What the sales e-mail carries: the EmailJS template variables built from a stored lead,
// after checking it against the one lead schema (only an Admin SDK write can store a lead
// the rules would refuse, but such a lead must still end visibly, not crash a task).
import { LEAD_FIELDS, leadSchema } from "./lead.js";
import type { StoredLead } from "./lead-store.js";

export type ParamsResult =
  { ok: true; value: Record<string, string> } | { ok: false; problems: string };

/** The template variables: the six fields, the lead id and createdAt in ISO form. */
export function templateParams(leadId: string, lead: StoredLead): ParamsResult {
  const { createdAt, ...fields } = lead.fields;
  const parsed = leadSchema.safeParse(fields);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".") || "lead"}: ${issue.message}`);
  if (!(createdAt instanceof Date)) problems.push("createdAt: missing or not a timestamp");
  if (!parsed.success || !(createdAt instanceof Date))
    return { ok: false, problems: problems.join("; ") };
  const value: Record<string, string> = { leadId, createdAt: createdAt.toISOString() };
  for (const field of LEAD_FIELDS) value[field] = parsed.data[field];
  return { ok: true, value };
}

/** The delivery error recorded on a lead that fails the schema. */
export const invalidLeadStatus = (problems: string) => ({
  status: 0,
  text: `Invalid lead, not sent: ${problems}`,
});
