// How long the site keeps a lead: one period, read by the server (which writes each lead's
// `expireAt`, the field Firestore's TTL policy deletes it by) and by the privacy policy page,
// which states it. Browser-safe: the site imports it as `@shared/retention`.

/**
 * Months a lead is kept after it was received. On its retention date the daily job
 * `eraseExpiredLeads` erases it, Stripe first (desk/retention-erasure.ts); Firestore's TTL
 * deletes it a week later if the job could not.
 */
export const LEAD_RETENTION_MONTHS = 24;

/** Days between a lead's retention date and Firestore's TTL deleting it: the backstop's margin. */
export const TTL_BACKSTOP_DAYS = 7;
const BACKSTOP_MS = TTL_BACKSTOP_DAYS * 86_400_000;

/**
 * The lead field Firestore's TTL policy reads (firestore.indexes.json, `fieldOverrides`): the
 * retention date plus TTL_BACKSTOP_DAYS. The retention job finds due leads by it too.
 */
export const EXPIRE_AT_FIELD = "expireAt";

/** The period as the privacy policy says it: "24 months". */
export const leadRetentionText = (months = LEAD_RETENTION_MONTHS): string => `${months} months`;

/**
 * When a lead received at `createdAt` expires: the same day of the month `months` later, in
 * UTC, or that month's last day when it is shorter (31 August + 6 months → 28/29 February).
 */
export function leadExpiry(createdAt: Date, months = LEAD_RETENTION_MONTHS): Date {
  const target = new Date(createdAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When Firestore's TTL deletes a lead received at `createdAt`: its retention date + the backstop. */
export const leadTtlAt = (createdAt: Date, months = LEAD_RETENTION_MONTHS): Date =>
  new Date(leadExpiry(createdAt, months).getTime() + BACKSTOP_MS);

/**
 * The `expireAt` up to which leads are due for the retention job at `now`: a lead whose TTL is
 * within the backstop's margin has reached its retention date.
 */
export const retentionCutoff = (now: Date): Date => new Date(now.getTime() + BACKSTOP_MS);
