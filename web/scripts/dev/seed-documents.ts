// One seed lead as the functions would have left it: its id (derived from the company, so a
// rebuilt seed keeps every lead's address on the desk) and its document (Dates as Timestamps,
// the reference the trigger stamps). Written by seed-emulator-data.ts; the chain tests write a
// seed lead the same way (tests/chain/seed-stripe.emulator.test.ts).
import { Timestamp } from "firebase-admin/firestore";
import { leadReference } from "../../../functions/src/leads/derive-reference";
import { isLeadId } from "../../../functions/src/shared/lead-id";
import { REFERENCE_FIELD } from "../../../functions/src/shared/lead-reference";
import { seedLeadId, type SeedLead } from "../../../tests/fixtures/seed-leads";

/** Dates become Timestamps at any depth (the functions store Timestamps). */
function stored(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(stored);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, stored(each)]));
  return value;
}

/** One seed lead's id and document as the functions would have left it (Dates as Timestamps). */
export function seedDocument(
  lead: SeedLead,
  now: Date,
): { id: string; data: Record<string, unknown>; state: string } {
  const at = new Date(now.getTime() - lead.minutesAgo * 60_000);
  const id = seedLeadId(lead.id ?? lead.fields.companyName);
  // The functions refuse to mail a lead under any other id shape (LEAD_ID_PATTERN).
  if (!isLeadId(id)) throw new Error(`Seed lead id ${id} is not of the automatic shape`);
  const delivery = lead.delivery?.(at);
  const data = stored({
    ...lead.fields,
    // The reference the trigger stamps on every new lead (the seed runs no functions).
    [REFERENCE_FIELD]: leadReference(id),
    createdAt: at,
    ...(delivery && { delivery }),
    ...(lead.autoReply && { autoReply: lead.autoReply(at) }),
    ...(lead.deskActions && { deskActions: lead.deskActions(at) }),
    ...(lead.payment && { payment: lead.payment }),
    ...(lead.agreement && { agreement: lead.agreement, quoteNote: lead.quoteNote ?? "" }),
  }) as Record<string, unknown>;
  const state =
    (delivery ? delivery.state + (delivery.heldFor ? ` (${delivery.heldFor})` : "") : "none") +
    (lead.payment ? `, ${lead.payment.balance?.state ?? "deposit"}` : "");
  return { id, data, state };
}
