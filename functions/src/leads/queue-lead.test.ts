// Queueing a lead: the trigger's round 0 (a duplicate event adds nothing), the watchdog's and
// replay's next rounds, and the invalid lead that never reaches the queue.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { newDelivery, type QueueReason } from "../shared/delivery.js";
import type { StoredLead } from "./lead-store.js";
import { taskIdFor } from "../shared/mail-kinds.js";
import { leadReference } from "./derive-reference.js";
import { queueLead } from "./queue-lead.js";
import { queueNewLead } from "./queue-new-lead.js";
import { replayLeads } from "./replay-leads.js";
import { fakeClock, fakeLeadStore, fakeQueue, recordingLogs } from "../testing/fakes.js";

const CREATED_AT = new Date("2030-05-06T14:59:58Z");

/** A delivery map as queueing leaves it: QUEUED for `round`, saying why it was queued. */
const queuedFor = (round: number, reason: QueueReason) => ({ state: "QUEUED", round, reason });

function setup(leads: Record<string, Partial<StoredLead>>) {
  const db = fakeLeadStore(
    Object.fromEntries(
      Object.entries(leads).map(([id, lead]) => [
        id,
        { fields: { ...VALID_LEAD, createdAt: CREATED_AT }, delivery: undefined, ...lead },
      ]),
    ),
  );
  const tasks = fakeQueue();
  const log = recordingLogs();
  const deps = { store: db.store, queue: tasks.queue, clock: fakeClock().clock, logs: log.logs };
  return { db, tasks, log, deps };
}

describe("queueNewLead (the trigger)", () => {
  it("queues a new lead as round 0 under a task id derived from the lead id", async () => {
    const { deps, db, tasks } = setup({ Abc0AutoShapedLeadId: {} });
    const created = await deps.store.read("Abc0AutoShapedLeadId");
    await expect(queueNewLead("Abc0AutoShapedLeadId", created, deps)).resolves.toEqual({
      kind: "queued",
      round: 0,
      taskId: "lead-Abc0AutoShapedLeadId-0",
    });
    expect([...tasks.tasks]).toEqual([
      ["lead-Abc0AutoShapedLeadId-0", { leadId: "Abc0AutoShapedLeadId", round: 0 }],
    ]);
    expect(db.delivery("Abc0AutoShapedLeadId")).toMatchObject(queuedFor(0, "created"));
  });

  it("stamps the lead with its expiry (24 months and the TTL backstop's week on) and its address normalised", async () => {
    const { deps, db } = setup({
      Abc0AutoShapedLeadId: {
        fields: { ...VALID_LEAD, emailAddress: " Jo.Lee@Example.COM", createdAt: CREATED_AT },
      },
    });
    await queueNewLead("Abc0AutoShapedLeadId", await deps.store.read("Abc0AutoShapedLeadId"), deps);
    expect(db.stamp("Abc0AutoShapedLeadId")).toEqual({
      expireAt: new Date("2032-05-13T14:59:58Z"),
      emailKey: "jo.lee@example.com",
      reference: leadReference("Abc0AutoShapedLeadId"),
    });
  });

  it("stamps a lead that changed before its trigger ran (the checkout reserved its payment at once)", async () => {
    const { deps, db } = setup({ paying: {} });
    const created = await deps.store.read("paying");
    db.touch("paying", { companyName: VALID_LEAD.companyName });
    await queueNewLead("paying", created, deps);
    expect(db.stamp("paying")?.emailKey).toBe(VALID_LEAD.emailAddress.toLowerCase());
  });

  it("stamps an invalid lead too: it expires like any other", async () => {
    const { deps, db } = setup({
      bad: { fields: { ...VALID_LEAD, number: "call me", createdAt: CREATED_AT } },
    });
    await queueNewLead("bad", await deps.store.read("bad"), deps);
    expect(db.stamp("bad")?.expireAt).toEqual(new Date("2032-05-13T14:59:58Z"));
  });

  it("queues nothing for a lead erased before its trigger ran", async () => {
    const { deps, db, tasks } = setup({ gone: {} });
    const created = await deps.store.read("gone");
    db.erase("gone");
    await expect(queueNewLead("gone", created, deps)).resolves.toEqual({ kind: "missing" });
    expect(tasks.tasks.size).toBe(0);
  });

  it("adds no second task when the creation event comes again", async () => {
    const { deps, tasks, log } = setup({ Abc0AutoShapedLeadId: {} });
    const created = await deps.store.read("Abc0AutoShapedLeadId");
    await Promise.all([
      queueNewLead("Abc0AutoShapedLeadId", created, deps),
      queueNewLead("Abc0AutoShapedLeadId", created, deps),
    ]);
    await queueNewLead("Abc0AutoShapedLeadId", created, deps);
    expect(tasks.tasks.size).toBe(1);
    expect(log.lines.filter((line) => line.event === "alreadyQueued").length).toBeGreaterThan(0);
  });

  it("ends an invalid lead in ERROR with an alert and queues nothing", async () => {
    const { deps, db, tasks, log } = setup({
      bad: { fields: { ...VALID_LEAD, number: "call me", createdAt: CREATED_AT } },
    });
    await expect(queueNewLead("bad", await deps.store.read("bad"), deps)).resolves.toEqual({
      kind: "invalid",
    });
    expect(tasks.tasks.size).toBe(0);
    expect(db.delivery("bad")).toMatchObject({ state: "ERROR" });
    expect(db.delivery("bad")?.error?.text).toMatch(/^Invalid lead, not sent: number:/);
    expect(log.lines.filter((line) => line.event === "failed")).toHaveLength(1);
  });

  it("ends a lead under an id someone chose in ERROR, queueing and mailing nothing", async () => {
    const chosen = "URGENT invoice overdue - pay at evil dot example";
    const { deps, db, tasks } = setup({ [chosen]: {} });
    await expect(queueNewLead(chosen, await deps.store.read(chosen), deps)).resolves.toEqual({
      kind: "invalid",
    });
    expect(tasks.tasks.size).toBe(0);
    expect(db.delivery(chosen)?.error?.text).toBe(
      "Invalid lead, not sent: leadId: not a document id of the automatic shape",
    );
  });

  it("leaves a lead created with a delivery map (imported data) alone", async () => {
    const { deps, tasks } = setup({ old: { delivery: newDelivery({ state: "SUCCESS" }) } });
    await expect(queueNewLead("old", await deps.store.read("old"), deps)).resolves.toEqual({
      kind: "unchanged",
      state: "SUCCESS",
    });
    expect(tasks.tasks.size).toBe(0);
  });
});

