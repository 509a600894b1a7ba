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
      // h23, not hour12: false, which some ICU builds (Node's) read as h24: "24:05" past midnight.
      kind === "clock"
        ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }
        : { dateStyle: "medium", timeStyle: "short", timeZone },
    );
    formatters.set(key, format);
  }
  return format;
}

/** The months as en-US writes them short ("Nov"). */
const SHORT_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const twoDigits = (value: number) => String(value).padStart(2, "0");

// In the viewer's own zone the words are written from the date's local fields, not by Intl: a
// page's first Intl format loads ICU's data, 0.15–0.3 s of main thread at 4× CPU, which the
// desk's first rows, drawn before React, paid before they could show (a trace of /desk's new
// tab). The words are Intl's en-US ones (desk-words.test.ts compares them over two years).

/** "Nov 25": a day within the year, in the viewer's time zone. */
export const localShortDay = (date: Date): string =>
  `${SHORT_MONTHS[date.getMonth()] ?? ""} ${date.getDate()}`;

/** "Nov 25, 2026": a day in the viewer's time zone. */
export const localDayWords = (date: Date): string =>
  `${localShortDay(date)}, ${date.getFullYear()}`;

/** "10:42" in the viewer's time zone (or `timeZone`). */
export function clockTime(date: Date, timeZone?: string): string {
  if (timeZone === undefined) {
    return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  }
  return formatter("clock", timeZone).format(date);
}

/** "Nov 25, 2026, 10:42 AM" in the viewer's time zone (or `timeZone`). */
export function receivedTime(date: Date, timeZone?: string): string {
  if (timeZone === undefined) {
    const hours = date.getHours();
    return (
      `${localDayWords(date)}, ${hours % 12 || 12}:${twoDigits(date.getMinutes())} ` +
      (hours < 12 ? "AM" : "PM")
    );
  }
  return formatter("received", timeZone).format(date);
}

/** "Failed: 403 Forbidden", "Failed: no answer (timeout)", or "Failed" without an error. */
export function failureWords(error: { status: number; text: string } | null): string {
  if (!error) return "Failed";
  if (error.status === 0) return `Failed: no answer${error.text ? ` (${error.text})` : ""}`;
  return `Failed: ${error.status}${error.text ? ` ${error.text}` : ""}`;
}
