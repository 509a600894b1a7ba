// Runs Lighthouse (mobile preset, simulated throttling: Lighthouse's defaults) `runs` times on
// every route against a served site and writes each run's figures as JSON. Started by
// lighthouse.mjs inside `firebase emulators:exec`.
// Usage: node measure.mjs <job.json>  ({ origin, routes, runs, out })
import { readFileSync, writeFileSync } from "node:fs";
import { Launcher, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { beforeLcp, scriptHeaderBytes } from "./before-lcp.mjs";
import { yieldCpuToBrowser } from "./hosting-config.mjs";
import { withoutOmniboxWebUi } from "../support/chromium-flags.mjs";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

console.log(`  Hosting emulator at the lowest CPU priority (${yieldCpuToBrowser()} threads)`);
// chrome-launcher's own flags, its --disable-features joined with the omnibox's (one switch).
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  ignoreDefaultFlags: true,
  chromeFlags: [
    ...withoutOmniboxWebUi(Launcher.defaultFlags()),
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

/** The figures of one Lighthouse run (artifacts: its trace and DevTools log). */
function figures({ lhr, artifacts }) {
  const { categories, audits } = lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id) => audits[id]?.numericValue ?? null;
  // Every script the page requested while Lighthouse loaded it (the bootstrap's post-paint
  // imports, anything loaded near the fold), not only the HTML's first-load graph.
  const scripts = (audits["network-requests"]?.details?.items ?? []).filter(
    (request) => request.resourceType === "Script",
  );
  const headerBytes = scriptHeaderBytes(artifacts?.DevtoolsLog ?? []);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
    scripts: scripts.map((request) => ({
      url: request.url,
      transferSize: request.transferSize,
      headerBytes: headerBytes.get(request.url) ?? 0,
    })),
    beforeLcp: beforeLcp(lhr, artifacts, job.origin),
    longTasks: (audits["long-tasks"]?.details?.items ?? []).map((task) => ({
      url: task.url,
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
    lcpElement:
      audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      null,
    // Audits that cost points, so a score below 100 says why.
    failing: Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "notApplicable" &&
          audit.scoreDisplayMode !== "manual",
      )
      .map((audit) => audit.id),
  };
}

/** One Lighthouse run; a run whose trace failed to record (NO_NAVSTART and the like) is redone. */
async function lighthouseRun(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // A sampled page view (VITE_VITALS_SAMPLE_RATE, 10 %) sends its vitals beacon to
      // /api/vitals when Lighthouse leaves the page. Here no function stands behind the Hosting
      // emulator's rewrite, so the beacon failed with a 500 and "errors-in-console" cost such a
      // run 4 best-practice points. Blocked through DevTools, its error is one Lighthouse ignores
      // by design; the reporter's script still loads and counts in the JS figures.
      blockedUrlPatterns: ["*/api/vitals"],
    });
    const { runtimeError } = runner.lhr;
    if (!runtimeError) return runner;
    const problem = `${url}: ${runtimeError.code} ${runtimeError.message}`;
    if (attempt === attempts) throw new Error(problem);
    console.log(`  ${problem} — running it again`);
  }
}

const results = Object.fromEntries(job.routes.map((route) => [route, []]));
try {
  // One run first, not counted: the first Lighthouse run after Chrome starts pays for starting
  // its processes and caches (TBT 1261 and 2278 ms on "/" where the next runs gave 95 and 43).
  await lighthouseRun(job.origin + job.routes[0]);
  console.log(`  warm-up run on ${job.routes[0]} done (not counted)`);
  // Runs go round the routes (not three in a row on one route), so a disturbance on the
  // machine spreads over routes instead of deciding one route's median.
  for (let run = 1; run <= job.runs; run += 1) {
    for (const route of job.routes) {
      const started = Date.now();
      const run_ = figures(await lighthouseRun(job.origin + route));
      const cut = run_.beforeLcp;
      results[route].push(run_);
      console.log(
        `  run ${run}/${job.runs} ${route}: perf ${run_.performance}, TBT ${Math.round(run_.tbtMs)} ms, LCP ${Math.round(run_.lcpMs)} ms` +
          (cut
            ? ` (before it: ${cut.requests.length} requests, ${cut.cpu.tasks} tasks, ${cut.cpu.ms.toFixed(0)} ms main thread)`
            : "") +
          ` (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
} finally {
  chrome.kill();
}
writeFileSync(job.out, JSON.stringify(results, null, 2));
