// The desk's overview in Chromium against the built site and the emulators: leads spread over
// the last twelve weeks (sources, plans, delivery states, payments) are seeded straight into
// Firestore and the weekly rollup rebuilt from them (`npm run leads -- rollup`'s code), and
// every number the overview shows, read from the rollup, must equal what the leads in Firestore
// hold, each lead put in its week (US Eastern, the rollup's) and group here, one by one.
import { readFile } from "node:fs/promises";
import { Timestamp } from "firebase-admin/firestore";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskHostingOrigin, launchBrowser } from "../support/browser";
import { adminFirestore } from "../support/emulators";
import { uniqueLeadId } from "../support/leads";
import { VALID_LEAD } from "../fixtures/leads";
import { blockingIssues } from "./helpers/axe";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { weekIdOf } from "../../functions/src/shared/overview-rollup";
import { rebuildRollup } from "../../functions/src/overview/rollup-rebuild";
import { planGroupOf, sourceGroupOf, stateGroupOf } from "../../web/desk/overview/overview-groups";
import {
  liveDeskCount,
  openDeskPage,
  openWithEarlyScriptsOnly,
  pictureState,
  sessionOnlyContext,
  signInAsSalesperson,
} from "./helpers/desk-browser";

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const origin = deskHostingOrigin();
const run = Date.now().toString(36);
const EMAIL = `olive.${run}@brandvista.studio`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

const SOURCES = [
  { utmSource: "google", utmMedium: "cpc", utmCampaign: "logo-fall" },
  { utmSource: "facebook", utmMedium: "paid-social" },
  { utmSource: "pinterest", utmMedium: "social" },
  { referrer: "https://www.linkedin.com/" },
  {},
  { utmSource: "newsletter", utmMedium: "email" },
];
const PLANS = ["logo-starter", "seo-audit", "website-growth", null, "branding-identity"];
const STATES = ["SUCCESS", "HELD", "ERROR", "DUPLICATE", "RETRY", "SKIPPED", "SUCCESS"];

/** 30 leads over the last 12 weeks; every fourth one paid a day after it came in. */
async function seedOverviewLeads(): Promise<void> {
  const db = await adminFirestore();
  const now = Date.now();
  await Promise.all(
    Array.from({ length: 30 }, (_, i) => {
      const createdAt = now - i * 2.7 * DAY - 3_600_000;
      const source = SOURCES[i % SOURCES.length] ?? {};
      const plan = PLANS[i % PLANS.length];
      const state = STATES[i % STATES.length] ?? "SUCCESS";
      const paid = i % 4 === 1 && createdAt + DAY < now;
      // Every other paid lead is a deposit plan whose balance was paid ten days later, with
      // the history the functions write (the others have none, as leads paid before it).
      const balancePaidAt = createdAt + 11 * DAY;
      const withBalance = paid && i % 8 === 1 && balancePaidAt < now;
      return db.doc(`${LEADS_COLLECTION}/${uniqueLeadId(`overview${i}x`)}`).create({
        ...VALID_LEAD,
        companyName: `Overview ${run} ${i}`,
        emailAddress: `overview.${i}.${run}@example.com`,
        ...(plan ? { plan } : {}),
        ...(Object.keys(source).length ? { source } : {}),
        createdAt: Timestamp.fromMillis(createdAt),
        delivery: { state, attempts: state === "SUCCESS" ? 1 : 0, round: 0, reason: "created" },
        ...(paid
          ? {
              payment: {
                state: "PAID",
                planId: plan ?? "logo-starter",
                amountCents: 24_900 + i * 100,
                currency: "usd",
                paidAt: Timestamp.fromMillis(createdAt + DAY),
                ...(withBalance
                  ? {
                      planId: "branding-system",
                      balance: {
                        invoiceId: `in_overview_${i}`,
                        state: "PAID",
                        amountCents: 20_000 + i * 100,
                        hostedUrl: `https://invoice.stripe.test/in_overview_${i}`,
                        sentAt: Timestamp.fromMillis(createdAt + 5 * DAY),
                        dueAt: Timestamp.fromMillis(createdAt + 19 * DAY),
                        paidAt: Timestamp.fromMillis(balancePaidAt),
                        lastFailedAt: null,
                      },
                      history: {
                        [`paid-pi_overview_${i}`]: {
                          kind: "paid",
                          amountCents: 24_900 + i * 100,
                          currency: "usd",
                          at: Timestamp.fromMillis(createdAt + DAY),
                        },
                        [`balance-in_overview_${i}-paid`]: {
                          kind: "balancePaid",
                          amountCents: 20_000 + i * 100,
                          currency: "usd",
                          at: Timestamp.fromMillis(balancePaidAt),
                        },
                      },
                    }
                  : {}),
              },
            }
          : {}),
      });
    }),
  );
}

