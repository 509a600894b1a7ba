// `npm run leads -- <command>`: find leads by delivery state and replay them, against the
// emulators of `npm start` or a real project.
//
//   npm run leads -- list   [--state ERROR] [--since 2026-11-01]
//   npm run leads -- resend [--state ERROR] [--since 2026-11-01] [--id <leadId> …] [--dry-run]
//
// Target: --emulators (the ports in firebase.json), or FIRESTORE_EMULATOR_HOST when set, or
// --project <id> with Application Default Credentials (`gcloud auth application-default login`).
// `resend` writes one request to `leadReplays`; the `replayLeadMail` function queues each lead
// again with the functions' own service account and writes back what it did, printed here.
import { initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { readFileSync } from "node:fs";
import { hostname, userInfo } from "node:os";
import { parseArgs } from "node:util";
import { REPLAYS_COLLECTION } from "../collections.js";
import { firestoreLeadStore, type ListedLead } from "../lead-store.js";
import type { ReplayResult } from "../replay-leads.js";

const ANSWER_TIMEOUT_MS = 60_000;
const USAGE = `usage: npm run leads -- list|resend [--state STATE] [--since YYYY-MM-DD] [--id ID …] [--dry-run]
                 [--emulators | --project PROJECT_ID]
  --state   delivery.state to select (default ERROR); NONE selects leads with no delivery yet
  --since   created on or after this date (default: 7 days ago)
  --id      these leads only (repeatable; --state and --since are then ignored)
  --dry-run list what resend would queue, change nothing`;

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
const command = positionals[0];
if (values.help || (command !== "list" && command !== "resend")) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const db = connect();
const leads = await select(db);
printLeads(leads);
if (command === "resend") await resend(db, leads);
process.exit(0);

/** Firestore of the emulators or of --project. */
function connect(): Firestore {
  const repo = new URL("../../../", import.meta.url);
  const readJson = (name: string) => JSON.parse(readFileSync(new URL(name, repo), "utf8"));
  let projectId = values.project ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (values.emulators && !process.env.FIRESTORE_EMULATOR_HOST) {
    const { host, port } = readJson("firebase.json").emulators.firestore;
    process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  }
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    projectId ??= readJson(".firebaserc").projects.default;
    // No cloud metadata server to ask (Google's auth library would probe 169.254.169.254).
    process.env.METADATA_SERVER_DETECTION ??= "none";
  }
  if (!projectId) fail("Say where: --emulators, or --project <id> for a real project.");
  const where = process.env.FIRESTORE_EMULATOR_HOST
    ? `the emulators (${process.env.FIRESTORE_EMULATOR_HOST}, project ${projectId})`
    : `project ${projectId}`;
  console.log(`Leads in ${where}`);
  return getFirestore(initializeApp({ projectId }));
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
