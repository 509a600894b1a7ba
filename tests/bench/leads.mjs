// Benchmark of the lead → mail chain against an EmailJS stand-in that plays the real API's
// limit, 1 request per second (429 past it), with the queue at its production settings
// (1 dispatch/s, back-off from 10 s doubling to 1 h) and the prospect's confirmation on, as
// deployed: every lead sends two mails (the sales mail, then its confirmation), both paced.
// A script that prints figures, not a test.
//   1. burst: N sends at once (default 60: N/2 leads written at once, each with its
//      confirmation): time from the first write to the last mail, as a ratio to the ideal N
//      seconds; mailed, doubled, 429s and ERROR counts, and the interval the pace settled on
//      (leadMailPace/sendLeadMail). Run twice: the stand-in counting 1 request per calendar
//      second (the usual limiter), then refusing any request under 1000 ms after the last
//      accepted one (the strictest reading: a token bucket of one);
//   2. idle: one lead at a time on an idle queue, 20 times: write → sales mail p50/p95;
//   3. outage: EmailJS answers 503 for 60 s while leads arrive: time from recovery to the last
//      waiting lead's sales mail.
//    With --strict, only the strict reading and the idle scenario, e.g.
//    `npm run bench:leads -- 20 --strict`; the burst row also gives the mean gap between
//    consecutive mails as a ratio to the ideal 1 s.
//    With --jitter <ms>, the stand-in holds each request a random 0…ms before it counts it (a
//    network whose delay varies, as the internet's does), in every scenario.
// Usage (starts the emulators): npm run bench:leads [-- <N>] [--strict] [--jitter <ms>]
// Leads are written as anonymous visitors would (the Firestore REST commit the web SDK sends,
// no credentials), so the security rules apply. Each has an address of its own (the relay
// guard confirms an address once a day).
/* global fetch */
import { randomUUID } from "node:crypto";
import { initializeApp as initializeAdmin } from "firebase-admin/app";
import { getFirestore as getAdminFirestore } from "firebase-admin/firestore";
import { readFileSync } from "node:fs";
import { runnerImport } from "vite";

