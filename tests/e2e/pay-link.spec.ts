// The pay link and one story per path in Chromium (issue 40), against the built site, the
// emulators and the EmailJS and Stripe stand-ins:
// - a fresh browser context with no stored brief opens the confirmation's /pay/<token> (read
//   from what the EmailJS stand-in received), pays on the Stripe stand-in and lands on the paid
//   page; the lead is PAID once and sales gets one payment note; a changed link shows its own
//   page and creates no Checkout Session;
// - for a fixed plan, a deposit plan and no plan, the final step and the checkout tell the next
//   steps the confirmation mail tells for that path, and the paid page the path's steps after the
//   payment (screenshots: SHOTS_DIR).
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTemplate, type BuiltTemplate } from "../../functions/mail-templates/build";
import { renderLikeEmailJs } from "../../functions/mail-templates/emailjs-syntax";
import { PROSPECT_TEMPLATE } from "../../functions/mail-templates/templates";
import { hostingOrigin } from "../support/browser";
import { confirmationTo as confirmationMail } from "../support/confirmation-mail";
import { waitFor } from "../support/emulators";
import { waitForPayment } from "../support/payments";
import { storyOf } from "../../web/src/content/next-steps";
import { answerSteps, answersFor, leadsOf, onStep } from "./helpers/brief-visitor";
import { openDeskPage, signInAsSalesperson } from "./helpers/desk-browser";
import { browserTestBed } from "./helpers/test-bed";

const origin = hostingOrigin();
const SHOTS_DIR =
  process.env.PAY_LINK_SHOTS_DIR ??
  fileURLToPath(new URL("../../test-results/pay-link/", import.meta.url));
const bed = browserTestBed({ standIn: true, stripeWebhook: `${origin}/api/stripe/webhook` });
let prospect: BuiltTemplate;

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  prospect = await buildTemplate(PROSPECT_TEMPLATE);
});

