// LCP, INP, CLS and TTFB of this page view, measured with the browser's own observers and
// following web-vitals' definitions (web.dev/articles/vitals). Not web-vitals itself: its four
// metrics are 2.3 KB gzip, over the 1–2 KB a sampled page view may add (docs/page-speed.md);
// this is under 1 KB. It leaves out what a marketing site can do without: back/forward-cache
// restores and prerendered pages are not measured again, and a page reports once, when first
// hidden.

export type VitalName = "LCP" | "INP" | "CLS" | "TTFB";

export interface FieldVital {
  name: VitalName;
  /** Milliseconds; CLS is a score. */
  value: number;
  /** INP only: the element of the interaction. */
  target?: Node | null;
}

/** web.dev's lines: good up to the first, poor above the second. */
const THRESHOLDS: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export type Rating = "good" | "needs-improvement" | "poor";

export function ratingOf(name: VitalName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value > poor ? "poor" : value > good ? "needs-improvement" : "good";
}

/** Observes `type` (earlier entries included) if the browser knows it; returns a flush. */
function observe<T extends PerformanceEntry>(
  type: string,
  onEntries: (entries: T[]) => void,
  options: { durationThreshold?: number } = {},
): () => void {
  try {
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries() as T[]));
    observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit);
    return () => onEntries(observer.takeRecords() as T[]);
  } catch {
    return () => {};
  }
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/**
 * Measures this page view: TTFB at once, LCP, CLS and INP when the page is first hidden (the
 * visitor leaves, switches tabs or closes it), each passed to `report`.
 */
export function measureFieldVitals(report: (vital: FieldVital) => void): void {
  const navigation = performance.getEntriesByType("navigation")[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const activation = navigation?.activationStart ?? 0;
  if (navigation && navigation.responseStart > 0) {
    report({ name: "TTFB", value: Math.max(navigation.responseStart - activation, 0) });
  }

  // LCP: the last candidate before the visitor first taps, clicks or types.
  let lcp = -1;
  let lcpFinal = false;
  const flushLcp = observe<PerformanceEntry>("largest-contentful-paint", (entries) => {
    const last = entries.at(-1);
    if (last && !lcpFinal) lcp = Math.max(last.startTime - activation, 0);
  });
  const endLcp = () => {
    flushLcp();
    lcpFinal = true;
  };
  for (const type of ["keydown", "pointerdown"]) {
    addEventListener(type, endLcp, { once: true, capture: true });
  }

  // CLS: the largest burst of unexpected shifts (gaps under 1 s, at most 5 s long).
  let cls = 0;
  let burst = 0;
  let burstStart = 0;
  let lastShift = 0;
  const flushCls = observe<LayoutShift>("layout-shift", (entries) => {
    for (const shift of entries) {
      if (shift.hadRecentInput) continue;
      const joins = burst > 0 && shift.startTime - lastShift < 1000;
      if (joins && shift.startTime - burstStart < 5000) burst += shift.value;
      else [burst, burstStart] = [shift.value, shift.startTime];
      lastShift = shift.startTime;
      cls = Math.max(cls, burst);
    }
  });

  // INP: the slowest interaction, leaving out one per 50 (a high percentile on busy pages).
  const slowest = new Map<number, { duration: number; target: Node | null }>();
  const record = (entries: PerformanceEventTiming[]) => {
    for (const entry of entries) {
      const id = entry.interactionId || (entry.entryType === "first-input" ? -1 : 0);
      if (!id || (slowest.get(id)?.duration ?? -1) >= entry.duration) continue;
      slowest.set(id, { duration: entry.duration, target: entry.target });
    }
  };
  const flushEvents = observe("event", record, { durationThreshold: 40 });
  // The first interaction counts even when quick (the event observer sees only ≥ 40 ms).
  observe("first-input", record);

  const onHidden = () => {
    if (document.visibilityState !== "hidden") return;
    removeEventListener("visibilitychange", onHidden, true);
    endLcp();
    flushCls();
    flushEvents();
    if (lcp >= 0) report({ name: "LCP", value: lcp });
    report({ name: "CLS", value: cls });
    // The first input's entry is the same interaction as an event entry when both exist.
    if (slowest.size > 1) slowest.delete(-1);
    const ranked = [...slowest.values()].sort((a, b) => b.duration - a.duration);
    const inp = ranked[Math.min(ranked.length - 1, Math.floor(ranked.length / 50))];
    if (inp) report({ name: "INP", value: inp.duration, target: inp.target });
  };
  addEventListener("visibilitychange", onHidden, true);
}
