// `npm run leads -- <command>`: find leads by delivery state and replay them, and give or take
// away access to the sales desk, against the emulators of `npm start` or a real project.
//
//   npm run leads -- list   [--state ERROR] [--since 2026-11-01]
//   npm run leads -- resend [--state ERROR] [--since 2026-11-01] [--id <leadId> …] [--dry-run]
//   npm run leads -- grant  <email>     the sales desk for the account that signs in as <email>
//   npm run leads -- revoke <email>
//   npm run leads -- stamp  [--dry-run]  expiry (retention) and emailKey on every stored lead
//   npm run leads -- reconcile  asks Stripe about unsettled and unknown paid checkouts and the
//                               leads whose money moved in the window, once
//   npm run leads -- rollup     rebuilds the desk overview's weekly rollup from the leads
//
// Target: --emulators (the ports in firebase.json), or FIRESTORE_EMULATOR_HOST when set, or
// --project <id> with Application Default Credentials (`gcloud auth application-default login`).
// `resend` writes one request to `leadReplays`; the `replayLeadMail` function queues each lead
// again with the functions' own service account and writes back what it did, printed here.
// `grant` and `revoke` set the custom claim role: "sales" with the Admin SDK (desk-grants.ts).
import { initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { readFileSync } from "node:fs";
import { hostname, userInfo } from "node:os";
import { parseArgs } from "node:util";
import { REPLAYS_COLLECTION } from "../shared/collections.js";
import { DESK_PATH } from "../shared/desk-links.js";
import { firebaseAccounts, grantSalesRole, revokeSalesRole } from "../desk/desk-grants.js";
import { firestoreLeadStore, type ListedLead } from "../leads/lead-store.js";
import type { ReplayResult } from "../leads/replay-leads.js";
import { stampLeads } from "../leads/restamp-all-leads.js";
import { rebuildRollup } from "../overview/rollup-rebuild.js";
import { wallClock } from "../platform/clock.js";
import { createLogs } from "../platform/logs.js";
import { cloudTasksQueue, EMULATED_TASKS_ACCOUNT } from "../platform/task-queue.js";
import { firestorePaymentStore } from "../payments/payment-store.js";
import { RECONCILE_DEFAULTS, reconcilePayments } from "../payments/reconcile-payments.js";
import { stripeGateway } from "../payments/stripe-gateway.js";

/** The local Stripe stand-in of `npm start` (tests/support/stripe-stand-in.mjs): its port and demo key. */
const STAND_IN_PORT = 12111;
const STAND_IN_SECRET_KEY = "sk_test_brandvista_stand_in";

const ANSWER_TIMEOUT_MS = 60_000;
const USAGE = `usage: npm run leads -- list|resend [--state STATE] [--since YYYY-MM-DD] [--id ID …] [--dry-run]
                 [--emulators | --project PROJECT_ID]
       npm run leads -- grant|revoke EMAIL [--emulators | --project PROJECT_ID]
       npm run leads -- stamp [--dry-run] [--emulators | --project PROJECT_ID]
       npm run leads -- reconcile [--emulators | --project PROJECT_ID]
       npm run leads -- rollup [--emulators | --project PROJECT_ID]
  --state   delivery.state to select (default ERROR); NONE selects leads with no delivery yet
  --since   created on or after this date (default: 7 days ago)
  --id      these leads only (repeatable; --state and --since are then ignored)
  --dry-run list what resend would queue, change nothing
  grant     give the account that signs in as EMAIL the sales desk (role: sales); it must have
            signed in once (with Google, on /desk): grant creates no account
  revoke    take the sales desk away from that account and end its sessions
  stamp     write expireAt (received + the retention period, shared/retention.ts) and emailKey
            on every lead that lacks them or whose expiry another period gave: once after
            deploying retention, and after changing LEAD_RETENTION_MONTHS
  reconcile run the hourly payment reconciler once (payments/reconcile-payments.ts): asks
            Stripe about every OPEN or PROCESSING payment past its expiry and every paid
            checkout of the last 4 days no lead records, re-reads every lead whose money moved
            in the last RECONCILE_MOVED_DAYS (30) days (refunds, disputes, invoice payments),
            and repairs each as the webhook would (notes to sales included, once each; notes
            left QUEUED over 15 minutes are queued again). Prints how many leads it read and
            what it repaired. Stripe's key: STRIPE_SECRET_KEY in the environment (with
            --emulators: the local stand-in's, on 127.0.0.1:12111)
  rollup    rebuild the desk overview's weekly rollup (overviewWeeks) from every lead, and
            record on each lead its share of it (overview/rollup-rebuild.ts): once after
            deploying the rollup, and after changing the campaign sources or the plans`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    state: { type: "string", default: "ERROR" },
    since: { type: "string" },
    id: { type: "string", multiple: true },
    "dry-run": { type: "boolean", default: false },
    emulators: { type: "boolean", default: false },
    project: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
const [command, email] = positionals;
const ACCESS_COMMANDS = ["grant", "revoke"];
const known = ["list", "resend", "stamp", "reconcile", "rollup", ...ACCESS_COMMANDS].includes(
  command ?? "",
);
if (values.help || !known || (ACCESS_COMMANDS.includes(command ?? "") && !email)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const app = connect();
if (command === "grant" || command === "revoke") {
  await changeAccess(app, command, email ?? "");
} else if (command === "reconcile") {
  await reconcileOnce(getFirestore(app));
} else if (command === "rollup") {
  const summary = await rebuildRollup(getFirestore(app));
  console.log(
    `${summary.leads} lead(s) counted, ${summary.restamped} share(s) recorded anew; ` +
      `${summary.weeks} week(s) written, ${summary.removed} empty week(s) removed.`,
  );
} else if (command === "stamp") {
  const dryRun = values["dry-run"];
  const result = await stampLeads(firestoreLeadStore(getFirestore(app)), new Date(), { dryRun });
  console.log(
    `${result.scanned} lead(s) looked at; ${result.stamped} ${dryRun ? "would be stamped (dry run)" : "stamped"}` +
      (result.skipped ? `; ${result.skipped} changed meanwhile: run stamp again` : "."),
  );
} else {
  const db = getFirestore(app);
  const leads = await select(db);
  printLeads(leads);
  if (command === "resend") await resend(db, leads);
}
process.exit(0);

/** The Admin SDK app of the emulators (Firestore and Auth) or of --project. */
function connect(): App {
  const repo = new URL("../../..", import.meta.url);
  const readJson = (name: string) => JSON.parse(readFileSync(new URL(name, repo), "utf8"));
  let projectId = values.project ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (values.emulators && !process.env.FIRESTORE_EMULATOR_HOST) {
    const { host, port } = readJson("firebase.json").emulators.firestore;
    process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  }
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    // grant and revoke go to the Auth emulator beside it, never to a real project's accounts.
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      const { host, port } = readJson("firebase.json").emulators.auth;
      process.env.FIREBASE_AUTH_EMULATOR_HOST = `${host}:${port}`;
    }
    // The mail queue (the reconciler's notes to sales) goes to the Tasks emulator beside it.
    if (!process.env.CLOUD_TASKS_EMULATOR_HOST) {
      const { host, port } = readJson("firebase.json").emulators.tasks;
      process.env.CLOUD_TASKS_EMULATOR_HOST = `${host}:${port}`;
    }
    projectId ??= readJson(".firebaserc").projects.default;
    // No cloud metadata server to ask (Google's auth library would probe 169.254.169.254).
    process.env.METADATA_SERVER_DETECTION ??= "none";
  }
  if (!projectId) fail("Say where: --emulators, or --project <id> for a real project.");
  const where = process.env.FIRESTORE_EMULATOR_HOST
    ? `the emulators (${process.env.FIRESTORE_EMULATOR_HOST}, project ${projectId})`
    : `project ${projectId}`;
  console.log(`${command === "grant" || command === "revoke" ? "Accounts" : "Leads"} in ${where}`);
  // The emulators' tasks are signed as this account (index.ts does the same).
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  return initializeApp({
    projectId,
    ...(emulated && { serviceAccountId: EMULATED_TASKS_ACCOUNT }),
  });
}

