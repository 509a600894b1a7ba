// Benchmark of the lead → mail chain against an EmailJS stand-in that plays the real API's
// limit, 1 request per second (429 past it), with the queue at its production settings
// (1 dispatch/s, back-off from 10 s doubling to 1 h). A script that prints figures, not a test.
//   1. burst: N leads written at once (default 60): time from the first write to the last
//      mail, as a ratio to the ideal N seconds; mailed, doubled, 429s and ERROR counts. Run
//      twice: the stand-in counting 1 request per calendar second (the usual limiter), then
//      refusing any request under 1000 ms after the last (the strictest reading);
//   2. idle: one lead at a time on an idle queue, 20 times: write → mail p50/p95;
//   3. outage: EmailJS answers 503 for 60 s while leads arrive: time from recovery to the last
//      waiting lead mailed.
//    With --strict, only the strict reading (a token bucket of one: the 1000 ms gap) and the
//    idle scenario, e.g. `npm run bench:leads -- 20 --strict`; the burst row also gives the
//    mean gap between consecutive mails as a ratio to the ideal 1 s.
// Usage (starts the emulators): npm run bench:leads [-- <N>] [--strict]
// Leads are written as anonymous visitors would (the Firestore REST commit the web SDK sends,
// no credentials), so the security rules apply.
/* global fetch */
import { randomUUID } from "node:crypto";
import { initializeApp as initializeAdmin } from "firebase-admin/app";
import { getFirestore as getAdminFirestore } from "firebase-admin/firestore";
import { readFileSync } from "node:fs";
import { runnerImport } from "vite";

const args = process.argv.slice(2);
const STRICT_ONLY = args.includes("--strict");
const N = Number(args.find((arg) => !arg.startsWith("--")) ?? process.env.BENCH_LEADS ?? 60);
const IDLE_LEADS = 20;
const OUTAGE_MS = 60_000;
const OUTAGE_LEADS = 5;

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error("Run through `npm run bench:leads`, which starts the emulators.");
  process.exit(2);
}
const [host, port] = process.env.FIRESTORE_EMULATOR_HOST.split(":");
const projectId = JSON.parse(readFileSync(new URL("../../.firebaserc", import.meta.url), "utf8"))
  .projects.default;

// The stand-in is TypeScript; Vite's module runner loads it without a build step.
const {
  module: { LEADS_COLLECTION },
} = await runnerImport(
  new URL("../../functions/src/shared/collections.ts", import.meta.url).pathname,
  {
    configFile: false,
    logLevel: "error",
  },
);
const { module: standInModule } = await runnerImport(
  new URL("../support/emailjs-stand-in.ts", import.meta.url).pathname,
  { configFile: false, logLevel: "error" },
);
const standIn = await standInModule.startEmailJsStandIn();
const admin = getAdminFirestore(initializeAdmin({ projectId }));
const runId = Date.now().toString(36);

const rows = [];

// Warm-up, not measured: the first task of a fresh emulator starts a worker (~5 s).
standIn.rateLimit(1);
const warm = await writeLeads(1, "warm-up");
await waitMailed(warm, 60_000);
await sleep(1500);

// 1. Bursts at the rate limit, under both readings of "1 request per second".
for (const model of STRICT_ONLY ? ["gap"] : ["window", "gap"]) {
  standIn.reset();
  standIn.rateLimit(1, model);
  const burstStart = Date.now();
  const burst = await writeLeads(N, `burst ${model}`);
  const burstDone = await waitMailed(burst, N * 4000 + 60_000);
  await sleep(3000); // late duplicates
  const burstSeconds = (burstDone - burstStart) / 1000;
  const mailTimes = burst
    .map((lead) => firstMail(lead.id)?.receivedAt ?? NaN)
    .sort((a, b) => a - b);
  const gaps = mailTimes.slice(1).map((at, index) => at - mailTimes[index]);
  const meanGap = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length);
  rows.push([
    `burst of ${N}, limit 1/s (${model === "window" ? "per calendar second" : "1000 ms gap"})`,
    `last mail after ${burstSeconds.toFixed(1)} s = ${(burstSeconds / N).toFixed(2)} × ideal ${N} s; ` +
      `mails ${(meanGap / 1000).toFixed(3)} s apart on average (${(meanGap / 1000).toFixed(2)} × ideal), min gap ${Math.min(...gaps)} ms`,
    await counts(burst),
  ]);
  await sleep(15_000); // let retries of the last burst's 429s settle before the next scenario
}

// 2. One lead at a time on an idle queue.
standIn.reset();
standIn.rateLimit(1);
await sleep(2000);
const latencies = [];
for (let index = 0; index < IDLE_LEADS; index += 1) {
  const [lead] = await writeLeads(1, `idle ${index + 1}`);
  await waitMailed([lead], 30_000);
  latencies.push(firstMail(lead.id).receivedAt - lead.writtenAt);
  await sleep(1000 + Math.random() * 1000); // the queue goes idle again
}
latencies.sort((a, b) => a - b);
rows.push([
  `idle queue, ${IDLE_LEADS} leads one by one`,
  `write → mail p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms`,
  await counts(idleLeads()),
]);

