// Lives in web/scripts/dev/: the developer tools sit beside the build scripts (the top level takes no new folder; tests/ is for tests).
// `npm start`: the Firebase emulators (Auth, Firestore, Functions, with the seed data in
// emulator-data/) plus the Vite dev server with hot reload, wired to each other, and the local
// Stripe stand-in the checkout pays through (tests/support/stripe-stand-in.mjs), filled with the
// Customers, Checkout Sessions, payments and invoices the seeded leads name
// (seed-stripe-stand-in.ts), so every desk action works on the demo data.
import { spawn, execSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { runnerImport } from "vite";
import { emulatorPorts } from "../emulator-ports.mjs";
import { deskOrigin } from "../hosting-sites.mjs";
import { DEMO_SALES_ACCOUNT } from "./demo-sales-account.mjs";
import { DESK_DEV_PORT } from "../vite-shared.mjs";
import { runFirebase } from "./firebase.mjs";
import {
  DEMO_PAY_LINK_SECRET,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  STRIPE_STAND_IN_PORT,
  startStripeStandIn,
} from "../../../tests/support/stripe-stand-in.mjs";

// The stand-in's demo keys and a demo key for the erasure audit's address hash as the Functions
// emulator's secrets (functions/.secret.local, which git ignores), added only when a key is
// missing: a developer's own lines are left alone.
const secretFile = fileURLToPath(new URL("../../../functions/.secret.local", import.meta.url));
const secrets = existsSync(secretFile) ? readFileSync(secretFile, "utf8") : "";
const missing = Object.entries({
  STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  ERASURE_HASH_SECRET: "demo-erasure-hash-key-for-the-emulators",
  PAY_LINK_SECRET: DEMO_PAY_LINK_SECRET,
  PAY_LINK_SECRET_PREVIOUS: "none",
}).filter(([name]) => !new RegExp(`^${name}=`, "m").test(secrets));
if (missing.length > 0)
  appendFileSync(
    secretFile,
    `${secrets && !secrets.endsWith("\n") ? "\n" : ""}${missing.map(([k, v]) => `${k}=${v}`).join("\n")}\n`,
  );

const { projectId, functionsEmulator } = (() => {
  const root = new URL("../../../", import.meta.url);
  const rc = JSON.parse(readFileSync(new URL(".firebaserc", root), "utf8"));
  const config = JSON.parse(readFileSync(new URL("firebase.json", root), "utf8"));
  return { projectId: rc.projects.default, functionsEmulator: config.emulators.functions };
})();
const stripe = await startStripeStandIn({
  webhookUrl: `http://${functionsEmulator.host}:${functionsEmulator.port}/${projectId}/us-central1/stripeWebhook`,
  retryFailedWebhooks: true,
});

execSync("npm run --silent build:functions", { stdio: "inherit" });

const children = [];
const start = (command, args) => {
  const child = spawn(command, args, { stdio: "inherit", shell: process.platform === "win32" });
  children.push(child);
  return child;
};

// Recompile the functions on change; the Functions emulator reloads lib/ by itself.
start("npm", ["--workspace", "functions", "run", "--silent", "build:watch"]);
start("npm", ["run", "--silent", "dev:web"]);
start("npm", ["run", "--silent", "dev:desk"]);

const ports = emulatorPorts();
console.log(`
  Site (Vite, hot reload):  http://localhost:5173
  Sales desk (Vite, hot reload): http://localhost:${DESK_DEV_PORT}/desk
    An app of its own on its own origin, as in production (${deskOrigin()}, firebase.json's desk
    target; docs/decisions/008-desk-own-app.md). Offline too: "Sign in as the demo salesperson"
    signs in as ${DEMO_SALES_ACCOUNT.email} (${DEMO_SALES_ACCOUNT.displayName}, role: sales)
    without Google's servers. "Sign in with Google" opens the Auth emulator's page (it needs
    Google's sign-in helper from the internet); any other address shows "no access".
  Firestore emulator:       127.0.0.1:${ports.firestore}
  Functions emulator:       127.0.0.1:${ports.functions}
  Auth emulator:            127.0.0.1:${ports.auth}
  Stripe stand-in:          http://127.0.0.1:${STRIPE_STAND_IN_PORT} (checkout pays there: Pay, Decline, Cancel)
  Leads are mailed through EmailJS only when functions/.env.local configures it
  (docs/operations.md, "Configure EmailJS for real"); otherwise each lead's delivery.state says SKIPPED.
`);

const emulators = runFirebase([
  "emulators:start",
  "--only",
  "auth,firestore,functions",
  "--import",
  "emulator-data",
]);

/**
 * Once the Firestore emulator answers with the seed, puts into the stand-in what its paid leads
 * name at Stripe (their Customers, sessions, payments and invoices), read from the leads as
 * imported. Runs beside the emulators; a failure is printed, and the rest of `npm start` goes on.
 */
async function fillStripeStandIn() {
  // Set only now: the emulators and dev servers above were started without it.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  const { initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  const { module: seed } = await runnerImport(
    fileURLToPath(new URL("./seed-stripe-stand-in.ts", import.meta.url)),
    { configFile: false, logLevel: "error" },
  );
  const db = getFirestore(initializeApp({ projectId }, "stripe-stand-in-seed"));
  for (let tries = 0; tries < 90; tries += 1) {
    const lines = await seed.seedStripeStandIn(stripe, db).catch(() => []);
    if (lines.length > 0) {
      console.log(
        `\n  Stripe stand-in: ${lines.length} seeded checkouts restored\n    ${lines.join("\n    ")}\n`,
      );
      return;
    }
    await sleep(2_000);
  }
  console.error(
    "\n✖ Stripe stand-in: no seeded payment found to restore (is emulator-data/ there?)\n",
  );
}
void fillStripeStandIn().catch((error) =>
  console.error(
    `\n✖ Stripe stand-in not filled: ${error instanceof Error ? error.message : error}\n`,
  ),
);

const code = await emulators;
for (const child of children) child.kill("SIGTERM");
await stripe.close();
process.exitCode = code;
