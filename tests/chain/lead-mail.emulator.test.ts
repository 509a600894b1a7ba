// The whole chain in the emulators: a visitor's lead written through the client SDK (rules
// enforced) fires queueLeadMail, which puts it on the Cloud Tasks queue; sendLeadMail mails it
// through @emailjs/nodejs to the EmailJS stand-in and records the outcome on the lead. The
// stand-in plays the real service's rate limit and outages; the queue's back-off is shortened
// for tests (1 s doubling to 4 s, with-emulators.mjs), never slept around.
import { getFunctions } from "firebase-admin/functions";
import { describe, expect, it } from "vitest";
import { firestoreLeadStore, fromSnapshot } from "../../functions/src/lead-store";
import { functionsLogs } from "../../functions/src/logs";
import { cloudTasksQueue, MAIL_QUEUE_FUNCTION, taskIdFor } from "../../functions/src/mail-queue";
import { queueNewLead } from "../../functions/src/queue-new-lead";
import { VALID_LEAD } from "../fixtures/leads";
import { chainTestBed, isSalesMail, testSetting } from "../support/chain";
import type { ReceivedEmailRequest } from "../support/emailjs-stand-in";
import { adminFirestore } from "../support/emulators";
import { sleep, waitForState } from "../support/leads";

const MAX_BACKOFF_MS = Number(testSetting("MAIL_MAX_BACKOFF_SECONDS")) * 1000;

const bed = chainTestBed();
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
    standIn().respondWith({ status: 429, text: "Too Many Requests" }, { status: 200, text: "OK" });
    const leadId = await submitLead("Trinity Tacos");
    const retry = await waitForState(leadId, { states: ["RETRY"] });
    expect(retry).toMatchObject({ attempts: 1, error: { status: 429, text: "Too Many Requests" } });
    expect(retry.nextAttemptAt?.toMillis()).toBeGreaterThan(Date.now() - MAX_BACKOFF_MS);

    const delivery = await waitForState(leadId);
    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    expect(requestsFor(leadId)).toHaveLength(2);
  });

  it("ends ERROR without a retry when EmailJS answers 403", async () => {
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
    // Give a wrongful retry time to show up: longer than the test queue's first back-off (1 s).
    await sleep(2500);
    expect(requestsFor(leadId)).toHaveLength(1);
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
    await sleep(OUTAGE_MS / 2);
    for (const leadId of leadIds) expect(requestsFor(leadId).length).toBeGreaterThan(0);

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
  it("sends once when the creation event comes twice and a stray task names the same lead", async () => {
    const leadId = await submitLead("Twice Told Tiles");
    const db = await adminFirestore();
    const created = fromSnapshot(await db.doc(`formData/${leadId}`).get());
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
    // A second task for the same lead under another id: the claim lets only one send.
    await deps.queue.enqueue({ leadId, round: 7 }, taskIdFor(leadId, 7));

    expect(await waitForState(leadId)).toMatchObject({ state: "SUCCESS", attempts: 1 });
    await sleep(3000); // time for the stray task to run and find the lead mailed
    expect(requestsFor(leadId)).toHaveLength(1);
  });
});
