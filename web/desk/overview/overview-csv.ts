// The overview's numbers as CSV: one row per week, the same groups as the charts, through the
// desk's CSV cell (formula starts neutralised, quoting as RFC 4180 says).
import { csvCell } from "../list";
import type { Group, WeekCounts } from "./overview-groups";

/** Local date of a week's Monday, YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The CSV text of the overview: week, total, each source, service and state group, revenue, and
 * the quotes sent and accepted with their value.
 */
export function overviewCsv(
  weeks: readonly WeekCounts[],
  groups: { sources: Group[]; plans: Group[]; states: Group[] },
): string {
  const header = [
    "weekStarting",
    "leads",
    ...groups.sources.map((group) => `source: ${group.label}`),
    ...groups.plans.map((group) => `service: ${group.label}`),
    ...groups.states.map((group) => `sales e-mail: ${group.label}`),
    "paidUsd",
    "quotesSent",
    "quotedUsd",
    "quotesAccepted",
    "acceptedQuotesUsd",
  ];
  const rows = weeks.map((week) => [
    isoDay(week.week.start),
    String(week.total),
    ...groups.sources.map((group) => String(week.sources[group.key] ?? 0)),
    ...groups.plans.map((group) => String(week.plans[group.key] ?? 0)),
    ...groups.states.map((group) => String(week.states[group.key] ?? 0)),
    (week.paidCents / 100).toFixed(2),
    String(week.quotes.sent),
    (week.quotes.sentCents / 100).toFixed(2),
    String(week.quotes.accepted),
    (week.quotes.acceptedCents / 100).toFixed(2),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** brandvista-overview-2026-11-25.csv */
export function overviewFileName(now: Date): string {
  return `brandvista-overview-${isoDay(now)}.csv`;
}

/** Hands `text` to the browser as a downloaded file. */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
