// The desk overview's part of `npm run bench:desk` (issue 49): the weekly rollup (rebuilt from the
// seeded leads by desk.mjs before any tab opens: the bench runs no functions), then, per
// run, /desk/overview opened in a fresh signed-in profile at the bench's CPU slowdown: the time
// from opening it to its first table row, and the Firestore reads it made: the documents each of
// its rollup queries returned (one read each; a query that finds nothing is billed one), as the
// overview marks them (OVERVIEW_READ_MARK). The Listen channel's streamed answers cannot be read
// back from outside the page once the SDK streams them (fetch streams, not long polls).
// As for the list, nothing of Playwright's runs in the page before the table is there (its
// selector engine, injected on first use, is a long task at 4× CPU that would land among the
// page's own): an observer the context adds says so on the console, and leaves a mark.
/* global document, MutationObserver */
import { performance } from "node:perf_hooks";

/** Must equal OVERVIEW_READ_MARK (web/desk/overview/overview-queries.ts). */
const OVERVIEW_READ_MARK = "desk:overview-read";
/** Must equal OVERVIEW_PICTURE_MARK (web/desk/overview/early-overview-picture.ts). */
const OVERVIEW_PICTURE_MARK = "desk:overview-picture";
/** Must equal DESK_SESSION_MARK (web/desk/session/desk-session.ts): Auth's answer known. */
const DESK_SESSION_MARK = "desk:session";
/** Left in the page by the observer below: when the first table row was attached. */
const TABLE_MARK = "bench:overview-table";
/** The first table's first row (its table is the by-source chart's numbers). */
const FIRST_TABLE_ROW = '[data-chart="by-source"] tbody tr';

/** Runs in the page (an init script): marks, and logs, the first table row's arrival. */
function markTableAttached([name, selector]) {
  const mutations = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    mutations.disconnect();
    performance.mark(name);
    console.debug(name);
  });
  mutations.observe(document, { childList: true, subtree: true });
}

/** When each of the page's marks was left, from its navigation's start (ms); null if never. */
async function marksOf(page) {
  return page.evaluate(
    (names) =>
      Object.fromEntries(
        names.map((name) => [name, performance.getEntriesByName(name)[0]?.startTime ?? null]),
      ),
    [TABLE_MARK, OVERVIEW_PICTURE_MARK, OVERVIEW_READ_MARK, DESK_SESSION_MARK],
  );
}

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
 * `newContext()` gives a fresh browser context holding the signed-in salesperson's session;
 * `machineIdle()` waits for the machine to be idle before each tab opens; `trace(page)`, when
 * given, starts a Chromium trace of the first run's tab and answers the function that stops it.
 */
export async function benchOverview({
  rebuilt,
  newContext,
  machineIdle,
  trace,
  origin,
  runs,
  leads,
  cpuSlowdown,
}) {
  console.log(
    `\nOverview rollup rebuilt from ${rebuilt.leads} leads in ` +
      `${rebuilt.seconds.toFixed(1)} s (${rebuilt.weeks} weeks)`,
  );
  const times = [];
  const marks = [];
  const reads = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newContext();
    await context.addInitScript(markTableAttached, [TABLE_MARK, FIRST_TABLE_ROW]);
    await machineIdle();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const stopTracing = run === 0 && trace ? await trace(page) : null;
    const attached = page.waitForEvent("console", {
      predicate: (message) => message.text() === TABLE_MARK,
      timeout: 120_000,
    });
    const opened = performance.now();
    await page.goto(`${origin}/desk/overview`, { waitUntil: "commit" });
    await attached;
    times.push(performance.now() - opened);
    await stopTracing?.();
    // The live page's read: React takes the early picture's answer (or reads), after the table
    // is there. Any later read (none is expected) would show within a moment.
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      OVERVIEW_READ_MARK,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000);
    marks.push(await marksOf(page));
    reads.push(await readsOf(page));
    await page.close();
    await context.close();
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const ms = (value) =>
    value === null || value === undefined ? "never" : `${Math.round(value)} ms`;
  const medianOf = (name) => {
    const known = marks.map((each) => each[name]).filter((value) => value !== null);
    return known.length ? median(known) : null;
  };
  console.log(`Overview, ${leads} leads, ${cpuSlowdown}× CPU slowdown, ${runs} runs`);
  console.log(
    `  open /desk/overview → first table row   median ${ms(median(times))}  ` +
      `(${times.map(ms).join(", ")}; goal ≤ 1000 ms: ${median(times) <= 1000 ? "met" : "missed"})`,
  );
  console.log(
    `    from the navigation's start (medians): the early picture drawn at ` +
      `${ms(medianOf(OVERVIEW_PICTURE_MARK))}, React's read taken at ` +
      `${ms(medianOf(OVERVIEW_READ_MARK))}, the first table row at ${ms(medianOf(TABLE_MARK))} ` +
      `(${marks.map((each) => ms(each[TABLE_MARK])).join(", ")}); Auth's answer at ` +
      `${ms(medianOf(DESK_SESSION_MARK))}`,
  );
  console.log(
    `  Firestore documents read per open        median ${median(reads.map((r) => r.all))} ` +
      `(in ${median(reads.map((r) => r.queries))} queries; each run: ` +
      `${reads.map((r) => r.all).join(", ")})`,
  );
}
