// Loaded only in a sampled page view, once the page is idle (report-web-vitals.ts): measures
// LCP, INP, CLS and TTFB (field-vitals.ts) and sends each as one beacon to /api/vitals on this
// origin, TTFB at once and the others when the page is first hidden.
import { measureFieldVitals } from "./field-vitals";
import { beaconFor } from "./vitals-beacon";

/** The Hosting rewrite to the webVitals function (firebase.json). */
export const VITALS_ENDPOINT = "/api/vitals";

export function sendVitals(): void {
  measureFieldVitals((vital) => {
    // A string body goes as text/plain: no preflight, and the function reads the raw body.
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(beaconFor(vital, location.pathname)));
  });
}
