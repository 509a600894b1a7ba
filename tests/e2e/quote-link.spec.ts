// The client's quote page in Chromium (issue 46), against the built site, the emulators and the
// Stripe stand-in: a salesperson writes a quote (deskCreateQuote, the sales claim); a fresh
// browser context opens its link at 390 and 1280 px, sees the company, the reference, each line,
// the total, what is due now, until when and the note, never the person's address, with no axe
// violation; "Accept and pay" goes to the stand-in's Checkout for exactly the share due now and
// lands on the paid page. A replaced link shows its own page with the phone number and makes
// no Checkout Session. Screenshots: SHOTS_DIR.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import { DESK_CREATE_QUOTE_FUNCTION } from "../../functions/src/shared/function-names";
import type { DeskCreateQuoteResponse } from "../../functions/src/shared/quote-api";
import { VALID_LEAD } from "../fixtures/leads";
import { deskHostingOrigin, hostingOrigin } from "../support/browser";
import { deskClientsBed } from "../support/desk-auth";
import { adminFirestore } from "../support/emulators";
import { uniqueLeadId } from "../support/leads";
import { waitForPayment } from "../support/payments";
import { blockingIssues } from "./helpers/axe";
import {
  csvCells,
  downloadCsv,
  openLeadAsSalesperson,
  sendBalanceInvoice,
} from "./helpers/desk-browser";
import { browserTestBed } from "./helpers/test-bed";

const origin = hostingOrigin();
const deskOrigin = deskHostingOrigin();
const SHOTS_DIR =
  process.env.QUOTE_SHOTS_DIR ??
  fileURLToPath(new URL("../../test-results/quote-link/", import.meta.url));
const signInAs = deskClientsBed();
const bed = browserTestBed({ standIn: true, stripeWebhook: `${origin}/api/stripe/webhook` });

beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

/** A lead without a plan, as the brief saves it, and a salesperson's quote on it. */
async function quotedLead(companyName: string) {
  const leadId = uniqueLeadId("quote");
  const address = `owner.${Date.now()}@quoted.example`;
  await (
    await adminFirestore()
  )
    .doc(`${LEADS_COLLECTION}/${leadId}`)
    .set({ ...VALID_LEAD, companyName, emailAddress: address, createdAt: new Date() });
  const alex = await signInAs(`${uniqueLeadId("alex")}@brandvista.studio`, SALES_CLAIMS);
  const write = (lines: { description: string; amountCents: number }[], depositPercent = 50) =>
    alex.call<DeskCreateQuoteResponse>(DESK_CREATE_QUOTE_FUNCTION, {
      leadId,
      lines,
      depositPercent,
      note: "Two rounds of changes are included.\nDelivery in four weeks.",
    });
  return { leadId, address, write };
}

/** A salesperson (signed in afresh as `name`) on the lead's page of the desk. */
const deskOnLead = (leadId: string, name: string) =>
  openLeadAsSalesperson(
    bed.browser(),
    deskOrigin,
    leadId,
    `${name}.${Date.now()}@brandvista.studio`,
  );

/** The client pays, in a fresh browser, the invoice the desk just sent (its link on the lead page). */
async function payTheInvoiceSent(desk: Page) {
  const invoiceLink = desk
    .getByTestId("balance-invoice")
    .getByRole("link", { name: "Open the invoice Stripe sent" });
  await invoiceLink.waitFor({ timeout: 30_000 });
  const client = await (await bed.browser().newContext()).newPage();
  await client.goto((await invoiceLink.getAttribute("href")) ?? "");
  await client.getByRole("button", { name: "Pay" }).click();
  await client.context().close();
}

const sessionsMade = () => {
  const { requests } = bed.stripe();
  return requests.filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST").length;
};