interface StoredLead {
  createdAt: number;
  source: Record<string, string>;
  plan: string | null;
  state: string | null;
  /**
   * Money received: the history's `paid` and `balancePaid` entries, else the map's own times;
   * less the money sent back (refunds and lost disputes, a failed refund's money back in).
   */
  moneyIn: { at: number; cents: number }[];
}

/** How each history kind moves the revenue: in, back out, or back in after a failed refund. */
const REVENUE_SIGN: Readonly<Record<string, 1 | -1>> = {
  paid: 1,
  balancePaid: 1,
  refunded: -1,
  disputeLost: -1,
  balanceRefunded: -1,
  balanceDisputeLost: -1,
  refundFailed: 1,
  balanceRefundFailed: 1,
};

/** A lead's money received, as the overview's revenue counts it (each part in its own week). */
function moneyIn(payment: Record<string, unknown> | undefined): StoredLead["moneyIn"] {
  if (!payment) return [];
  const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);
  const cents = (value: unknown) => (typeof value === "number" ? value : 0);
  const entries = Object.values((payment.history ?? {}) as Record<string, Record<string, unknown>>);
  const received = entries.filter((entry) => entry.kind === "paid" || entry.kind === "balancePaid");
  const found = entries.flatMap((entry) => {
    const at = millis(entry.at);
    const sign = REVENUE_SIGN[String(entry.kind)];
    return at === null || !sign ? [] : [{ at, cents: sign * cents(entry.amountCents) }];
  });
  const paidAt = millis(payment.paidAt);
  if (paidAt !== null && !received.some((entry) => entry.kind === "paid"))
    found.push({ at: paidAt, cents: cents(payment.amountCents) });
  const balance = (payment.balance ?? {}) as Record<string, unknown>;
  const balancePaidAt = millis(balance.paidAt);
  if (balancePaidAt !== null && !received.some((entry) => entry.kind === "balancePaid"))
    found.push({ at: balancePaidAt, cents: cents(balance.amountCents) });
  return found;
}

/** Every lead in Firestore now, as the expected numbers are computed from them. */
async function storedLeads(): Promise<StoredLead[]> {
  const db = await adminFirestore();
  const snapshot = await db.collection(LEADS_COLLECTION).get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);
    return {
      createdAt: millis(data.createdAt) ?? -1,
      source: (data.source ?? {}) as Record<string, string>,
      plan: typeof data.plan === "string" ? data.plan : null,
      state: typeof data.delivery?.state === "string" ? data.delivery.state : null,
      moneyIn: moneyIn(data.payment as Record<string, unknown> | undefined),
    };
  });
}

/**
 * The table's key of the rollup week holding `at`: its Monday's midnight in the page's zone
 * (UTC here), as data-week says it.
 */
const weekKeyOf = (at: number) => Date.parse(`${weekIdOf(new Date(at))}T00:00:00Z`);

