// How long the site keeps a lead: one period, read by the server (which writes each lead's
// `expireAt`, the field Firestore's TTL policy deletes it by) and by the privacy policy page,
// which states it. Browser-safe: the site imports it as `@shared/retention`.

/** Months a lead is kept after it was received; Firestore's TTL deletes it afterwards. */
export const LEAD_RETENTION_MONTHS = 24;

/** The lead field Firestore's TTL policy reads (firestore.indexes.json, `fieldOverrides`). */
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
