// The overview's one read: the weekly rollup the functions keep (functions/src/shared/
// overview-rollup.ts), one document per week, the weeks shown fetched by one range query on the
// document id (12 documents, 12 reads). The rollup keeps its counts by utm_source, plan id and
// delivery state; here they are summed into the groups the charts show. The read goes by REST
// with the desk's token copy when it has one (first-paint/early-overview.ts: no wait for Auth
// and the Firestore SDK), else through the SDK, whose chunk is then fetched.
import { DIRECT_SOURCE, NO_PLAN_KEY, figuresOf, type WeekFigures } from "@shared/overview-rollup";
import { readOverviewWeeksEarly } from "../first-paint";
import {
  lastWeeks,
  planGroupOf,
  stateGroupOf,
  weekCounts,
  NO_DELIVERY,
  NO_PLAN,
  type CountedWeek,
  type Week,
  type WeekCounts,
} from "./overview-groups";
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

type StoredWeeks = Map<string, Record<string, unknown>>;

/** The REST read startOverviewRead sent, for the weeks from `first` to `last`. */
let ahead: { first: string; last: string; stored: Promise<StoredWeeks | null> } | undefined;

/**
 * Sends the REST read of the weeks shown at `now` before the page renders (its module calls
 * this as it is evaluated): the answer travels while React hydrates and renders the page, which
 * took ~0.3 s at 4× CPU before the page's effect sent it. loadOverview takes it, once, when it
 * asks for the same weeks. Nothing is sent ahead without a current token copy (signed out, or
 * Auth to be waited for): the page then asks when it renders, as before.
 */
export function startOverviewRead(now: Date): void {
  const weeks = lastWeeks(now);
  const first = weeks[0]?.id ?? "";
  const last = weeks.at(-1)?.id ?? "";
  const stored = readOverviewWeeksEarly(first, last, now);
  if (stored) ahead = { first, last, stored };
}

/** The read sent ahead for these weeks, if any, given once. */
function takeAhead(first: string, last: string): Promise<StoredWeeks | null> | undefined {
  const sent = ahead;
  ahead = undefined;
  return sent?.first === first && sent.last === last ? sent.stored : undefined;
}

/** The weeks' numbers from the rollup: one query, a week without a document counts zero. */
export async function loadOverview(weeks: readonly Week[], now: Date): Promise<WeekCounts[]> {
  const first = weeks[0]?.id ?? "";
  const last = weeks.at(-1)?.id ?? "";
  const early = takeAhead(first, last) ?? readOverviewWeeksEarly(first, last, now);
  const stored = (await early) ?? (await readThroughSdk(first, last));
  performance.mark(OVERVIEW_READ_MARK, { detail: { documents: stored.size } });
  return weeks.map((week) => weekCounts(week, countedOf(figuresOf(stored.get(week.id)))));
}
