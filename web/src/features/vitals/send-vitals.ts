// Loaded only in a sampled page view, once the page is idle (report-web-vitals.ts): measures
// LCP, INP, CLS and TTFB with web-vitals and sends each, when web-vitals reports it (LCP, CLS
// and INP when the page is hidden), as one beacon to /api/vitals on this origin.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { beaconFor } from "./vitals-beacon";

/** The Hosting rewrite to the webVitals function (firebase.json). */
export const VITALS_ENDPOINT = "/api/vitals";

export function sendVitals(): void {
  const send = (metric: Metric) => {
    const beacon = beaconFor(metric, window.location.pathname);
    // A string body goes as text/plain: no preflight, and the function reads the raw body.
    if (beacon) navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(beacon));
  };
  for (const on of [onLCP, onINP, onCLS, onTTFB]) on(send);
}
