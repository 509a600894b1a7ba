// The desk's lead page and list say what is true now (issue 50), in Chromium against the desk's
// own build, the emulators (with the functions) and the Stripe stand-in: the client's reference
// under the company, with Copy; "Copy pay link" only where the link can collect something (not
// on a lead paid in full, nor on a paid deposit without an open invoice); the Stripe events
// section that does not contradict the money shown; "Send balance invoice" asking first (the
// amount and the address, in a dialog that Escape and Cancel close); a Stripe error from the
// stand-in shown as a sentence with a next step. Then the list's layout: at 1280 px no address
// breaks inside a word; at 390 px every lead is a card with its company, state and amount, and
// nothing scrolls sideways. Pages are photographed (SHOTS_DIR) for a reviewer.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { leadReference } from "../../functions/src/leads/derive-reference";
import { planAgreement } from "../../functions/src/shared/agreement";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { cataloguePlan } from "../../functions/src/shared/payment-amounts";
import { deskHostingOrigin } from "../support/browser";
import { adminFirestore } from "../support/emulators";
import { seedLead, uniqueLeadId } from "../support/leads";
import { BALANCE_PLAN, balancePayment, type BalanceStage } from "../fixtures/balance-leads";
import { blockingIssues } from "./helpers/axe";
import { openDeskPage, sendBalanceInvoice, signInAsSalesperson } from "./helpers/desk-browser";
import { browserTestBed } from "./helpers/test-bed";

const origin = deskHostingOrigin();
const SHOTS_DIR = fileURLToPath(new URL("../../test-results/desk-words/", import.meta.url));
const run = Date.now().toString(36);
const PREFIX = `Words${run}`;
const SALESPERSON = `casey.${run}@brandvista.studio`;

/** Each lead of the spec: its stage of the balance, or a Customer Stripe does not know. */
type Case = BalanceStage | "unknownCustomer";
const CASES: Case[] = ["depositPaid", "balanceDue", "paidInFull", "unknownCustomer"];
const ids = Object.fromEntries(CASES.map((c) => [c, uniqueLeadId(`w${c}`)])) as Record<
  Case,
  string
>;
/** Long addresses, as a client's accounts team writes them: the list must not break them inside a word. */
const emailOf = (c: Case) =>
  `accounts.payable+${c.toLowerCase()}@${run}-desert-botanicals.example.com`;
const GONE_CUSTOMER = `cus_gone_${run}`;

// A Stripe stand-in without a webhook: the spec only reads what the desk asks of it.
const bed = browserTestBed({ stripe: true });
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const db = await adminFirestore();
  const now = new Date();
  const plan = cataloguePlan(BALANCE_PLAN);
  if (!plan) throw new Error(`${BALANCE_PLAN} is not in the catalogue`);
  for (const [index, c] of CASES.entries()) {
    await seedLead(ids[c], {
      minutesAgo: 60 * 24 * 30 + index,
      fields: { companyName: `${PREFIX} ${c}`, emailAddress: emailOf(c), plan: BALANCE_PLAN },
      delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
    });
    const stage: BalanceStage = c === "unknownCustomer" ? "depositPaid" : c;
    const payment = balancePayment(ids[c], stage, now);
    await db.doc(`${LEADS_COLLECTION}/${ids[c]}`).update({
      reference: leadReference(ids[c]),
      payment: c === "unknownCustomer" ? { ...payment, customerId: GONE_CUSTOMER } : payment,
      // What the checkout agreed (the balance is read from it, not from Stripe's session).
      ...(c === "unknownCustomer" && {
        agreement: planAgreement(BALANCE_PLAN, plan, now),
      }),
    });
  }
  ({ page } = await openDeskPage(bed.browser()));
  await signInAsSalesperson(page, `${origin}/desk`, SALESPERSON);
}, 120_000);

const openLead = async (c: Case) => {
  await page.goto(`${origin}/desk/leads/${ids[c]}`);
  await page.getByTestId("lead-payment").waitFor({ timeout: 15_000 });
  await expect
    .poll(() => page.getByTestId("lead-payment").textContent(), { timeout: 15_000 })
    .not.toBe("");
};
const payLinkButton = () => page.getByRole("button", { name: "Copy pay link" });
const sendButton = () => page.getByRole("button", { name: "Send balance invoice" });

