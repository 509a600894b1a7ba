// What each of the overview's charts shows, row by row: the numbers and words React draws
// (overview-view.tsx, quote-weeks.tsx) and the page's early picture fills into the same
// prerendered markup before React runs (early-overview-picture.ts). One source for both, so
// the picture is the page React draws a moment later. No Intl here: a page's first Intl format
// loads ICU's data, 0.15–0.3 s of main thread at 4× CPU (docs/desk.md), and the picture is
// drawn before anything else has paid for it.
import { formatCents } from "@shared/payment-amounts";
import { deskOverviewCopy as copy } from "~/content/desk-overview";
import { isoDay } from "./overview-csv";
import {
  OVERVIEW_WEEKS,
  planGroups,
  sourceGroups,
  stateGroups,
  weekLabel,
  type Group,
  type QuoteWeek,
  type WeekCounts,
} from "./overview-groups";

/** Cents as dollars, as the site writes prices ("$2,499", "$1,249.50"), refunds as "-$49". */
export const usd = (cents: number): string =>
  cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents);

/** `part` as a whole percentage of `whole` ("—" of nothing). */
export const percent = (part: number, whole: number): string =>
  whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`;

/** The overview's groups: sources, services and delivery states, with the rest of each total. */
export interface OverviewGroups {
  sources: Group[];
  plans: Group[];
  states: Group[];
}

export function overviewGroups(): OverviewGroups {
  return {
    sources: sourceGroups({ other: copy.otherCampaigns, direct: copy.directAndReferrals }),
    plans: planGroups(copy.noPlan),
    states: stateGroups(copy.noDelivery),
  };
}

/** One chart: its groups, each week's value of a group, bars as shares or counts, the format. */
export interface WeekChartSpec {
  id: string;
  copy: { heading: string; description: string };
  groups: Group[];
  valueOf: (week: WeekCounts, key: string) => number;
  /** Bars as shares of each week's leads (100% wide), not counts on a common scale. */
  shares: boolean;
  format: (value: number) => string;
}

/** The charts in the page's order: leads by source, service and delivery, then paid revenue. */
export function overviewCharts(groups: OverviewGroups): WeekChartSpec[] {
  const counts = (id: string, text: WeekChartSpec["copy"], of: keyof OverviewGroups) => ({
    id,
    copy: text,
    groups: groups[of],
    valueOf: (week: WeekCounts, key: string) => week[of][key] ?? 0,
    shares: of === "states",
    format: String,
  });
  return [
    counts("by-source", copy.bySource, "sources"),
    counts("by-service", copy.byPlan, "plans"),
    counts("by-state", copy.byState, "states"),
    {
      id: "revenue",
      copy: copy.revenue,
      groups: [{ key: "paid", label: copy.revenue.column }],
      valueOf: (week) => week.paidCents,
      shares: false,
      format: usd,
    },
  ];
}

/** How a week's row is named: its key (`data-week`), its <time>'s day and its label. */
export interface WeekNames {
  /** The week's Monday (ISO moment): the row's key and `data-week`. */
  key: string;
  /** YYYY-MM-DD of the Monday, the row's <time>. */
  day: string;
  label: string;
}

/** The names of the week starting at `start` (its Monday's local midnight). */
export const weekNames = (start: Date): WeekNames => ({
  key: start.toISOString(),
  day: isoDay(start),
  label: weekLabel(start),
});

/** One week of a chart: its bar's segments (the groups above zero) and its table row's cells. */
export interface WeekChartRow extends WeekNames {
  segments: { key: string; index: number; width: string; title: string }[];
  cells: { key: string; value: number; text: string }[];
  /** The week's total, formatted. */
  total: string;
}

/** The rows of `chart` for `weeks`. */
export function weekChartRows(chart: WeekChartSpec, weeks: readonly WeekCounts[]): WeekChartRow[] {
  const { groups, valueOf, shares, format } = chart;
  const totalOf = (week: WeekCounts) =>
    groups.reduce((all, group) => all + valueOf(week, group.key), 0);
  const largest = Math.max(1, ...weeks.map(totalOf));
  return weeks.map((week) => {
    const total = totalOf(week);
    const scale = shares ? Math.max(1, total) : largest;
    const values = groups.map((group) => ({ group, value: valueOf(week, group.key) }));
    return {
      ...weekNames(week.week.start),
      segments: values.flatMap(({ group, value }, index) =>
        value > 0
          ? [
              {
                key: group.key,
                index,
                width: `${(value / scale) * 100}%`,
                title: `${group.label}: ${shares ? percent(value, total) : format(value)}`,
              },
            ]
          : [],
      ),
      cells: values.map(({ group, value }) => ({
        key: group.key,
        value,
        text: `${format(value)}${shares ? ` (${percent(value, total)})` : ""}`,
      })),
      total: format(total),
    };
  });
}

/** The quotes table's columns: the week's quote figure each shows, and whether it is money. */
export const QUOTE_COLUMNS = [
  { group: "sent", label: copy.quotes.sent, money: false },
  { group: "sentCents", label: copy.quotes.sentValue, money: true },
  { group: "accepted", label: copy.quotes.accepted, money: false },
  { group: "acceptedCents", label: copy.quotes.acceptedValue, money: true },
] as const satisfies readonly { group: keyof QuoteWeek; label: string; money: boolean }[];

/** A quote figure as its column shows it. */
export const quoteText = (quotes: QuoteWeek, group: keyof QuoteWeek, money: boolean): string =>
  money ? usd(quotes[group]) : String(quotes[group]);

/** The line above the charts: the leads of all the weeks shown. */
export const overviewTotal = (weeks: readonly WeekCounts[]): string =>
  copy.total(
    weeks.reduce((all, week) => all + week.total, 0),
    OVERVIEW_WEEKS,
  );

/**
 * The one week the prerendered template of the overview is drawn with (desk-layout.tsx): every
 * group above zero, so each bar's every segment and each table's every cell is there for the
 * early picture to fill in or take out.
 */
export function sampleWeeks(): WeekCounts[] {
  const groups = overviewGroups();
  const ones = (list: Group[]) => Object.fromEntries(list.map((group) => [group.key, 1]));
  const start = new Date(2026, 0, 5);
  return [
    {
      week: { id: "2026-01-05", start, end: new Date(2026, 0, 12) },
      total: 1,
      sources: ones(groups.sources),
      plans: ones(groups.plans),
      states: ones(groups.states),
      paidCents: 100,
      quotes: { sent: 1, sentCents: 100, accepted: 1, acceptedCents: 100 },
    },
  ];
}
