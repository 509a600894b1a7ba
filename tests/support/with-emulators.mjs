// Runs a command inside `firebase emulators:exec` with the Auth, Firestore and Functions
// emulators (and Hosting with --hosting: the public site and the desk's, on two ports,
// web/scripts/hosting-sites.mjs). Builds the functions first so the emulator loads current code.
// Usage: node tests/support/with-emulators.mjs [--hosting] [--production-queue] [--export <dir>] -- <command…>
//   --production-queue  the mail queue at its production settings (back-off 10 s to 1 h), for
//                       tests/bench/leads.mjs; tests use a short back-off (TEST_MAIL_QUEUE)
//   --export <dir>  save the emulators' data (Firestore, Auth) to <dir> when the command ends
//
// The Functions emulator gets the TEST EmailJS configuration: fake ids and keys, and
// EMAILJS_ORIGIN=localhost so every send goes to the stand-in (tests/support/emailjs-stand-in.ts)
// on 127.0.0.1:443, whose certificate it is told to trust. A developer's own
// functions/.env.local and .secret.local (real EmailJS settings for `npm start`) must neither
// be changed nor leak into tests, and the emulator reads both from the functions folder. So the
// emulators run from a throw-away project folder whose `functions/` links to the real lib/ and
// node_modules/ but holds its own .env.local and .secret.local with the test values.
import { execSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runFirebase } from "../../web/scripts/dev/firebase.mjs";
import { DESK_SITE_DIRECTORY } from "../../web/scripts/build-directory.mjs";
import { DESK_TARGET, hostingOrigins, redirectDeskTo } from "../../web/scripts/hosting-sites.mjs";
import {
  DEMO_PAY_LINK_SECRET,
  DEMO_PAY_LINK_SECRET_PREVIOUS,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  STRIPE_STAND_IN_PORT,
} from "./stripe-stand-in.mjs";

/** What the Functions emulator is configured with during tests; the tests read it from their env. */
const TEST_EMAILJS = {
  EMAILJS_SERVICE_ID: "service_brandvista_test",
  EMAILJS_TEMPLATE_ID: "template_new_lead_test",
  EMAILJS_ORIGIN: "localhost",
  EMAILJS_PUBLIC_KEY: "test-public-key",
  EMAILJS_PRIVATE_KEY: "test-private-key",
};
/**
 * Stripe for the tests: the stand-in (tests/support/stripe-stand-in.mjs) on 127.0.0.1 over
 * http, with its demo keys as the secrets, and the payment note's template.
 */
const TEST_STRIPE = {
  STRIPE_API_HOST: "127.0.0.1",
  STRIPE_API_PORT: String(STRIPE_STAND_IN_PORT),
  STRIPE_API_PROTOCOL: "http",
  STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  EMAILJS_PAYMENT_TEMPLATE_ID: "template_payment_test",
  EMAILJS_QUOTE_TEMPLATE_ID: "template_quote_test",
  // Signs the pay links (/pay/<token>); the tests sign tampered and expired ones with it.
  PAY_LINK_SECRET: DEMO_PAY_LINK_SECRET,
  // As if rotated from this one: links it signed still open (pay-link.emulator.test.ts).
  PAY_LINK_SECRET_PREVIOUS: DEMO_PAY_LINK_SECRET_PREVIOUS,
};
/** The key of the erasure audit's address hash: a demo value, never production's. */
const TEST_ERASURE = { ERASURE_HASH_SECRET: "demo-erasure-hash-key-for-the-emulators" };
const SECRET_NAMES = [
  "EMAILJS_PUBLIC_KEY",
  "EMAILJS_PRIVATE_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "ERASURE_HASH_SECRET",
  "PAY_LINK_SECRET",
  "PAY_LINK_SECRET_PREVIOUS",
];
/**
 * The mail queue's params during tests: the production rate (EmailJS takes 1 request/s), a
 * back-off of 1 s doubling to 4 s instead of 10 s to 1 h, so outage tests take seconds, and
 * enough attempts to ride out the longest outage a test plays (30 attempts ≈ 1.8 minutes).
 */
const TEST_MAIL_QUEUE = {
  MAIL_DISPATCHES_PER_SECOND: "1",
  MAIL_MAX_CONCURRENT: "100",
  MAIL_MIN_BACKOFF_SECONDS: "1",
  MAIL_MAX_BACKOFF_SECONDS: "4",
  MAIL_MAX_ATTEMPTS: "30",
  // Every mailed lead also sends the prospect's confirmation (a second request to the stand-in,
  // through this template: tests tell the two apart by template_id).
  EMAILJS_AUTOREPLY_TEMPLATE_ID: "template_auto_reply_test",
  // The budget's own test runs at 5 on a budget document of its own; everything else must not
  // be held because the suite as a whole mails more than an hour's worth of leads.
  LEAD_MAIL_BUDGET_PER_HOUR: "1000",
  // The quota and the confirmation budget as large: tests that play them use the stand-in's
  // quota (426) or documents of their own. A short send time-out, so a late answer takes seconds.
  EMAILJS_MONTHLY_QUOTA: "1000000",
  LEAD_CONFIRMATIONS_PER_HOUR: "1000",
  MAIL_SEND_TIMEOUT_SECONDS: "2",
};
/**
 * --production-queue (the bench): production's queue settings from functions/.env, the
 * prospect's confirmation on (as deployed: two requests a lead, both paced, so a burst's ideal
 * time is one second a send), and no flood budget, confirmation budget or quota in the way: the
 * bench measures the queue, not the budgets.
 */
