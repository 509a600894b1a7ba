// Small pieces of the desk's wording that the state table (delivery.ts) builds its words
// from: times in the viewer's time zone, and an EmailJS failure in one line. No imports, so
// the table and the desk can both use them without a cycle.

// Building an Intl.DateTimeFormat costs far more than formatting with one, and the desk formats
// a time for every row it draws: one formatter per kind and time zone, made once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "clock" | "received", timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ""}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      "en-US",
      kind === "clock"
        ? { hour: "2-digit", minute: "2-digit", hour12: false, timeZone }
        : { dateStyle: "medium", timeStyle: "short", timeZone },
    );
    formatters.set(key, format);
  }
  return format;
}

/** "10:42" in the viewer's time zone (or `timeZone`). */
export function clockTime(date: Date, timeZone?: string): string {
  return formatter("clock", timeZone).format(date);
}

/** "Nov 25, 2026, 10:42" in the viewer's time zone (or `timeZone`). */
export function receivedTime(date: Date, timeZone?: string): string {
  return formatter("received", timeZone).format(date);
}

/** "Failed: 403 Forbidden", "Failed: no answer (timeout)", or "Failed" without an error. */
export function failureWords(error: { status: number; text: string } | null): string {
  if (!error) return "Failed";
  if (error.status === 0) return `Failed: no answer${error.text ? ` (${error.text})` : ""}`;
  return `Failed: ${error.status}${error.text ? ` ${error.text}` : ""}`;
}
