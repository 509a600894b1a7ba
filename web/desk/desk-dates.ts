// The desk's one way of writing a date: "Nov 11, 2026, 6:59 AM" for a moment (a lead received, a
// mail sent, a payment, a link's expiry) and its date part, "Nov 11, 2026", for a day (when an
// invoice falls due), both in the salesperson's time zone (the browser's, or the one given).
// Moments come from the formatter the delivery state table words its times with
// (@shared/desk-words), so the list, the lead page and data requests read alike.
import { localDayWords, receivedTime } from "@shared/desk-words";

/** "Nov 11, 2026, 6:59 AM" in the viewer's time zone (or `timeZone`). */
export const momentWords: (date: Date, timeZone?: string) => string = receivedTime;

/** A stored time (an ISO string from a callable's answer) as momentWords; "" when it is none. */
export function storedMomentWords(value: unknown, timeZone?: string): string {
  if (typeof value !== "string" || value === "") return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : momentWords(date, timeZone);
}

// One formatter per time zone, made once (building one costs far more than using it).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 10, 2026" in the viewer's time zone (or `timeZone`): momentWords' date. */
export function dayWords(date: Date, timeZone?: string): string {
  if (timeZone === undefined) return localDayWords(date);
  const key = timeZone;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone });
    dayFormats.set(key, format);
  }
  return format.format(date);
}
