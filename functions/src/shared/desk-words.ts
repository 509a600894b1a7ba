// Small pieces of the desk's wording that the state table (delivery.ts) builds its words
// from: times in the viewer's time zone, and an EmailJS failure in one line. No imports, so
// the table and the desk can both use them without a cycle.

/** "10:42" in the viewer's time zone (or `timeZone`). */
export function clockTime(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone,
  }).format(date);
}

/** "Nov 25, 2026, 10:42" in the viewer's time zone (or `timeZone`). */
export function receivedTime(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
}

/** "Failed: 403 Forbidden", "Failed: no answer (timeout)", or "Failed" without an error. */
export function failureWords(error: { status: number; text: string } | null): string {
  if (!error) return "Failed";
  if (error.status === 0) return `Failed: no answer${error.text ? ` (${error.text})` : ""}`;
  return `Failed: ${error.status}${error.text ? ` ${error.text}` : ""}`;
}
