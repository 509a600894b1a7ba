// The words for each moment, on every path (issue 50), in Chromium against the built site, the
// emulators and the EmailJS and Stripe stand-ins. For a plan paid in full, a deposit plan and a
// brief without a plan, at 390 px and 1280 px: the final step, the checkout, the pay link and
// (after paying on the stand-in's page) the paid page (a brief without a plan has none yet:
// quotes come with issue 46; its after-payment words are checked in web/src/pages/after-payment.test.tsx), each photographed (SHOTS_DIR) and checked
// by axe; the checkout states each fact once and its Pay button is as large and as bold as the
// site's other primary buttons; no page after a payment says "Pay … now". Also: the focus goes
// to each new page's heading.
//
// The brief is not typed here: the lead is written with the Admin SDK (the trigger stamps its
// reference and mails its pay link) and the browser's tab is given the saved brief, as the
// wizard leaves it. So the spec runs where Chromium reports itself offline (a network
// namespace), which the brief's own send refuses.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signPayLink } from "../../functions/src/payments/pay-link";
import { BRIEF_STORAGE_KEY } from "../../web/src/features/brief/brief-store";
import { VALID_LEAD } from "../fixtures/leads";
import { hostingOrigin } from "../support/browser";
import { confirmationTo as confirmationMail } from "../support/confirmation-mail";
import { seedLead, uniqueLeadId } from "../support/leads";
import { waitForPayment } from "../support/payments";
import { DEMO_PAY_LINK_SECRET } from "../support/stripe-stand-in.mjs";
import { browserTestBed } from "./helpers/test-bed";

const origin = hostingOrigin();
const SHOTS_DIR =
  process.env.PATH_WORDS_SHOTS_DIR ??
  fileURLToPath(new URL("../../test-results/path-words/", import.meta.url));
const WIDTHS = [390, 1280] as const;
const bed = browserTestBed({ standIn: true, stripeWebhook: `${origin}/api/stripe/webhook` });

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

/** An order to pay, in any words: "Pay …" opening a sentence, or "pay … now". */
const IMPERATIVE_PAY = /(^|[.:;!?—]\s*)Pay\b|\bpay\b[^.\n]*\bnow\b/im;

/** Every axe-core violation of WCAG 2.1 A/AA and best practice, whatever its impact. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** A brief saved for `plan` (or none): the lead, its tab's stored brief and its pay link. */
async function savedBrief(label: string, plan: string | null) {
  const leadId = uniqueLeadId(label);
  // An address of its own: the confirmation goes once a day to an address (confirmation-guard).
  const lead = {
    ...VALID_LEAD,
    companyName: `Words ${label} ${leadId.slice(-4)}`,
    emailAddress: `owner.${label}.${Date.now()}@roasters.example`,
  };
  await seedLead(leadId, { fields: { ...lead, ...(plan && { plan }) } });
  const stored = JSON.stringify({
    answers: lead,
    planId: plan,
    attempt: null,
    submitted: { lead, leadId, fingerprint: "saved" },
  });
  const mail = await confirmationTo(lead.emailAddress);
  const payPath = mail.payUrl ? new URL(mail.payUrl).pathname : null;
  return { leadId, lead, stored, payPath, reference: mail.reference ?? "" };
}

/** The confirmation's variables the EmailJS stand-in received for `address`. */
const confirmationTo = (address: string) => confirmationMail(bed.standIn(), address, 90_000);

/** A tab at `width` px whose sessionStorage holds the saved brief, as the wizard leaves it. */
async function tabWithBrief(
  stored: string,
  width: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await bed.browser().newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([key, value]) => {
      // Only once per tab: the pages' own writes (a payment's outcome) are kept after that.
      if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
    },
    [BRIEF_STORAGE_KEY, stored] as const,
  );
  return { context, page: await context.newPage() };
}

/** Waits for `locator`; on a time-out, says what the page showed instead. */
async function shown(page: Page, locator: ReturnType<Page["locator"]>, timeout = 60_000) {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const text = await page
      .locator("main")
      .innerText()
      .catch(() => "(no main)");
    throw new Error(`${String(error)}\n${page.url()} showed:\n${text}`, { cause: error });
  }
}

/**
 * Waits until the page is hydrated and idle: the mobile menu renders its (hidden) links then
 * (app/mobile-menu.tsx), so a click is the router's, not a new document's.
 */
