// The test bed of a lead-mail chain test file: the EmailJS stand-in (reset before each test)
// and a visitor's Firestore client with the security rules enforced, the way the site writes.
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, doc, serverTimestamp, setDoc, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Firestore as AdminFirestore } from "firebase-admin/firestore";
import type { Lead } from "../../functions/src/shared/lead";
import { firestoreLeadHistory } from "../../functions/src/leads/lead-history";
import { firestoreLeadStore } from "../../functions/src/leads/lead-store";
import { functionsLogs } from "../../functions/src/platform/logs";
import { firestoreMailBudget } from "../../functions/src/mail/mail-budget";
import { firestoreMailQuota } from "../../functions/src/mail/mail-quota";
import { cloudTasksQueue } from "../../functions/src/platform/task-queue";
import { testMailDeps, type TestMailDeps } from "../../functions/src/testing/mail-deps";
import {
  startEmailJsStandIn,
  type EmailJsStandIn,
  type ReceivedEmailRequest,
} from "./emailjs-stand-in";
import { PROJECT_ID, RULES_PATH, adminFirestore, firestoreEmulator, waitFor } from "./emulators";
import { FINAL, uniqueLeadId, type StoredDelivery } from "./leads";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";

/** A setting with-emulators.mjs gave the Functions emulator and passes on to the tests. */
export function testSetting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through \`npm run test:emulators\``);
  return value;
}

/**
 * What a test needs to run the sales-mail handler itself against the emulators: a budget and
 * a quota of their own (fresh documents, so other tests' mail does not count), no pacing.
 */
export function salesMailDeps(
  db: AdminFirestore,
  overrides: Partial<TestMailDeps> = {},
): TestMailDeps {
  const own = uniqueLeadId("deps");
  return testMailDeps({
    store: firestoreLeadStore(db),
    mail: { missing: ["EMAILJS_SERVICE_ID"] },
    queue: cloudTasksQueue(),
    history: firestoreLeadHistory(db),
    budget: firestoreMailBudget(db, 60, own),
    quota: firestoreMailQuota(db, 1_000_000),
    emulator: true,
    clock: { now: () => new Date() },
    logs: functionsLogs,
    ...overrides,
  });
}

/** Whether a request is the sales e-mail (not the prospect's auto-reply). */
export const isSalesMail = (request: ReceivedEmailRequest) =>
  request.body.template_id === testSetting("EMAILJS_TEMPLATE_ID");

/**
 * Whether a request the EmailJS stand-in received used the template of setting `template`
 * (e.g. EMAILJS_PAYMENT_TEMPLATE_ID) with the variable `variable` equal to `value`.
 */
export const isMailWith =
  (template: string, variable: string, value: string) => (request: ReceivedEmailRequest) =>
    request.body.template_id === testSetting(template) &&
    request.body.template_params?.[variable] === value;

/**
 * Waits until no task waits on the mail queue. The queue sends one e-mail a second for the
 * whole suite, so leads (and auto-replies) left by earlier tests would otherwise delay a test
 * that times its own leads. Reads the Cloud Tasks emulator's own statistics.
 */
export async function waitForEmptyQueue(timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waiting = await waitingTasks();
    if (waiting === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${waiting} task(s) still wait on the mail queue after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many tasks wait on the mail queue now (the Cloud Tasks emulator's own statistics). */
async function waitingTasks(): Promise<number> {
  const url = `http://${testSetting("CLOUD_TASKS_EMULATOR_HOST")}/queueStats`;
  const stats = (await (await fetch(url)).json()) as Record<string, { numberOfTasks: number }>;
  return Object.values(stats).reduce((sum, queue) => sum + queue.numberOfTasks, 0);
}

const isFinal = (map: StoredDelivery | undefined) => map !== undefined && FINAL.includes(map.state);

/**
 * Waits until nothing more can happen to these leads, instead of sleeping and hoping: each
 * lead's sales map is final, its confirmation map is absent or final, and no task waits on the
 * queue, all seen in one look. Why that is enough: every task claims a lead's map before it
 * sends, and a final map is never claimed again (mail-steps.ts); whatever queues a lead again
 * (watchdog, replay, a 429) first writes its map back to QUEUED or RETRY (queue-lead.ts), which
 * a later look would see. The emulator counts only tasks not yet started, so a task already
 * running can still be finishing, but for a final lead it can only find the map final.
 * Resolves with the leads' maps as last read.
 */
export async function waitForSettled(
  leadIds: string[],
  timeoutMs = 30_000,
): Promise<{ delivery: StoredDelivery; autoReply: StoredDelivery | undefined }[]> {
  const db = await adminFirestore();
  return waitFor(
    async () => {
      const leads = await Promise.all(
        leadIds.map(async (leadId) => {
          const snapshot = await db.doc(`${LEADS_COLLECTION}/${leadId}`).get();
          return {
            delivery: snapshot.get("delivery") as StoredDelivery | undefined,
            autoReply: snapshot.get("autoReply") as StoredDelivery | undefined,
          };
        }),
      );
      const final = leads.every(
        (lead) =>
          isFinal(lead.delivery) && (lead.autoReply === undefined || isFinal(lead.autoReply)),
      );
      if (!final || (await waitingTasks()) > 0) return undefined;
      return leads as { delivery: StoredDelivery; autoReply: StoredDelivery | undefined }[];
    },
    { what: `leads ${leadIds.join(", ")} to settle`, timeoutMs, intervalMs: 100 },
  );
}

/** Registers the file's hooks; the returned functions work inside its tests. */
export function chainTestBed() {
  let standIn: EmailJsStandIn | undefined;
  let env: RulesTestEnvironment | undefined;
  let visitor: Firestore | undefined;

  beforeAll(async () => {
    standIn = await startEmailJsStandIn();
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...firestoreEmulator(), rules: readFileSync(RULES_PATH, "utf8") },
    });
    visitor = env.unauthenticatedContext().firestore() as unknown as Firestore;
  });
  beforeEach(async () => {
    await waitForEmptyQueue();
    standIn?.reset();
    // A test's queued answers are for its own sales e-mails, not a late auto-reply.
    standIn?.answerOnly((body) => body.template_id === testSetting("EMAILJS_TEMPLATE_ID"));
  }, 200_000);
  afterAll(async () => {
    await env?.cleanup();
    await standIn?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (beforeAll did not run)`);
    return value;
  };
  return {
    standIn: () => ready(standIn, "the EmailJS stand-in"),
    /** Saves a lead as the brief does (a client-chosen id, rules enforced); returns its id. */
    async submit(lead: Lead, label = "chain"): Promise<string> {
      const ref = doc(
        collection(ready(visitor, "the visitor's client"), LEADS_COLLECTION),
        uniqueLeadId(label),
      );
      await setDoc(ref, { ...lead, createdAt: serverTimestamp() });
      return ref.id;
    },
  };
}
