// What reaches sales about where a lead came from: a visitor lands on the logo landing page
// from a paid search ad, opens the pricing page, picks a plan and sends the brief. The sales
// e-mail (the EmailJS stand-in's request) names the plan and price and the ad's parameters.
import type { BrowserContext } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { findPlan, formatUsd } from "~/content/pricing";
import { briefStartPath } from "~/features/brief/start-brief";
import { hostingOrigin } from "../support/browser";
import { waitFor } from "../support/emulators";
import { browserTestBed } from "./helpers/test-bed";
import { answerSteps, answersFor, leadsOf, salesMailsFor } from "./helpers/brief-visitor";

const origin = hostingOrigin();
const LANDING = "/logo-design-services?utm_source=google&utm_medium=cpc&utm_campaign=dallas-logos";

let context: BrowserContext | undefined;

const bed = browserTestBed({ standIn: true });
afterAll(async () => {
  await context?.close();
});

describe("a lead from a paid search ad", () => {
  it("is mailed with the plan picked on /pricing and the ad's utm parameters and landing page", async () => {
    context = await bed.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const plan = findPlan("logo-professional");
    if (!plan) throw new Error("the pricing content has no logo-professional plan");

    // The ad's landing page, then the pricing page in the same tab, then a plan's button.
    await page.goto(`${origin}${LANDING}`, { waitUntil: "networkidle" });
    await page.goto(`${origin}/pricing`, { waitUntil: "networkidle" });
    await page
      .locator(`a[href="${briefStartPath(plan.id)}"]`)
      .first()
      .click();

    const answers = answersFor("from an ad");
    await answerSteps(page, origin, answers);
    await page.keyboard.type(answers.number);
    await page.keyboard.press("Enter");
    await onFinalStep();

    const [lead] = await waitFor(
      async () => {
        const docs = await leadsOf(answers.companyName);
        return docs[0]?.get("delivery.state") === "SUCCESS" ? docs : undefined;
      },
      { timeoutMs: 30_000, what: "the lead to be mailed" },
    );
    expect(lead?.get("plan")).toBe(plan.id);
    expect(lead?.get("source")).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "dallas-logos",
      landingPage: LANDING,
    });
    const sales = salesMailsFor(bed.standIn(), answers.companyName);
    expect(sales).toHaveLength(1);
    expect(sales[0]?.body.template_params).toMatchObject({
      planId: plan.id,
      plan: `${plan.name} — ${formatUsd(plan.priceUsd)}`,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "dallas-logos",
      utmTerm: "",
      referrer: "",
      landingPage: LANDING,
    });

    async function onFinalStep() {
      await page.waitForURL(`${origin}/final-step`);
      await page
        .getByRole("heading", { level: 1, name: `Thank you, ${answers.companyName}!` })
        .waitFor();
    }
  });
});