// 3. A 60 s outage while leads arrive.
if (STRICT_ONLY) {
  printRows();
  await standIn.close();
  process.exit(0);
}
standIn.reset();
standIn.rateLimit(1);
standIn.outage(OUTAGE_MS);
const recoveredAt = Date.now() + OUTAGE_MS;
const outageLeads = [];
for (let index = 0; index < OUTAGE_LEADS; index += 1) {
  outageLeads.push(...(await writeLeads(1, `outage ${index + 1}`)));
  await sleep(OUTAGE_MS / OUTAGE_LEADS);
}
const outageDone = await waitMailed(outageLeads, OUTAGE_MS + 15 * 60_000);
await sleep(3000);
rows.push([
  `${OUTAGE_MS / 1000} s outage (503), ${OUTAGE_LEADS} leads during it`,
  `last waiting lead mailed ${((outageDone - recoveredAt) / 1000).toFixed(1)} s after recovery`,
  await counts(outageLeads),
]);

printRows();
await standIn.close();
process.exit(0);

// --- helpers ---------------------------------------------------------------------------------

function printRows() {
  console.log("\nscenario | result | mailed | doubled | 429s | 503s | ERROR");
  console.log("--- | --- | --- | --- | --- | --- | ---");
  for (const [scenario, result, c] of rows)
    console.log(
      `${scenario} | ${result} | ${c.mailed}/${c.leads} | ${c.doubled} | ${c.r429} | ${c.r503} | ${c.error}`,
    );
}

function idleLeads() {
  const ids = new Set(standIn.requests.map((r) => r.body.template_params?.leadId));
  return [...ids].map((id) => ({ id }));
}

/** Writes `count` leads at once; returns [{ id, writtenAt }]. */
async function writeLeads(count, label) {
  const leads = Array.from({ length: count }, (_, index) => ({
    id: `bench${runId}${randomUUID().replaceAll("-", "").slice(0, 10)}`,
    label: `${label} #${index + 1}`,
    writtenAt: 0,
  }));
  await Promise.all(
    leads.map(async (lead) => {
      lead.writtenAt = Date.now();
      await createLead(lead.id, benchFields(lead.label));
    }),
  );
  return leads;
}

function requestsFor(id) {
  return standIn.requests.filter((r) => r.body.template_params?.leadId === id);
}
function firstMail(id) {
  return requestsFor(id).find((r) => r.status === 200);
}

/** Waits until every lead has a mail; returns when the last one arrived. */
async function waitMailed(leads, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = leads.map((lead) => firstMail(lead.id));
    if (mails.every(Boolean)) return Math.max(...mails.map((mail) => mail.receivedAt));
    await sleep(100);
  }
  const missing = leads.filter((lead) => !firstMail(lead.id)).length;
  console.error(`✖ ${missing} of ${leads.length} leads not mailed within ${timeoutMs / 1000} s`);
  return Number.NaN;
}

/** Mailed, doubled, 429/503 answers and ERROR states for these leads. */
async function counts(leads) {
  let mailed = 0;
  let doubled = 0;
  let r429 = 0;
  let r503 = 0;
  let error = 0;
  for (const lead of leads) {
    const requests = requestsFor(lead.id);
    const ok = requests.filter((r) => r.status === 200).length;
    mailed += ok > 0 ? 1 : 0;
    doubled += Math.max(0, ok - 1);
    r429 += requests.filter((r) => r.status === 429).length;
    r503 += requests.filter((r) => r.status === 503).length;
    const state = (await admin.doc(`${LEADS_COLLECTION}/${lead.id}`).get()).get("delivery.state");
    if (state === "ERROR") error += 1;
  }
  return { leads: leads.length, mailed, doubled, r429, r503, error };
}

function benchFields(label) {
  return {
    companyName: `Bench ${runId} ${label}`.slice(0, 100),
    sloganName: "Measured, not guessed",
    industry: "Benchmarking",
    keyword: "fast, reliable",
    emailAddress: "bench@example.com",
    number: "(214) 555-0134",
  };
}

/** Creates formData/<id> with no credentials, createdAt = the server's request time. */
async function createLead(id, fields) {
  const database = `projects/${projectId}/databases/(default)`;
  const response = await fetch(`http://${host}:${port}/v1/${database}/documents:commit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${database}/documents/${LEADS_COLLECTION}/${id}`,
            fields: Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [key, { stringValue: value }]),
            ),
          },
          updateTransforms: [{ fieldPath: "createdAt", setToServerValue: "REQUEST_TIME" }],
          currentDocument: { exists: false },
        },
      ],
    }),
  });
  if (!response.ok)
    throw new Error(`Writing lead ${id} failed: ${response.status} ${await response.text()}`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return "-";
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