const args = process.argv.slice(2);
const STRICT_ONLY = args.includes("--strict");
const jitterAt = args.indexOf("--jitter");
const JITTER_MS = jitterAt >= 0 ? Number(args[jitterAt + 1]) : 0;
if (!Number.isFinite(JITTER_MS) || JITTER_MS < 0) {
  console.error("--jitter needs a number of milliseconds, e.g. --jitter 150");
  process.exit(2);
}
const N = Number(
  args.find((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--jitter") ??
    process.env.BENCH_LEADS ??
    60,
);
/** Two sends a lead (the sales mail and its confirmation). */
const BURST_LEADS = Math.ceil(N / 2);
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
const SALES_TEMPLATE = process.env.EMAILJS_TEMPLATE_ID;
const REPLY_TEMPLATE = process.env.EMAILJS_AUTOREPLY_TEMPLATE_ID;
if (!REPLY_TEMPLATE) {
  console.error("The confirmation template is not configured: run `npm run bench:leads`.");
  process.exit(2);
}
const admin = getAdminFirestore(initializeAdmin({ projectId }));
const runId = Date.now().toString(36);

const rows = [];

/** Forgets the stand-in's requests and limits, then plays EmailJS's rate and the jitter. */
function resetStandIn(model) {
  standIn.reset();
  standIn.rateLimit(1, model);
  standIn.jitter(JITTER_MS);
}

// Warm-up, not measured: the first task of a fresh emulator starts a worker (~5 s).
resetStandIn();
const warm = await writeLeads(1, "warm-up");
await waitMailed(sends(warm), 60_000);
await sleep(1500);

// 1. Bursts at the rate limit, under both readings of "1 request per second".
for (const model of STRICT_ONLY ? ["gap"] : ["window", "gap"]) {
  resetStandIn(model);
  const burstStart = Date.now();
  const burst = await writeLeads(BURST_LEADS, `burst ${model}`);
  const burstSends = sends(burst);
  const burstDone = await waitMailed(burstSends, burstSends.length * 4000 + 60_000);
  await sleep(3000); // late duplicates
  const burstSeconds = (burstDone - burstStart) / 1000;
  const ideal = burstSends.length;
  const mailTimes = burstSends
    .map((send) => firstMail(send)?.receivedAt ?? NaN)
    .sort((a, b) => a - b);
  const gaps = mailTimes.slice(1).map((at, index) => at - mailTimes[index]);
  const meanGap = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length);
  rows.push([
    `burst of ${ideal} sends (${burst.length} leads + confirmations), limit 1/s (${model === "window" ? "per calendar second" : "1000 ms gap"})${jitterLabel()}`,
    `last mail after ${burstSeconds.toFixed(1)} s = **${(burstSeconds / ideal).toFixed(3)} × ideal** ${ideal} s; ` +
      `mails ${(meanGap / 1000).toFixed(3)} s apart on average (${(meanGap / 1000).toFixed(2)} × ideal), min gap ${Math.min(...gaps)} ms; ` +
      `pace settled at ${await paceInterval()}`,
    await counts(burstSends),
  ]);
  await sleep(15_000); // let retries of the last burst's 429s settle before the next scenario
}

// 2. One lead at a time on an idle queue (the next once its confirmation went too).
resetStandIn();
await sleep(2000);
const latencies = [];
const idle = [];
for (let index = 0; index < IDLE_LEADS; index += 1) {
  const [lead] = await writeLeads(1, `idle ${index + 1}`);
  idle.push(lead);
  await waitMailed(sends([lead]), 30_000);
  latencies.push(firstMail(salesSend(lead)).receivedAt - lead.writtenAt);
  await sleep(1000 + Math.random() * 1000); // the queue goes idle again
}
latencies.sort((a, b) => a - b);
rows.push([
  `idle queue, ${IDLE_LEADS} leads one by one${jitterLabel()}`,
  `write → sales mail p50 ${percentile(latencies, 50)} ms, p95 **${percentile(latencies, 95)} ms**, max ${latencies.at(-1)} ms`,
  await counts(sends(idle)),
]);

// 3. A 60 s outage while leads arrive.
if (STRICT_ONLY) {
  printRows();
  await standIn.close();
  process.exit(0);
}
resetStandIn();
standIn.outage(OUTAGE_MS);
const recoveredAt = Date.now() + OUTAGE_MS;
const outageLeads = [];
for (let index = 0; index < OUTAGE_LEADS; index += 1) {
  outageLeads.push(...(await writeLeads(1, `outage ${index + 1}`)));
  await sleep(OUTAGE_MS / OUTAGE_LEADS);
}
const outageDone = await waitMailed(outageLeads.map(salesSend), OUTAGE_MS + 15 * 60_000);
await waitMailed(sends(outageLeads), 60_000);
await sleep(3000);
rows.push([
  `${OUTAGE_MS / 1000} s outage (503), ${OUTAGE_LEADS} leads during it${jitterLabel()}`,
  `last waiting lead's sales mail ${((outageDone - recoveredAt) / 1000).toFixed(1)} s after recovery`,
  await counts(sends(outageLeads)),
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
      `${scenario} | ${result} | ${c.mailed}/${c.sends} | ${c.doubled} | ${c.r429} | ${c.r503} | ${c.error}`,
    );
}

function jitterLabel() {
  return JITTER_MS > 0 ? `, jitter 0–${JITTER_MS} ms` : "";
}

/** The interval the pace settled on, as the functions keep it with the send slots. */
async function paceInterval() {
  const pace = (await admin.doc("leadMailPace/sendLeadMail").get()).data() ?? {};
  return typeof pace.intervalMs === "number"
    ? `${pace.intervalMs} ms`
    : "(no adaptive interval stored)";
}

/** A lead's two sends: its sales mail and its confirmation. */
function sends(leads) {
  return leads.flatMap((lead) => [salesSend(lead), { lead, template: REPLY_TEMPLATE }]);
}
function salesSend(lead) {
  return { lead, template: SALES_TEMPLATE };
}

/** Writes `count` leads at once; returns [{ id, writtenAt }]. */
async function writeLeads(count, label) {
  const leads = Array.from({ length: count }, (_, index) => ({
    // The automatic shape the rules accept (20 letters and digits): the run, then random hex.
    id: `b${runId}${randomUUID().replaceAll("-", "")}`.slice(0, 20),
    label: `${label} #${index + 1}`,
    writtenAt: 0,
  }));
  await Promise.all(
    leads.map(async (lead) => {
      lead.writtenAt = Date.now();
      await createLead(lead.id, benchFields(lead.id, lead.label));
    }),
  );
  return leads;
}

function requestsFor({ lead, template }) {
  // A confirmation names no lead, only the address it goes to (each bench lead has its own).
  const mine = (params) =>
    template === REPLY_TEMPLATE
      ? params?.emailAddress === benchFields(lead.id, lead.label).emailAddress
      : params?.leadId === lead.id;
  return standIn.requests.filter(
    (r) => mine(r.body.template_params) && r.body.template_id === template,
  );
}
function firstMail(send) {
  return requestsFor(send).find((r) => r.status === 200);
}

/** Waits until every send has gone; returns when the last one arrived. */
async function waitMailed(list, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = list.map((send) => firstMail(send));
    if (mails.every(Boolean)) return Math.max(...mails.map((mail) => mail.receivedAt));
    await sleep(100);
  }
  const missing = list.filter((send) => !firstMail(send)).length;
  console.error(`✖ ${missing} of ${list.length} sends not mailed within ${timeoutMs / 1000} s`);
  return Number.NaN;
}

/** Mailed, doubled, 429/503 answers and ERROR states for these sends. */
async function counts(list) {
  let mailed = 0;
  let doubled = 0;
  let r429 = 0;
  let r503 = 0;
  let error = 0;
  for (const send of list) {
    const requests = requestsFor(send);
    const ok = requests.filter((r) => r.status === 200).length;
    mailed += ok > 0 ? 1 : 0;
    doubled += Math.max(0, ok - 1);
    r429 += requests.filter((r) => r.status === 429).length;
    r503 += requests.filter((r) => r.status === 503).length;
    const map = send.template === REPLY_TEMPLATE ? "autoReply" : "delivery";
    const state = (await admin.doc(`${LEADS_COLLECTION}/${send.lead.id}`).get()).get(
      `${map}.state`,
    );
    if (state === "ERROR") error += 1;
  }
  return { sends: list.length, mailed, doubled, r429, r503, error };
}

function benchFields(id, label) {
  return {
    companyName: `Bench ${runId} ${label}`.slice(0, 100),
    sloganName: "Measured, not guessed",
    industry: "Benchmarking",
    keyword: "fast, reliable",
    emailAddress: `${id}@example.com`,
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
