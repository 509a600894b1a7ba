// The e-mail previews (npm run mail:preview) read on a phone and on a desktop: every template,
// rendered with every seed lead, at 375 and 800 px wide (and 375 px in dark mode) is no wider
// than the screen, cuts nothing off, and shows the lead id in the sales mail (none in the
// prospect's). The screenshots are kept in
// functions/mail-templates/build/screenshots/ for a person to look at.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR, writePreviews, type Preview } from "../../functions/mail-templates/preview";
import { SEED_LEADS } from "../../functions/mail-templates/seed-leads";
import { browserTestBed } from "./helpers/test-bed";

const SCREENSHOTS = join(BUILD_DIR, "screenshots");
const VIEWS = [
  { width: 375, colorScheme: "light" },
  { width: 800, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
] as const;

let previews: Preview[];
beforeAll(async () => {
  previews = await writePreviews();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
const bed = browserTestBed();

/** What sticks out of the viewport, and what is cut off inside a box that hides overflow. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const elements = [...document.querySelectorAll("body *")];
    const sticking = elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > viewport + 0.5;
      })
      .map(describe);
    const clipped = elements
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = [style.overflowX, style.overflowY].some((value) => value !== "visible");
        return (
          hides &&
          (element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map(describe);
    return {
      viewport,
      scrollWidth: document.documentElement.scrollWidth,
      sticking: sticking.slice(0, 5),
      clipped: clipped.slice(0, 5),
      text: document.body.innerText,
    };
  });

describe.each(VIEWS)("at $width px, $colorScheme", ({ width, colorScheme }) => {
  it.each(
    SEED_LEADS.flatMap((seed) => [
      `${seed.name}.sales-notification`,
      `${seed.name}.prospect-confirmation`,
    ]),
  )("%s fits the screen and cuts nothing off", async (name) => {
    const preview = previews.find((each) => `${each.seed}.${each.template}` === name);
    if (!preview) throw new Error(`No preview ${name}`);
    const context = await bed
      .browser()
      .newContext({ viewport: { width, height: 800 }, colorScheme });
    try {
      const page = await context.newPage();
      // No request may leave the file: the e-mail must read without remote images or fonts.
      const remote: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith("file:")) remote.push(request.url());
      });
      await page.goto(pathToFileURL(preview.htmlFile).href, { waitUntil: "load" });
      await page.screenshot({
        path: join(SCREENSHOTS, `${name}.${width}${colorScheme === "dark" ? ".dark" : ""}.png`),
        fullPage: true,
      });
      const measured = await measure(page);
      expect(measured.viewport).toBe(width);
      expect(measured.scrollWidth, measured.sticking.join("\n")).toBeLessThanOrEqual(width);
      expect(measured.sticking).toEqual([]);
      expect(measured.clipped).toEqual([]);
      expect(remote).toEqual([]);
      // The sales mail shows the lead id whole; the prospect's shows none (issue 38).
      const leadId = SEED_LEADS.find((each) => each.name === preview.seed)?.sales.leadId;
      expect(leadId).toMatch(/^[A-Za-z0-9]{20}$/);
      if (preview.template === "sales-notification") expect(measured.text).toContain(leadId);
      else expect(measured.text).not.toContain(leadId);
    } finally {
      await context.close();
    }
  });
});
