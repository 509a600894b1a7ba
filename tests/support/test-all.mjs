// `npm test`: every test of the project, in order of cost. Stops at the first failing stage.
//   1. unit tests (vitest, no emulator)
//   2. the site's production build (the browser tests serve it through Hosting)
//   3. emulator and browser tests inside one `firebase emulators:exec`
import { spawnSync } from "node:child_process";

const stages = [
  ["unit tests", "npm", ["run", "--silent", "test:unit"]],
  ["production build", "npm", ["run", "--silent", "build"]],
  [
    "emulator and browser tests",
    "node",
    [
      "tests/support/with-emulators.mjs",
      "--hosting",
      "--",
      "vitest",
      "run",
      "--config",
      "tests/vitest.config.ts",
      "--project",
      "emulators",
      "--project",
      "e2e",
    ],
  ],
];

for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    process.exit(result.status || 1);
  }
  console.log(`\n✔ ${name} passed in ${seconds} s`);
}
