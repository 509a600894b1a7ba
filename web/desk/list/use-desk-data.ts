// React hooks over the desk's Firestore reads: the live rows of a view, the views' counts, a
// clock that moves the time-based parts of "Needs attention" along.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { DeskViewId } from "~/content/desk";
import {
  FIRST_VIEW,
  NO_FILTERS,
  viewParts,
  type DeskFilters,
  type ViewPart,
} from "../desk-queries";
import { loadDeskSdk } from "../session";
import { deskSessionReady, useDeskSession, useSnapshot } from "../session";
import { SNAPSHOT_ROWS_MARK, saveSnapshot, snapshotPainted } from "../first-paint";
import { deskPicture } from "../first-paint";
import type { LiveView, LiveViewState } from "../data";

export const VIEW_IDS: readonly DeskViewId[] = [
  "attention",
  "all",
  "mailed",
  "duplicates",
  "paid",
  "balances",
  "quotes",
];

/**
 * Views counted only while chosen: their queries stay off the desk's opening (its load time is
 * measured), so Balances due and Quotes ask Firestore nothing until a salesperson opens them.
 */
export const COUNTED_WHEN_CHOSEN: ReadonlySet<DeskViewId> = new Set(["balances", "quotes"]);

/** The views whose counts are asked for while `view` is shown. */
export const countedViews = (view: DeskViewId): DeskViewId[] =>
  VIEW_IDS.filter((id) => id === view || !COUNTED_WHEN_CHOSEN.has(id));

/** The first view's live query, started before React rendered the list (startFirstView). */
let firstView: { live: LiveView; at: Date } | null = null;
/** Once the list has mounted it starts its own queries: nothing is started early any more. */
let listMounted = false;

/**
 * Starts the list's first query (Needs attention, no filter) as soon as Auth says a salesperson
 * is signed in, while React is still starting: its rows, from Firestore's local cache on a
 * repeat visit, are there when the list first renders. Browser only; the list adopts it.
 */
export function startFirstView(): void {
  void deskSessionReady().then(async (session) => {
    if (session.status !== "sales" || firstView || listMounted) return;
    const sdk = await loadDeskSdk();
    if (firstView || listMounted) return;
    const at = new Date();
    const live = new sdk.LiveView(sdk.deskFirebase().db);
    live.update(viewParts(FIRST_VIEW, NO_FILTERS, at), at);
    firstView = { live, at };
  });
}

/** The current time, updated every `everyMs` (default a minute), starting at `from`. */
export function useClock(everyMs = 60_000, from?: Date): Date {
  const [now, setNow] = useState(() => from ?? new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const EMPTY: LiveViewState = { rows: [], partRows: {}, loading: true, hasMore: false, error: null };

/** When the first view was started early: the list's clock starts there, so its queries match. */
export function firstViewTime(): Date | undefined {
  return firstView?.at;
}

/**
 * The live rows of `view` with `filters`, and a way to load older ones. Until the first view's
 * live query has answered, its rows are the desk's snapshot of the last visit (desk-snapshot.ts);
 * each complete answer of that query is saved as the next snapshot. No query starts before
 * Auth has said a salesperson is signed in.
 */
export function useLiveView(view: DeskViewId, filters: DeskFilters, now: Date) {
  const [state, setState] = useState<LiveViewState>(() => firstView?.live.state ?? EMPTY);
  const liveRef = useRef<LiveView | null>(null);
  const parts = useMemo(() => viewParts(view, filters, now), [view, filters, now]);
  const latest = useRef<{ parts: ViewPart[]; now: Date }>({ parts, now });
  useEffect(() => {
    // Runs before the effect below on mount, so a view adopted there starts with these parts.
    latest.current = { parts, now };
    liveRef.current?.update(parts, now);
  }, [parts, now]);
  useEffect(() => {
    // The early first view, taken over once (its listeners stay open if the query matches).
    const early = firstView?.live;
    firstView = null;
    listMounted = true;
    let live: LiveView | null = null;
    let closed = false;
    const adopt = (next: LiveView) => {
      live = next;
      live.attach(setState);
      liveRef.current = live;
      live.update(latest.current.parts, latest.current.now);
    };
    if (early) adopt(early);
    else {
      void deskSessionReady().then(async (session) => {
        if (session.status !== "sales" || closed) return;
        const sdk = await loadDeskSdk();
        if (!closed) adopt(new sdk.LiveView(sdk.deskFirebase().db));
      });
    }
    return () => {
      closed = true;
      live?.close();
      liveRef.current = null;
    };
  }, []);

  const session = useDeskSession();
  const firstUnfiltered = view === FIRST_VIEW && filters === NO_FILTERS;
  const saved = useSnapshot();
  const snapshot = firstUnfiltered && state.loading ? saved : null;
  const showSnapshot = snapshot !== null && snapshot.rows.length > 0;
  useLayoutEffect(() => {
    if (showSnapshot && performance.getEntriesByName(SNAPSHOT_ROWS_MARK).length === 0) {
      performance.mark(SNAPSHOT_ROWS_MARK); // for `npm run bench:desk`
    }
    if (showSnapshot) snapshotPainted();
  }, [showSnapshot]);
  const uid = session.status === "sales" ? session.uid : null;
  useEffect(() => {
    // After the commit: the list on screen is the one these rows drew (the next first paint).
    if (uid && firstUnfiltered && !state.loading && !state.error) {
      saveSnapshot(uid, state.rows, deskPicture());
    }
  }, [uid, firstUnfiltered, state]);

  const shown = showSnapshot ? { ...state, rows: snapshot.rows, hasMore: false } : state;
  return { ...shown, parts, loadMore: () => liveRef.current?.loadMore() };
}

/**
 * Lead counts of every view with `filters`, refreshed when `changeKey` or the clock moves.
 * Nothing is counted until `ready` (the list's first rows are in): the rows come first.
 */
export function useViewCounts(
  view: DeskViewId,
  filters: DeskFilters,
  now: Date,
  changeKey: string,
  ready: boolean,
) {
  const [counts, setCounts] = useState<Partial<Record<DeskViewId, number>>>({});
  // Only a view counted while chosen makes a change of view count again.
  const chosen = COUNTED_WHEN_CHOSEN.has(view) ? view : FIRST_VIEW;
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    // Counting waits a moment after a change: a burst of new leads makes one round of counts.
    const timer = setTimeout(async () => {
      const { countSpec, deskFirebase, readAllRows } = await loadDeskSdk();
      const { db } = deskFirebase();
      void Promise.all(
        countedViews(chosen).map(async (id) => {
          const parts = viewParts(id, filters, now);
          const numbers = await Promise.all(
            parts.map((part) =>
              part.keep
                ? readAllRows(db, [part], now).then((rows) => rows.length)
                : countSpec(db, part.spec),
            ),
          );
          return [id, numbers.reduce((sum, value) => sum + value, 0)] as const;
        }),
      ).then(
        (entries) => !cancelled && setCounts(Object.fromEntries(entries)),
        () => undefined,
      );
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [chosen, filters, now, changeKey, ready]);
  return counts;
}
