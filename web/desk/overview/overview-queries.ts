// The overview's one read: the weekly rollup the functions keep (functions/src/shared/
// overview-rollup.ts), one document per week, the weeks shown fetched by one range query on the
// document id (12 documents, 12 reads), counted into the charts' groups by overview-counts.ts.
// The read goes by REST with the desk's token copy when it has one (first-paint/
// early-overview.ts: no wait for Auth and the Firestore SDK; usually sent ahead, and often
// answered before React renders, overview-read-ahead.ts), else through the SDK, whose chunk is
// then fetched.
import { readOverviewWeeksEarly } from "../first-paint";
import { countsOf, type StoredWeeks } from "./overview-counts";
import type { Week, WeekCounts } from "./overview-groups";
import { takeAnsweredRead, takeOverviewRead, weekSpan } from "./overview-read-ahead";

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
  return countedRead(weeks, stored);
}

/**
 * The weeks' numbers now, when the read sent from the page's head has already answered them
 * (overview-read-ahead.ts); undefined when it has not, or did not hold them.
 */
export function answeredOverview(weeks: readonly Week[], now: Date): WeekCounts[] | undefined {
  const { first, last } = weekSpan(weeks);
  const stored = takeAnsweredRead(first, last, now);
  return stored ? countedRead(weeks, stored) : undefined;
}

/** The weeks' numbers from a read's documents, the read marked for the bench. */
function countedRead(weeks: readonly Week[], stored: StoredWeeks): WeekCounts[] {
  performance.mark(OVERVIEW_READ_MARK, { detail: { documents: stored.size } });
  return countsOf(weeks, stored);
}
