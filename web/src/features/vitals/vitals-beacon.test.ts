// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { ratingOf } from "./field-vitals";
import { beaconFor, selectorOf } from "./vitals-beacon";
import { reportsVitals, vitalsSampleRate } from "./vitals-sampling";

describe("beaconFor", () => {
  it("sends the path, the metric, its rounded value and its rating", () => {
    expect(beaconFor({ name: "LCP", value: 2600.4 }, "/pricing/")).toEqual({
      route: "/pricing",
      metric: "LCP",
      value: 2600,
      rating: "needs-improvement",
    });
    expect(beaconFor({ name: "CLS", value: 0.123456 }, "/")).toEqual({
      route: "/",
      metric: "CLS",
      value: 0.1235,
      rating: "needs-improvement",
    });
  });

  it("names no path it cannot vouch for", () => {
    expect(beaconFor({ name: "TTFB", value: 90 }, "/brief/Ünïcode path").route).toBe("/other");
  });

  it("names INP's target element by tags, ids and classes only", () => {
    document.body.innerHTML =
      '<nav class="nav_a1"><ul><li><button class="tab x" data-secret="a@b.c">Hi</button></li></ul></nav>';
    const button = document.querySelector("button");
    expect(beaconFor({ name: "INP", value: 88, target: button }, "/pricing")).toEqual({
      route: "/pricing",
      metric: "INP",
      value: 88,
      rating: "good",
      target: "ul > li > button.tab.x",
    });
    // A text node (the tap landed on a label's words) is named by its element.
    const text = button?.firstChild ?? null;
    expect(beaconFor({ name: "INP", value: 600, target: text }, "/").target).toBe(
      "ul > li > button.tab.x",
    );
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

describe("ratingOf", () => {
  it("uses web.dev's lines: good up to the first, poor above the second", () => {
    expect(ratingOf("INP", 200)).toBe("good");
    expect(ratingOf("INP", 201)).toBe("needs-improvement");
    expect(ratingOf("INP", 501)).toBe("poor");
    expect(ratingOf("CLS", 0.1)).toBe("good");
    expect(ratingOf("CLS", 0.26)).toBe("poor");
    expect(ratingOf("TTFB", 1800)).toBe("needs-improvement");
    expect(ratingOf("LCP", 4001)).toBe("poor");
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
