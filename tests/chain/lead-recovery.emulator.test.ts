// What gets a lead to sales when the normal path did not: the watchdog (run here as the plain
// function behind the schedule, which the emulator never fires), the replay command exactly
// as a person runs it, and the configuration check that keeps SKIPPED out of production.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPLAYS_COLLECTION } from "../../functions/src/shared/collections";
import { firestoreLeadStore } from "../../functions/src/leads/lead-store";
import { functionsLogs } from "../../functions/src/platform/logs";
import { cloudTasksQueue } from "../../functions/src/platform/task-queue";
import { sendSalesMail } from "../../functions/src/mail/send-sales-mail";
import { runWatchdog } from "../../functions/src/ops/watchdog";
import { isSalesMail, salesMailDeps, waitForEmptyQueue, waitForSettled } from "../support/chain";
import { startEmailJsStandIn, type EmailJsStandIn } from "../support/emailjs-stand-in";
import { adminFirestore } from "../support/emulators";
import { deliveryOf, seedLead, uniqueLeadId, waitForState } from "../support/leads";

const run = promisify(execFile);
let standIn: EmailJsStandIn;

beforeAll(async () => {
  standIn = await startEmailJsStandIn();
});
beforeEach(async () => {
  await waitForEmptyQueue();
  standIn.reset();
}, 200_000);
afterAll(async () => {
  await standIn?.close();
});

const mailsFor = (leadId: string) =>
  standIn.requests
    .filter(isSalesMail)
    .filter((request) => request.body.template_params?.leadId === leadId);

async function queueDeps() {
  return {
    store: firestoreLeadStore(await adminFirestore()),
    queue: cloudTasksQueue(),
    clock: { now: () => new Date() },
    logs: functionsLogs,
  };
}

describe("the watchdog", () => {
  it("queues stuck leads again and leaves finished and fresh ones alone", async () => {
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    const stuck = {
      lapsedLease: uniqueLeadId("lapsed"),
      overdueRetry: uniqueLeadId("overdue"),
    };
    const untouched = {
      mailed: uniqueLeadId("mailed"),
      failed: uniqueLeadId("failed"),
      waiting: uniqueLeadId("waiting"),
    };
    await seedLead(stuck.lapsedLease, {
      minutesAgo: 20,
      delivery: { state: "PROCESSING", attempts: 1, round: 0, leaseExpireTime: minutes(-15) },
    });
    await seedLead(stuck.overdueRetry, {
      minutesAgo: 90,
      delivery: { state: "RETRY", attempts: 3, round: 0, nextAttemptAt: minutes(-30) },
    });
    await seedLead(untouched.mailed, {
      minutesAgo: 30,
      delivery: { state: "SUCCESS", attempts: 1, round: 0 },
    });
    await seedLead(untouched.failed, {
      minutesAgo: 30,
      delivery: {
        state: "ERROR",
        attempts: 1,
        round: 0,
        error: { status: 403, text: "Forbidden" },
      },
    });
    await seedLead(untouched.waiting, {
      minutesAgo: 30,
      delivery: { state: "RETRY", attempts: 2, round: 0, nextAttemptAt: minutes(2) },
    });

    const found = await runWatchdog(await queueDeps());

    const ids = found.map((lead) => lead.leadId);
    expect(ids).toEqual(expect.arrayContaining(Object.values(stuck)));
    for (const leadId of Object.values(untouched)) expect(ids).not.toContain(leadId);
    for (const leadId of Object.values(stuck)) {
      expect(await waitForState(leadId)).toMatchObject({
        state: "SUCCESS",
        round: 1,
        reason: "watchdog",
      });
      expect(mailsFor(leadId)).toHaveLength(1);
    }
    // Queueing a lead writes its map (QUEUED, the next round) before adding the task, so
    // maps still as seeded once the watchdog has returned prove it queued none of them.
    await waitForSettled(Object.values(stuck));
    expect(await deliveryOf(untouched.mailed)).toMatchObject({ state: "SUCCESS", round: 0 });
    expect(await deliveryOf(untouched.failed)).toMatchObject({ state: "ERROR", round: 0 });
    expect(await deliveryOf(untouched.waiting)).toMatchObject({
      state: "RETRY",
      round: 0,
      attempts: 2,
    });
    for (const leadId of Object.values(untouched)) expect(mailsFor(leadId)).toHaveLength(0);

    // A second run finds nothing more to do for them.
    const again = await runWatchdog(await queueDeps());
    for (const leadId of Object.values(stuck))
      expect(again.map((l) => l.leadId)).not.toContain(leadId);
  });
});

