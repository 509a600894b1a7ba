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
export function fetchedScriptKb(clientDir, origin, scripts, { withHeaders = false } = {}) {
  const seen = new Set();
  let bytes = 0;
  for (const { url, transferSize, headerBytes = 0 } of scripts) {
    if (seen.has(url)) continue;
    seen.add(url);
    const own = url.startsWith(origin) ? join(clientDir, new URL(url).pathname) : null;
    bytes +=
      own && existsSync(own)
        ? gzipSync(readFileSync(own), { level: 9 }).length + (withHeaders ? headerBytes : 0)
        : transferSize;
  }
  return bytes / 1000;
}

/**
 * What the runs loaded and ran before their LCP (before-lcp.mjs): medians of the counts and
 * times, and each request with the share of runs it came before the LCP in.
 */
export function summariseBeforeLcp(runs) {
  const cuts = runs.map((run) => run.beforeLcp).filter(Boolean);
  if (cuts.length === 0) return null;
  const requests = new Map();
  for (const cut of cuts) {
    for (const request of cut.requests) {
      const seen = requests.get(request.url) ?? { ...request, runs: 0 };
      seen.runs += 1;
      requests.set(request.url, seen);
    }
  }
  const kinds = [...new Set(cuts.flatMap((cut) => Object.keys(cut.cpu.byKindMs)))];
  return {
    lcpObservedMs: median(cuts.map((cut) => cut.lcpObservedMs)),
    requestCount: median(cuts.map((cut) => cut.requests.length)),
    requestKb: median(cuts.map((cut) => cut.requests.reduce((sum, r) => sum + r.bytes, 0))) / 1000,
    requests: [...requests.values()].map((request) => ({
      ...request,
      share: request.runs / cuts.length,
    })),
    tasks: median(cuts.map((cut) => cut.cpu.tasks)),
    layoutTasks: median(cuts.map((cut) => cut.cpu.layoutTasks)),
    mainThreadMs: median(cuts.map((cut) => cut.cpu.ms)),
    longestTaskMs: median(cuts.map((cut) => cut.cpu.longestMs)),
    byKindMs: Object.fromEntries(
      kinds.map((kind) => [kind, median(cuts.map((cut) => cut.cpu.byKindMs[kind] ?? 0))]),
    ),
  };
}

/** The table's figures for one route from its runs (see measure.mjs for a run's fields). */
export function summariseRuns(runs, { clientDir, origin }) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const fetched = runs.map((run) => fetchedScriptKb(clientDir, origin, run.scripts));
  const fetchedWithHeaders = runs.map((run) =>
    fetchedScriptKb(clientDir, origin, run.scripts, { withHeaders: true }),
  );
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
    fetchedJsWithHeadersKb: median(fetchedWithHeaders),
    lcpRunsMs: runs.map((run) => Math.round(run.lcpMs)),
    beforeLcp: summariseBeforeLcp(runs),
    fetchedScripts: Math.round(
      median(runs.map((run) => new Set(run.scripts.map((s) => s.url)).size)),
    ),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}
