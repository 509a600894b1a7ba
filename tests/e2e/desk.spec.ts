// The sales desk in Chromium against the built site and the emulators (Auth, Firestore,
// Functions, Hosting) and the EmailJS stand-in: sign-in through the Auth emulator's Google
// page, the claim gate, live rows, Release, the CSV export, axe and the keyboard.
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskHostingOrigin, hostingOrigin, launchBrowser } from "../support/browser";
import { waitForEmptyQueue } from "../support/chain";
import { startEmailJsStandIn, type EmailJsStandIn } from "../support/emailjs-stand-in";
import { adminFirestore, PROJECT_ID } from "../support/emulators";
import { paymentAt, seedLead, uniqueLeadId, waitForState } from "../support/leads";
import { builtHtml, builtPublicRoutes } from "./helpers/built-site";
import { blockingIssues } from "./helpers/axe";
import {
  grantSalesClaim,
  liveDeskCount,
  openDeskPage,
  openWithEarlyScriptsOnly,
  pictureState,
  sessionOnlyContext,
  signInWithGoogle,
} from "./helpers/desk-browser";
import { Timestamp } from "firebase-admin/firestore";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { MONEY_ATTENTION_FIELD } from "../../functions/src/shared/money-case";
import { PAGE_SIZE } from "../../web/desk/desk-queries";
import { VALID_LEAD } from "../fixtures/leads";
import { emulatorPorts } from "../../web/scripts/emulator-ports.mjs";
import { TOKEN_KEY } from "../../web/desk/first-paint/desk-token";
import { SNAPSHOT_KEY } from "../../web/desk/first-paint/first-paint";

/**
 * The paging test's leads are received on this day (UTC noon), years before any lead another
 * spec or test seeds (the oldest are 90 days back): a date range around it lists them alone, and
 * every other desk test's first page of Needs attention fills with its own recent leads first.
 */
const PAGING_DAY = Date.UTC(2019, 2, 12, 12);
const DAY_MS = 24 * 3_600_000;
/** The range the desk is filtered to ("Received from" / "Received to", local days). */
const PAGING_RANGE = { from: "2019-03-11", to: "2019-03-13" };

/** A refunded full-price payment taken `at`, as the payment step leaves it. */
function refundedPayment(leadId: string, at: Timestamp) {
  return paymentAt(at, {
    state: "REFUNDED",
    sessionId: `cs_${leadId}`,
    planId: "logo-starter",
    amountCents: 24_900,
    paymentIntentId: `pi_${leadId}`,
    amountRefundedCents: 24_900,
    history: {},
  });
}

/** The desk's own origin (the Hosting emulator's desk site); the public site is elsewhere. */
const origin = deskHostingOrigin();
const siteOrigin = hostingOrigin();
const run = Date.now().toString(36);
/** Every lead this file seeds has a company starting with this, so a search finds exactly them. */
const PREFIX = `Desk${run}`;
const EMAIL = `pat.${run}@brandvista.studio`;
const ports = emulatorPorts();
const FIREBASE_ORIGINS = [`127.0.0.1:${ports.firestore}`, `127.0.0.1:${ports.functions}`];

const heldId = uniqueLeadId("deskheld");
const mailedId = uniqueLeadId("deskmailed");
const formulaId = uniqueLeadId("deskformula");

let browser: Browser;
let context: BrowserContext;
let page: Page;
let standIn: EmailJsStandIn;
/** Requests the page made to Firestore or Functions, as "METHOD url". */
const firebaseRequests: string[] = [];

