// The balance after a deposit on the desk, in Chromium against the built site and the
// emulators: four deposit-plan leads (deposit paid, balance due, balance overdue, paid in full)
// in the list's Payment column, the Balances due view (queried only once chosen, the oldest due
// first, the overdue one highlighted), its CSV, and the lead pages: the money history, the
// balance invoice, and "Send balance invoice" with its progress, its answer and its error (the
// callable's answers played by a route here: the whole path through the server is the lead's
// test once balance-server is merged).
import { readFile } from "node:fs/promises";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BALANCE_INVOICE_ACTION } from "../../functions/src/shared/desk-api";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { SEND_BALANCE_INVOICE_FUNCTION } from "../../functions/src/shared/function-names";
import { deskHostingOrigin, launchBrowser } from "../support/browser";
import { adminFirestore } from "../support/emulators";
import { seedLead, uniqueLeadId } from "../support/leads";
import { balancePayment, STAGE_WORDS, type BalanceStage } from "../fixtures/balance-leads";
import { blockingIssues } from "./helpers/axe";
import { openDeskPage, signInAsSalesperson } from "./helpers/desk-browser";

const origin = deskHostingOrigin();
const run = Date.now().toString(36);
const PREFIX = `Balance${run}`;
const SALESPERSON = `morgan.${run}@brandvista.studio`;

const STAGES: BalanceStage[] = ["depositPaid", "balanceDue", "balanceOverdue", "paidInFull"];
const ids = Object.fromEntries(
  STAGES.map((stage) => [stage, uniqueLeadId(`bal${stage}`)]),
) as Record<BalanceStage, string>;
const company = (stage: BalanceStage) => `${PREFIX} ${stage}`;

let browser: Browser;
let page: Page;
/** Bodies of the requests the page sent to Firestore (its queries), in order. */
const firestoreBodies: string[] = [];

