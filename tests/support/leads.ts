// Helpers for the lead-mail tests: seed leads as the Admin SDK would, read their delivery,
// and wait for a final state.
import { Timestamp } from "firebase-admin/firestore";
import { DELIVERY_STATES } from "../../functions/src/shared/delivery";
import type { Lead } from "../../functions/src/shared/lead";
import { VALID_LEAD } from "../fixtures/leads";
import { adminFirestore, waitFor } from "./emulators";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { newLeadId } from "../../web/src/features/brief/lead-id";

/** The delivery map as the tests read it (Timestamps left as they are). */
export interface StoredDelivery {
  state: string;
  attempts: number;
  round: number;
  reason: string;
  error: { status: number; text: string } | null;
  info: { status: number; text: string } | null;
  nextAttemptAt: Timestamp | null;
}

/** The states after which no task changes a map (the product's own state table). */
export const FINAL: readonly string[] = Object.entries(DELIVERY_STATES)
  .filter(([, rule]) => rule.final)
  .map(([state]) => state);

/** The lead's delivery map now (undefined when it has none). */
export async function deliveryOf(leadId: string): Promise<StoredDelivery | undefined> {
  const db = await adminFirestore();
  return (await db.doc(`${LEADS_COLLECTION}/${leadId}`).get()).get("delivery") as
    StoredDelivery | undefined;
}

/** Waits until the lead's delivery state is one of `states` (default: a final one). */
export function waitForState(
  leadId: string,
  { states = FINAL, timeoutMs = 20_000 }: { states?: readonly string[]; timeoutMs?: number } = {},
): Promise<StoredDelivery> {
  return waitFor(
    async () => {
      const delivery = await deliveryOf(leadId);
      return delivery && states.includes(delivery.state) ? delivery : undefined;
    },
    { what: `lead ${leadId} to reach ${states.join("/")}`, timeoutMs, intervalMs: 100 },
  );
}

/**
 * Writes a lead with the Admin SDK, as created `minutesAgo` minutes ago and with the given
 * delivery map (Dates become Timestamps). A lead created with a delivery map is left alone by
 * the trigger, which is how a test sets up a lead in any state.
 */
export async function seedLead(
  leadId: string,
  {
    minutesAgo = 0,
    delivery,
    fields,
  }: { minutesAgo?: number; delivery?: Record<string, unknown>; fields?: Partial<Lead> } = {},
): Promise<void> {
  const db = await adminFirestore();
  const at = (date: unknown) => (date instanceof Date ? Timestamp.fromDate(date) : date);
  await db.doc(`${LEADS_COLLECTION}/${leadId}`).create({
    ...VALID_LEAD,
    companyName: `Seeded ${leadId}`,
    ...fields,
    createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
    ...(delivery && {
      delivery: Object.fromEntries(Object.entries(delivery).map(([k, v]) => [k, at(v)])),
    }),
  });
}

/**
 * A lead's payment map as the payment step writes it, opened, paid and last changed `at` (one
 * attempt, no mismatch, nothing refunded unless `fields` say so); `fields` give its state, its
 * session, plan and money. `at` as the test writes it (a Date or a Timestamp).
 */
export const paymentAt = (at: unknown, fields: Record<string, unknown>) => ({
  currency: "usd",
  openedAt: at,
  updatedAt: at,
  paidAt: at,
  expiresAt: at,
  attempt: 1,
  mismatch: null,
  amountRefundedCents: 0,
  ...fields,
});

/**
 * A lead id no earlier test or run has used, of the only shape the rules and the functions
 * accept (20 letters and digits): up to 8 letters and digits of `label`, to tell it apart in a
 * failure, then random ones (at least 12, about 71 bits).
 */
export function uniqueLeadId(label: string): string {
  const prefix = label.replace(/[^A-Za-z0-9]/g, "").slice(0, 8);
  return prefix + newLeadId().slice(prefix.length);
}
