// The beacon one measurement becomes (the server's schema: functions/src/vitals/vitals-beacon.ts;
// tests/unit/vitals-contract.test.ts keeps the two in step). Nothing that identifies a person:
// the path alone, and for INP a selector of tags, ids and classes, never text or attributes.
import type { Metric } from "web-vitals";

export interface VitalsBeacon {
  route: string;
  metric: "LCP" | "INP" | "CLS" | "TTFB";
  value: number;
  rating: Metric["rating"];
  target?: string;
}

const SENT = new Set<string>(["LCP", "INP", "CLS", "TTFB"]);
/** An id or class worth naming: a plain CSS identifier (React's useId ids are not). */
const IDENTIFIER = /^[A-Za-z_][\w-]{0,40}$/;

/** A short selector of `element` and up to two ancestors: `nav.a1b > ul > button#menu`. */
export function selectorOf(element: Element | null): string | undefined {
  const parts: string[] = [];
  for (let node = element; node && parts.length < 3; node = node.parentElement) {
    const tag = node.tagName.toLowerCase();
    if (tag === "html" || tag === "body") break;
    if (node.id && IDENTIFIER.test(node.id)) {
      parts.unshift(`${tag}#${node.id}`);
      break;
    }
    const classes = Array.from(node.classList)
      .filter((name) => IDENTIFIER.test(name))
      .slice(0, 2);
    parts.unshift([tag, ...classes].join("."));
  }
  return parts.length ? parts.join(" > ").slice(0, 200) : undefined;
}

/** The beacon for `metric` measured on `pathname`, or null for a metric we do not send. */
export function beaconFor(metric: Metric, pathname: string): VitalsBeacon | null {
  if (!SENT.has(metric.name)) return null;
  const route = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const beacon: VitalsBeacon = {
    route: /^\/[a-z0-9\-/]{0,119}$/.test(route) ? route : "/other",
    metric: metric.name as VitalsBeacon["metric"],
    // CLS is a score (4 decimals); the others are milliseconds.
    value: metric.name === "CLS" ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value),
    rating: metric.rating,
  };
  if (metric.name === "INP") {
    const entry = metric.entries.find((candidate) => "target" in candidate && candidate.target);
    const target = selectorOf(
      ((entry as PerformanceEventTiming | undefined)?.target as Element | null) ?? null,
    );
    if (target) beacon.target = target;
  }
  return beacon;
}
