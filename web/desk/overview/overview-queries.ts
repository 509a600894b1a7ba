// The overview's one read: the weekly rollup the functions keep (functions/src/shared/
// overview-rollup.ts), one document per week, the weeks shown fetched by one range query on the
// document id (12 documents, 12 reads). The rollup keeps its counts by utm_source, plan id and
// delivery state; here they are summed into the groups the charts show. The read goes by REST
// with the desk's token copy when it has one (first-paint/early-overview.ts: no wait for Auth
// and the Firestore SDK; usually sent ahead, overview-read-ahead.ts), else through the SDK,
// whose chunk is then fetched.
import { DIRECT_SOURCE, NO_PLAN_KEY, figuresOf, type WeekFigures } from "@shared/overview-rollup";
import { readOverviewWeeksEarly } from "../first-paint";
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
import { takeOverviewRead, weekSpan } from "./overview-read-ahead";
import { campaignSources } from "~/content/desk";

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

/**
 * Performance mark of each read of the rollup, its detail the documents it returned (what
 * Firestore bills: one read each, one for an empty answer): `npm run bench:desk` counts them.
 */
export const OVERVIEW_READ_MARK = "desk:overview-read";

/** The rollup's weeks through the Firestore SDK (its chunk loaded only now). */
async function readThroughSdk(first: string, last: string) {
  const { deskFirebase, readOverviewWeeks } = await import("../data");
  return readOverviewWeeks(deskFirebase().db, first, last);
}

/** The weeks' numbers from the rollup: one query, a week without a document counts zero. */
export async function loadOverview(weeks: readonly Week[], now: Date): Promise<WeekCounts[]> {
  const { first, last } = weekSpan(weeks);
  const early = takeOverviewRead(first, last, now) ?? readOverviewWeeksEarly(first, last, now);
  const stored = (await early) ?? (await readThroughSdk(first, last));
  performance.mark(OVERVIEW_READ_MARK, { detail: { documents: stored.size } });
  return weeks.map((week) => weekCounts(week, countedOf(figuresOf(stored.get(week.id)))));
}