describe("npm run leads -- resend", () => {
  /** Runs the replay command as a person would, against these emulators. */
  const leads = async (...args: string[]) =>
    (await run("node", ["functions/lib/ops/leads-cli.js", ...args], { timeout: 90_000 })).stdout;

  it("lists an ERROR lead in a dry run and sends nothing", async () => {
    const leadId = uniqueLeadId("dryrun");
    await seedLead(leadId, {
      delivery: {
        state: "ERROR",
        attempts: 1,
        round: 0,
        error: { status: 403, text: "Forbidden" },
      },
    });

    const output = await leads("resend", "--id", leadId, "--dry-run");

    expect(output).toContain(leadId);
    expect(output).toMatch(/Dry run: would queue these 1 lead\(s\) again; nothing changed/);
    // Only a replay request makes the function queue a lead: the dry run wrote none.
    const db = await adminFirestore();
    const requests = await db
      .collection(REPLAYS_COLLECTION)
      .where("leadIds", "array-contains", leadId)
      .get();
    expect(requests.size).toBe(0);
    expect(mailsFor(leadId)).toHaveLength(0);
    expect(await deliveryOf(leadId)).toMatchObject({ state: "ERROR", round: 0 });
  });

  it("re-sends the ERROR leads it selects once, and refuses one already mailed", async () => {
    const failed = uniqueLeadId("replay");
    const mailed = uniqueLeadId("replayok");
    await seedLead(failed, {
      minutesAgo: 60,
      delivery: { state: "ERROR", attempts: 36, round: 0, error: { status: 503, text: "Down" } },
    });
    await seedLead(mailed, {
      minutesAgo: 60,
      delivery: { state: "SUCCESS", attempts: 1, round: 0 },
    });

    const output = await leads("resend", "--id", failed, "--id", mailed);

    expect(output).toContain(`queued   ${failed} (round 1)`);
    expect(output).toContain(`skipped  ${mailed}: already mailed (SUCCESS)`);
    expect(await waitForState(failed, { states: ["SUCCESS"] })).toMatchObject({
      round: 1,
      reason: "replay",
      attempts: 37,
    });
    // The command has the function's answer: the skipped lead was not queued (its map is as
    // seeded), and the replayed one is final with nothing left waiting.
    await waitForSettled([failed, mailed]);
    expect(await deliveryOf(mailed)).toMatchObject({ state: "SUCCESS", round: 0 });
    expect(mailsFor(failed)).toHaveLength(1);
    expect(mailsFor(mailed)).toHaveLength(0);
  });

  it("selects by state and date", async () => {
    const leadId = uniqueLeadId("bystate");
    await seedLead(leadId, {
      delivery: { state: "ERROR", attempts: 1, round: 0, error: { status: 400, text: "Bad" } },
    });
    const today = new Date().toISOString().slice(0, 10);
    const output = await leads("list", "--state", "ERROR", "--since", today);
    expect(output).toContain(leadId);
    expect(output).toContain("400 Bad");
  });
});

describe("a missing EmailJS configuration", () => {
  async function runTask(leadId: string, emulator: boolean) {
    const db = await adminFirestore();
    return sendSalesMail(
      { leadId, round: 0 },
      { retryCount: 0 },
      salesMailDeps(db, {
        mail: { missing: ["EMAILJS_SERVICE_ID", "EMAILJS_PRIVATE_KEY"] },
        emulator,
      }),
    );
  }

  it("is an ERROR in production, naming what is missing, so it alerts and can be replayed", async () => {
    const leadId = uniqueLeadId("prodcfg");
    await seedLead(leadId, { delivery: { state: "QUEUED", attempts: 0, round: 1 } });
    await expect(runTask(leadId, false)).resolves.toBe("ERROR");
    expect(await deliveryOf(leadId)).toMatchObject({
      state: "ERROR",
      error: {
        status: 0,
        text: "EmailJS is not configured: EMAILJS_SERVICE_ID, EMAILJS_PRIVATE_KEY missing",
      },
    });
  });

  it("is SKIPPED only in the emulators", async () => {
    const leadId = uniqueLeadId("emucfg");
    await seedLead(leadId, { delivery: { state: "QUEUED", attempts: 0, round: 1 } });
    await expect(runTask(leadId, true)).resolves.toBe("SKIPPED");
    expect(await deliveryOf(leadId)).toMatchObject({ state: "SKIPPED" });
  });
});
