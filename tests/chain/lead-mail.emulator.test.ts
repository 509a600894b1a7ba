// The whole chain in the emulators: a visitor's lead written through the client SDK (rules
// enforced) fires queueLeadMail, which puts it on the Cloud Tasks queue; sendLeadMail mails it
// through EmailJS's REST endpoint (mail/emailjs.ts) to the EmailJS stand-in and records the outcome on the lead. The
// stand-in plays the real service's rate limit and outages; the queue's back-off is shortened
// for tests (1 s doubling to 4 s, with-emulators.mjs), never slept around.
import { getFunctions } from "firebase-admin/functions";
import { describe, expect, it } from "vitest";
import { firestoreLeadStore, fromSnapshot } from "../../functions/src/leads/lead-store";
import { functionsLogs } from "../../functions/src/platform/logs";
import { createEmailJsTransport } from "../../functions/src/mail/emailjs";
import { cloudTasksQueue, MAIL_QUEUE_FUNCTION } from "../../functions/src/platform/task-queue";
import { taskIdFor } from "../../functions/src/shared/mail-kinds";
import { queueNewLead } from "../../functions/src/leads/queue-new-lead";
import { sendSalesMail } from "../../functions/src/mail/send-sales-mail";
import { VALID_LEAD } from "../fixtures/leads";
import {
  chainTestBed,
  isSalesMail,
  salesMailDeps,
  testSetting,
  waitForSettled,
} from "../support/chain";
import type { ReceivedEmailRequest } from "../support/emailjs-stand-in";
import { adminFirestore } from "../support/emulators";
import { deliveryOf, seedLead, uniqueLeadId, waitForState } from "../support/leads";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";

const MAX_BACKOFF_MS = Number(testSetting("MAIL_MAX_BACKOFF_SECONDS")) * 1000;

const bed = chainTestBed();
/** A transport to the stand-in with the functions' own settings, for handlers run here. */
const transport = () =>
  createEmailJsTransport(
    {
      publicKey: testSetting("EMAILJS_PUBLIC_KEY"),
      privateKey: testSetting("EMAILJS_PRIVATE_KEY"),
      serviceId: testSetting("EMAILJS_SERVICE_ID"),
      templateId: testSetting("EMAILJS_TEMPLATE_ID"),
      origin: testSetting("EMAILJS_ORIGIN"),
    },
    10_000,
  );
const standIn = () => bed.standIn();
/** Saves a lead the way the brief form does; returns its id. */
const submitLead = (companyName: string) => bed.submit({ ...VALID_LEAD, companyName });

// Other tests' leads may still be retrying in the background: count only these leads' mail,
// and only the sales e-mail (each mailed lead also sends the prospect an auto-reply).
const requestsFor = (leadId: string): ReceivedEmailRequest[] =>
  standIn()
    .requests.filter(isSalesMail)
    .filter((request) => request.body.template_params?.leadId === leadId);
const mailsFor = (leadId: string) => requestsFor(leadId).filter((r) => r.status === 200);
/**
 * Keeps the answers a test queues for its own lead's sales e-mail: the browser tests run beside
 * these and their leads' e-mails would otherwise take a 403 or a 503 meant for this one.
 */
const answerOnlyCompany = (companyName: string) =>
  standIn().answerOnly(
    (body) =>
      body.template_id === testSetting("EMAILJS_TEMPLATE_ID") &&
      body.template_params?.companyName === companyName,
  );