const BENCH_SETTINGS = {
  EMAILJS_AUTOREPLY_TEMPLATE_ID: "template_auto_reply_test",
  LEAD_MAIL_BUDGET_PER_HOUR: "1000000",
  LEAD_CONFIRMATIONS_PER_HOUR: "1000000",
  EMAILJS_MONTHLY_QUOTA: "1000000",
};

const root = fileURLToPath(new URL("../../", import.meta.url));
const tasksEmulator = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")).emulators.tasks;
const certPath = fileURLToPath(new URL("./certs/localhost-cert.pem", import.meta.url));

/** Writes the throw-away project folder; returns its path. */
function prepareTestProject(mailQueue) {
  const dir = mkdtempSync(join(tmpdir(), "brandvista-emulators-"));
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
  // Paths the emulators read from the real project, made absolute.
  config.firestore.rules = join(root, config.firestore.rules);
  if (config.firestore.indexes) config.firestore.indexes = join(root, config.firestore.indexes);
  // The tests' own build when BRANDVISTA_BUILD_DIR names it (test-build.mjs), else the
  // deployable one: the public site's client/ and the desk app's desk/client/ (web/desk).
  // Relative to the throw-away folder: superstatic joins it onto its cwd.
  const buildDir = process.env.BRANDVISTA_BUILD_DIR;
  for (const site of config.hosting) {
    const folder = site.target === DESK_TARGET ? DESK_SITE_DIRECTORY : "client";
    const publicDir = buildDir ? join(root, "web", buildDir, folder) : join(root, site.public);
    site.public = relative(dir, publicDir);
  }
  // The public site's /desk redirects lead to the emulators' desk site, not production's.
  redirectDeskTo(config, hostingOrigins(config).desk);
  for (const functions of config.functions) {
    functions.source = "functions";
    delete functions.predeploy;
  }
  writeFileSync(join(dir, "firebase.json"), JSON.stringify(config, null, 2));
  copyFileSync(join(root, ".firebaserc"), join(dir, ".firebaserc"));

  const functionsDir = join(dir, "functions");
  mkdirSync(functionsDir);
  copyFileSync(join(root, "functions/package.json"), join(functionsDir, "package.json"));
  // The params every project shares (the queue's production settings); .env.local overrides.
  copyFileSync(join(root, "functions/.env"), join(functionsDir, ".env"));
  symlinkSync(join(root, "functions/lib"), join(functionsDir, "lib"), "dir");
  symlinkSync(join(root, "node_modules"), join(functionsDir, "node_modules"), "dir");
  const lines = (entries) => entries.map(([key, value]) => `${key}=${value}`).join("\n") + "\n";
  const entries = Object.entries({
    ...TEST_EMAILJS,
    ...TEST_STRIPE,
    ...TEST_ERASURE,
    ...mailQueue,
  });
  writeFileSync(
    join(functionsDir, ".env.local"),
    lines(entries.filter(([key]) => !SECRET_NAMES.includes(key))),
  );
  writeFileSync(
    join(functionsDir, ".secret.local"),
    lines(entries.filter(([key]) => SECRET_NAMES.includes(key))),
  );
  return dir;
}

const argv = process.argv.slice(2);
const separator = argv.indexOf("--");
if (separator < 0 || separator === argv.length - 1) {
  console.error(
    "usage: with-emulators.mjs [--hosting] [--production-queue] [--export <dir>] -- <command…>",
  );
  process.exit(2);
}
const flags = argv.slice(0, separator);
const command = argv
  .slice(separator + 1)
  .map((part) => (/[\s"']/.test(part) ? JSON.stringify(part) : part))
  .join(" ");
const only = [
  "auth",
  "firestore",
  "functions",
  ...(flags.includes("--hosting") ? ["hosting"] : []),
];
const exportIndex = flags.indexOf("--export");
const exportDir = exportIndex >= 0 ? flags[exportIndex + 1] : undefined;
if (exportIndex >= 0 && !exportDir) {
  console.error("--export needs a folder");
  process.exit(2);
}

execSync("npm run --silent build:functions", { stdio: "inherit" });
const mailQueue = flags.includes("--production-queue") ? BENCH_SETTINGS : TEST_MAIL_QUEUE;
const projectDir = prepareTestProject(mailQueue);
try {
  process.exitCode = await runFirebase(
    [
      "emulators:exec",
      "--config",
      join(projectDir, "firebase.json"),
      "--only",
      only.join(","),
      ...(exportDir ? ["--export-on-exit", resolve(exportDir)] : []),
      command,
    ],
    {
      // Reaches the function's process (the stand-in's certificate) and the tests (expected values).
      NODE_EXTRA_CA_CERTS: certPath,
      // Lets a test (or the replay command) reach the Cloud Tasks emulator through the Admin SDK.
      CLOUD_TASKS_EMULATOR_HOST: `${tasksEmulator.host}:${tasksEmulator.port}`,
      // How long the Functions emulator waits for a new worker to load the functions (10 s for
      // the first, 30 s for later ones by default): on a loaded machine a burst's workers took
      // longer, and the emulator then failed their tasks ("Failed to load function").
      FUNCTIONS_DISCOVERY_TIMEOUT: "60",
      // Starts the Logging emulator (firebase-tools starts it only with the UI): it streams
      // every function's log lines, which a test reads (tests/support/function-logs.ts).
      START_LOGGING_EMULATOR: "true",
      ...TEST_EMAILJS,
      ...TEST_STRIPE,
      ...TEST_ERASURE,
      ...mailQueue,
    },
  );
} finally {
  rmSync(projectDir, { recursive: true, force: true });
}
