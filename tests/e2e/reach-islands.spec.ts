// Static copy that hydrates on reach (web/src/lib/hydrate-on-reach.tsx), in Chromium against the
// built site: the pricing page's plan cards and FAQ, the landing page's plans and the privacy
// policy's text are in the prerendered HTML but not in any script the page loads; a visitor
// reaching them loads their module and hydrates them, so a plan's button then navigates in the
// page; and a client-side navigation renders them whole.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlan } from "~/content/pricing";
import { pricingFaqs } from "~/content/pricing-details";
import { policyBlocks } from "~/content/privacy";
import { hostingOrigin, launchBrowser } from "../support/browser";

const origin = hostingOrigin();
const LANDING = "/logo-design-services";

const starter = findPlan("logo-starter");
const feature = starter?.features[0] ?? "";
const faqAnswer = pricingFaqs[0]?.answer ?? "";
const firstPolicyBlock = policyBlocks["data-security"][0];
const policyText = firstPolicyBlock?.kind === "paragraph" ? firstPolicyBlock.text : "";

let browser: Browser;
let desktop: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records every script it loads (with its body) and every error it logs. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  const documents: string[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "document") documents.push(response.url());
    if (type === "script") scripts.push(response.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, scripts, errors, documents };
}

/** Whether any of the scripts the page loaded holds `text` (as the bundler writes strings). */
async function scriptsHold(page: Page, scripts: readonly string[], text: string) {
  const bodies = await Promise.all(
    scripts.map((url) => page.request.get(url).then((response) => response.text())),
  );
  return bodies.some((body) => body.includes(text));
}

/** Hovers `target` and waits for the script that holds `text` to arrive. */
async function reachAndLoad(page: Page, target: Locator, text: string) {
  const loaded = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === "script" && (await response.text()).includes(text),
    { timeout: 15_000 },
  );
  await target.hover();
  await loaded;
}

/** Waits until React has hydrated `target` (it keeps its fiber on a property of the node). */
async function hydrated(target: Locator) {
  await target.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith("__reactFiber"))
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
  );
}

describe("copy that hydrates on reach", () => {
  it("checks its own fixtures: the strings it looks for are the site's copy", () => {
    expect(feature).not.toBe("");
    expect(faqAnswer).not.toBe("");
    expect(policyText).not.toBe("");
  });

  it("/pricing: the cards and FAQ are in the HTML, not in the load's scripts; reaching a card hydrates it", async () => {
    const { page, scripts, errors, documents } = await watchedPage(desktop);
    await page.goto(`${origin}/pricing`, { waitUntil: "networkidle" });
    await expect(page.getByText(feature).first().isVisible()).resolves.toBe(true);
    expect(await page.content()).toContain(faqAnswer);
    expect(await scriptsHold(page, scripts, feature)).toBe(false);
    expect(await scriptsHold(page, scripts, faqAnswer)).toBe(false);

    const choose = page.getByRole("link", { name: `Choose ${starter?.name}` });
    await reachAndLoad(page, choose, feature);
    // Hydrated, the button navigates inside the page, without a new document.
    await hydrated(choose);
    await choose.click();
    await page.waitForURL(`${origin}/brief/company?plan=${starter?.id}`);
    expect(documents).toEqual([`${origin}/pricing`]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(`${LANDING}: the plans' copy waits for a visitor too`, async () => {
    const { page, scripts, errors } = await watchedPage(desktop);
    await page.goto(`${origin}${LANDING}`, { waitUntil: "networkidle" });
    expect(await page.content()).toContain(feature);
    expect(await scriptsHold(page, scripts, feature)).toBe(false);
    await reachAndLoad(page, page.getByText(feature).first(), feature);
    await hydrated(page.getByText(feature).first());
    expect(errors).toEqual([]);
    await page.close();
  });

  it("/privacy-policy: the policy's text loads when a visitor reaches a section", async () => {
    const { page, scripts, errors } = await watchedPage(desktop);
    await page.goto(`${origin}/privacy-policy`, { waitUntil: "networkidle" });
    expect(await page.content()).toContain(policyText);
    expect(await scriptsHold(page, scripts, policyText)).toBe(false);
    await reachAndLoad(page, page.getByText(policyText), policyText);
    await hydrated(page.getByText(policyText));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a client-side navigation to /pricing renders every card and the FAQ at once", async () => {
    const { page, errors, documents } = await watchedPage(desktop);
    await page.goto(`${origin}/about`, { waitUntil: "networkidle" });
    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).first().click();
    await page.waitForURL(`${origin}/pricing`);
    await page.getByText(feature).first().waitFor();
    await expect(page.getByText(faqAnswer).count()).resolves.toBe(1);
    // Every panel has its cards, hidden ones included.
    const emptyPanels = await page
      .locator("[role=tabpanel]")
      .evaluateAll((panels) => panels.filter((panel) => !panel.querySelector("li h3")).length);
    expect(emptyPanels).toBe(0);
    expect(documents).toEqual([`${origin}/about`]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
