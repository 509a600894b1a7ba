// The desk's actions (deskLeadAction's handler) with in-memory fakes: who may call it, which
// action is for which state, that it never queues a lead that is mailed or being sent, and
// that it records who asked and when on each lead it queued.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { newDelivery, type Delivery } from "../shared/delivery.js";
import { MAX_LEADS_PER_ACTION, type DeskActionRecord } from "../shared/desk-api.js";
import { runDeskAction, type DeskActionCall } from "./desk-action.js";
import { SALES, WITHOUT_SALES_CLAIM } from "../testing/desk-callers.js";
import type { StoredLead } from "../leads/lead-store.js";
import { fakeClock, fakeLeadStore, fakeQueue, recordingLogs } from "../testing/fakes.js";

const NOW = new Date("2030-05-06T15:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** A lead received an hour ago, with this delivery map (none when undefined). */
const lead = (delivery?: Partial<Delivery> & Pick<Delivery, "state">): StoredLead => ({
  fields: { ...VALID_LEAD, createdAt: minutes(-60) },
  delivery: delivery && newDelivery({ attempts: 1, ...delivery }),
});

function setup(
  leads: Record<string, StoredLead>,
  claims: Record<string, Record<string, unknown>> = { "alex-uid": { role: "sales" } },
) {
  const db = fakeLeadStore(leads);
  const tasks = fakeQueue();
  const log = recordingLogs();
  const records: { leadId: string; record: DeskActionRecord }[] = [];
  const deps = {
    store: db.store,
    queue: tasks.queue,
    clock: fakeClock(NOW).clock,
    logs: log.logs,
    recordAction: async (leadId: string, record: DeskActionRecord) => {
      records.push({ leadId, record });
    },
    currentClaims: async (uid: string) => claims[uid],
  };
  // With no second argument the caller is Alex (sales); an explicit undefined is signed out.
  const call = (data: unknown, ...as: [DeskActionCall["auth"]?]) =>
    runDeskAction({ auth: as.length > 0 ? as[0] : SALES, data }, deps);
  return { db, tasks, log, records, call };
}

describe("deskLeadAction: who may call it", () => {
  const callers: [string, DeskActionCall["auth"]][] = [
    ...WITHOUT_SALES_CLAIM,
    ["a claim under another name (sales: true)", { uid: "u5", token: { sales: true } }],
  ];

  it.each(callers)("refuses %s with permission-denied and queues nothing", async (_, auth) => {
    const { call, tasks, records, db, log } = setup({ held: lead({ state: "HELD" }) });
    await expect(call({ action: "release", leadIds: ["held"] }, auth)).rejects.toMatchObject({
      code: "permission-denied",
    });
    expect(tasks.tasks.size).toBe(0);
    expect(records).toEqual([]);
    expect(db.delivery("held")).toMatchObject({ state: "HELD", round: 0 });
    expect(log.lines).toEqual([{ event: "deskActionDenied", args: [auth?.uid] }]);
  });

  it("refuses a token that still carries a claim Auth no longer holds (revoked)", async () => {
    const { call, tasks } = setup({ held: lead({ state: "HELD" }) }, { "alex-uid": {} });
    await expect(call({ action: "release", leadIds: ["held"] })).rejects.toMatchObject({
      code: "permission-denied",
    });
    expect(tasks.tasks.size).toBe(0);
  });

  it("checks the claim before it looks at the request", async () => {
    const { call } = setup({});
    await expect(call({ action: "explode" }, undefined)).rejects.toMatchObject({
      code: "permission-denied",
    });
  });
});

describe("deskLeadAction: the request", () => {
  const tooMany = Array.from({ length: MAX_LEADS_PER_ACTION + 1 }, (_, i) => `lead${i}`);
  it.each([
    ["no data", undefined],
    ["an unknown action", { action: "delete", leadIds: ["a"] }],
    ["no leads", { action: "resend", leadIds: [] }],
    [`more than ${MAX_LEADS_PER_ACTION} leads`, { action: "resend", leadIds: tooMany }],
    ["an id that is a path", { action: "resend", leadIds: ["formData/a"] }],
    ["an id that is not a string", { action: "resend", leadIds: [42] }],
    ["an extra field", { action: "resend", leadIds: ["a"], force: true }],
  ])("refuses %s with invalid-argument", async (_, data) => {
    const { call, tasks } = setup({ a: lead({ state: "ERROR" }) });
    await expect(call(data)).rejects.toMatchObject({ code: "invalid-argument" });
    expect(tasks.tasks.size).toBe(0);
  });

  it(`takes ${MAX_LEADS_PER_ACTION} leads at once`, async () => {
    const ids = Array.from({ length: MAX_LEADS_PER_ACTION }, (_, i) => `lead${i}`);
    const { call } = setup(Object.fromEntries(ids.map((id) => [id, lead({ state: "ERROR" })])));
    const answer = await call({ action: "resend", leadIds: ids });
    expect(answer.queued).toHaveLength(MAX_LEADS_PER_ACTION);
  });
});

describe("deskLeadAction: which lead each action is for", () => {
  it("releases a HELD lead in its next round and records who asked and when", async () => {
    const { call, tasks, records, db } = setup({
      held: lead({ state: "HELD", round: 2, heldFor: "budget" }),
    });

    await expect(call({ action: "release", leadIds: ["held", "held"] })).resolves.toEqual({
      queued: [{ leadId: "held", round: 3 }],
      refused: [],
    });

    expect([...tasks.tasks.keys()]).toEqual(["lead-held-3"]);
    expect(db.delivery("held")).toMatchObject({ state: "QUEUED", round: 3, reason: "replay" });
    expect(records).toEqual([
      {
        leadId: "held",
        record: {
          action: "release",
          byEmail: "alex.morgan@brandvista.studio",
          byUid: "alex-uid",
          at: NOW,
        },
      },
    ]);
  });

  it("sends a DUPLICATE anyway", async () => {
    const { call } = setup({ dup: lead({ state: "DUPLICATE", duplicateOf: "first" }) });
    await expect(call({ action: "sendAnyway", leadIds: ["dup"] })).resolves.toEqual({
      queued: [{ leadId: "dup", round: 1 }],
      refused: [],
    });
  });

  it("resends what failed or never got on its way", async () => {
    const { call, tasks } = setup({
      error: lead({ state: "ERROR", error: { status: 403, text: "Forbidden" } }),
      overdue: lead({ state: "RETRY", nextAttemptAt: minutes(-15) }),
      stuck: lead({ state: "QUEUED", queuedAt: minutes(-30) }),
      lapsed: lead({ state: "PROCESSING", leaseExpireTime: minutes(-1) }),
      none: lead(),
      skipped: lead({ state: "SKIPPED" }),
    });
    const ids = ["error", "overdue", "stuck", "lapsed", "none", "skipped"];
    const answer = await call({ action: "resend", leadIds: ids });
    expect(answer.refused).toEqual([]);
    expect(answer.queued.map((q) => q.leadId)).toEqual(ids);
    expect(tasks.tasks.size).toBe(ids.length);
  });

  it("never queues a lead that is mailed or being sent, whatever the action", async () => {
    for (const action of ["resend", "release", "sendAnyway"]) {
      const { call, tasks, records } = setup({
        mailed: lead({ state: "SUCCESS" }),
        sending: lead({ state: "PROCESSING", leaseExpireTime: minutes(1) }),
      });
      await expect(call({ action, leadIds: ["mailed", "sending", "gone"] })).resolves.toEqual({
        queued: [],
        refused: [
          { leadId: "mailed", why: "already mailed (SUCCESS)" },
          { leadId: "sending", why: "a task is sending it right now" },
          { leadId: "gone", why: "no such lead" },
        ],
      });
      expect(tasks.tasks.size).toBe(0);
      expect(records).toEqual([]);
    }
  });

  it("refuses a lead its action is not for, and says which action is", async () => {
    const { call, tasks, records, db } = setup({
      held: lead({ state: "HELD", heldFor: "quota" }),
      dup: lead({ state: "DUPLICATE", duplicateOf: "first" }),
      error: lead({ state: "ERROR" }),
      waiting: lead({ state: "RETRY", nextAttemptAt: minutes(2) }),
      fresh: lead({ state: "QUEUED", queuedAt: minutes(-1) }),
    });
    const ask = (action: string, leadIds: string[]) => call({ action, leadIds });

    expect((await ask("release", ["dup", "error", "waiting"])).refused).toEqual([
      { leadId: "dup", why: "not held (DUPLICATE): Release is for HELD leads" },
      { leadId: "error", why: "not held (ERROR): Release is for HELD leads" },
      { leadId: "waiting", why: "not held (RETRY): Release is for HELD leads" },
    ]);
    expect((await ask("sendAnyway", ["held", "error"])).refused).toEqual([
      { leadId: "held", why: "not a duplicate (HELD): Send anyway is for DUPLICATE leads" },
      { leadId: "error", why: "not a duplicate (ERROR): Send anyway is for DUPLICATE leads" },
    ]);
    expect((await ask("resend", ["held", "dup", "waiting", "fresh"])).refused).toEqual([
      { leadId: "held", why: "held: Release sends it" },
      { leadId: "dup", why: "a duplicate: Send anyway sends it" },
      { leadId: "waiting", why: "retrying: its next try is not due yet" },
      { leadId: "fresh", why: "queued a moment ago: its send is on its way" },
    ]);
    expect(tasks.tasks.size).toBe(0);
    expect(records).toEqual([]);
    expect(db.delivery("held")).toMatchObject({ state: "HELD", round: 0 });
  });

  it("leaves a lead received a moment ago to its trigger", async () => {
    const { call } = setup({
      fresh: { fields: { ...VALID_LEAD, createdAt: minutes(-1) }, delivery: undefined },
    });
    expect((await call({ action: "resend", leadIds: ["fresh"] })).refused).toEqual([
      { leadId: "fresh", why: "just received: its first send is on its way" },
    ]);
  });

  it("answers for a mixed selection lead by lead, and logs the outcome by uid", async () => {
    const { call, log } = setup({ a: lead({ state: "HELD" }), b: lead({ state: "SUCCESS" }) });
    const answer = await call({ action: "release", leadIds: ["a", "b"] });
    expect(answer).toEqual({
      queued: [{ leadId: "a", round: 1 }],
      refused: [{ leadId: "b", why: "already mailed (SUCCESS)" }],
    });
    expect(log.lines.filter((line) => line.event === "deskAction")).toEqual([
      { event: "deskAction", args: ["alex-uid", "release", answer.queued, answer.refused] },
    ]);
  });
});