const hydrated = (page: Page) =>
  page
    .locator('nav[aria-label="Mobile"] a')
    .first()
    .waitFor({ state: "attached", timeout: 60_000 });

/** The text of the page's main region, one block per line. */
const mainText = (page: Page) => page.locator("main").innerText();

/** The sentences of a text, trimmed: what "each fact once" counts. */
const sentencesOf = (text: string) =>
  text
    .split(/\n|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

/** The sentences (and lines) that appear more than once. */
const repeated = (text: string) => {
  const seen = new Map<string, number>();
  for (const sentence of sentencesOf(text)) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([sentence]) => sentence);
};

/** The element that has the focus: its tag and its accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? "",
      text: (active?.textContent ?? "").trim(),
      inMain: Boolean(active?.closest("main")),
    };
  });

/** Size and weight of a button or button-like link, as drawn. */
const looks = (page: Page, selector: string, name: RegExp) =>
  page
    .locator(selector)
    .filter({ hasText: name })
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        fontSize: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
        height: box.height,
      };
    });

/** Saves the page at this moment, axe-checks it, and answers its main text. */
async function photograph(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
  return mainText(page);
}

/** The checkout once its heading has the focus: photographed, no sentence said twice; its text. */
async function checkoutSaidOnce(page: Page, name: string) {
  await expect
    .poll(() => focused(page), { timeout: 10_000 })
    .toMatchObject({ tag: "h1", text: "Checkout" });
  const checkout = await photograph(page, name);
  expect(repeated(checkout), "sentences said twice on the checkout").toEqual([]);
  return checkout;
}

const paths = [
  {
    path: "full",
    plan: "logo-professional",
    pay: /^Pay \$499 securely$/,
    dueNow: "You pay $499 today: the whole price of your package.",
    paidHeading: "Payment received — $499 for Professional Logo",
    settled: "This order is paid",
  },
  {
    path: "deposit",
    plan: "branding-system",
    pay: /^Pay \$2,499\.50 securely$/,
    dueNow: "You pay the $2,499.50 deposit today.",
    paidHeading: "Deposit received — $2,499.50 for Brand System",
    settled: "Your deposit is paid",
  },
] as const;

