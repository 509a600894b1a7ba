// Real visitors' Core Web Vitals. Nothing of it is on the page's critical path: it starts when
// the browser is idle, and in production only a sampled page view (VITE_VITALS_SAMPLE_RATE,
// default 0.1) loads web-vitals and the beacon code (send-vitals.ts) at all; none loads on the
// sales desk. Development logs every measurement to the console instead.
import { whenIdle } from "~/lib/when-idle";
import { reportsVitals, vitalsSampleRate } from "./vitals-sampling";

/** Started once the page is idle, within 4 s; after a second where the browser cannot say. */
const IDLE_MS = 4000;
const NO_IDLE_MS = 1000;

/** Starts measuring this page view, if it is one that reports. Call once, after hydration. */
export function startWebVitals(): void {
  if (import.meta.env.DEV) {
    whenIdle(
      () => {
        void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
          for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
            on((metric) =>
              console.debug(`[web-vitals] ${metric.name}`, Math.round(metric.value), metric),
            );
          }
        });
      },
      IDLE_MS,
      NO_IDLE_MS,
    );
    return;
  }
  const rate = vitalsSampleRate(import.meta.env.VITE_VITALS_SAMPLE_RATE);
  if (!reportsVitals(window.location.pathname, rate, Math.random())) return;
  whenIdle(
    () => {
      void import("./send-vitals").then(({ sendVitals }) => sendVitals());
    },
    IDLE_MS,
    NO_IDLE_MS,
  );
}
