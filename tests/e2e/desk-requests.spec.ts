// A person's data request on the desk in Chromium, against the built site and the emulators:
// a salesperson finds everything held about an address (two briefs, one typed in other
// capitals, and records no client may read), downloads it as one JSON file, erases it with the
// address typed again, and then nothing is found. Another person's brief stays.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressKeyOf } from "../../functions/src/leads/lead-history";
import {
  ERASURES_COLLECTION,
  LEADS_COLLECTION,
  PAYMENT_EVENTS_COLLECTION,
} from "../../functions/src/shared/collections";
import type { PersonExport } from "../../functions/src/shared/person-data";
import { deskHostingOrigin, launchBrowser } from "../support/browser";
import { adminFirestore } from "../support/emulators";
import { seedLead, uniqueLeadId } from "../support/leads";
import { blockingIssues } from "./helpers/axe";
import { openDeskPage, signInAsSalesperson } from "./helpers/desk-browser";

const origin = deskHostingOrigin();
const run = Date.now().toString(36);
const SALESPERSON = `riley.${run}@brandvista.studio`;
const PERSON = `dana.${run}@cedar-dental.example`;
const REASON = "Asked by e-mail to delete everything (request log, 26 Nov)";
const OTHER = `lee.${run}@cedar-dental.example`;

const recent = uniqueLeadId("reqrecent");
const older = uniqueLeadId("reqolder");
const others = uniqueLeadId("reqother");

let browser: Browser;
let page: Page;

beforeAll(async () => {
  await seedLead(recent, {
    minutesAgo: 30,
    fields: { companyName: "Cedar Dental", emailAddress: PERSON },
    delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
  });
  await seedLead(older, {
    minutesAgo: 60 * 24 * 90,
    fields: { companyName: "Cedar Dental Group", emailAddress: PERSON.toUpperCase() },
    delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
  });
  await seedLead(others, {
    minutesAgo: 10,
    fields: { companyName: "Cedar Dental", emailAddress: OTHER },
    delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
  });
  const db = await adminFirestore();
  // Records only the functions write and no client may read: the export must hold them too.
  await db
    .doc(`leadAddresses/${addressKeyOf(PERSON)}`)
    .set({ leadId: recent, previousLeadId: older });
  await db
    .doc(`${PAYMENT_EVENTS_COLLECTION}/evt_${run}`)
    .set({ leadId: recent, type: "checkout.session.completed" });

  browser = await launchBrowser();
  ({ page } = await openDeskPage(browser));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const summary = () => page.getByTestId("request-summary").textContent();

describe("a data request on the desk", () => {
  it("opens from the desk's navigation for a salesperson", async () => {
    await signInAsSalesperson(page, `${origin}/desk`, SALESPERSON);
    await page
      .getByRole("navigation", { name: "Desk" })
      .getByRole("link", { name: "Data requests" })
      .click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe("Data requests");
    expect(new URL(page.url()).pathname).toBe("/desk/requests");
  });

  it("finds both briefs from the address, whatever capitals they were typed in", async () => {
    await page.getByLabel("E-mail address").fill(PERSON.toUpperCase());
    await page.getByRole("button", { name: "Find" }).click();
    await expect.poll(summary, { timeout: 15_000 }).toContain("2 briefs");
    expect(await page.locator(`tr[data-lead-id="${recent}"]`).count()).toBe(1);
    expect(await page.locator(`tr[data-lead-id="${older}"]`).count()).toBe(1);
    expect(await page.locator(`tr[data-lead-id="${others}"]`).count()).toBe(0);
    // In the desk's words and its one date format, never the stored codes or ISO times.
    const row = page.locator(`tr[data-lead-id="${recent}"]`);
    expect(await row.getByTestId("request-delivery").textContent()).toBe("Mailed");
    expect(await row.getByTestId("request-payment").textContent()).toBe("No payment");
    expect(await row.locator("td").nth(1).textContent()).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M$/,
    );
  });

  it("has no serious accessibility issue", async () => {
    expect(await blockingIssues(page)).toEqual([]);
  });

  it("exports everything held as one JSON file", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^brandvista-data-dana\..+-at-cedar-dental\.example-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const file = JSON.parse(await readFile(await download.path(), "utf8")) as PersonExport;
    expect(file.email).toBe(PERSON);
    expect(file.exportedBy).toBe(SALESPERSON);
    expect(file.leads.map((lead) => lead.id).sort()).toEqual([recent, older].sort());
    expect(file.leads.find((lead) => lead.id === older)?.data).toMatchObject({
      companyName: "Cedar Dental Group",
      emailAddress: PERSON.toUpperCase(),
      delivery: { state: "SUCCESS" },
    });
    expect(file.records.map((doc) => `${doc.collection}/${doc.id}`).sort()).toEqual(
      [`leadAddresses/${addressKeyOf(PERSON)}`, `${PAYMENT_EVENTS_COLLECTION}/evt_${run}`].sort(),
    );
    expect(JSON.stringify(file)).not.toContain(OTHER);
  });

  it("erases only once the address is typed again and a reason given, then finds nothing", async () => {
    const erase = page.getByRole("button", { name: "Erase everything about this address" });
    const confirm = page.getByLabel("Type the address again to confirm");
    const reason = page.getByLabel("Why is this address being erased?");
    await confirm.fill(OTHER);
    await reason.fill(REASON);
    expect(await erase.isDisabled()).toBe(true);
    await confirm.fill(PERSON);
    await reason.fill("  ");
    expect(await erase.isDisabled()).toBe(true);
    await reason.fill(REASON);
    await erase.click();
    await expect
      .poll(() => page.getByTestId("request-notice").textContent(), { timeout: 15_000 })
      .toBe("Erased 4 documents. An audit record was kept.");
    await expect.poll(summary, { timeout: 15_000 }).toBe(`Nothing is held about ${PERSON}.`);
    // Was this address erased? The page says so, from the audit's keyed hash of the address.
    await expect
      .poll(() => page.getByTestId("request-erased-before").textContent())
      .toContain(`by ${SALESPERSON}: “${REASON}”`);

    const db = await adminFirestore();
    for (const path of [
      `${LEADS_COLLECTION}/${recent}`,
      `${LEADS_COLLECTION}/${older}`,
      `leadAddresses/${addressKeyOf(PERSON)}`,
      `${PAYMENT_EVENTS_COLLECTION}/evt_${run}`,
    ])
      expect((await db.doc(path).get()).exists, path).toBe(false);
    expect((await db.doc(`${LEADS_COLLECTION}/${others}`).get()).exists).toBe(true);
    const audits = await db
      .collection(ERASURES_COLLECTION)
      .where("byEmail", "==", SALESPERSON)
      .get();
    expect(audits.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        deleted: { formData: 2, leadAddresses: 1, paymentEvents: 1 },
        reason: REASON,
      }),
    ]);
    expect(JSON.stringify(audits.docs[0]?.data()).toLowerCase()).not.toContain(PERSON);
  });
});
