// Real visitors' vitals in a real browser (issue 39): a page view of the test build (which
// samples every page view, tests/support/test-build.mjs) loads the reporter once idle and
// beacons TTFB at once, then LCP, CLS and INP (with its target) when the page is hidden,
// through Hosting's /api/vitals rewrite to the emulated webVitals function, which accepts each.
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hostingOrigin, LIGHTHOUSE_PHONE } from "../support/browser";
import { waitFor } from "../support/emulators";
import { watchRequests } from "./helpers/page-quiet";
import { browserTestBed } from "./helpers/test-bed";

const bed = browserTestBed();

describe("vitals beacons", () => {
  it("sends LCP, INP, CLS and TTFB of a page view to /api/vitals, each accepted", async () => {
    const context = await bed.browser().newContext(LIGHTHOUSE_PHONE);
    try {
      const page = await context.newPage();
      const answers: Response[] = [];
      page.on("response", (response) => {
        if (new URL(response.url()).pathname === "/api/vitals") answers.push(response);
      });
      const requests = watchRequests(page);
      await page.goto(hostingOrigin() + "/pricing");
      await requests.quiet();
      await waitFor(async () => (answers.length > 0 ? true : undefined), {
        what: "the TTFB beacon",
        timeoutMs: 15_000,
      });

      await page.getByRole("tab").nth(1).tap();
      // The tap's Event Timing entry exists only once the frame after it is painted; a person
      // does not switch away inside that frame (under load, the test did, and INP was missing).
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      // The visitor switches away: the page is hidden (headless Chromium never hides a page by
      // itself, so the page is told, as the browser would tell it).
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      });
      await waitFor(async () => (answers.length >= 4 ? true : undefined), {
        what: "the LCP, CLS and INP beacons",
        timeoutMs: 15_000,
      });

      const beacons = answers.map(
        (answer) =>
          ({
            status: answer.status(),
            ...(JSON.parse(answer.request().postData() ?? "{}") as object),
          }) as { status: number; metric?: string; rating?: string; target?: string },
      );
      expect(beacons.map((beacon) => beacon.metric).sort()).toEqual(["CLS", "INP", "LCP", "TTFB"]);
      for (const beacon of beacons) {
        expect(beacon).toMatchObject({ status: 204, route: "/pricing" });
        expect(beacon.rating).toMatch(/^(good|needs-improvement|poor)$/);
      }
      expect(beacons.find((beacon) => beacon.metric === "INP")?.target).toMatch(/button/);
      // Nothing of the visitor's travels with it: no cookie is set, no query string sent.
      expect(await context.cookies()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