/** What one chart's table shows (on `shown`, the page by default): week start (ms) → group → value. */
async function chartTable(
  chart: string,
  shown: Page = page,
  within = "",
): Promise<Map<number, Record<string, number>>> {
  const rows = await shown
    .locator(`${within} [data-chart="${chart}"] tbody tr`)
    .evaluateAll((trs) =>
      trs.map((tr) => ({
        week: tr.getAttribute("data-week") ?? "",
        cells: [...tr.querySelectorAll("td[data-value]")].map((td) => [
          td.getAttribute("data-group") ?? "",
          Number(td.getAttribute("data-value")),
        ]),
      })),
    );
  return new Map(
    rows.map((row) => [
      Date.parse(row.week),
      Object.fromEntries(row.cells) as Record<string, number>,
    ]),
  );
}

function expectedFor(
  leads: StoredLead[],
  weekStarts: number[],
  groupOf: (lead: StoredLead) => string,
): Map<number, Record<string, number>> {
  return new Map(
    weekStarts.map((start) => {
      const counts: Record<string, number> = {};
      for (const lead of leads) {
        if (weekKeyOf(lead.createdAt) !== start) continue;
        const group = groupOf(lead);
        counts[group] = (counts[group] ?? 0) + 1;
      }
      return [start, counts];
    }),
  );
}

/** The shown table, without its zero cells (the expected map only holds groups seen). */
const withoutZeros = (table: Map<number, Record<string, number>>) =>
  new Map(
    [...table].map(([week, cells]) => [
      week,
      Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== 0)),
    ]),
  );

