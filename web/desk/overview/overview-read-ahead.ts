// The overview's rollup read sent ahead of React. /desk/overview's early script sends it while
// the page's <head> is parsed (early-overview-script.ts, bundled on its own like /desk's early
// rows); without that script (the dev server) the page's module sends it as it is evaluated.
// The two are separate bundles, so the read waits on `window` until loadOverview takes it, once.
//
// It asks for the weeks around `now` without asking the time zone (weekIdSpanAround): a page's
// first Intl format loads ICU's data, 0.15–0.3 s of main thread at 4× CPU, which the early
// script would spend before its read could leave (the first build of it did: 0.5 s). Around a
// Monday's midnight the read asks for 13 weeks, one more than the page shows; the page takes it
// for its 12.
import { DESK_OVERVIEW_PATH } from "@shared/desk-links";
import { weekIdSpanAround } from "@shared/overview-rollup";
import { readOverviewWeeksEarly } from "../first-paint";
import type { StoredWeeks } from "./overview-counts";
import { OVERVIEW_WEEKS } from "./overview-groups";

/** A read sent ahead: the weeks it asked for (ids, first to last), when, and its answer (null: none). */
export interface OverviewReadAhead {
  first: string;
  last: string;
  sentAt: number;
  stored: Promise<StoredWeeks | null>;
  /** Its answer once it has come (null: none), for React's first render to draw at once. */
  answer?: StoredWeeks | null;
}

declare global {
  interface Window {
    /** The overview's rollup read sent ahead (this file), until loadOverview takes it. */
    __deskOverviewRead?: OverviewReadAhead;
  }
}

/**
 * How long a read sent ahead may wait to be taken. The page takes it within seconds of the
 * navigation; an older one (a page that never rendered the overview) is not the numbers of now.
 */
export const READ_AHEAD_FRESH_MS = 60_000;

/** The ids of the first and last of `weeks`. */
export function weekSpan(weeks: readonly { id: string }[]): { first: string; last: string } {
  return { first: weeks[0]?.id ?? "", last: weeks.at(-1)?.id ?? "" };
}

/**
 * Sends the REST read of the weeks around `now` (the 12 shown, or 13), unless one that holds
 * them is already on its way. Nothing is sent without a current token copy (signed out, or Auth
 * to be waited for): the page then asks when it renders.
 */
export function startOverviewRead(now: Date): OverviewReadAhead | undefined {
  const { first, last } = weekIdSpanAround(now, OVERVIEW_WEEKS);
  const sent = window.__deskOverviewRead;
  if (holds(sent, first, last, now)) return sent;
  const stored = readOverviewWeeksEarly(first, last, now);
  if (!stored) return undefined;
  const read: OverviewReadAhead = { first, last, sentAt: now.getTime(), stored };
  void stored.then((answer) => (read.answer = answer));
  window.__deskOverviewRead = read;
  return read;
}

/** Whether `path` is the overview's. */
export const isOverviewPath = (path: string): boolean =>
  path.replace(/\/$/, "") === DESK_OVERVIEW_PATH;

/** The read sent ahead, if it holds the weeks `first` to `last` and is fresh; given once. */
export function takeOverviewRead(
  first: string,
  last: string,
  now: Date,
): Promise<StoredWeeks | null> | undefined {
  const sent = window.__deskOverviewRead;
  delete window.__deskOverviewRead;
  return holds(sent, first, last, now) ? sent?.stored : undefined;
}

/**
 * The answer of the read sent ahead, if it has come, holds the weeks `first` to `last` and is
 * fresh; given once (the read is taken with it).
 */
export function takeAnsweredRead(first: string, last: string, now: Date): StoredWeeks | undefined {
  const sent = window.__deskOverviewRead;
  if (!sent?.answer || !holds(sent, first, last, now)) return undefined;
  delete window.__deskOverviewRead;
  return sent.answer;
}

/** Whether `sent` asked for every week from `first` to `last` (ids sort as days) lately. */
function holds(sent: OverviewReadAhead | undefined, first: string, last: string, now: Date) {
  if (!sent) return false;
  const age = now.getTime() - sent.sentAt;
  return sent.first <= first && last <= sent.last && age >= 0 && age <= READ_AHEAD_FRESH_MS;
}