describe("a lead's page", () => {
  it("shows the client's reference under the company, with a Copy button", async () => {
    await openLead("depositPaid");
    const reference = leadReference(ids.depositPaid);
    expect(await page.getByTestId("lead-reference").textContent()).toBe(reference);
    // Right under the company's heading.
    const below = await page
      .getByRole("heading", { level: 1 })
      .evaluate((h1) => h1.nextElementSibling?.textContent ?? "");
    expect(below).toContain(reference);
    await page.getByRole("button", { name: `Copy the reference ${reference}` }).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/lead-deposit-paid.png`, fullPage: true });
  });

  it("offers Copy pay link only when the link can collect something", async () => {
    // A paid deposit without an open invoice: the link would say nothing is due yet.
    expect(await payLinkButton().count()).toBe(0);
    await openLead("paidInFull");
    expect(await payLinkButton().count()).toBe(0);
    // The money shown and the Stripe events section agree.
    expect(await page.getByTestId("lead-payment").textContent()).toMatch(/^Paid in full/);
    expect(await page.getByText("No payment event has arrived yet.").count()).toBe(0);
    expect(await page.getByTestId("lead-payment-events").textContent()).toMatch(
      /^No Stripe event is kept on the desk for the money above/,
    );
    await page.screenshot({ path: `${SHOTS_DIR}/lead-paid-in-full.png`, fullPage: true });
    // An open balance invoice: the link's page offers it.
    await openLead("balanceDue");
    await payLinkButton().waitFor({ timeout: 15_000 });
  });

  it("asks before Send balance invoice, with the amount and the address; Cancel and Escape send nothing", async () => {
    await openLead("unknownCustomer");
    const before = bed.stripe().requests.length;
    const dialog = page.getByRole("dialog", { name: "Send the balance invoice?" });
    await sendButton().click();
    await dialog.waitFor();
    const question = await page.getByTestId("balance-invoice-question").textContent();
    expect(question).toContain("$2,499.50");
    expect(question).toContain(emailOf("unknownCustomer"));
    await page.screenshot({ path: `${SHOTS_DIR}/lead-send-confirmation.png`, fullPage: true });
    expect(await blockingIssues(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The focus is back on the button that opened it.
    expect(await sendButton().evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await sendButton().evaluate((button) => button === document.activeElement)).toBe(true);
    expect(bed.stripe().requests.length).toBe(before);
  });

  it("shows a Stripe error from the stand-in as a sentence with a next step", async () => {
    const status = await sendBalanceInvoice(page);
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .toBe(
        `The invoice was not sent. Stripe does not know this client (customer ${GONE_CUSTOMER}): open the lead in Stripe's dashboard, or ask the client to pay by the pay link.`,
      );
    // It was Stripe (the stand-in) that answered so.
    expect(
      bed
        .stripe()
        .requests.some((request) => request.path === "/v1/invoices" && request.method === "POST"),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/lead-stripe-error.png`, fullPage: true });
  });
});

/** Shows the spec's leads in the list (All, searched by the run's prefix). */
async function listTheLeads() {
  await page.goto(`${origin}/desk`);
  await page.getByRole("group", { name: "Views" }).getByRole("button", { name: /^All/ }).click();
  await page.getByLabel("Starts with").fill(PREFIX);
  await expect.poll(() => page.locator("tbody tr").count(), { timeout: 15_000 }).toBe(CASES.length);
}

describe("the list's layout", () => {
  it("at 1280 px breaks no address inside a word, and sizes its columns to their content", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await listTheLeads();
    // Each piece of an address (between its <wbr>s, after "@" and ".") stays on one line.
    const broken = await page.locator("tbody td").evaluateAll((cells) =>
      cells.flatMap((cell) =>
        [...cell.childNodes]
          .filter((node) => node.nodeName === "SPAN" && /@|\./.test(cell.textContent ?? ""))
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return lines.size > 1 ? [node.textContent ?? ""] : [];
          }),
      ),
    );
    expect(broken).toEqual([]);
    // The columns share the width by their content: the table fits its frame, nothing is cut
    // off or scrolls sideways, and each address is as wide as its widest piece at least.
    const fits = await page
      .locator("table")
      .evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0));
    expect(fits).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/list-1280.png`, fullPage: true });
  });

  it("at 390 px shows every lead as a card with its company, state and amount, and no sideways scroll", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await listTheLeads();
    for (const c of CASES) {
      const row = page.locator(`tr[data-lead-id="${ids[c]}"]`);
      for (const part of [
        row.getByRole("link", { name: `${PREFIX} ${c}` }),
        row.getByTestId("delivery"),
        row.getByTestId("payment"),
      ]) {
        const box = (await part.boundingBox()) ?? { x: -1, width: Infinity };
        expect(box.x, c).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, c).toBeLessThanOrEqual(390);
        expect(await part.isVisible()).toBe(true);
      }
      expect(await row.getByTestId("payment").textContent()).toMatch(/\$[\d,.]+/);
    }
    expect(
      await page.evaluate(
        () => (document.scrollingElement?.scrollWidth ?? Infinity) <= window.innerWidth,
      ),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/list-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