describe("queueLead again (watchdog, replay)", () => {
  it("takes the next round, so the new task id was never used", async () => {
    const { deps, db, tasks } = setup({
      Abc0AutoShapedLeadId: { delivery: newDelivery({ state: "ERROR", round: 2 }) },
    });
    await queueLead("Abc0AutoShapedLeadId", "replay", deps, { accept: () => true });
    expect(tasks.tasks.has(taskIdFor("Abc0AutoShapedLeadId", 3))).toBe(true);
    expect(db.delivery("Abc0AutoShapedLeadId")).toMatchObject(queuedFor(3, "replay"));
  });

  it("queues once when two callers decide on the same lead at the same time", async () => {
    const { deps, tasks } = setup({
      Abc0AutoShapedLeadId: { delivery: newDelivery({ state: "ERROR" }) },
    });
    const stillFailed = (d?: { state: string }) => d?.state === "ERROR";
    await Promise.all([
      queueLead("Abc0AutoShapedLeadId", "watchdog", deps, { accept: stillFailed }),
      queueLead("Abc0AutoShapedLeadId", "watchdog", deps, { accept: stillFailed }),
    ]);
    expect(tasks.tasks.size).toBe(1);
  });
});

describe("replayLeads", () => {
  it("queues failed leads again and says why it skips mailed, busy and unknown ones", async () => {
    const now = fakeClock().clock.now();
    const { deps, tasks } = setup({
      failed: { delivery: newDelivery({ state: "ERROR" }) },
      mailed: { delivery: newDelivery({ state: "SUCCESS" }) },
      busy: {
        delivery: newDelivery({
          state: "PROCESSING",
          leaseExpireTime: new Date(now.getTime() + 10_000),
        }),
      },
    });
    await expect(
      replayLeads(["failed", "mailed", "busy", "nope", "failed"], deps),
    ).resolves.toEqual({
      queued: [{ leadId: "failed", round: 1 }],
      skipped: [
        { leadId: "mailed", why: "already mailed (SUCCESS)" },
        { leadId: "busy", why: "a task is sending it right now" },
        { leadId: "nope", why: "no such lead" },
      ],
    });
    expect(tasks.tasks.size).toBe(1);
  });
});
