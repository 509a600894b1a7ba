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
      "during the load; graph = the HTML's first-load module graph; ratio = LCP prerendered / LCP CSR (target ≤ 0.5)\n",
  );
  console.log(line(columns.map(([title]) => title)));
  for (const route of routes) {
    const row = { route, ...results.prerendered[route], csrLcpMs: results.csr?.[route].lcpMs };
    console.log(line(columns.map(([, , cell]) => cell(row))));
  }
  if (!results.csr) return;
  console.log("\nBrowser-only build, same routes:");
  console.log(line(columns.slice(0, 13).map(([title]) => title)));
  for (const route of routes) {
    const row = { route, ...results.csr[route] };
    console.log(line(columns.slice(0, 13).map(([, , cell]) => cell(row))));
  }
}
