// The site's vitals beacons (web/src/features/vitals) are what the webVitals function accepts
// (functions/src/vitals): the two sides are written separately, since the site imports only
// functions/src/shared and vitals/ is a server folder of its own.
// @vitest-environment jsdom
import type { Metric } from "web-vitals";
import { describe, expect, it } from "vitest";
import { vitalsBeaconSchema, MAX_BEACON_BYTES } from "../../functions/src/vitals/vitals-beacon";
import { beaconFor } from "../../web/src/features/vitals/vitals-beacon";

const metric = (name: Metric["name"], value: number, entries: unknown[] = []): Metric =>
  ({
    name,
    value,
    rating: "needs-improvement",
    delta: value,
    id: "v5-1",
    entries,
    navigationType: "navigate",
  }) as Metric;

describe("vitals beacon contract", () => {
  it("every beacon the site builds is one the function accepts, and well under its cap", () => {
    document.body.innerHTML =
      '<header class="h_1"><div class="container bar_2"><div class="dropdown_3"><button class="navLink_4">Services</button></div></div></header>';
    const target = document.querySelector("button");
    const beacons = [
      beaconFor(metric("LCP", 2480.4), "/"),
      beaconFor(metric("CLS", 0.0123456), "/portfolio"),
      beaconFor(metric("TTFB", 312.2), "/brief/company"),
      beaconFor(metric("INP", 136, [{ name: "click", target }]), "/seo-sem-services-company-usa"),
      beaconFor(metric("INP", 40, [{ name: "keydown", target: null }]), "/pricing"),
    ];
    for (const beacon of beacons) {
      expect(beacon).not.toBeNull();
      expect(vitalsBeaconSchema.parse(beacon)).toEqual(beacon);
      expect(Buffer.byteLength(JSON.stringify(beacon))).toBeLessThan(MAX_BEACON_BYTES / 2);
    }
    expect(beacons[3]?.target).toBe("div.container.bar_2 > div.dropdown_3 > button.navLink_4");
  });
});
