// A budget (a count, no timing) on the system-font lookups of a page's first frame. On Linux,
// Chromium asks the browser process, synchronously, for every new text size and weight it lays
// out, and on Lighthouse's 2-core phone those calls made up most of the first layout (the
// largest task around the first paint). Text in sections skipped by content-visibility is not
// laid out in the first frame, so it does not count. Keep new sizes on the type scale in
// web/src/styles/global.css.
import { describe, expect, it } from "vitest";
import { hostingOrigin } from "../support/browser";
import { builtPublicRoutes } from "./helpers/built-site";
import { browserTestBed } from "./helpers/test-bed";

/** Distinct font size + weight + style pairs laid out in the first frame; the largest today is 9. */
const FIRST_FRAME_FONT_BUDGET = 9;

const bed = browserTestBed();

describe("fonts laid out in the first frame (Lighthouse's phone viewport, prerendered)", () => {
  it.each(builtPublicRoutes())(`%s uses at most ${FIRST_FRAME_FONT_BUDGET}`, async (path) => {
    // The prerendered page, before hydration: the app's modules are not served. (Scripts stay
    // enabled, since with them off the browser runs no animation frames to wait for.)
    const context = await bed.browser().newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    try {
      await context.route("**/assets/*.js", (route) => route.abort());
      const page = await context.newPage();
      await page.goto(hostingOrigin() + path, { waitUntil: "load" });
      const fonts = await page.evaluate(async () => {
        // Which content-visibility sections are near the screen is settled in a rendering
        // update; measure after two frames, as the first frame Lighthouse sees has it.
        for (let frame = 0; frame < 2; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        const found = new Map<string, string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          const text = node.textContent?.trim();
          if (!element || !text) continue;
          // Skipped by content-visibility (off-screen), hidden or not rendered: not laid out.
          if (!element.checkVisibility({ contentVisibilityAuto: true })) continue;
          const style = getComputedStyle(element);
          const font = `${style.fontSize} ${style.fontWeight} ${style.fontStyle}`;
          if (!found.has(font)) found.set(font, text.slice(0, 40));
        }
        return [...found].map(([font, example]) => `${font} ("${example}")`);
      });
      expect(fonts.length, fonts.join("\n")).toBeLessThanOrEqual(FIRST_FRAME_FONT_BUDGET);
      expect(fonts.length, "the measurement found text").toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
