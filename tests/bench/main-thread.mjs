// `npm run bench:trace`: where each route's main thread goes after the first paint. Loads
// every route of web/build/client (served by the Hosting emulator with the repository's
// hosting config) in Chromium with a performance trace, unthrottled as Lighthouse's
// simulated throttling loads it, and prints each task that would block at Lighthouse's 4×
// CPU slowdown (raw ≥ 12.5 ms) with what it spent its time on: HTML parsing, compiling and
// evaluating which script, running which script's callbacks, style and layout, GC.
// Not a test: timings vary by machine. Run `npm run build` first.
//
// Usage: npm run bench:trace -- [--routes /,/pricing] [--runs 1] [--all-tasks] [--functions]
//     [--site web/build/client]
//   --all-tasks: list every task of ≥ 4 ms raw, not only the blocking ones.
//   --functions: also sample the JavaScript (V8's CPU profiler) and name, per listed task, the
//   functions that took the most time (build with `--minify false` for readable names).
//   --site: another build's client folder.
//   --save: keep each trace (and CPU profile) in bench-results/traces/ (open it in Chromium's
//   performance panel).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { publicRoutes } from "../../web/scripts/site-routes.mjs";
import { rerunOnPrivateCopy, yieldCpuToBrowser } from "./hosting-config.mjs";
import { breakdown, functionsIn } from "./trace-tasks.mjs";
import { withoutOmniboxWebUi } from "../support/chromium-flags.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const { values: options } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string", default: "1" },
    "all-tasks": { type: "boolean", default: false },
    functions: { type: "boolean", default: false },
    save: { type: "boolean", default: false },
    site: { type: "string", default: "web/build/client" },
    // Internal: set when this script runs itself inside `firebase emulators:exec`.
    origin: { type: "string" },
  },
});

const PORT = 5082;
const siteDir = join(repoRoot, "bench-results", "sites", "trace");
const tracesDir = join(repoRoot, "bench-results", "traces");

if (!options.origin) {
  process.exit(await rerunOnPrivateCopy(import.meta.url, "trace", PORT, options.site));
}

// The same serving conditions as `npm run bench`: the emulator does not compete with the browser.
yieldCpuToBrowser();
const { chromium } = await import("playwright-core");
const CPU_SLOWDOWN = 4; // Lighthouse's mobile preset
const BLOCKING_RAW_MS = 50 / CPU_SLOWDOWN;
const LISTED_RAW_MS = options["all-tasks"] ? 4 : BLOCKING_RAW_MS;
// Lighthouse's own trace categories: what it records costs main-thread time too (stack traces,
// script sources), so the tasks here match its trace. TRACE_CATEGORIES replaces them (e.g. add
// disabled-by-default-v8.compile to see V8's parsing).
const { default: LighthouseTrace } = await import("lighthouse/core/gather/gatherers/trace.js");
const CATEGORIES =
  process.env.TRACE_CATEGORIES || LighthouseTrace.getDefaultTraceCategories().join(",");

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: withoutOmniboxWebUi(["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]),
});
const estimates = new Map(); // route → the blocking-time estimate of each run
const routes = options.routes
  ? options.routes.split(",").map((route) => route.trim())
  : publicRoutes(siteDir);
try {
  // One load first, not measured: a browser's very first page pays for starting its processes.
  const warmUp = await browser.newPage();
  await warmUp.goto(options.origin + routes[0], { waitUntil: "networkidle" });
  await warmUp.close();
  for (const route of routes) {
    for (let run = 1; run <= Number(options.runs); run += 1) {
      // Lighthouse's mobile viewport, a fresh context (no cache) per load.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = options.functions ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
        await cdp.send("Profiler.start");
      }
      await browser.startTracing(page, { categories: CATEGORIES.split(",") });
      await page.goto(options.origin + route, { waitUntil: "networkidle" });
      await page.waitForTimeout(1500);
      const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
      const profile = cdp ? (await cdp.send("Profiler.stop")).profile : null;
      await context.close();
      if (options.save) {
        const saved = join(tracesDir, `${route.replace(/\W+/g, "_") || "_"}-${run}`);
        mkdirSync(tracesDir, { recursive: true });
        writeFileSync(`${saved}.json`, JSON.stringify(trace));
        if (profile) writeFileSync(`${saved}.cpuprofile`, JSON.stringify(profile));
      }
      report(route, run, trace.traceEvents, profile);
    }
  }
} finally {
  await browser.close();
}
console.log("\nblocking time at 4× (tasks after the paint, each run; median):");
for (const [route, values] of estimates) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  console.log(
    `  ${route.padEnd(32)} ${values
      .map((v) => v.toFixed(0))
      .join(", ")
      .padEnd(24)} median ${median.toFixed(0)}`,
  );
}

function report(route, run, events, profile) {
  // The renderer that parsed the page, and its navigation start (time zero).
  const parse = events.find(
    (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(options.origin),
  );
  const navigation = events
    .filter(
      (event) =>
        event.name === "navigationStart" &&
        event.pid === parse?.pid &&
        event.tid === parse?.tid &&
        event.ts <= parse.ts,
    )
    .at(-1);
  if (!navigation) {
    console.log(`\n${route} (run ${run}): no navigation in the trace, skipped`);
    return;
  }
  const rendererPid = navigation.pid;
  const mainTid = navigation.tid;
  const main = events.filter(
    (event) => event.pid === rendererPid && event.tid === mainTid && event.ph === "X",
  );
  const fcp = events.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === rendererPid,
  );
  const origin = navigation.ts;
  const tasks = main.filter(
    (event) => event.name === "RunTask" && event.dur >= LISTED_RAW_MS * 1000,
  );
  const fcpMs = fcp ? (fcp.ts - origin) / 1000 : NaN;
  let blocking = 0;
  console.log(
    `\n${route} (run ${run}): first contentful paint at ${fcpMs.toFixed(0)} ms (unthrottled)`,
  );
  for (const task of tasks) {
    const startMs = (task.ts - origin) / 1000;
    const rawMs = task.dur / 1000;
    const afterPaint = startMs >= fcpMs;
    if (afterPaint) blocking += Math.max(0, rawMs * CPU_SLOWDOWN - 50);
    console.log(
      `  ${afterPaint ? "after " : "before"} paint @${startMs.toFixed(0).padStart(5)} ms  ` +
        `${rawMs.toFixed(1).padStart(5)} ms raw (×4 = ${(rawMs * CPU_SLOWDOWN).toFixed(0)}): ${breakdown(task, main)}` +
        (rawMs >= BLOCKING_RAW_MS ? functionsIn(profile, task.ts, task.ts + task.dur) : ""),
    );
  }
  console.log(`  ≈ blocking time at 4× from these tasks: ${blocking.toFixed(0)} ms`);
  estimates.set(route, [...(estimates.get(route) ?? []), blocking]);
}
