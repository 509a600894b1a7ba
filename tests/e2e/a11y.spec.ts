// Accessibility in Chromium against the site served by the Hosting emulator: axe-core on
// every page (zero serious or critical violations), and the keyboard path through the header.
import { blockingViolations } from "./helpers/axe";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { isDeskPath } from "../../web/scripts/desk-csp.mjs";
import { deskHostingOrigin, hostingOrigin } from "../support/browser";
import { builtDeskPagePaths, builtPagePaths } from "./helpers/built-site";
import { browserTestBed } from "./helpers/test-bed";

const origin = hostingOrigin();
// The desk's pages are on the desk's own site (the public site redirects /desk there).
const paths = [...builtPagePaths(), ...builtDeskPagePaths(), "/no-such-page/for-sure"];
const originOf = (path: string) => (isDeskPath(path) ? deskHostingOrigin() : origin);

/** One readable block per violation: rule, impact, help link and the offending nodes. */
function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `    ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`,
          )
          .join("\n"),
    )
    .join("\n");
}

/** What has keyboard focus, as "tag text → href". */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    return {
      text: (element.innerText || element.getAttribute("aria-label") || "").trim(),
      href: element.getAttribute("href"),
      inNav: Boolean(element.closest("nav")),
    };
  });

const bed = browserTestBed({ context: { viewport: { width: 1280, height: 800 } } });

describe("axe-core", () => {
  it.each(paths)("%s has no serious or critical violations", async (path) => {
    const page = await bed.context().newPage();
    await page.goto(originOf(path) + path, { waitUntil: "networkidle" });
    const blocking = await blockingViolations(page);
    await page.close();
    expect(blocking, `axe violations on ${path}:\n${describeViolations(blocking)}`).toEqual([]);
  });
});

describe("keyboard", () => {
  it("Tab reaches the skip link first, then every main navigation item", async () => {
    const page = await bed.context().newPage();
    await page.goto(origin + "/", { waitUntil: "networkidle" });
    const navItems = await page
      .locator("header nav a:visible, header nav button:visible")
      .evaluateAll((elements) =>
        elements.map((element) => ((element as HTMLElement).innerText || "").trim()),
      );
    expect(navItems.length, "the header has a visible navigation").toBeGreaterThanOrEqual(4);

    await page.keyboard.press("Tab");
    const first = await focusedElement(page);
    expect(first?.text ?? "", "the first Tab stop is the skip link").toMatch(/skip/i);
    expect(first?.href ?? "").toMatch(/^#/);

    const reached = new Set<string>();
    const missing = () => navItems.filter((item) => !reached.has(item));
    for (let step = 0; step < 60 && missing().length > 0; step += 1) {
      await page.keyboard.press("Tab");
      const focused = await focusedElement(page);
      if (focused?.inNav) reached.add(focused.text);
    }
    expect(missing(), `nav items never focused (focused: ${[...reached].join(", ")})`).toEqual([]);

    // The skip link moves focus past the header, into the main content.
    await page.goto(origin + "/", { waitUntil: "networkidle" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const target = await page.evaluate(() => {
      const hash = window.location.hash.slice(1);
      const element = hash ? document.getElementById(hash) : null;
      return element
        ? element.tagName.toLowerCase() +
            (element.closest("main") || element.querySelector(":scope > main") ? " in main" : "")
        : null;
    });
    expect(target, "the skip link targets the main content").toMatch(/main/);
    await page.close();
  });
});