describe("each path's words, before and after the payment", () => {
  for (const width of WIDTHS) {
    it.each(paths)(
      `$path at ${width} px: final step, checkout, pay link, paid page`,
      async ({ path, plan, pay, dueNow, paidHeading, settled }) => {
        const brief = await savedBrief(`${path}${width}`, plan);
        const shot = (moment: string) => `${path}-${moment}-${width}`;
        const { context, page } = await tabWithBrief(brief.stored, width);

        // The final step: what will be paid, the way on to the checkout. A step of the flow,
        // reached by a new document: its heading has the focus.
        await page.goto(`${origin}/final-step`);
        const cta = page.getByRole("link", { name: "Continue to checkout" });
        await cta.waitFor();
        await expect
          .poll(() => focused(page), { timeout: 10_000 })
          .toMatchObject({ tag: "h1", inMain: true });
        await photograph(page, shot("final-step"));
        const ctaLooks = await looks(page, "main a", /^Continue to checkout$/);

        // The checkout: each fact once; the Pay button the page's primary action.
        await cta.click();
        await page.waitForURL(`${origin}/checkout`);
        const button = page.getByRole("button", { name: pay });
        await shown(page, button);
        const checkout = await checkoutSaidOnce(page, shot("checkout"));
        expect(checkout.split(dueNow)).toHaveLength(2);
        expect(checkout).not.toMatch(/:\s*[^.\n]*:/);
        if (path === "deposit") expect(checkout.match(/remaining \$2,499\.50/g)).toHaveLength(1);
        const payLooks = await looks(page, "main button", pay);
        expect(payLooks.fontSize).toBeGreaterThanOrEqual(ctaLooks.fontSize);
        expect(payLooks.fontWeight).toBeGreaterThanOrEqual(ctaLooks.fontWeight);
        expect(payLooks.height).toBeGreaterThanOrEqual(Math.min(ctaLooks.height, 48));

        // The pay link, before the payment: the same words, the reference.
        if (!brief.payPath) throw new Error("the confirmation carried no pay link");
        const link = await context.newPage();
        await link.goto(`${origin}${brief.payPath}`);
        await shown(link, link.getByRole("button", { name: pay }));
        await link.getByText(brief.reference).first().waitFor();
        const payPage = await photograph(link, shot("pay"));
        expect(repeated(payPage), "sentences said twice on the pay page").toEqual([]);
        expect(payPage).toContain(dueNow);

        // Paid on the stand-in's page: the paid page says what was paid, never "Pay … now".
        await button.click();
        await page.waitForURL((url) => url.origin === bed.stripe().origin);
        await page.getByRole("button", { name: "Pay" }).click();
        await page.waitForURL((url) => url.pathname === "/checkout/paid");
        await shown(page, page.getByRole("heading", { name: paidHeading }));
        await page.getByTestId("next-steps").waitFor();
        const paid = await photograph(page, shot("paid"));
        expect(paid).not.toMatch(IMPERATIVE_PAY);
        expect(paid).toContain(brief.reference);
        await waitForPayment(brief.leadId, "PAID", 20_000);

        // The pay link after the payment: settled, nothing to press.
        await link.reload();
        await shown(link, link.getByRole("heading", { name: settled }));
        const after = await photograph(link, shot("pay-after"));
        expect(after).not.toMatch(IMPERATIVE_PAY);
        expect(await link.locator("main").getByRole("button").count()).toBe(0);
        await context.close();
      },
      180_000,
    );
  }

  for (const width of WIDTHS) {
    it(`no plan at ${width} px: final step, checkout and pay link promise a written quote`, async () => {
      const brief = await savedBrief(`quote${width}`, null);
      const shot = (moment: string) => `quote-${moment}-${width}`;
      const quote = "a written quote within one business day, payable online";
      const { context, page } = await tabWithBrief(brief.stored, width);

      await page.goto(`${origin}/final-step`);
      await page.getByTestId("next-steps").waitFor();
      const finalStep = await photograph(page, shot("final-step"));
      expect(finalStep).toContain(quote);
      expect(finalStep).not.toMatch(/proposal/i);
      // Nothing to pay: no way on to a checkout.
      expect(await page.getByRole("link", { name: "Continue to checkout" }).count()).toBe(0);

      // The checkout, if opened anyway: the quote, no Pay button.
      await page.goto(`${origin}/checkout`);
      await page.getByText("Custom quote").waitFor();
      await page.getByTestId("next-steps").waitFor();
      const checkout = await checkoutSaidOnce(page, shot("checkout"));
      expect(checkout.split(quote)).toHaveLength(2);
      expect(await page.locator("main").getByRole("button").count()).toBe(0);

      // A brief without a plan is mailed no pay link; a link sales makes for it says there is
      // nothing to charge yet, and what comes instead.
      expect(brief.payPath).toBeNull();
      const token = signPayLink(brief.leadId, new Date(), DEMO_PAY_LINK_SECRET);
      await page.goto(`${origin}/pay/${token}`);
      await shown(page, page.getByRole("heading", { name: "Nothing to pay yet" }));
      await expect
        .poll(() => focused(page), { timeout: 10_000 })
        .toMatchObject({ tag: "h1", text: "Your payment" });
      const payPage = await photograph(page, shot("pay"));
      expect(repeated(payPage), "sentences said twice on the pay page").toEqual([]);
      expect(payPage).toContain(quote);
      expect(await page.locator("main").getByRole("button").count()).toBe(0);
      await context.close();
    }, 120_000);
  }
});

describe("the focus", () => {
  it("a route change puts it on the new page's main heading", async () => {
    const context = await bed.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/about`);
    await hydrated(page);
    // A landing page keeps the browser's own focus on load.
    expect((await focused(page)).tag).toBe("body");
    await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
    await page.waitForURL(`${origin}/pricing`);
    await expect
      .poll(() => focused(page), { timeout: 10_000 })
      .toMatchObject({ tag: "h1", inMain: true });
    // Tab goes on from the heading into the page, not back to the header.
    await page.keyboard.press("Tab");
    expect((await focused(page)).inMain).toBe(true);
    await context.close();
  });

  it("Escape closes the mobile menu and returns it to the Menu button", async () => {
    const context = await bed.browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), { timeout: 10_000 }).toBe("true");
    await page.keyboard.press("Tab");
    await expect.poll(() => focused(page), { timeout: 10_000 }).toMatchObject({ tag: "a" });
    await page.keyboard.press("Escape");
    await expect
      .poll(() => toggle.getAttribute("aria-expanded"), { timeout: 10_000 })
      .toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});
