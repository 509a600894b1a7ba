// What the site's vitals reporter (web/src/features/vitals) sends to /api/vitals: one Core Web
// Vitals measurement of one page view. Nothing in it identifies a person: the path without its
// query or hash, the metric, its value and rating, and for INP a CSS selector of the element
// the visitor interacted with (tag, id, classes; no text, no attribute values).
import { z } from "zod";

/** The largest beacon accepted, in bytes; a real one is about 120. */
export const MAX_BEACON_BYTES = 1024;

/** The metrics the reporter sends (web-vitals' names). */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;

/** A site path: no query, no hash, no scheme or host, nothing a visitor could have typed. */
const ROUTE = /^\/[a-z0-9\-/]{0,119}$/;
/** A selector of tags, ids, classes and combinators (the reporter builds it; see web-vitals' own). */
const SELECTOR = /^[A-Za-z0-9\-_#.>:() [\]="]{1,200}$/;

export const vitalsBeaconSchema = z
  .object({
    route: z.string().regex(ROUTE),
    metric: z.enum(VITAL_METRICS),
    // Milliseconds (LCP, INP, TTFB) or a layout-shift score (CLS); a minute is far beyond any.
    value: z.number().finite().min(0).max(60_000),
    rating: z.enum(["good", "needs-improvement", "poor"]),
    /** INP only: the interaction's target element, as a selector. */
    target: z.string().regex(SELECTOR).optional(),
  })
  .strict();

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

/** Why a beacon was refused: the HTTP status it gets. */
export type BeaconRefusal = { status: 400 | 413 };

/** Reads a beacon's raw body: the measurement, or why it is refused. */
export function readVitalsBeacon(body: Buffer): VitalsBeacon | BeaconRefusal {
  if (body.byteLength > MAX_BEACON_BYTES) return { status: 413 };
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return { status: 400 };
  }
  const parsed = vitalsBeaconSchema.safeParse(json);
  return parsed.success ? parsed.data : { status: 400 };
}