describe("the client's quote page", () => {
  it("shows the quote at 390 and 1280 px, passes axe, and accepts and pays the share due now", async () => {
    const { leadId, address, write } = await quotedLead("Quoted Roasters");
    const quote = await write([
      { description: "Brand strategy workshop (two sessions)", amountCents: 250_000 },
      { description: "Logo and identity system", amountCents: 600_050 },
    ]);
    const path = new URL(quote.payUrl).pathname;
    expect(path).toMatch(/^\/quote\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    for (const width of [390, 1280]) {
      const context = await bed.browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${origin}${path}`);
      const button = page.getByRole("button", { name: "Accept and pay $4,250.25" });
      await button.waitFor({ timeout: 20_000 });
      const main = page.getByRole("main");
      await main.getByText("For Quoted Roasters").waitFor();
      await main.getByText(quote.reference).waitFor();
      await main.getByText("Logo and identity system").waitFor();
      await main.getByText("$8,500.50").waitFor();
      await main.getByText("Due now (50%)").waitFor();
      await main.getByText(/Delivery in four weeks/).waitFor();
      expect(await page.getByText(address).count()).toBe(0);
      expect(await page.content()).not.toContain(leadId);
      expect(await blockingIssues(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS_DIR}/quote-page-${width}.png`, fullPage: true });
      if (width === 1280) {
        await button.click();
        await page.waitForURL((url) => url.origin === bed.stripe().origin);
        expect(bed.stripe().sessionOf(leadId)?.amount_total).toBe(425_025);
        await page.getByRole("button", { name: "Pay" }).click();
        await page.waitForURL((url) => url.pathname === "/checkout/paid");
        await page
          .getByRole("heading", {
            name: `Payment received — $4,250.25 for Quote ${quote.reference}`,
          })
          .waitFor({ timeout: 20_000 });
        await page.screenshot({ path: `${SHOTS_DIR}/quote-paid-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 900 });
        await page.screenshot({ path: `${SHOTS_DIR}/quote-paid-390.png`, fullPage: true });
        expect((await waitForPayment(leadId, "PAID")).amountCents).toBe(425_025);
        // Opened again: accepted, nothing to press.
        await page.goto(`${origin}${path}`);
        await page.getByRole("heading", { name: "This quote is accepted" }).waitFor();
        expect(await page.getByRole("main").getByRole("button").count()).toBe(0);
      }
      await context.close();
    }

    // The desk measures the money against the quote: the deposit, then the balance invoiced
    // for exactly the rest and paid on Stripe's page, then paid in full at the quote's total.
    const { page: desk, context: deskContext } = await deskOnLead(leadId, "riley");
    const money = desk.getByTestId("lead-payment");
    await expect
      .poll(() => money.textContent(), { timeout: 15_000 })
      .toBe("Deposit paid $4,250.25");
    await sendBalanceInvoice(desk);
    await payTheInvoiceSent(desk);
    await expect
      .poll(() => money.textContent(), { timeout: 20_000 })
      .toBe("Paid in full $8,500.50");
    // The lead page shows the quote's lines beside the money, and who wrote it in words.
    const card = desk.getByTestId("lead-quote");
    await card.getByText("Brand strategy workshop (two sessions)").waitFor();
    expect(await card.textContent()).toContain("Total$8,500.50");
    await desk.getByText(/^Quote written and e-mailed by /).waitFor();
    await desk.screenshot({ path: `${SHOTS_DIR}/desk-quote-paid-in-full.png`, fullPage: true });

    // The overview counts the quote accepted this week at its value, and its CSV carries it.
    await desk.goto(`${deskOrigin}/desk/overview`);
    const thisWeek = desk.locator('[data-chart="quotes"] tbody tr').last();
    const acceptedCents = async () =>
      Number(
        (await thisWeek.locator('[data-group="acceptedCents"]').getAttribute("data-value")) ?? 0,
      );
    await expect.poll(acceptedCents, { timeout: 15_000 }).toBeGreaterThanOrEqual(850_050);
    const [weekNames = "", ...weeks] = await downloadCsv(desk, "Download CSV");
    expect(weekNames.split(",").indexOf("acceptedQuotesUsd")).toBeGreaterThan(0);
    const accepted = csvCells(weekNames, weeks.at(-1) ?? "")("acceptedQuotesUsd");
    expect(Number(accepted)).toBeGreaterThanOrEqual(8_500.5);
    await desk.screenshot({ path: `${SHOTS_DIR}/desk-overview-quotes.png`, fullPage: true });
    await deskContext.close();
  }, 240_000);

  it("a quote with nothing due now: Accept on its page, then the desk invoices the whole total", async () => {
    const { leadId, write } = await quotedLead("Pay Later Print Co");
    const quote = await write(
      [{ description: "Packaging design, three SKUs", amountCents: 480_000 }],
      0,
    );
    const page = await (await bed.browser().newContext()).newPage();
    await page.goto(`${origin}${new URL(quote.payUrl).pathname}`);
    await page.getByRole("button", { name: "Accept", exact: true }).click();
    await page
      .getByRole("heading", { name: "This quote is accepted" })
      .waitFor({ timeout: 20_000 });
    await page.context().close();
    expect(bed.stripe().sessionOf(leadId)).toBeUndefined();

    const { page: desk, context: deskContext } = await deskOnLead(leadId, "quinn");
    const money = desk.getByTestId("lead-payment");
    await expect
      .poll(() => money.textContent(), { timeout: 15_000 })
      .toBe("Quote $4,800 accepted, nothing paid yet: invoice it when work starts");
    expect(await desk.getByTestId("lead-payment-events").textContent()).toBe(
      "No payment event has arrived yet.",
    );
    await desk.getByRole("button", { name: "Send invoice", exact: true }).click();
    const dialog = desk.getByRole("dialog", { name: "Send the invoice for the quote?" });
    expect(await dialog.textContent()).toContain("$4,800");
    await dialog.getByRole("button", { name: "Send the invoice" }).click();
    await payTheInvoiceSent(desk);
    await expect.poll(() => money.textContent(), { timeout: 20_000 }).toBe("Paid in full $4,800");
    await deskContext.close();
  }, 150_000);

  it("a replaced quote's link shows its own page with the phone number, and opens no session", async () => {
    const { write } = await quotedLead("Second Thoughts LLC");
    const first = await write([{ description: "Logo refresh", amountCents: 90_000 }]);
    await write([{ description: "Logo refresh and style guide", amountCents: 140_000 }]);
    const before = sessionsMade();
    const page = await (await bed.browser().newContext()).newPage();
    await page.goto(`${origin}${new URL(first.payUrl).pathname}`);
    await page
      .getByRole("heading", { name: "This quote was replaced" })
      .waitFor({ timeout: 20_000 });
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "(214) 555-0134" }).waitFor();
    await main.getByRole("link", { name: "e-mail us for a new link" }).waitFor();
    expect(await main.getByRole("button").count()).toBe(0);
    expect(await blockingIssues(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/quote-replaced.png`, fullPage: true });
    expect(sessionsMade()).toBe(before);
    await page.context().close();
  }, 120_000);
});

describe("the desk's Write a quote", () => {
  it("a salesperson writes a quote (total and due now as they type) and gets the client's link", async () => {
    const leadId = uniqueLeadId("deskquote");
    await (
      await adminFirestore()
    )
      .doc(`${LEADS_COLLECTION}/${leadId}`)
      .set({ ...VALID_LEAD, companyName: "Desk Quote Dairy", createdAt: new Date() });
    const { page: desk, context } = await deskOnLead(leadId, "morgan");
    await desk.getByText("Write a quote").first().click();
    const form = desk.getByRole("form", { name: "Write a quote" });
    await form.getByLabel("Description").fill("Packaging design, three flavours");
    await form.getByLabel("Amount (USD)").fill("4,800");
    await form.getByRole("button", { name: "Add a line" }).click();
    await form.getByLabel("Description").nth(1).fill("Label printing files");
    await form.getByLabel("Amount (USD)").nth(1).fill("700.50");
    await form.getByLabel("Due when the client accepts").selectOption("25");
    await form.getByLabel(/Note to the client/).fill("Printing itself is quoted by the printer.");
    await expect
      .poll(() => desk.getByTestId("quote-sums").textContent())
      .toBe("Total $5,500.50 · due now $1,375.13");
    expect(await blockingIssues(desk)).toEqual([]);
    for (const width of [390, 1280]) {
      await desk.setViewportSize({ width, height: 900 });
      await desk.screenshot({ path: `${SHOTS_DIR}/desk-quote-form-${width}.png`, fullPage: true });
    }
    await form.getByRole("button", { name: "Send the quote" }).click();
    const link = await desk.getByTestId("quote-link").inputValue({ timeout: 20_000 });
    expect(link).toMatch(/\/quote\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    // The Quotes view lists it (sent today, not accepted), and the CSV carries its value.
    await desk.goto(`${deskOrigin}/desk`);
    await desk
      .getByRole("group", { name: "Views" })
      .getByRole("button", { name: /^Quotes/ })
      .click();
    const row = desk.locator(`tr[data-lead-id="${leadId}"]`);
    await expect
      .poll(() => row.getByTestId("payment").textContent(), { timeout: 15_000 })
      .toMatch(/^Quote \$5,500\.50 sent today, expires [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await desk.getByLabel("Starts with").fill("Desk Quote Dairy");
    await expect.poll(() => desk.locator("tbody tr").count(), { timeout: 15_000 }).toBe(1);
    const [header = "", line = ""] = await downloadCsv(desk, "Export CSV");
    const cell = csvCells(header, line);
    expect(cell("agreement")).toBe("quote");
    expect(cell("agreedTotalCents")).toBe("550050");
    expect(cell("agreedDueNowCents")).toBe("137513");
    await context.close();

    const page = await (await bed.browser().newContext()).newPage();
    await page.goto(`${origin}${new URL(link).pathname}`);
    await page
      .getByRole("button", { name: "Accept and pay $1,375.13" })
      .waitFor({ timeout: 20_000 });
    await page.getByText("Label printing files").waitFor();
    await page.context().close();
  }, 150_000);
});
