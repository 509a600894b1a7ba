// No page scrolls sideways on a small phone: at 320 and 375 px every page (and the 404 page)
// is no wider than the screen, both as prerendered and after hydration.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hostingOrigin } from "../support/browser";
import { browserTestBed } from "./helpers/test-bed";
import { builtPagePaths } from "./helpers/built-site";

const origin = hostingOrigin();
const paths = [...builtPagePaths(), "/no-such-page/for-sure"];
const WIDTHS = [320, 375];

const bed = browserTestBed();

/** The page's scroll width, the viewport width and the elements that stick out, if any. */
const measureWidth = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const sticking = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > viewport + 0.5;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(element.getBoundingClientRect().right)} px`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, viewport, sticking };
  });

describe.each(WIDTHS)("at %i px wide", (width) => {
  it.each(paths)("%s does not scroll sideways", async (path) => {
    const context = await bed
      .browser()
      .newContext({ viewport: { width, height: 640 }, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(origin + path, { waitUntil: "load" });
      const prerendered = await measureWidth(page);
      expect(prerendered.viewport).toBe(width);
      expect(prerendered.scrollWidth, prerendered.sticking.join("\n")).toBeLessThanOrEqual(width);
      // Hydrated: the bootstrap runs after the first paint; wait until React owns the page.
      await page.waitForLoadState("networkidle");
      const hydrated = await measureWidth(page);
      expect(hydrated.scrollWidth, hydrated.sticking.join("\n")).toBeLessThanOrEqual(width);
    } finally {
      await context.close();
    }
  });
});
