// The desk overview's part of `npm run bench:desk` (issue 49): the weekly rollup (rebuilt from the
// seeded leads by desk.mjs before any tab opens: the bench runs no functions), then, per
// run, /desk/overview opened in a fresh signed-in profile at the bench's CPU slowdown: the time
// from opening it to its first table row, and the Firestore reads it made: the documents each of
// its rollup queries returned (one read each; a query that finds nothing is billed one), as the
// overview marks them (OVERVIEW_READ_MARK). The Listen channel's streamed answers cannot be read
// back from outside the page once the SDK streams them (fetch streams, not long polls).
import { performance } from "node:perf_hooks";

/** Must equal OVERVIEW_READ_MARK (web/desk/overview/overview-queries.ts). */
const OVERVIEW_READ_MARK = "desk:overview-read";

/** The reads the page's rollup queries made: queries, and documents billed. */
async function readsOf(page) {
  const documents = await page.evaluate(
    (mark) =>
      performance.getEntriesByName(mark).map((entry) => Number(entry.detail?.documents ?? 0)),
    OVERVIEW_READ_MARK,
  );
  return {
    queries: documents.length,
    all: documents.reduce((sum, count) => sum + Math.max(1, count), 0),
  };
}

/**
 * Opens the overview `runs` times (its rollup `rebuilt` after seeding); prints the medians.
 * `newContext()` gives a fresh browser context holding the signed-in salesperson's session.
 */
export async function benchOverview({ rebuilt, newContext, origin, runs, leads, cpuSlowdown }) {
  console.log(
    `\nOverview rollup rebuilt from ${rebuilt.leads} leads in ` +
      `${rebuilt.seconds.toFixed(1)} s (${rebuilt.weeks} weeks)`,
  );
  const times = [];
  const reads = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const opened = performance.now();
    await page.goto(`${origin}/desk/overview`, { waitUntil: "commit" });
    await page.locator('[data-chart="by-source"] tbody tr').first().waitFor({
      state: "attached",
      timeout: 120_000,
    });
    times.push(performance.now() - opened);
    // Any later read (none is expected) would show within a moment.
    await page.waitForTimeout(1000);
    reads.push(await readsOf(page));
    await page.close();
    await context.close();
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(`Overview, ${leads} leads, ${cpuSlowdown}× CPU slowdown, ${runs} runs`);
  console.log(
    `  open /desk/overview → first table row   median ${Math.round(median(times))} ms  ` +
      `(${times.map((t) => `${Math.round(t)} ms`).join(", ")})`,
  );
  console.log(
    `  Firestore documents read per open        median ${median(reads.map((r) => r.all))} ` +
      `(in ${median(reads.map((r) => r.queries))} queries; each run: ` +
      `${reads.map((r) => r.all).join(", ")})`,
  );
}