beforeAll(async () => {
  standIn = await startEmailJsStandIn();
  await seedLead(heldId, {
    minutesAgo: 20,
    fields: { companyName: `${PREFIX} Held Bakery`, emailAddress: `held.${run}@example.com` },
    delivery: { state: "HELD", heldFor: "budget", attempts: 0, round: 0, reason: "created" },
  });
  await seedLead(mailedId, {
    minutesAgo: 30,
    fields: { companyName: `${PREFIX} Mailed Florist`, emailAddress: `mailed.${run}@example.com` },
    delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
  });
  await seedLead(formulaId, {
    minutesAgo: 40,
    fields: {
      companyName: `${PREFIX} Formula Co`,
      keyword: '=HYPERLINK("http://evil.example","click")',
      emailAddress: `formula.${run}@example.com`,
    },
    delivery: {
      state: "DUPLICATE",
      duplicateOf: mailedId,
      attempts: 0,
      round: 0,
      reason: "created",
    },
  });
  browser = await launchBrowser();
  ({ context, page } = await openDeskPage(browser));
  page.on("request", (request) => {
    if (FIREBASE_ORIGINS.some((host) => request.url().includes(host)))
      firebaseRequests.push(`${request.method()} ${request.url()}`);
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await standIn?.close();
});

const row = (leadId: string) => page.locator(`tr[data-lead-id="${leadId}"]`);

async function searchCompany(prefix: string) {
  await page.getByLabel("Starts with").fill(prefix);
}

describe("the sales desk", () => {
  it("shows a signed-in person without the claim a 'no access' page and reads no lead", async () => {
    await page.goto(`${origin}/desk`);
    await signInWithGoogle(page, EMAIL);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe("No access to the sales desk");
    expect(await page.getByTestId("no-access-email").textContent()).toBe(EMAIL);
    // Again on a new visit, signed in from the start: the page's early query (before the SDKs)
    // reads the stored token's claims and asks Firestore nothing either.
    await page.reload();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe("No access to the sales desk");
    expect(firebaseRequests).toEqual([]);
  });

  it("with the sales claim, lists the seeded HELD lead under Needs attention", async () => {
    await grantSalesClaim(page, EMAIL);
    await expect
      .poll(
        () => page.getByRole("button", { name: /Needs attention/ }).getAttribute("aria-pressed"),
        {
          timeout: 15_000,
        },
      )
      .toBe("true");
    await searchCompany(PREFIX);
    await expect.poll(() => row(heldId).count(), { timeout: 15_000 }).toBe(1);
    expect(await row(heldId).getByTestId("delivery").textContent()).toBe("Held: hourly limit");
    expect(await row(mailedId).count()).toBe(0);
  });

  it("shows a lead written while the desk is open without a reload", async () => {
    const lateId = uniqueLeadId("desklate");
    await seedLead(lateId, {
      fields: { companyName: `${PREFIX} Late Garage` },
      delivery: {
        state: "ERROR",
        error: { status: 403, text: "Forbidden" },
        attempts: 1,
        round: 0,
      },
    });
    await expect.poll(() => row(lateId).count(), { timeout: 15_000 }).toBe(1);
    expect(await row(lateId).getByTestId("delivery").textContent()).toBe("Failed: 403 Forbidden");
  });

  it("finds no serious accessibility issue on the desk", async () => {
    expect(await blockingIssues(page)).toEqual([]);
  });

  it("reaches every action with the keyboard alone", async () => {
    await page.getByRole("button", { name: /^All/ }).click();
    await expect.poll(() => row(mailedId).count(), { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const reached = new Set<string>();
    const describeFocus = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return "";
        return (element.getAttribute("aria-label") || element.innerText || element.id || "").trim();
      });
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press("Tab");
      const name = await describeFocus();
      reached.add(name);
      // Selecting the HELD lead with Space enables Release.
      if (name === `Select ${PREFIX} Held Bakery`) await page.keyboard.press("Space");
    }
    const names = [...reached];
    for (const expected of [
      "Sign out",
      "Export CSV",
      `Select ${PREFIX} Held Bakery`,
      `${PREFIX} Held Bakery`,
      "Clear filters",
    ]) {
      expect(names, `Tab reaches "${expected}"`).toContain(expected);
    }
    expect(names.some((name) => /^Release \(1\)$/.test(name))).toBe(true);
    expect(names.some((name) => name.startsWith("Needs attention"))).toBe(true);
  });

  it("releases the HELD lead: mailed exactly once, and the row says Mailed without a reload", async () => {
    await waitForEmptyQueue();
    standIn.reset();
    const checkbox = page.getByLabel(`Select ${PREFIX} Held Bakery`);
    if (!(await checkbox.isChecked())) await checkbox.check();
    await page.getByRole("button", { name: "Release (1)" }).click();
    await expect
      .poll(() => page.getByTestId("action-result").textContent(), { timeout: 15_000 })
      .toMatch(/Release: queued 1 — .*Held Bakery/);
    await expect
      .poll(() => row(heldId).getByTestId("delivery").textContent(), { timeout: 30_000 })
      .toBe("Mailed");
    await waitForState(heldId, { states: ["SUCCESS"] });
    await waitForEmptyQueue();
    const sales = standIn
      .mailed()
      .filter((request) => request.body.template_params?.leadId === heldId)
      .filter((request) => request.body.template_id === process.env.EMAILJS_TEMPLATE_ID);
    expect(sales).toHaveLength(1);
    const db = await adminFirestore();
    const actions = (await db.doc(`${LEADS_COLLECTION}/${heldId}`).get()).get("deskActions") as {
      action: string;
      byEmail: string;
    }[];
    expect(actions).toEqual([expect.objectContaining({ action: "release", byEmail: EMAIL })]);
  });

  it("opens a lead's page directly (Hosting's SPA fallback for /desk/**), noindex", async () => {
    const response = await page.goto(`${origin}/desk/leads/${formulaId}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(`${PREFIX} Formula Co`);
    expect(await page.getByTestId("lead-delivery").textContent()).toBe(
      `Duplicate of lead ${mailedId.slice(0, 8)}`,
    );
    await page.getByRole("link", { name: `lead ${mailedId}` }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(`${PREFIX} Mailed Florist`);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    await page.getByRole("link", { name: /All leads/ }).click();
    await page.getByLabel("Starts with").fill(PREFIX);
  });

  it("exports the filtered rows as CSV with formula cells neutralised", async () => {
    await page.getByRole("button", { name: /^Duplicates/ }).click();
    await expect.poll(() => row(formulaId).count(), { timeout: 15_000 }).toBe(1);
    // The search (this run's prefix) has reached the view: its one duplicate is the only row.
    await expect.poll(() => page.locator("tbody tr").count(), { timeout: 15_000 }).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2); // the header and the one duplicate of this run
    expect(lines[1]).toContain(formulaId);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).not.toContain(heldId);
    expect(PROJECT_ID).toMatch(/^demo-/);
  });

  it("pages Needs attention's money part too: the 51st refund of a date range shows after Show older", async () => {
    // 51 refunded payments (money a person must act on) and no failed mail in one date range:
    // Needs attention's mail part has no page, its money part two. Paging only the first part
    // showed no "Show older" at all, and the oldest refund stayed out of the list for good.
    const db = await adminFirestore();
    const refundedOn = (id: string, at: number) => ({
      ref: db.doc(`${LEADS_COLLECTION}/${id}`),
      data: {
        ...VALID_LEAD,
        companyName: `${PREFIX} Refund ${id.slice(0, 8)}`,
        createdAt: Timestamp.fromMillis(at),
        delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
        payment: refundedPayment(id, Timestamp.fromMillis(at + 3_600_000)),
        // Written with the payment by the payment step (@shared/money-case): Needs attention's query.
        [MONEY_ATTENTION_FIELD]: true,
      },
    });
    // Newest first, a minute apart, on PAGING_DAY: the list's order in the range.
    const ids = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => uniqueLeadId(`refund${i}`));
    // A refund a week later, outside the range: newer than the 51, so an unfiltered first page
    // holding any of them holds it too (the range's first page cannot be mistaken for it).
    const laterId = uniqueLeadId("refundlater");
    const leads = [
      ...ids.map((id, i) => refundedOn(id, PAGING_DAY - i * 60_000)),
      refundedOn(laterId, PAGING_DAY + 7 * DAY_MS),
    ];
    const batch = db.batch();
    for (const lead of leads) batch.create(lead.ref, lead.data);
    await batch.commit();
    const pager = await context.newPage();
    try {
      await pager.goto(`${origin}/desk`);
      await pager.getByLabel("Received from").fill(PAGING_RANGE.from);
      await pager.getByLabel("Received to").fill(PAGING_RANGE.to);
      const shownIds = () =>
        pager
          .locator("tbody tr[data-lead-id]")
          .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-lead-id")));
      // The range's first page: the 50 newest of the 51 refunds, newest first, and no other lead.
      await expect.poll(shownIds, { timeout: 15_000 }).toEqual(ids.slice(0, PAGE_SIZE));
      const older = pager.getByRole("button", { name: "Show older leads" });
      await expect.poll(() => older.count(), { timeout: 15_000 }).toBe(1);
      await older.click();
      await expect.poll(shownIds, { timeout: 30_000 }).toEqual(ids);
      // The second page is not full: nothing older to show.
      await expect.poll(() => older.count(), { timeout: 15_000 }).toBe(0);
    } finally {
      await pager.close();
      // Gone before any other test lists Needs attention (this file's first-paint tests, the
      // other specs on the same emulators).
      const cleanup = db.batch();
      for (const lead of leads) cleanup.delete(lead.ref);
      await cleanup.commit();
    }
  });

  it("draws a first visit's rows straight from Firestore before any of the desk's modules, and React takes them over", async () => {
    // Only the salesperson's Auth session and token copy (which the first paint reads).
    const fresh = await sessionOnlyContext(browser, context);
    const first = await fresh.newPage();
    const queries: string[] = [];
    first.on("request", (request) => {
      if (request.url().endsWith(":runQuery")) queries.push(request.headers().authorization ?? "");
    });
    const painted = await openWithEarlyScriptsOnly(first, `${origin}/desk`);
    await expect
      .poll(() => painted.locator("tbody tr").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await pictureState(first)).toEqual({ inert: true, opening: false });
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((header) => /^Bearer [\w-]+\.[\w-]+\./.test(header))).toBe(true);
    const earlyIds = await painted
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-lead-id")));
    await first.close();
    // With its modules, the same first visit: the live desk (React's rows, clickable) starts
    // from those rows and keeps them in the same order.
    const live = await fresh.newPage();
    await live.goto(`${origin}/desk`);
    await expect
      .poll(() => liveDeskCount(live, "#desk tbody tr"), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const liveIds = await live
      .locator("#desk tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-lead-id")));
    expect(liveIds.slice(0, earlyIds.length)).toEqual(earlyIds);
    await fresh.close();
  });

  it("shows the last visit's first rows before the Firebase SDKs load, and before any script, and forgets them on sign-out", async () => {
    const snapshotKeys = (target: Page) =>
      target.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith("brandvista.desk")),
      );
    // Needs attention without a filter, as the desk opens: its answer is kept for the next visit
    // (beside the desk's copy of the ID token).
    await page.goto(`${origin}/desk`);
    await expect
      .poll(() => snapshotKeys(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([SNAPSHOT_KEY, TOKEN_KEY]));
    // A second visit whose SDK chunk never arrives: Auth cannot answer, the rows still show.
    const early = await context.newPage();
    await early.route(/\/assets\/desk-sdk-[^/]*\.js$/, () => undefined);
    await early.goto(`${origin}/desk`);
    await expect
      .poll(() => early.locator("tbody tr").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await early.getByRole("button", { name: "Sign out" }).count()).toBe(0);
    await early.close();
    // A visit whose scripts never arrive at all: the list as this browser last drew it is
    // painted by the page's inline script, inert, in place of "Opening the desk…".
    const shownIds = await page
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-lead-id")));
    const picture = await context.newPage();
    await picture.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await picture.goto(`${origin}/desk`);
    const painted = picture.locator("#desk-first-paint");
    expect(await painted.getAttribute("inert")).not.toBeNull();
    // The rows of the list's first screen, in the list's order.
    const paintedIds = await painted
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-lead-id")));
    expect(paintedIds.length).toBeGreaterThan(0);
    expect(paintedIds).toEqual(shownIds.slice(0, paintedIds.length));
    expect(await picture.getByText("Opening the desk…").isVisible()).toBe(false);
    expect(await painted.getByText(EMAIL).count()).toBe(0); // who is signed in is left out
    await picture.close();
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.getByRole("button", { name: /Sign in with Google/ }).waitFor({ timeout: 15_000 });
    expect(await snapshotKeys(page)).toEqual([]); // the snapshot and the token copies
  });
});

describe("public routes without the desk", () => {
  it.each(builtPublicRoutes())(
    "%s loads none of the desk's code and its CSP names none of the desk's hosts",
    async (path) => {
      const csp = builtHtml(path).match(
        /http-equiv="Content-Security-Policy" content="([^"]+)"/,
      )?.[1];
      expect(csp).toBeTruthy();
      expect(csp).not.toMatch(
        new RegExp(
          `apis\\.google\\.com|identitytoolkit|securetoken|cloudfunctions|:${ports.auth}|:${ports.functions}`,
        ),
      );
      const visitor = await context.newPage();
      const bodies: Promise<{ url: string; text: string }>[] = [];
      visitor.on("response", (response) => {
        if (response.request().resourceType() === "script")
          bodies.push(response.text().then((text) => ({ url: response.url(), text })));
      });
      await visitor.goto(siteOrigin + path, { waitUntil: "networkidle" });
      const scripts = await Promise.all(bodies);
      await visitor.close();
      expect(scripts.length).toBeGreaterThan(0);
      // Markers of Firebase Auth, the full Firestore SDK (its WebChannel transport) and the desk itself.
      const desk = scripts.filter(({ text }) =>
        /identitytoolkit\.googleapis|WebChannelConnection|deskLeadAction|Sales desk/.test(text),
      );
      expect(desk.map(({ url }) => url)).toEqual([]);
    },
  );
});
