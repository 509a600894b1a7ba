import type { Metric } from "web-vitals";

/** Receives each Core Web Vitals measurement (CLS, INP, LCP, FCP, TTFB). */
export type VitalsReporter = (metric: Metric) => void;

// The one pluggable hook. Development logs to the console; production sends nothing
// unless a reporter is set (e.g. an analytics beacon), and then the library is loaded.
let reporter: VitalsReporter | null = import.meta.env.DEV
  ? (metric) => console.debug(`[web-vitals] ${metric.name}`, Math.round(metric.value), metric)
  : null;

/** Sets (or clears, with null) where measurements go. Call before startWebVitals(). */
export function setVitalsReporter(next: VitalsReporter | null): void {
  reporter = next;
}

/**
 * Starts measuring once the browser is idle. web-vitals is imported lazily, and not at all
 * when no reporter is set, so it costs nothing on the first load.
 */
export function startWebVitals(): void {
  const report = reporter;
  if (!report) return;
  const start = () => {
    void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
    });
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 1000);
}
