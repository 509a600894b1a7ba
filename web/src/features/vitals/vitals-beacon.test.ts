// @vitest-environment jsdom
import type { Metric } from "web-vitals";
import { describe, expect, it } from "vitest";
import { beaconFor, selectorOf } from "./vitals-beacon";
import { reportsVitals, vitalsSampleRate } from "./vitals-sampling";

const metric = (fields: Partial<Metric>): Metric =>
  ({
    name: "LCP",
    value: 1234.56,
    rating: "good",
    delta: 0,
    id: "v5-1",
    entries: [],
    navigationType: "navigate",
    ...fields,
  }) as Metric;

describe("beaconFor", () => {
  it("sends the path, the metric, its rounded value and rating", () => {
    expect(beaconFor(metric({}), "/pricing/")).toEqual({
      route: "/pricing",
      metric: "LCP",
      value: 1235,
      rating: "good",
    });
    expect(beaconFor(metric({ name: "CLS", value: 0.123456 }), "/")).toMatchObject({
      route: "/",
      value: 0.1235,
    });
  });

  it("sends no FCP, and names no path it cannot vouch for", () => {
    expect(beaconFor(metric({ name: "FCP" }), "/")).toBeNull();
    expect(beaconFor(metric({}), "/brief/Ünïcode path")?.route).toBe("/other");
  });

  it("names INP's target element by tags, ids and classes only", () => {
    document.body.innerHTML =
      '<nav class="nav_a1"><ul><li><button class="tab x" data-secret="a@b.c">Hi</button></li></ul></nav>';
    const button = document.querySelector("button");
    const entries = [{ name: "click", target: button }] as unknown as PerformanceEventTiming[];
    expect(beaconFor(metric({ name: "INP", value: 88, entries }), "/pricing")).toEqual({
      route: "/pricing",
      metric: "INP",
      value: 88,
      rating: "good",
      target: "ul > li > button.tab.x",
    });
  });
});

describe("selectorOf", () => {
  it("stops at an element with a plain id, and skips React's generated ids", () => {
    document.body.innerHTML =
      '<main id="content"><div><a id="«r1»" class="cta">Go</a></div></main>';
    expect(selectorOf(document.querySelector("a"))).toBe("main#content > div > a.cta");
    expect(selectorOf(null)).toBeUndefined();
  });
});

describe("sampling", () => {
  it("reads the build's rate, 0.1 when unset or not a number, clamped to 0–1", () => {
    expect(vitalsSampleRate(undefined)).toBe(0.1);
    expect(vitalsSampleRate("")).toBe(0.1);
    expect(vitalsSampleRate("half")).toBe(0.1);
    expect(vitalsSampleRate("0.25")).toBe(0.25);
    expect(vitalsSampleRate("3")).toBe(1);
    expect(vitalsSampleRate("-1")).toBe(0);
  });

  it("reports a page view whose draw is under the rate, never the sales desk", () => {
    expect(reportsVitals("/pricing", 0.1, 0.05)).toBe(true);
    expect(reportsVitals("/pricing", 0.1, 0.5)).toBe(false);
    expect(reportsVitals("/desk", 1, 0)).toBe(false);
    expect(reportsVitals("/desk/leads/abc", 1, 0)).toBe(false);
    expect(reportsVitals("/desktop", 1, 0)).toBe(true);
  });
});
