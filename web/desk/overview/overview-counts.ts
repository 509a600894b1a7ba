// The rollup's documents in the overview's groups: each stored week's counts by utm_source, plan
// id and delivery state summed into the groups the charts show, a week without a document
// counting zero. Pure, and free of the SDK: the page's early picture counts with it before React
// (early-overview-picture.ts), and the page after (overview-queries.ts).
import { DIRECT_SOURCE, NO_PLAN_KEY, figuresOf, type WeekFigures } from "@shared/overview-rollup";
import { campaignSources } from "@shared/campaign-sources";
import {
  planGroupOf,
  stateGroupOf,
  weekCounts,
  NO_DELIVERY,
  NO_PLAN,
  type CountedWeek,
  type Week,
  type WeekCounts,
} from "./overview-groups";

/** The rollup's stored weeks, by id (a week's Monday), as a read returns them. */
export type StoredWeeks = Map<string, Record<string, unknown>>;

/** Adds `value` to `into[key]`. */
const add = (into: Record<string, number>, key: string, value: number) => {
  into[key] = (into[key] ?? 0) + value;
};

/** One week of the rollup in the overview's groups (the rest-of-total groups left to weekCounts). */
export function countedOf(figures: WeekFigures): CountedWeek {
  const counted: CountedWeek = {
    total: figures.leads,
    tagged: figures.leads - (figures.sources[DIRECT_SOURCE] ?? 0),
    sources: {},
    plans: {},
    states: {},
    paidCents: figures.paidCents - figures.refundedCents,
    quotes: {
      sent: figures.quotes,
      sentCents: figures.quotedCents,
      accepted: figures.quotesAccepted,
      acceptedCents: figures.acceptedQuoteCents,
    },
  };
  for (const { utmSource } of campaignSources)
    counted.sources[utmSource] = figures.sources[utmSource] ?? 0;
  for (const [plan, count] of Object.entries(figures.plans)) {
    const group = plan === NO_PLAN_KEY ? NO_PLAN : planGroupOf(plan);
    if (group !== NO_PLAN) add(counted.plans, group, count);
  }
  for (const [state, count] of Object.entries(figures.states)) {
    const group = stateGroupOf(state);
    if (group !== NO_DELIVERY) add(counted.states, group, count);
  }
  return counted;
}

/** `weeks`' numbers from the rollup's `stored` documents. */
export function countsOf(weeks: readonly Week[], stored: StoredWeeks): WeekCounts[] {
  return weeks.map((week) => weekCounts(week, countedOf(figuresOf(stored.get(week.id)))));
}
