// The desk overview's part of `npm run bench:desk` (issue 49): the weekly rollup (rebuilt from the
// seeded leads by desk.mjs before any tab opens: the bench runs no functions), then, per
// run, /desk/overview opened in a fresh signed-in profile at the bench's CPU slowdown: the time
// from opening it to its first table row, and the Firestore documents its queries fetched (each
// a read; a query that finds nothing is billed one). Reads are counted from the Listen channel's
// answers (documentChange entries), the only way the desk's SDK fetches documents.
import { performance } from "node:perf_hooks";

const LISTEN_CHANNEL = "google.firestore.v1.Firestore/Listen/channel";

/** Counts the documents the page's Firestore channel delivers, per collection. */
function countReads(page) {
  const bodies = [];
  page.on("response", (response) => {
    if (response.url().includes(LISTEN_CHANNEL) && response.request().method() === "GET")
      bodies.push(response.text().catch(() => ""));
  });
  return async () => {
    const text = (await Promise.all(bodies)).join("\n");
    const documents = [
      ...text.matchAll(/"documentChange":\s*\{\s*"document":\s*\{\s*"name":\s*"([^"]+)"/g),
    ];
    const rollup = documents.filter(([, name]) => name.includes("/documents/overviewWeeks/"));
    return { all: documents.length, rollup: rollup.length };
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
    const readsOf = countReads(page);
    const opened = performance.now();
    await page.goto(`${origin}/desk/overview`, { waitUntil: "commit" });
    await page.locator('[data-chart="by-source"] tbody tr').first().waitFor({
      state: "attached",
      timeout: 120_000,
    });
    times.push(performance.now() - opened);
    // The channel's last answers arrive after the table: give them a moment to finish.
    await page.waitForTimeout(1000);
    await page.close();
    reads.push(await readsOf());
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
      `(of which rollup weeks ${median(reads.map((r) => r.rollup))}; each run: ` +
      `${reads.map((r) => r.all).join(", ")})`,
  );
}
