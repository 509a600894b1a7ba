// Runs Lighthouse (mobile preset, simulated throttling: Lighthouse's defaults) once per route
// against a served site and writes the figures as JSON. Started by lighthouse.mjs inside
// `firebase emulators:exec`. Usage: node measure.mjs <job.json>  ({ origin, routes, out })
import { readFileSync, writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

const results = {};
try {
  for (const route of job.routes) {
    const started = Date.now();
    const runner = await lighthouse(job.origin + route, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const { categories, audits, runtimeError } = runner.lhr;
    if (runtimeError) throw new Error(`${route}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id) => audits[id]?.numericValue ?? null;
    results[route] = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: value("largest-contentful-paint"),
      fcpMs: value("first-contentful-paint"),
      cls: value("cumulative-layout-shift"),
      tbtMs: value("total-blocking-time"),
      lcpElement:
        audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
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
    console.log(
      `  ${route}: LCP ${Math.round(results[route].lcpMs)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
} finally {
  chrome.kill();
}
writeFileSync(job.out, JSON.stringify(results, null, 2));