/** reconcile: one run of the payment reconciler, with Stripe's key from the environment. */
async function reconcileOnce(db: Firestore) {
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const env = (name: string, emulatedDefault: string) =>
    process.env[name]?.trim() || (emulated ? emulatedDefault : "");
  const secretKey = env("STRIPE_SECRET_KEY", STAND_IN_SECRET_KEY);
  if (!secretKey) fail("Set STRIPE_SECRET_KEY (the live or test secret key) in the environment.");
  const stripe = stripeGateway({
    secretKey,
    host: env("STRIPE_API_HOST", "127.0.0.1") || "api.stripe.com",
    port: Number(env("STRIPE_API_PORT", String(STAND_IN_PORT)) || 443),
    protocol: env("STRIPE_API_PROTOCOL", "http") === "http" ? "http" : "https",
  });
  const siteOrigin = process.env.SITE_ORIGIN?.trim() || "https://brandvista.studio";
  const movedDays = Number(process.env.RECONCILE_MOVED_DAYS?.trim() || 30);
  const summary = await reconcilePayments(
    {
      store: firestorePaymentStore(db),
      queue: cloudTasksQueue(),
      logs: createLogs(() => siteOrigin),
      clock: wallClock,
      stripe,
    },
    { ...RECONCILE_DEFAULTS, movedWindowMs: movedDays * 86_400_000 },
  );
  for (const { leadId, added } of summary.repaired)
    console.log(`  repaired ${leadId}: ${added.join(", ") || "its state"}`);
  for (const sessionId of summary.unknown)
    console.log(`  unknown  ${sessionId}: paid at Stripe, names no lead we have (alerted)`);
  for (const sessionId of summary.failed)
    console.log(`  failed   ${sessionId}: Stripe or Firestore refused; run reconcile again`);
  for (const { leadId, change } of summary.requeued)
    console.log(`  requeued ${leadId}: the note of ${change}, left QUEUED`);
  console.log(
    `${summary.moved} lead(s) read whose money moved in the window, ${summary.checked} unsettled payment(s) and ${summary.balances} open balance invoice(s) asked about, ${summary.listed} paid checkout(s) listed; ` +
      `${summary.repaired.length} repaired, ${summary.requeued.length} note(s) requeued, ${summary.unknown.length} unknown, ${summary.failed.length} failed.`,
  );
}

