// Writes the emulator seed into the running Auth and Firestore emulators: the leads of
// tests/fixtures/seed-leads.ts, each as the functions would have left it, and the demo sales
// account. Run by seed-emulator-data.mjs inside the emulators, which then exports them.
import type { Auth } from "firebase-admin/auth";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { LEADS_COLLECTION } from "../../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../../functions/src/shared/desk-access";
import { isLeadId } from "../../../functions/src/shared/lead-id";
import { REFERENCE_FIELD } from "../../../functions/src/shared/lead-reference";
import { leadReference } from "../../../functions/src/leads/derive-reference";
import { seedLeadId, seedLeads, type SeedLead } from "../../../tests/fixtures/seed-leads";
import { DEMO_SALES_ACCOUNT } from "./demo-sales-account.mjs";

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
  }) as Record<string, unknown>;
  const state =
    (delivery ? delivery.state + (delivery.heldFor ? ` (${delivery.heldFor})` : "") : "none") +
    (lead.payment ? `, ${lead.payment.balance?.state ?? "deposit"}` : "");
  return { id, data, state };
}

/** Writes every seed lead as of `now`, and prints each with its state. */
export async function seedLeadsInto(db: Firestore, now = new Date()): Promise<void> {
  const leads = seedLeads(now);
  const counts: Record<string, number> = {};
  for (const lead of leads) {
    const { id, data, state } = seedDocument(lead, now);
    await db.doc(`${LEADS_COLLECTION}/${id}`).create(data);
    counts[state] = (counts[state] ?? 0) + 1;
    console.log(`${id}  ${state.padEnd(16)} ${lead.fields.companyName}`);
  }
  console.log(`${leads.length} leads:`, counts);
}

/** The demo salesperson, as a Google sign-in leaves the account, with the claim granted. */
export async function seedSalesAccount(auth: Auth): Promise<void> {
  const { uid, email, displayName, googleId } = DEMO_SALES_ACCOUNT;
  const result = await auth.importUsers([
    {
      uid,
      email,
      displayName,
      emailVerified: true,
      customClaims: SALES_CLAIMS,
      providerData: [{ uid: googleId, email, displayName, providerId: "google.com" }],
    },
  ]);
  if (result.failureCount > 0)
    throw new Error(`The demo account was not created: ${result.errors[0]?.error.message}`);
  const user = await auth.getUser(uid);
  console.log(`${email}: ${JSON.stringify(user.customClaims)}, signs in with Google`);
}
