// Turns the Lighthouse runs of one route into the figures the table prints: the median of each
// metric over the runs, every run's TBT, and the JavaScript fetched during the load.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The median of a list of numbers (the middle one of three runs). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * kB of JavaScript one load fetched: each of the site's own scripts counted at its gzip size
 * (level 9, as budgets.spec.ts does; response headers are left out, HTTP/2 compresses them to
 * a few bytes), any other script at the bytes Lighthouse saw transferred.
 */
export function fetchedScriptKb(clientDir, origin, scripts) {
  const seen = new Set();
  let bytes = 0;
  for (const { url, transferSize } of scripts) {
    if (seen.has(url)) continue;
    seen.add(url);
    const own = url.startsWith(origin) ? join(clientDir, new URL(url).pathname) : null;
    bytes +=
      own && existsSync(own) ? gzipSync(readFileSync(own), { level: 9 }).length : transferSize;
  }
  return bytes / 1000;
}

/** The table's figures for one route from its runs (see measure.mjs for a run's fields). */
export function summariseRuns(runs, { clientDir, origin }) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const fetched = runs.map((run) => fetchedScriptKb(clientDir, origin, run.scripts));
  return {
    runCount: runs.length,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    fcpMs: pick("fcpMs"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    tbtRunsMs: runs.map((run) => Math.round(run.tbtMs)),
    fetchedJsKb: median(fetched),
    fetchedScripts: Math.round(
      median(runs.map((run) => new Set(run.scripts.map((s) => s.url)).size)),
    ),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}