/** grant or revoke: sets or removes the sales claim and says what happened. */
async function changeAccess(app: App, change: "grant" | "revoke", address: string) {
  const accounts = firebaseAccounts(getAuth(app));
  const result = await (change === "grant" ? grantSalesRole : revokeSalesRole)(accounts, address);
  switch (result.kind) {
    case "no-account":
      return fail(
        `No account signs in as ${address} yet, so nothing was ${change === "grant" ? "granted" : "revoked"} and nothing was created. ` +
          (change === "grant"
            ? `Ask them to open the desk (${DESK_PATH} on the site) and sign in with Google once: they see "no access". Then run grant again.`
            : "Check the address (it is the one they sign in with)."),
      );
    case "not-google":
      return fail(
        `${address} (uid ${result.uid}) ` +
          (result.why === "no-google-sign-in"
            ? "has never signed in with Google (it has another kind of sign-in, such as a password)"
            : "signs in with Google, but its address is not verified") +
          ", so nothing was granted: the desk opens only to a Google sign-in with a verified " +
          `address. Ask them to open the desk (${DESK_PATH} on the site) and sign in with Google, ` +
          "then run grant again. If someone else made this account, delete it in the Firebase " +
          "console (Authentication) first.",
      );
    case "unchanged":
      return console.log(
        change === "grant"
          ? `${address} (uid ${result.uid}) already has the sales desk. Nothing changed.`
          : `${address} (uid ${result.uid}) has no access to the sales desk. Nothing changed.`,
      );
    case "changed":
      return console.log(
        change === "grant"
          ? `Granted: ${address} (uid ${result.uid}) has the sales desk (role: sales). ` +
              "It takes effect when their sign-in next refreshes: at once if they sign out " +
              "of the desk and in again, otherwise within the hour."
          : `Revoked: ${address} (uid ${result.uid}) no longer has the sales desk, and their ` +
              "sessions are ended. Desk actions stop at once; the lead list stops when their " +
              "current ID token expires, within the hour.",
      );
  }
}

