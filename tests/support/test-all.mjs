// `npm test`: every test of the project, in order of cost. Stops at the first failing stage.
//   1. unit tests (vitest, no emulator)
//   2. the site's production build for the demo project, in web/build-test (test-build.mjs):
//      the browser tests serve it through Hosting; no real project's config is ever read
//   3. emulator and browser tests inside one `firebase emulators:exec`
// Ends with one plain "N passed, N failed" line summing every vitest run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_BUILD_DIRECTORY } from "../../web/scripts/build-directory.mjs";

// Every stage reads and serves the tests' own build (test-build.mjs writes it there).
process.env.BRANDVISTA_BUILD_DIR = TEST_BUILD_DIRECTORY;

const reports = mkdtempSync(join(tmpdir(), "brandvista-test-"));
const vitest = (name, projects) => [
  "vitest",
  "run",
  "--config",
  "tests/vitest.config.ts",
  ...projects.flatMap((project) => ["--project", project]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];

const stages = [
  ["unit tests", "npx", vitest("unit", ["unit"])],
  ["production build (demo project)", "node", ["tests/support/test-build.mjs"]],
  [
    "emulator and browser tests",
    "node",
    [
      "tests/support/with-emulators.mjs",
      "--hosting",
      "--",
      ...vitest("emulators", ["emulators", "e2e"]),
    ],
  ],
];

/** Sums the vitest JSON reports written so far. */
function totals() {
  let passed = 0;
  let failed = 0;
  for (const name of ["unit", "emulators"]) {
    const file = join(reports, `${name}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  return { passed, failed };
}

for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    const { passed, failed } = totals();
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(result.status || 1);
  }
  console.log(`\n✔ ${name} passed in ${seconds} s`);
}

const { passed, failed } = totals();
if (passed === 0) {
  console.error("✖ no test ran");
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed`);
