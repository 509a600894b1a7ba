// The benchmark's console table: one row per route for the prerendered build (medians of the
// runs, and every run's TBT), plus the LCP of the browser-only build and the ratio between the two.
const pad = (text, width) => String(text).padStart(width);

/** Prints the table for results = { prerendered: { route: figures }, csr: { route: figures } }. */
export function printTable(routes, results) {
  const columns = [
    ["route", 30, (p) => p.route],
    ["perf", 5, (p) => p.performance],
    ["a11y", 5, (p) => p.accessibility],
    ["b-p", 4, (p) => p.bestPractices],
    ["seo", 4, (p) => p.seo],
    ["LCP ms", 7, (p) => Math.round(p.lcpMs)],
    ["FCP ms", 7, (p) => Math.round(p.fcpMs)],
    ["CLS", 6, (p) => p.cls.toFixed(3)],
    ["TBT ms", 7, (p) => Math.round(p.tbtMs)],
    ["TBT runs", 14, (p) => p.tbtRunsMs.join(",")],
    ["JS load kB", 11, (p) => p.fetchedJsKb.toFixed(1)],
    ["+headers", 9, (p) => p.fetchedJsWithHeadersKb.toFixed(1)],
    ["graph kB", 9, (p) => p.jsKb.toFixed(1)],
    ["HTML kB", 8, (p) => p.htmlKb.toFixed(1)],
    ["CSR LCP", 8, (p) => (p.csrLcpMs === undefined ? "-" : Math.round(p.csrLcpMs))],
    ["ratio", 6, (p) => (p.csrLcpMs === undefined ? "-" : (p.lcpMs / p.csrLcpMs).toFixed(2))],
  ];
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(columns[0][1]) : pad(cell, columns[i][1])))
      .join(" ");
  console.log(
    "\nPrerendered build (Lighthouse mobile); CSR = same site rendered only in the browser",
  );
  console.log(
    "medians of the runs; TBT runs = each run's TBT; JS load = gzip kB of every script fetched\n" +
      "during the load (+headers: with each response's headers as the emulator sent them);\n" +
      "graph = the HTML's first-load module graph; ratio = LCP prerendered / LCP CSR (target ≤ 0.5)\n",
  );
  console.log(line(columns.map(([title]) => title)));
  for (const route of routes) {
    const row = { route, ...results.prerendered[route], csrLcpMs: results.csr?.[route].lcpMs };
    console.log(line(columns.map(([, , cell]) => cell(row))));
  }
  if (!results.csr) return;
  console.log("\nBrowser-only build, same routes:");
  console.log(line(columns.slice(0, 14).map(([title]) => title)));
  for (const route of routes) {
    const row = { route, ...results.csr[route] };
    console.log(line(columns.slice(0, 14).map(([, , cell]) => cell(row))));
  }
}

/** Issue 49's goals for every public route (Lighthouse mobile, median of the runs). */
export const GOALS = { lcpMs: 750, tbtMs: 50, jsWithHeadersKb: 130 };

/**
 * Each route against the goals, as a Markdown table: LCP (median) ≤ 750 ms, TBT ≤ 50 ms in
 * every run, JS fetched during the load (gzip, with headers) ≤ 130 kB; the floor app's row
 * first. Returns whether every route met all three.
 */
export function printGoals(routes, results) {
  const mark = (ok) => (ok ? "ok" : "**over**");
  console.log(
    `\nGoals (issue 49): LCP ≤ ${GOALS.lcpMs} ms (median), TBT ≤ ${GOALS.tbtMs} ms (every run), ` +
      `JS with headers ≤ ${GOALS.jsWithHeadersKb} kB\n`,
  );
  console.log("| route | LCP ms (runs) | TBT ms (runs) | JS kB with headers | goals |");
  console.log("| --- | --- | --- | --- | --- |");
  const floor = results.floor?.["/"];
  if (floor) {
    console.log(
      `| floor app | ${Math.round(floor.lcpMs)} (${floor.lcpRunsMs.join(", ")}) | ` +
        `${Math.round(floor.tbtMs)} (${floor.tbtRunsMs.join(", ")}) | ` +
        `${floor.fetchedJsWithHeadersKb.toFixed(1)} | (reference) |`,
    );
  }
  let allMet = true;
  for (const route of routes) {
    const p = results.prerendered[route];
    const lcp = p.lcpMs <= GOALS.lcpMs;
    const tbt = p.tbtRunsMs.every((ms) => ms <= GOALS.tbtMs);
    const js = p.fetchedJsWithHeadersKb <= GOALS.jsWithHeadersKb;
    allMet &&= lcp && tbt && js;
    console.log(
      `| ${route} | ${Math.round(p.lcpMs)} (${p.lcpRunsMs.join(", ")}) ${lcp ? "" : "**over**"} | ` +
        `${Math.round(p.tbtMs)} (${p.tbtRunsMs.join(", ")}) ${tbt ? "" : "**over**"} | ` +
        `${p.fetchedJsWithHeadersKb.toFixed(1)} ${js ? "" : "**over**"} | ${mark(lcp && tbt && js)} |`,
    );
  }
  console.log(allMet ? "\nEvery route meets the three goals." : "\nSome routes miss a goal.");
  return allMet;
}

/** kB, one decimal. */
const kb = (bytes) => (bytes / 1000).toFixed(1);

/**
 * What each route loaded and ran before its LCP beyond the floor app, as a Markdown table
 * (docs/page-speed.md keeps the latest): the requests that ended before the observed LCP
 * (Lighthouse's simulation counts these), their kB with headers, and the main thread's tasks
 * and time before the LCP at this machine's speed (Lighthouse's 4× CPU multiplies it), with
 * what that time went to. Medians of the runs.
 */
export function printBeforeLcp(routes, results) {
  const floor = results.floor?.["/"]?.beforeLcp;
  const short = (url) => url.replace(/^\/assets\//, "").replace(/^\/images\//, "img/");
  const kinds = (cut) =>
    Object.entries(cut.byKindMs)
      .filter(([, ms]) => ms >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
      .join(", ");
  console.log(
    "\nBefore the LCP (medians; requests that ended before the observed LCP, which Lighthouse's\n" +
      "simulation counts; main-thread tasks that started before it, ms at this machine's speed):\n",
  );
  console.log(
    "| route | observed LCP ms | requests (kB) | beyond the floor's | tasks (with layout) | main thread ms | went to |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  const floorUrls = new Set(
    (floor?.requests ?? []).map((request) =>
      request.type === "Document" ? "document" : request.url,
    ),
  );
  const row = (label, cut, extra) =>
    console.log(
      `| ${label} | ${Math.round(cut.lcpObservedMs)} | ${cut.requestCount} (${cut.requestKb.toFixed(1)}) | ${extra} | ` +
        `${cut.tasks} (${cut.layoutTasks}) | ${cut.mainThreadMs.toFixed(1)} | ${kinds(cut)} |`,
    );
  if (floor) row("floor app", floor, "—");
  for (const route of routes) {
    const cut = results.prerendered[route].beforeLcp;
    if (!cut) {
      console.log(`| ${route} | (no trace) | | | | | |`);
      continue;
    }
    const extra = cut.requests
      .filter((request) => request.type !== "Document" && !floorUrls.has(request.url))
      .map(
        (request) =>
          `${short(request.url)} ${request.type} ${request.priority} ${kb(request.bytes)} kB` +
          (request.share < 1 ? ` (${Math.round(request.share * 100)} % of runs)` : ""),
      );
    row(route, cut, extra.length ? extra.join("; ") : "none");
  }
}