/** The leads the options name, oldest first. */
async function select(db: Firestore): Promise<ListedLead[]> {
  const store = firestoreLeadStore(db);
  if (values.id?.length) {
    const found: ListedLead[] = [];
    for (const id of values.id) {
      const lead = await store.read(id);
      if (lead) found.push({ id, ...lead });
      else console.log(`  ${id}: no such lead`);
    }
    return found;
  }
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : daysAgo(7);
  if (Number.isNaN(since.getTime())) fail(`--since ${values.since} is not a date (YYYY-MM-DD)`);
  const state = values.state.toUpperCase();
  const chosen: ListedLead[] = [];
  // One range on createdAt (an automatic index); the state is filtered here.
  for await (const lead of store.listCreatedSince(since, 500)) {
    const current = lead.lead.delivery?.state ?? "NONE";
    if (state === "ALL" || current === state) chosen.push(lead);
  }
  console.log(
    `Selected: delivery.state ${state}, created since ${since.toISOString().slice(0, 10)}`,
  );
  return chosen;
}

function printLeads(leads: ListedLead[]) {
  console.log(`${leads.length} lead(s)`);
  for (const { id, lead } of leads) {
    const created =
      lead.fields.createdAt instanceof Date ? lead.fields.createdAt.toISOString() : "-";
    const d = lead.delivery;
    const error = d?.error ? `${d.error.status} ${d.error.text}` : "";
    const held = d?.state === "HELD" && d.heldFor ? ` (${d.heldFor})` : "";
    // EmailJS may have delivered a send whose answer never came: the lead may be in the inbox twice.
    const unknown = d?.unansweredAt
      ? `  outcome unknown of a send at ${d.unansweredAt.toISOString()}`
      : "";
    console.log(
      `  ${id}  created ${created}  ${d?.state ?? "NONE"}${held}  attempts ${d?.attempts ?? 0}  round ${d?.round ?? "-"}  ${error}${unknown}`.trimEnd(),
    );
  }
}

/** Writes the replay request and prints the function's answer. */
async function resend(db: Firestore, leads: ListedLead[]) {
  if (leads.length === 0) return console.log("Nothing to resend.");
  if (values["dry-run"])
    return console.log(
      `Dry run: would queue these ${leads.length} lead(s) again; nothing changed.`,
    );
  const request = await db.collection(REPLAYS_COLLECTION).add({
    leadIds: leads.map((lead) => lead.id),
    requestedAt: FieldValue.serverTimestamp(),
    requestedBy: `${userInfo().username}@${hostname()}`,
  });
  console.log(`Replay request ${request.id} written; waiting for replayLeadMail…`);
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const result = (await request.get()).get("result") as ReplayResult | undefined;
    if (result) {
      for (const { leadId, round } of result.queued)
        console.log(`  queued   ${leadId} (round ${round})`);
      for (const { leadId, why } of result.skipped) console.log(`  skipped  ${leadId}: ${why}`);
      console.log(`${result.queued.length} queued, ${result.skipped.length} skipped.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(
    `No answer to replay request ${request.id} within ${ANSWER_TIMEOUT_MS / 1000} s. ` +
      "Are the functions running (npm start) or deployed (replayLeadMail)?",
  );
}

function daysAgo(days: number): Date {
  return new Date(Timestamp.now().toMillis() - days * 24 * 60 * 60_000);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
