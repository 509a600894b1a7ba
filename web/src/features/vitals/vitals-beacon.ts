// The beacon one measurement becomes (the server's schema: functions/src/vitals/vitals-beacon.ts;
// tests/unit/vitals-contract.test.ts keeps the two in step). Nothing that identifies a person:
// the path alone, and for INP a selector of tags, ids and classes, never text or attributes.
import { type FieldVital, type Rating, type VitalName, ratingOf } from "./field-vitals";

export interface VitalsBeacon {
  route: string;
  metric: VitalName;
  value: number;
  rating: Rating;
  target?: string;
}

/** An id or class worth naming: a plain CSS identifier (React's useId ids are not). */
const IDENTIFIER = /^[A-Za-z_][\w-]{0,40}$/;

/** A short selector of `node` and up to two ancestors: `nav.a1b > ul > button#menu`. */
export function selectorOf(node: Node | null | undefined): string | undefined {
  const parts: string[] = [];
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  for (; element && parts.length < 3; element = element.parentElement) {
    const tag = element.tagName.toLowerCase();
    if (tag === "html" || tag === "body") break;
    if (element.id && IDENTIFIER.test(element.id)) {
      parts.unshift(`${tag}#${element.id}`);
      break;
    }
    const classes = Array.from(element.classList)
      .filter((name) => IDENTIFIER.test(name))
      .slice(0, 2);
    parts.unshift([tag, ...classes].join("."));
  }
  return parts.length ? parts.join(" > ").slice(0, 200) : undefined;
}

/** The beacon for `vital` measured on `pathname`. */
export function beaconFor(vital: FieldVital, pathname: string): VitalsBeacon {
  const route = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  // CLS is a score (4 decimals); the others are milliseconds.
  const value =
    vital.name === "CLS" ? Math.round(vital.value * 1e4) / 1e4 : Math.round(vital.value);
  const beacon: VitalsBeacon = {
    route: /^\/[a-z0-9\-/]{0,119}$/.test(route) ? route : "/other",
    metric: vital.name,
    value,
    rating: ratingOf(vital.name, value),
  };
  const target = vital.name === "INP" ? selectorOf(vital.target) : undefined;
  if (target) beacon.target = target;
  return beacon;
}
