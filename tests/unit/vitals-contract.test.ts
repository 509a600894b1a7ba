// The site's vitals beacons (web/src/features/vitals) are what the webVitals function accepts
// (functions/src/vitals): the two sides are written separately, since the site imports only
// functions/src/shared and vitals/ is a server folder of its own.
// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { MAX_BEACON_BYTES, vitalsBeaconSchema } from "../../functions/src/vitals/vitals-beacon";
import { beaconFor } from "../../web/src/features/vitals/vitals-beacon";

describe("vitals beacon contract", () => {
  it("every beacon the site builds is one the function accepts, and well under its cap", () => {
    document.body.innerHTML =
      '<header class="h_1"><div class="container bar_2"><div class="dropdown_3"><button class="navLink_4">Services</button></div></div></header>';
    const target = document.querySelector("button");
    const beacons = [
      beaconFor({ name: "LCP", value: 2480.4 }, "/"),
      beaconFor({ name: "CLS", value: 0.0123456 }, "/portfolio"),
      beaconFor({ name: "TTFB", value: 312.2 }, "/brief/company"),
      beaconFor({ name: "INP", value: 136, target }, "/seo-sem-services-company-usa"),
      beaconFor({ name: "INP", value: 40, target: null }, "/pricing"),
      beaconFor({ name: "LCP", value: 9000 }, "/Brief/Ünïcode?x=1"),
    ];
    for (const beacon of beacons) {
      expect(vitalsBeaconSchema.parse(beacon)).toEqual(beacon);
      expect(Buffer.byteLength(JSON.stringify(beacon))).toBeLessThan(MAX_BEACON_BYTES / 2);
    }
    expect(beacons[3]?.target).toBe("div.container.bar_2 > div.dropdown_3 > button.navLink_4");
  });
});
