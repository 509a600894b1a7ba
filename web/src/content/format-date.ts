// A date the way the pages write it, "December 11, 2026", in UTC (the day Stripe's due date
// falls on). No Intl: its first use builds ICU's date formatter during a page's hydration
// (the same reason as format-usd.ts).
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** An ISO 8601 time as "Month D, YYYY" (UTC); the text as given when it is not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
