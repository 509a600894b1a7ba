// A budget (a count, no timing) on the system-font lookups of a page's first frame. On Linux,
// Chromium asks the browser process, synchronously, for every new text size and weight it lays
// out, and on Lighthouse's 2-core phone those calls made up most of the first layout (the
// largest task around the first paint). Text in sections skipped by content-visibility is not
// laid out in the first frame, so it does not count. Keep new sizes on the type scale in
// web/src/styles/global.css.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostingOrigin, launchBrowser } from "../support/browser";
import { builtPublicRoutes } from "./helpers/built-site";

/** Distinct font size + weight + style pairs laid out in the first frame; the largest today is 9. */
const FIRST_FRAME_FONT_BUDGET = 9;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("fonts laid out in the first frame (Lighthouse's phone viewport, prerendered)", () => {
  it.each(builtPublicRoutes())(`%s uses at most ${FIRST_FRAME_FONT_BUDGET}`, async (path) => {
    // No JavaScript: the first frame is the prerendered page, before hydration.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(hostingOrigin() + path, { waitUntil: "load" });
      const fonts = await page.evaluate(() => {
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
