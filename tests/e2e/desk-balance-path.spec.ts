// The balance after a deposit, the whole way through, in Chromium against the built site, the
// emulators, the Stripe stand-in (its events through Hosting's /api/stripe/webhook rewrite) and
// the EmailJS stand-in: a visitor's brief for a deposit plan pays its 50 % at the stand-in's
// Checkout; a salesperson presses "Send balance invoice" on the desk; the client pays it on the
// stand-in's hosted invoice page; the desk then says Paid in full, the overview's revenue and
// CSV count both payments, the leads CSV carries both, and sales got one "balance paid" mail.
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_CHANGES } from "../../functions/src/shared/payment-changes";
import { deskHostingOrigin, hostingOrigin } from "../support/browser";
import { isMailWith } from "../support/chain";
import { waitFor } from "../support/emulators";
import { waitForBalance, waitForPayment } from "../support/payments";
import { BALANCE_PLAN, DEPOSIT_CENTS } from "../fixtures/balance-leads";
import { briefAtCheckout } from "./helpers/brief-visitor";
import {
  csvCells,
  downloadCsv,
  openDeskPage,
  sendBalanceInvoice,
  signInAsSalesperson,
} from "./helpers/desk-browser";
import { browserTestBed } from "./helpers/test-bed";

const origin = hostingOrigin();
/** Where the pages are photographed for a reviewer (not asserted on). */
const SHOTS_DIR = fileURLToPath(new URL("../../test-results/balance/", import.meta.url));
const deskOrigin = deskHostingOrigin();
const run = Date.now().toString(36);

const bed = browserTestBed({ standIn: true, stripeWebhook: `${origin}/api/stripe/webhook` });
let desk: Page;
let leadId = "";
let companyName = "";
/** The overview's revenue this week before the deposit, in cents. */
let revenueBefore = 0;

beforeAll(async () => {
  ({ page: desk } = await openDeskPage(bed.browser()));
  await signInAsSalesperson(desk, `${deskOrigin}/desk`, `jordan.${run}@brandvista.studio`);
}, 120_000);

/** The overview's revenue in the current week, in cents (its table's last row). */
async function revenueThisWeek(): Promise<number> {
  await desk.goto(`${deskOrigin}/desk/overview`);
  const cell = desk.locator('[data-chart="revenue"] tbody tr').last().locator("td[data-value]");
  await cell.waitFor({ state: "attached", timeout: 30_000 });
  return Number(await cell.getAttribute("data-value"));
}

/** The notes to sales about this lead's money, by their headline. */
const notesOf = (id: string) =>
  bed
    .standIn()
    .requests.filter(isMailWith("EMAILJS_PAYMENT_TEMPLATE_ID", "leadId", id))
    .map((request) => String(request.body.template_params?.change));