describe("a lead saved by a visitor", () => {
  it("reaches EmailJS once, with the configured ids and key and the six fields, and ends SUCCESS", async () => {
    const leadId = await submitLead("Lone Star Roasters");
    const delivery = await waitForState(leadId);

    expect(delivery).toMatchObject({
      state: "SUCCESS",
      attempts: 1,
      round: 0,
      reason: "created",
      error: null,
      info: { status: 200 },
    });
    const requests = requestsFor(leadId);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe("/api/v1.0/email/send");
    expect(request?.body).toMatchObject({
      service_id: testSetting("EMAILJS_SERVICE_ID"),
      template_id: testSetting("EMAILJS_TEMPLATE_ID"),
      user_id: testSetting("EMAILJS_PUBLIC_KEY"),
      accessToken: testSetting("EMAILJS_PRIVATE_KEY"),
      template_params: { ...VALID_LEAD, companyName: "Lone Star Roasters", leadId },
    });
    expect(String(request?.body.template_params?.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it("shows RETRY with the error and the next try while Cloud Tasks waits, then SUCCESS", async () => {
    answerOnlyCompany("Trinity Tacos");
    standIn().respondWith(
      { status: 503, text: "Service Unavailable" },
      { status: 200, text: "OK" },
    );
    const leadId = await submitLead("Trinity Tacos");
    const retry = await waitForState(leadId, { states: ["RETRY"] });
    expect(retry).toMatchObject({
      attempts: 1,
      error: { status: 503, text: "Service Unavailable" },
    });
    expect(retry.nextAttemptAt?.toMillis()).toBeGreaterThan(Date.now() - MAX_BACKOFF_MS);

    const delivery = await waitForState(leadId);
    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    expect(requestsFor(leadId)).toHaveLength(2);
  });

  it("tries a 429 again in its own turn, a paced interval later, without going back to the queue", async () => {
    const companyName = "Galveston Gelato";
    answerOnlyCompany(companyName);
    standIn().respondWith({ status: 429, text: "Too Many Requests" });
    const leadId = await submitLead(companyName);
    const delivery = await waitForState(leadId);

    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 2, round: 0, error: null });
    const requests = requestsFor(leadId);
    expect(requests.map((request) => request.status)).toEqual([429, 200]);
    const [early, sent] = requests.map((request) => request.receivedAt);
    expect(Number(sent) - Number(early)).toBeGreaterThanOrEqual(1000);
  });

  it("ends ERROR without a retry when EmailJS answers 403", async () => {
    answerOnlyCompany("Deep Ellum Dental");
    standIn().respondWith({
      status: 403,
      text: "API calls are disabled for non-browser applications",
    });
    const leadId = await submitLead("Deep Ellum Dental");
    const delivery = await waitForState(leadId);

    expect(delivery).toMatchObject({
      state: "ERROR",
      attempts: 1,
      error: { status: 403, text: "API calls are disabled for non-browser applications" },
    });
    expect(requestsFor(leadId)).toHaveLength(1);
    // Cloud Tasks may still deliver the task again (at least once): the lead is final, so the
    // task claims nothing and sends nothing. Run here, the test knows when it has finished.
    const db = await adminFirestore();
    await expect(
      sendSalesMail(
        { leadId, round: 0 },
        { retryCount: 1 },
        salesMailDeps(db, { mail: { transport: transport() } }),
      ),
    ).resolves.toBe("done");
    expect(requestsFor(leadId)).toHaveLength(1);
    expect(await waitForSettled([leadId])).toMatchObject([
      { delivery: { state: "ERROR", attempts: 1 } },
    ]);
  });
});

describe("against EmailJS's real limits", () => {
  it("mails a burst at the 1 request/s rate limit completely, once each, none in ERROR", async () => {
    standIn().rateLimit(1);
    const leadIds = await Promise.all(
      Array.from({ length: 8 }, (_, index) => submitLead(`Burst Bakery ${index + 1}`)),
    );
    const deliveries = await Promise.all(
      leadIds.map((leadId) => waitForState(leadId, { timeoutMs: 45_000 })),
    );

    expect(deliveries.map((delivery) => delivery.state)).toEqual(leadIds.map(() => "SUCCESS"));
    for (const leadId of leadIds) expect(mailsFor(leadId)).toHaveLength(1);
  });

  it("mails every lead saved during a 503 outage once, within one back-off step of recovery", async () => {
    const OUTAGE_MS = 8000;
    standIn().outage(OUTAGE_MS);
    const recoveredAt = Date.now() + OUTAGE_MS;
    const leadIds = await Promise.all(
      ["Outage Optics", "Outage Outfitters", "Outage Oysters"].map((name) => submitLead(name)),
    );
    // While EmailJS is down, the leads wait in RETRY: nothing is final, nothing is lost.
    const waiting = await Promise.all(
      leadIds.map((leadId) => waitForState(leadId, { states: ["RETRY"] })),
    );
    expect(Date.now(), "the leads were tried during the outage").toBeLessThan(recoveredAt);
    expect(waiting.map((delivery) => delivery.error?.status)).toEqual([503, 503, 503]);
    for (const leadId of leadIds) expect(mailsFor(leadId)).toHaveLength(0);

    const deliveries = await Promise.all(leadIds.map((leadId) => waitForState(leadId)));
    expect(deliveries.map((delivery) => delivery.state)).toEqual(["SUCCESS", "SUCCESS", "SUCCESS"]);
    for (const leadId of leadIds) {
      const mails = mailsFor(leadId);
      expect(mails).toHaveLength(1);
      expect(requestsFor(leadId).filter((r) => r.status === 503).length).toBeGreaterThan(0);
      // One back-off step (4 s here), plus the emulated queue's 1 s polling.
      expect((mails[0]?.receivedAt ?? Infinity) - recoveredAt).toBeLessThanOrEqual(
        MAX_BACKOFF_MS + 1500,
      );
    }
  });
});

describe("duplicates", () => {
  it("sends once when the creation event comes twice and stray tasks name the same lead", async () => {
    const leadId = await submitLead("Twice Told Tiles");
    const db = await adminFirestore();
    const created = fromSnapshot(await db.doc(`${LEADS_COLLECTION}/${leadId}`).get());
    const deps = {
      store: firestoreLeadStore(db),
      queue: cloudTasksQueue(),
      clock: { now: () => new Date() },
      logs: functionsLogs,
    };
    // The event again, as production may redeliver it: the same task id, refused as existing.
    await queueNewLead(leadId, created, deps);
    await expect(
      getFunctions()
        .taskQueue(MAIL_QUEUE_FUNCTION)
        .enqueue({ leadId, round: 0 }, { id: taskIdFor(leadId, 0) }),
    ).rejects.toMatchObject({ code: "functions/task-already-exists" });
    expect(await waitForState(leadId)).toMatchObject({ state: "SUCCESS", attempts: 1 });

    // Tasks for the same lead under other ids (a watchdog or a replay racing the first):
    // run here, so the test knows when they have finished. The lead is mailed: neither sends.
    const stray = salesMailDeps(db, { mail: { transport: transport() } });
    const outcomes = await Promise.all(
      [7, 8].map((round) => sendSalesMail({ leadId, round }, { retryCount: 0 }, stray)),
    );
    expect(outcomes).toEqual(["done", "done"]);
    expect(requestsFor(leadId)).toHaveLength(1);
  });

  it("lets only one of two tasks running at once for a lead send it", async () => {
    const db = await adminFirestore();
    const leadId = uniqueLeadId("race");
    // Queued by a watchdog round, so the trigger leaves it to this test's two tasks.
    await seedLead(leadId, {
      delivery: { state: "QUEUED", round: 1, reason: "watchdog", attempts: 0 },
    });
    const deps = salesMailDeps(db, { mail: { transport: transport() } });

    const results = await Promise.allSettled(
      [1, 2].map((round) => sendSalesMail({ leadId, round }, { retryCount: 0 }, deps)),
    );

    // The loser found the lead being sent (Cloud Tasks would try it again later) or mailed.
    const outcomes = results.map((result) =>
      result.status === "fulfilled" ? result.value : (result.reason as Error).name,
    );
    expect(outcomes.filter((outcome) => outcome === "SUCCESS")).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => outcome === "done" || outcome === "RetryLater"),
    ).toHaveLength(1);
    expect(requestsFor(leadId)).toHaveLength(1);
    expect(await deliveryOf(leadId)).toMatchObject({ state: "SUCCESS", attempts: 1 });
  });
});