/** A visitor sends a brief (with `plan`, or none) and reaches the final step. */
async function sendBrief(label: string, plan: string | null) {
  const page = await (await bed.browser().newContext()).newPage();
  // An address of its own: the confirmation goes once a day to an address (confirmation-guard).
  const answers = {
    ...answersFor(label),
    emailAddress: `owner.${label}.${Date.now()}@roasters.example`,
  };
  await page.goto(`${origin}/brief/company${plan ? `?plan=${plan}` : ""}`);
  await answerSteps(page, origin, answers);
  await onStep(page, origin, "/brief/number");
  await page.keyboard.type(answers.number);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${origin}/final-step`);
  const leads = await leadsOf(answers.companyName);
  const leadId = leads[0]?.id;
  if (!leadId) throw new Error("the brief saved no lead");
  return { page, leadId, answers };
}

/** The confirmation's variables the EmailJS stand-in received for `address`. */
const confirmationTo = (address: string) => confirmationMail(bed.standIn(), address, 30_000);

/** The confirmation's plain text as EmailJS renders it with those variables. */
const mailText = (params: Record<string, string>) =>
  renderLikeEmailJs(prospect.text, params, { html: false });

/** The next steps a page shows (components/next-steps.tsx). */
async function stepsOn(page: Page): Promise<string[]> {
  const steps = page.getByTestId("next-steps").locator("li");
  await steps.first().waitFor();
  return steps.allTextContents();
}

const paymentNotes = (leadId: string) =>
  bed
    .standIn()
    .requests.filter(
      (request) =>
        request.body.template_id === process.env.EMAILJS_PAYMENT_TEMPLATE_ID &&
        request.body.template_params?.leadId === leadId,
    );

/** From a page with a Pay button to the stand-in's page, where the visitor pays. */
async function payOnStripe(page: Page, button: RegExp) {
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL((url) => url.origin === bed.stripe().origin);
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL((url) => url.pathname === "/checkout/paid");
}

describe("the pay link", () => {
  it("opens in a fresh bed.browser(), pays on Stripe's page, and the lead is PAID once with one note", async () => {
    const { page: briefPage, leadId, answers } = await sendBrief("paylink", "logo-starter");
    await briefPage.context().close();
    const params = await confirmationTo(answers.emailAddress);
    expect(JSON.stringify(params)).not.toContain(leadId);
    // The link names the site's origin; the test's site is the Hosting emulator.
    const path = new URL(params.payUrl ?? "").pathname;
    expect(path).toMatch(/^\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    const page = await (await bed.browser().newContext()).newPage();
    await page.goto(`${origin}${path}`);
    await page.getByText(`For ${answers.companyName}`).waitFor();
    await page
      .getByText(params.reference ?? "missing")
      .first()
      .waitFor();
    expect(await page.getByText(answers.emailAddress).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS_DIR}/pay-link-page.png`, fullPage: true });
    await payOnStripe(page, /^Pay \$249 securely$/);
    await page
      .getByRole("heading", { name: "Payment received — $249 for Starter Logo" })
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS_DIR}/pay-link-paid.png`, fullPage: true });
    expect((await waitForPayment(leadId, "PAID")).amountCents).toBe(24_900);

    // Opened again: paid, nothing to pay, no Pay button.
    await page.goto(`${origin}${path}`);
    await page.getByRole("heading", { name: "This order is paid" }).waitFor();
    expect(await page.getByRole("button", { name: /^Pay / }).count()).toBe(0);
    await waitFor(async () => (paymentNotes(leadId).length > 0 ? true : undefined), {
      what: "the payment note",
      timeoutMs: 20_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(paymentNotes(leadId)).toHaveLength(1);
    await page.context().close();
  }, 150_000);

  it("a changed link shows its own page, with the phone number, and opens no Checkout Session", async () => {
    const before = bed.stripe().requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    const page = await (await bed.browser().newContext()).newPage();
    await page.goto(
      `${origin}/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA`,
    );
    await page.getByRole("heading", { name: "This payment link does not work" }).waitFor();
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "(214) 555-0134" }).waitFor();
    await main.getByRole("link", { name: "e-mail us for a new link" }).waitFor();
    expect(await main.getByRole("button").count()).toBe(0);
    await page.screenshot({ path: `${SHOTS_DIR}/pay-link-invalid.png`, fullPage: true });
    expect(bed.stripe().requests.filter((r) => r.path === "/v1/checkout/sessions").length).toBe(
      before,
    );
    await page.context().close();
  });
});

describe("the desk", () => {
  it("finds a lead by its reference, and Copy pay link gives a link that opens its pay page", async () => {
    const { page: briefPage, leadId, answers } = await sendBrief("desklink", "logo-professional");
    await briefPage.context().close();
    const { reference = "" } = await confirmationTo(answers.emailAddress);

    const { page: desk } = await openDeskPage(bed.browser());
    await signInAsSalesperson(desk, `${origin}/desk`, "jordan.links@brandvista.studio");
    await desk.goto(`${origin}/desk`);
    await desk.getByRole("group", { name: "Views" }).getByRole("button", { name: /^All/ }).click();
    await desk.getByLabel("Search in").selectOption("reference");
    // Typed as a person reads it out: lower case, no prefix, no dash.
    await desk.getByLabel("Starts with").fill(reference.slice(3).replace("-", "").toLowerCase());
    await desk.locator(`tr[data-lead-id="${leadId}"]`).waitFor({ timeout: 20_000 });

    await desk.goto(`${origin}/desk/leads/${leadId}`);
    await expect.poll(() => desk.getByTestId("lead-reference").textContent()).toBe(reference);
    await desk.getByRole("button", { name: "Copy pay link" }).click();
    const link = await desk.getByTestId("pay-link").inputValue({ timeout: 20_000 });
    expect(link).toMatch(/\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    await desk.getByText(/^Pay link made by jordan\.links@brandvista\.studio/).waitFor();
    await desk.screenshot({ path: `${SHOTS_DIR}/desk-pay-link.png`, fullPage: true });
    await desk.context().close();

    const page = await (await bed.browser().newContext()).newPage();
    await page.goto(`${origin}${new URL(link).pathname}`);
    await page.getByRole("button", { name: "Pay $499 securely" }).waitFor();
    await page.getByText(reference).first().waitFor();
    await page.context().close();
  }, 150_000);
});

describe("one story per path", () => {
  const paths = [
    { path: "full", plan: "logo-starter", pay: /^Pay \$249 securely$/ },
    { path: "deposit", plan: "mobile-mvp", pay: /^Pay \$6,499\.50 securely$/ },
    { path: "quote", plan: null, pay: null },
  ] as const;

  it.each(paths)(
    "$path: the final step and the checkout tell the mail's next steps, the paid page what follows the payment",
    async ({ path, plan, pay }) => {
      const { page, answers } = await sendBrief(`story-${path}`, plan);
      const text = mailText(await confirmationTo(answers.emailAddress));
      const expectInMail = (steps: string[]) => {
        expect(steps.length).toBe(3);
        for (const step of steps) expect(text).toContain(step);
      };

      const finalSteps = await stepsOn(page);
      expectInMail(finalSteps);
      await page.screenshot({ path: `${SHOTS_DIR}/story-${path}-final-step.png`, fullPage: true });
      if (!pay) {
        // No plan: nothing to pay now, so no way on to a checkout.
        expect(await page.getByRole("link", { name: "Continue to checkout" }).count()).toBe(0);
        expect(text).not.toContain("/pay/");
        await page.context().close();
        return;
      }
      await page.getByRole("link", { name: "Continue to checkout" }).click();
      await page.waitForURL(`${origin}/checkout`);
      await page.getByRole("button", { name: pay }).waitFor();
      expect(await stepsOn(page)).toEqual(finalSteps);
      await page.screenshot({ path: `${SHOTS_DIR}/story-${path}-checkout.png`, fullPage: true });
      await payOnStripe(page, pay);
      // The headline says what was paid: the price, or the deposit.
      await page
        .getByRole("heading", { name: /^(Payment|Deposit) received — / })
        .waitFor({ timeout: 20_000 });
      // After the payment the path's own words (content/next-steps.ts), never the ones before it.
      const { words, amounts } = storyOf(plan);
      expect(await stepsOn(page)).toEqual(words.after.steps(amounts));
      await page.screenshot({ path: `${SHOTS_DIR}/story-${path}-paid.png`, fullPage: true });
      await page.context().close();
    },
    150_000,
  );
});