describe("a deposit plan's balance, from the checkout to paid in full", () => {
  it("takes the deposit at the stand-in's Checkout", async () => {
    revenueBefore = await revenueThisWeek();
    const visit = await briefAtCheckout(bed.browser(), origin, "balancepath", BALANCE_PLAN);
    const visitor = visit.page;
    leadId = visit.leadId;
    companyName = visit.answers.companyName;
    await visitor
      .getByRole("button", { name: "Pay $2,499.50 securely" })
      .click({ timeout: 30_000 });
    await visitor.waitForURL((url) => url.origin === bed.stripe().origin);
    await visitor.getByRole("button", { name: "Pay" }).click();
    await visitor.waitForURL((url) => url.pathname === "/checkout/paid");
    const payment = await waitForPayment(leadId, "PAID", 20_000);
    expect(payment.amountCents).toBe(DEPOSIT_CENTS);
    expect(payment.customerId).toMatch(/^cus_/);
    await visitor.context().close();
  });

  it("sends the balance invoice from the desk, and the client pays it on Stripe's page", async () => {
    await desk.goto(`${deskOrigin}/desk/leads/${leadId}`);
    await expect
      .poll(() => desk.getByTestId("lead-payment").textContent(), { timeout: 15_000 })
      .toBe("Deposit paid $2,499.50");
    const status = await sendBalanceInvoice(desk);
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .toMatch(/^Invoice sent: \$2,499\.50, due [A-Z][a-z]{2} \d{1,2}, \d{4}\. /);
    const link = desk
      .getByTestId("balance-invoice")
      .getByRole("link", { name: "Open the invoice Stripe sent" });
    const hostedUrl = (await link.getAttribute("href")) ?? "";
    expect(new URL(hostedUrl).origin).toBe(bed.stripe().origin);
    // The lead's own snapshot shows the invoice open, and the action on the desk's record.
    await expect
      .poll(() => desk.getByTestId("lead-payment").textContent(), { timeout: 15_000 })
      .toMatch(/^Balance due \$2,499\.50 \(since /);
    await desk.getByText(/^Balance invoice sent by jordan\./).waitFor();
    await desk.screenshot({ path: `${SHOTS_DIR}/desk-balance-due.png`, fullPage: true });

    const client = await (await bed.browser().newContext()).newPage();
    await client.goto(hostedUrl);
    await client.screenshot({ path: `${SHOTS_DIR}/stripe-hosted-invoice.png`, fullPage: true });
    await client.getByRole("button", { name: "Pay" }).click();
    await waitForBalance(leadId, "PAID");
    await client.context().close();

    await expect
      .poll(() => desk.getByTestId("lead-payment").textContent(), { timeout: 15_000 })
      .toBe("Paid in full $4,999");
    await desk.screenshot({ path: `${SHOTS_DIR}/desk-paid-in-full.png`, fullPage: true });
    const history = desk.getByTestId("lead-payment-history").locator("li");
    await expect
      .poll(() => history.allTextContents())
      .toEqual([
        // Each change with how its note to sales went (lead/money-history.tsx).
        expect.stringMatching(/Payment received: \$2,499\.50 \(note sent to sales\)$/),
        expect.stringMatching(/Balance paid: \$2,499\.50 \(note sent to sales\)$/),
      ]);
  });

  it("mails sales once for the balance", async () => {
    const balancePaid = PAYMENT_CHANGES.balancePaid.words;
    await waitFor(async () => (notesOf(leadId).includes(balancePaid) ? true : undefined), {
      what: "the balance-paid note",
      timeoutMs: 20_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a second one would be here by now
    expect(notesOf(leadId).filter((change) => change === balancePaid)).toHaveLength(1);
  });

  it("counts both payments in the overview's revenue and its CSV, and in the leads CSV", async () => {
    await expect.poll(() => revenueThisWeek(), { timeout: 30_000 }).toBe(revenueBefore + 499_900);
    const [weekNames = "", ...weeks] = await downloadCsv(desk, "Download CSV");
    expect(csvCells(weekNames, weeks.at(-1) ?? "")("paidUsd")).toBe(
      ((revenueBefore + 499_900) / 100).toFixed(2),
    );

    await desk.goto(`${deskOrigin}/desk`);
    await desk.getByRole("group", { name: "Views" }).getByRole("button", { name: /^All/ }).click();
    await desk.getByLabel("Starts with").fill(companyName);
    await expect.poll(() => desk.locator("tbody tr").count(), { timeout: 15_000 }).toBe(1);
    expect(
      await desk.locator(`tr[data-lead-id="${leadId}"]`).getByTestId("payment").textContent(),
    ).toBe("Paid in full $4,999");
    const [header = "", row = ""] = await downloadCsv(desk, "Export CSV");
    const cell = csvCells(header, row);
    expect(cell("depositCents")).toBe("249950");
    expect(cell("depositPaidAt")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cell("balanceCents")).toBe("249950");
    expect(cell("balanceInvoiceState")).toBe("PAID");
    expect(cell("balancePaidAt")).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