beforeAll(async () => {
  const db = await adminFirestore();
  const now = new Date();
  for (const [index, stage] of STAGES.entries()) {
    await seedLead(ids[stage], {
      minutesAgo: 60 * 24 * 45 + index,
      fields: {
        companyName: company(stage),
        emailAddress: `${stage.toLowerCase()}.${run}@example.com`,
      },
      delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
    });
    await db.doc(`${LEADS_COLLECTION}/${ids[stage]}`).update({
      plan: "branding-system",
      payment: balancePayment(ids[stage], stage, now),
      ...(stage === "balanceDue"
        ? {
            deskActions: [
              {
                action: BALANCE_INVOICE_ACTION,
                byEmail: SALESPERSON,
                byUid: "seeded",
                at: new Date(now.getTime() - 3 * 24 * 3_600_000),
              },
            ],
          }
        : {}),
    });
  }
  browser = await launchBrowser();
  ({ page } = await openDeskPage(browser));
  page.on("request", (request: Request) => {
    if (/127\.0\.0\.1:\d+\/(google\.firestore|v1\/projects)/.test(request.url()))
      firestoreBodies.push(`${request.url()} ${request.postData() ?? ""}`);
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const row = (stage: BalanceStage) => page.locator(`tr[data-lead-id="${ids[stage]}"]`);
const viewButton = (name: RegExp) =>
  page.getByRole("group", { name: "Views" }).getByRole("button", { name });
/** Whether any query the page sent so far asked about balance invoices. */
const askedForBalances = () => firestoreBodies.some((body) => body.includes("payment.balance"));

describe("the balance after a deposit on the desk", () => {
  it("says where each lead stands in the Payment column, the overdue one highlighted", async () => {
    await signInAsSalesperson(page, `${origin}/desk`, SALESPERSON);
    await viewButton(/^All/).click();
    await page.getByLabel("Starts with").fill(PREFIX);
    await expect.poll(() => page.locator("tbody tr").count(), { timeout: 15_000 }).toBe(4);
    for (const stage of STAGES) {
      const cell = row(stage).getByTestId("payment");
      expect(await cell.textContent()).toMatch(STAGE_WORDS[stage]);
      expect(await cell.getAttribute("data-attention"), stage).toBe(
        stage === "balanceOverdue" ? "" : null,
      );
    }
    const overdue = row("balanceOverdue").getByTestId("payment");
    const delivery = row("balanceOverdue").getByTestId("delivery");
    const style = (locator: typeof overdue) =>
      locator.evaluate((element) => getComputedStyle(element).fontWeight);
    expect(await style(overdue)).toBe("700");
    expect(await style(delivery)).not.toBe("700");
    // Neither the opening view, nor All, nor the counts of the views asked about balances.
    expect(askedForBalances()).toBe(false);
  });

  it("lists open balance invoices under Balances due, the oldest due first, only once chosen", async () => {
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => askedForBalances()).toBe(false);
    await viewButton(/^Balances due/).click();
    await expect.poll(() => row("balanceOverdue").count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => row("balanceDue").count(), { timeout: 15_000 }).toBe(1);
    // The request's event reaches this process on its own channel: wait for it, as for the rows.
    await expect.poll(() => askedForBalances(), { timeout: 15_000 }).toBe(true);
    expect(await row("depositPaid").count()).toBe(0);
    expect(await row("paidInFull").count()).toBe(0);
    const order = await page
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((tr) => tr.getAttribute("data-lead-id")));
    expect(order.indexOf(ids.balanceOverdue)).toBeLessThan(order.indexOf(ids.balanceDue));
    // Chosen, the view is counted too.
    await expect
      .poll(() => viewButton(/^Balances due/).textContent(), { timeout: 15_000 })
      .toMatch(/^Balances due\d+/);
    expect(await blockingIssues(page)).toEqual([]);
  });

  it("exports the view with the deposit and the balance's amounts and dates", async () => {
    await page.getByLabel("Starts with").fill(PREFIX);
    await expect.poll(() => page.locator("tbody tr").count(), { timeout: 15_000 }).toBe(2);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const [header = "", ...lines] = (await readFile(await download.path(), "utf8"))
      .trim()
      .split("\r\n");
    const names = header.split(",");
    const cell = (line: string, name: string) =>
      // The Payment words hold commas and are quoted: read the columns after them by name.
      (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).map((value) => value.replace(/,$/, ""))[
        names.indexOf(name)
      ];
    expect(lines).toHaveLength(2);
    const due = lines.find((line) => line.startsWith(ids.balanceDue)) ?? "";
    expect(cell(due, "depositCents")).toBe("249950");
    expect(cell(due, "depositPaidAt")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cell(due, "balanceCents")).toBe("249950");
    expect(cell(due, "balanceInvoiceState")).toBe("OPEN");
    expect(cell(due, "balanceInvoicedAt")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cell(due, "balanceDueAt")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cell(due, "balancePaidAt")).toBe("");
  });

  it("shows a paid-in-full lead's deposit and balance in its money history", async () => {
    await page.goto(`${origin}/desk/leads/${ids.paidInFull}`);
    await expect
      .poll(() => page.getByTestId("lead-payment").textContent(), { timeout: 15_000 })
      .toMatch(STAGE_WORDS.paidInFull);
    const history = page.getByTestId("lead-payment-history").locator("li");
    await expect.poll(() => history.count()).toBe(2);
    // Each change, then how its note to sales went (the seeded lead's notes were never queued).
    expect(await history.nth(0).textContent()).toMatch(/Payment received: \$2,499\.50 \(.+\)$/);
    expect(await history.nth(1).textContent()).toMatch(/Balance paid: \$2,499\.50 \(.+\)$/);
    expect(await page.getByTestId("lead-balance-invoice").textContent()).toMatch(
      /^\$2,499\.50, paid /,
    );
    expect(await page.getByRole("button", { name: "Send balance invoice" }).count()).toBe(0);
  });

  it("shows an open invoice's link and who sent it, and offers no second invoice", async () => {
    await page.goto(`${origin}/desk/leads/${ids.balanceDue}`);
    await expect
      .poll(() => page.getByTestId("lead-payment").textContent(), { timeout: 15_000 })
      .toMatch(STAGE_WORDS.balanceDue);
    expect(
      await page.getByRole("link", { name: "Open the invoice Stripe sent" }).getAttribute("href"),
    ).toBe(`https://invoice.stripe.test/i/in_${ids.balanceDue}`);
    expect(await page.getByText(`Balance invoice sent by ${SALESPERSON}`).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Send balance invoice" }).count()).toBe(0);
  });

  it("sends the balance invoice of a paid deposit: progress, a clear error, then the invoice", async () => {
    const calls: unknown[] = [];
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: {
          status: "FAILED_PRECONDITION",
          message: "This lead has no Stripe customer to invoice.",
        },
      },
    };
    let release: () => void = () => undefined;
    await page.route(`**/${SEND_BALANCE_INVOICE_FUNCTION}`, async (route) => {
      calls.push(route.request().postDataJSON());
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({
        status: answer.status,
        contentType: "application/json",
        // The desk's origin is not the Functions emulator's: the answer must allow it.
        headers: { "access-control-allow-origin": origin },
        body: JSON.stringify(answer.body),
      });
    });
    await page.goto(`${origin}/desk/leads/${ids.depositPaid}`);
    await expect
      .poll(() => page.getByTestId("lead-payment").textContent(), { timeout: 15_000 })
      .toMatch(STAGE_WORDS.depositPaid);
    const button = page.getByRole("button", { name: "Send balance invoice" });
    const status = page.getByTestId("balance-invoice").getByRole("status");
    // Stripe e-mails the client at once: the desk asks first.
    const confirm = () =>
      page
        .getByRole("dialog", { name: "Send the balance invoice?" })
        .getByRole("button", { name: "Send the invoice" })
        .click();
    await button.click();
    await confirm();
    await expect.poll(() => status.textContent()).toBe("Asking Stripe to send the invoice…");
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(1);
    release();
    await expect
      .poll(() => status.textContent())
      .toBe("The invoice was not sent. This lead has no Stripe customer to invoice.");

    const dueAt = "2026-12-11T15:00:00.000Z";
    answer = {
      status: 200,
      body: {
        result: {
          invoiceId: "in_desk_test",
          amountCents: 249_950,
          hostedUrl: "https://invoice.stripe.test/i/in_desk_test",
          dueAt,
          created: true,
        },
      },
    };
    await button.click();
    await confirm();
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(2);
    // As the server does, the invoice lands on the lead before the callable answers: the lead's
    // snapshot takes the button away, and the answer still shows.
    const db = await adminFirestore();
    const open = balancePayment(ids.depositPaid, "balanceDue", new Date());
    await db
      .doc(`${LEADS_COLLECTION}/${ids.depositPaid}`)
      .update({ "payment.balance": open.balance });
    await expect
      .poll(() => page.getByTestId("lead-payment").textContent(), { timeout: 15_000 })
      .toMatch(STAGE_WORDS.balanceDue);
    expect(await button.count()).toBe(0);
    expect(await status.textContent()).toBe("Asking Stripe to send the invoice…");
    release();
    await expect
      .poll(() => status.textContent())
      .toMatch(
        /^Invoice sent: \$2,499\.50, due Dec 1[01], 2026\. Stripe e-mailed it to the client\.$/,
      );
    expect(
      await page
        .getByTestId("balance-invoice")
        .getByRole("link", { name: "Open the invoice Stripe sent" })
        .getAttribute("href"),
    ).toBe("https://invoice.stripe.test/i/in_desk_test");
    expect(calls).toEqual([
      { data: { leadId: ids.depositPaid } },
      { data: { leadId: ids.depositPaid } },
    ]);
    await page.unroute(`**/${SEND_BALANCE_INVOICE_FUNCTION}`);
  });
});