beforeAll(async () => {
  await seedOverviewLeads();
  // Seeded past the functions, as leads from before the rollup: the rebuild counts them.
  await rebuildRollup(await adminFirestore());
  browser = await launchBrowser();
  // UTC: every week is exactly seven 24-hour days, so the test can add WEEK to a week's start.
  ({ context, page } = await openDeskPage(browser, { timezoneId: "UTC" }));
  await signInAsSalesperson(page, `${origin}/desk`, EMAIL);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("the desk's overview", () => {
  it("is linked from the desk's navigation and shows twelve weeks", async () => {
    await page
      .getByRole("navigation", { name: "Desk pages" })
      .getByRole("link", { name: "Overview" })
      .click();
    await page.getByTestId("overview-total").waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe("/desk/overview");
    expect(await page.locator('[data-chart="by-source"] tbody tr').count()).toBe(12);
  });

  it("counts what Firestore holds: per week by source, service and delivery, and paid revenue", async () => {
    // Leads of other tests may still be moving on (a mail sent): compare until both agree.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId("overview-total").waitFor({ timeout: 30_000 });
          const leads = await storedLeads();
          const bySource = await chartTable("by-source");
          const weeks = [...bySource.keys()].sort((a, b) => a - b);
          const paid = await chartTable("revenue");
          const expectedPaid = new Map(
            weeks.map((start) => [
              start,
              {
                paid: leads
                  .flatMap((lead) => lead.moneyIn)
                  .filter((money) => weekKeyOf(money.at) === start)
                  .reduce((sum, money) => sum + money.cents, 0),
              },
            ]),
          );
          return {
            weekGaps: weeks.slice(1).map((start, index) => start - (weeks[index] ?? 0)),
            sources: withoutZeros(bySource),
            services: withoutZeros(await chartTable("by-service")),
            states: withoutZeros(await chartTable("by-state")),
            paid,
            expected: {
              sources: expectedFor(leads, weeks, (lead) => sourceGroupOf(lead.source)),
              services: expectedFor(leads, weeks, (lead) => planGroupOf(lead.plan)),
              states: expectedFor(leads, weeks, (lead) => stateGroupOf(lead.state)),
              paid: expectedPaid,
            },
          };
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toSatisfy(
        (shown: {
          weekGaps: number[];
          sources: unknown;
          services: unknown;
          states: unknown;
          paid: unknown;
          expected: { sources: unknown; services: unknown; states: unknown; paid: unknown };
        }) => {
          expect(shown.weekGaps).toEqual(Array(11).fill(WEEK));
          expect(shown.sources).toEqual(shown.expected.sources);
          expect(shown.services).toEqual(shown.expected.services);
          expect(shown.states).toEqual(shown.expected.states);
          expect(shown.paid).toEqual(shown.expected.paid);
          return true;
        },
      );
    // Longer than the poll's own 60 s: a poll that never agrees says where it differed.
  }, 90_000);

  it("finds seeded leads in several weeks, sources and a paid week (the test checks something)", async () => {
    const bySource = await chartTable("by-source");
    const busyWeeks = [...bySource.values()].filter((cells) =>
      Object.values(cells).some((value) => value > 0),
    );
    expect(busyWeeks.length).toBeGreaterThanOrEqual(10);
    const paid = [...(await chartTable("revenue")).values()].filter(
      (cells) => (cells.paid ?? 0) > 0,
    );
    expect(paid.length).toBeGreaterThanOrEqual(3);
    const other = [...bySource.values()].some((cells) => (cells["other-campaigns"] ?? 0) > 0);
    const direct = [...bySource.values()].some((cells) => (cells["direct-referrals"] ?? 0) > 0);
    expect([other, direct]).toEqual([true, true]);
  });

  it("draws its numbers straight from Firestore before any of the desk's modules, and React takes them over without reading again", async () => {
    // Only the salesperson's Auth session and token copy (which the early read sends).
    const fresh = await sessionOnlyContext(browser, context, { timezoneId: "UTC" });
    const charts = ["by-source", "by-service", "by-state", "revenue", "quotes"];
    const tables = async (shown: Page, within: string) =>
      Promise.all(charts.map((chart) => chartTable(chart, shown, within)));
    const early = await fresh.newPage();
    const painted = await openWithEarlyScriptsOnly(early, `${origin}/desk/overview`);
    await expect
      .poll(() => painted.locator('[data-chart="by-source"] tbody tr').count(), { timeout: 15_000 })
      .toBe(12);
    expect(await pictureState(early)).toEqual({ inert: true, opening: false });
    const drawnEarly = await tables(early, "#desk-first-paint");
    const totalEarly = await painted.getByTestId("overview-total").textContent();
    await early.close();

    // With its modules: the live page shows the same numbers, from the one read of the head.
    const live = await fresh.newPage();
    const reads: string[] = [];
    live.on("request", (request) => {
      if (request.url().endsWith(":runQuery")) reads.push(request.postData() ?? "");
    });
    await live.goto(`${origin}/desk/overview`);
    await expect
      .poll(() => liveDeskCount(live, '#desk [data-chart="by-source"] tbody tr'), {
        timeout: 15_000,
      })
      .toBe(12);
    expect(await tables(live, "#desk")).toEqual(drawnEarly);
    expect(await live.getByTestId("overview-total").textContent()).toBe(totalEarly);
    expect(reads.filter((body) => body.includes("overviewWeeks"))).toHaveLength(1);
    await fresh.close();
  });

  it("downloads the same weekly numbers as CSV", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
    expect(lines).toHaveLength(13);
    const header = lines[0]?.split(",") ?? [];
    expect(header.slice(0, 2)).toEqual(["weekStarting", "leads"]);
    const bySource = await chartTable("by-source");
    const totals = [...bySource.entries()]
      .sort(([a], [b]) => a - b)
      .map(([week, cells]) => [
        new Date(week).toISOString().slice(0, 10),
        String(Object.values(cells).reduce((sum, value) => sum + value, 0)),
      ]);
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 2))).toEqual(totals);
  });

  it("finds no serious accessibility issue, tables open on demand", async () => {
    await page.locator('[data-chart="by-source"] summary').click();
    expect(await page.locator('[data-chart="by-source"] table').isVisible()).toBe(true);
    expect(await blockingIssues(page)).toEqual([]);
  });
});
