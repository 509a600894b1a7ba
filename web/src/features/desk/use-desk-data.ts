// React hooks over the desk's Firestore reads: the live rows of a view, the views' counts, a
// clock that moves the time-based parts of "Needs attention" along.
import { useEffect, useMemo, useRef, useState } from "react";
import type { DeskViewId } from "~/content/desk";
import { deskFirebase } from "./desk-firebase";
import { viewParts, type DeskFilters } from "./desk-queries";
import { countSpec, readAllRows } from "./firestore-queries";
import { LiveView, type LiveViewState } from "./live-view";

export const VIEW_IDS: readonly DeskViewId[] = ["attention", "all", "mailed", "duplicates", "paid"];

/** The current time, updated every `everyMs` (default a minute). */
export function useClock(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const EMPTY: LiveViewState = { rows: [], partRows: {}, loading: true, hasMore: false, error: null };

/** The live rows of `view` with `filters`, and a way to load older ones. */
export function useLiveView(view: DeskViewId, filters: DeskFilters, now: Date) {
  const [state, setState] = useState<LiveViewState>(EMPTY);
  const liveRef = useRef<LiveView | null>(null);
  useEffect(() => {
    const live = new LiveView(deskFirebase().db, setState);
    liveRef.current = live;
    return () => {
      live.close();
      liveRef.current = null;
    };
  }, []);
  const parts = useMemo(() => viewParts(view, filters, now), [view, filters, now]);
  useEffect(() => {
    liveRef.current?.update(parts, now);
  }, [parts, now]);
  return { ...state, parts, loadMore: () => liveRef.current?.loadMore() };
}

/**
 * Lead counts of every view with `filters`, refreshed when `changeKey` or the clock moves.
 * Nothing is counted until `ready` (the list's first rows are in): the rows come first.
 */
export function useViewCounts(filters: DeskFilters, now: Date, changeKey: string, ready: boolean) {
  const [counts, setCounts] = useState<Partial<Record<DeskViewId, number>>>({});
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    // Counting waits a moment after a change: a burst of new leads makes one round of counts.
    const timer = setTimeout(() => {
      const { db } = deskFirebase();
      void Promise.all(
        VIEW_IDS.map(async (view) => {
          const parts = viewParts(view, filters, now);
          const numbers = await Promise.all(
            parts.map((part) =>
              part.keep
                ? readAllRows(db, [part], now).then((rows) => rows.length)
                : countSpec(db, part.spec),
            ),
          );
          return [view, numbers.reduce((sum, value) => sum + value, 0)] as const;
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
  }, [filters, now, changeKey, ready]);
  return counts;
}
