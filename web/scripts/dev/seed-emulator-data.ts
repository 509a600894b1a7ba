// Writes the emulator seed into the running Auth and Firestore emulators: the leads of
// tests/fixtures/seed-leads.ts, each as the functions would have left it, and the demo sales
// account, and the overview's weekly rollup made from those leads (as the functions keep it when
// they write a lead: the seed runs no functions). Run by seed-emulator-data.mjs inside the emulators, which then exports them.
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { rebuildRollup } from "../../../functions/src/overview/rollup-rebuild";
import { LEADS_COLLECTION } from "../../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../../functions/src/shared/desk-access";
import { seedLeads } from "../../../tests/fixtures/seed-leads";
import { seedDocument } from "./seed-documents";
import { DEMO_SALES_ACCOUNT } from "./demo-sales-account.mjs";

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
  const rollup = await rebuildRollup(db);
  console.log(`The overview's rollup: ${rollup.weeks} weeks from ${rollup.leads} leads`);
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
