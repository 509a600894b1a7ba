// `npm run bench`: Lighthouse on every public route of the prerendered site and of the same
// site rendered only in the browser (React Router SPA mode), both served by the Hosting
// emulator with the repository's hosting config. Prints one table and writes JSON to
// bench-results/. Not a test: timings vary by machine; byte budgets are asserted in
// tests/e2e/budgets.spec.ts.
//
// Also measures the floor app (tests/bench/floor: an empty prerendered React Router app, served
// the same way) and prints, per route, what it loaded and ran before its LCP beyond the floor
// (before-lcp.mjs), and each route against issue 49's goals (LCP ≤ 750 ms, TBT ≤ 50 ms in every
// run, JS with headers ≤ 130 kB).
//
// Usage: npm run bench -- [--routes /,/pricing] [--runs 3] [--skip-build] [--lock <file>] [--no-csr]
//   --runs: Lighthouse runs per route (default 3); the table shows each metric's median and
//   every run's TBT. "JS load" is the gzip size of every script fetched while Lighthouse loaded
//   the page; "graph" is the HTML's first-load module graph alone.
//   --no-csr measures the prerendered build only (quicker while iterating; no LCP ratio).
//   --lock wraps the two builds in `flock <file>` (for shared machines where web/build is
//   rebuilt by others); measuring runs on copies, on ports of its own (5080/5081; Chrome refuses 5060/5061, SIP ports).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { htmlFileFor, publicRoutes } from "../../web/scripts/site-routes.mjs";
import { pageBytes } from "./bytes.mjs";
import { runWithHosting, writeHostingProject } from "./hosting-config.mjs";
import { summariseRuns } from "./summary.mjs";
import { printBeforeLcp, printGoals, printTable } from "./table.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const benchDir = join(repoRoot, "bench-results");
const sitesDir = join(benchDir, "sites");
const { values: options } = parseArgs({
  options: {
    routes: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    lock: { type: "string" },
    "no-csr": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
  },
});

const VARIANTS = [
  { name: "prerendered", clientDir: join(sitesDir, "prerendered"), port: 5080, spa: false },
  { name: "csr", clientDir: join(sitesDir, "csr-build/client"), port: 5081, spa: true },
];
// The floor app, measured on its one route.
const FLOOR = { name: "floor", clientDir: join(sitesDir, "floor-build/client"), port: 5084 };

// 1. Build both variants and keep a private copy of the prerendered one.
if (!options["skip-build"]) {
  const script = [
    "npm run --silent build",
    `rm -rf "${VARIANTS[0].clientDir}" "${join(sitesDir, "csr-build")}" && mkdir -p "${sitesDir}" && cp -r web/build/client "${VARIANTS[0].clientDir}"`,
    `BRANDVISTA_RENDER=csr BRANDVISTA_BUILD_DIR=../bench-results/sites/csr-build npm run --silent build`,
    // Its own Vite config and React Router config (tests/bench/floor); builds into sites/floor-build.
    `cd tests/bench/floor && ../../../node_modules/.bin/react-router build . --config vite.config.ts`,
  ].join(" && ");
  const [command, args] = options.lock
    ? ["flock", [options.lock, "sh", "-c", script]]
    : ["sh", ["-c", script]];
  console.log("▶ building the prerendered and the browser-only site…");
  execFileSync(command, args, { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
}

const allRoutes = publicRoutes(VARIANTS[0].clientDir);
const routes = options.routes ? options.routes.split(",").map((route) => route.trim()) : allRoutes;
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
const unknown = routes.filter((route) => !allRoutes.includes(route));
if (unknown.length > 0) throw new Error(`Not public routes of the build: ${unknown.join(", ")}`);

// 2. Serve each variant with the Hosting emulator and run Lighthouse on every route.
const results = {};
const measured = [
  ...(options["no-csr"] ? VARIANTS.slice(0, 1) : VARIANTS),
  { ...FLOOR, spa: false, routes: ["/"] },
];
for (const variant of measured) {
  const variantRoutes = variant.routes ?? routes;
  const projectDir = join(benchDir, `hosting-${variant.name}`);
  const config = writeHostingProject(projectDir, {
    publicDir: variant.clientDir,
    port: variant.port,
    spa: variant.spa,
  });
  const jobFile = join(projectDir, "job.json");
  const out = join(projectDir, "lighthouse.json");
  const origin = `http://127.0.0.1:${variant.port}`;
  writeFileSync(jobFile, JSON.stringify({ origin, routes: variantRoutes, runs, out }));
  console.log(`▶ Lighthouse ×${runs} on ${variantRoutes.length} routes, ${variant.name} build`);
  const measure = fileURLToPath(new URL("./measure.mjs", import.meta.url));
  const code = await runWithHosting(config, `node "${measure}" "${jobFile}"`);
  if (code !== 0)
    throw new Error(`Lighthouse run for the ${variant.name} build failed (exit ${code})`);
  const runsByRoute = JSON.parse(readFileSync(out, "utf8"));
  results[variant.name] = Object.fromEntries(
    variantRoutes.map((route) => {
      const html = variant.spa
        ? join(variant.clientDir, "index.html")
        : htmlFileFor(route, variant.clientDir);
      const summary = summariseRuns(runsByRoute[route], { clientDir: variant.clientDir, origin });
      return [
        route,
        { ...summary, ...pageBytes(variant.clientDir, html), runs: runsByRoute[route] },
      ];
    }),
  );
}

// 3. Report. The load average says how far the timings can be trusted: on a busy machine
// Lighthouse multiplies the other processes' share of the CPU into TBT and LCP as well.
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(", ");
printTable(routes, results);
printBeforeLcp(routes, results);
printGoals(routes, results);
console.log(`Load average at the end: ${load} (measure on a quiet machine, ≲ 1 on 2 cores)`);
mkdirSync(benchDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const report = {
  measuredAt: new Date().toISOString(),
  preset: "lighthouse mobile (simulated throttling)",
  runsPerRoute: runs,
  loadAverage: loadavg(),
  routes,
  results,
};
for (const name of [`lighthouse-${stamp}.json`, "lighthouse-latest.json"]) {
  writeFileSync(join(benchDir, name), JSON.stringify(report, null, 2));
}
console.log(`\nJSON: bench-results/lighthouse-${stamp}.json (and lighthouse-latest.json)`);
