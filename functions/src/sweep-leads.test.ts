// The sweep with fake store, transport and clock: it mails other waiting leads exactly once,
// keeps away from live leases and final leads, stays within its bounds and never throws.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../tests/fixtures/leads.ts";
import type { Delivery } from "./delivery.js";
import type { LeadStore, StoredLead } from "./lead-store.js";
import { notifyLead } from "./notify-lead.js";
import { sweepLeads, type SweepDeps } from "./sweep-leads.js";
import { fakeClock, fakeLeadStore, fakeTransport, recordingLogs } from "./testing/fakes.js";
import type { SendResult } from "./transport.js";

const NOW = new Date("2030-05-06T15:00:00Z");
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

/** A valid lead created `seconds` before NOW, with an optional delivery map. */
function lead(seconds: number, delivery?: Delivery): StoredLead {
  return { fields: { ...VALID_LEAD, createdAt: secondsAgo(seconds) }, delivery };
}

function setup(
  leads: Record<string, StoredLead>,
  answers: Parameters<typeof fakeTransport> = [],
  sweep: SweepDeps["sweep"] = {},
) {
  const db = fakeLeadStore(leads);
  const mail = fakeTransport(...answers);
  const time = fakeClock(NOW);
  const log = recordingLogs();
  const deps: SweepDeps = {
    store: db.store,
    transport: mail.transport,
    clock: time.clock,
    logs: log.logs,
    sweep,
  };
  const sentIds = () => mail.calls.map((params) => params.leadId).sort();
  return { db, mail, time, log, deps, sentIds };
}

function delivery(state: Delivery["state"], leaseExpireTime: Date | null): Delivery {
  return {
    state,
    attempts: 1,
    startTime: secondsAgo(30),
    endTime: leaseExpireTime ? null : secondsAgo(29),
    leaseExpireTime,
    error: null,
    info: null,
  };
}

describe("sweepLeads", () => {
  it("mails every other waiting lead once and leaves the triggering lead to its own event", async () => {
    const { deps, db, sentIds } = setup({ own: lead(3), a: lead(2), b: lead(1) });
    const report = await sweepLeads("own", deps);

    expect(sentIds()).toEqual(["a", "b"]);
    expect(report).toEqual({ scanned: 3, attempted: 2, outcomes: { SUCCESS: 2 } });
    expect(db.delivery("own")).toBeUndefined();
    expect(db.delivery("a")).toMatchObject({ state: "SUCCESS", attempts: 1 });
    expect(db.fields("a")).toEqual(lead(2).fields);
  });

  it("sends nothing more when a swept lead's own event arrives later", async () => {
    const { deps, mail } = setup({ own: lead(2), a: lead(1) });
    // The event carries the lead as it was created, before the sweep claimed it.
    const asCreated = await deps.store.read("a");
    await sweepLeads("own", deps);
    await expect(notifyLead("a", { ...deps, initial: asCreated })).resolves.toBe("done");
    expect(mail.calls).toHaveLength(1);
  });

  it("sends once when a lead's own event and a sweep race for it", async () => {
    const { deps, db, mail } = setup({ own: lead(2), a: lead(1) });
    const asCreated = await deps.store.read("a");
    const [own] = await Promise.all([
      notifyLead("a", { ...deps, initial: asCreated }),
      sweepLeads("own", deps),
    ]);
    expect(["SUCCESS", "busy", "done"]).toContain(own);
    expect(mail.calls).toHaveLength(1);
    expect(db.delivery("a")?.state).toBe("SUCCESS");
  });

  it("sends each lead once when several invocations sweep at the same time", async () => {
    const leads = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`lead-${index}`, lead(60 - index)]),
    );
    const { deps, sentIds } = setup(leads);
    await Promise.all(["lead-0", "lead-5", "lead-11"].map((id) => sweepLeads(id, deps)));
    expect(sentIds()).toEqual(Object.keys(leads).sort());
  });

  it("keeps away from leads another invocation holds with a live lease", async () => {
    const processing = delivery("PROCESSING", new Date(NOW.getTime() + 30_000));
    const retrying = delivery("RETRY", new Date(NOW.getTime() + 1_000));
    const { deps, db, mail } = setup({
      own: lead(3),
      held: lead(2, processing),
      backingOff: lead(1, retrying),
    });
    const report = await sweepLeads("own", deps);

    expect(report.attempted).toBe(0);
    expect(mail.calls).toHaveLength(0);
    expect(db.delivery("held")).toEqual(processing);
    expect(db.delivery("backingOff")).toEqual(retrying);
  });

  it("takes over a lead whose lease ran out, keeping its attempts", async () => {
    const stuck = delivery("PROCESSING", secondsAgo(1));
    const { deps, db, sentIds } = setup({ own: lead(90), stuck: lead(80, stuck) });
    await sweepLeads("own", deps);
    expect(sentIds()).toEqual(["stuck"]);
    expect(db.delivery("stuck")).toMatchObject({
      state: "SUCCESS",
      attempts: 2,
      startTime: stuck.startTime,
    });
  });

  it("leaves final leads and leads older than its window alone", async () => {
    const { deps, sentIds } = setup({
      own: lead(1),
      sent: lead(2, delivery("SUCCESS", null)),
      failed: lead(3, delivery("ERROR", null)),
      skipped: lead(4, delivery("SKIPPED", null)),
      old: lead(301),
    });
    const report = await sweepLeads("own", deps);
    expect(sentIds()).toEqual([]);
    expect(report.scanned).toBe(4); // the old lead is not even read
  });

  it("claims at most maxLeads leads, oldest first", async () => {
    const leads = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [`lead-${index}`, lead(60 - index)]),
    );
    const { deps, sentIds } = setup(leads, [], { maxLeads: 3 });
    await sweepLeads("lead-0", deps);
    expect(sentIds()).toEqual(["lead-1", "lead-2", "lead-3"]);
  });

  it("reads at most maxScanned leads, a page at a time", async () => {
    const leads = Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [
        `lead-${String(index).padStart(2, "0")}`,
        lead(60 - index, index < 25 ? delivery("SUCCESS", null) : undefined),
      ]),
    );
    const { deps, db, sentIds } = setup(leads, [], { maxScanned: 20, pageSize: 10 });
    const report = await sweepLeads("own", deps);
    expect(report.scanned).toBe(20);
    expect(db.pages()).toBe(2);
    expect(sentIds()).toEqual([]);
  });

  it("retries a swept lead's transient failure like its own event would", async () => {
    const { deps, db, mail, time } = setup({ own: lead(2), a: lead(1) }, [
      { status: 429, text: "Too Many Requests" },
      { status: 200, text: "OK" },
    ]);
    await sweepLeads("own", deps);
    expect(mail.calls).toHaveLength(2);
    expect(time.sleeps).toEqual([400]);
    expect(db.delivery("a")).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
  });

  it("never throws: a failed query or a failed lead is logged and the rest goes on", async () => {
    const { deps, log, sentIds } = setup({ own: lead(3), broken: lead(2), fine: lead(1) });
    const writeDelivery = deps.store.writeDelivery.bind(deps.store);
    const flaky: LeadStore = {
      ...deps.store,
      writeDelivery: (id, next, version) =>
        id === "broken"
          ? Promise.reject(new Error("UNAVAILABLE"))
          : writeDelivery(id, next, version),
    };
    const report = await sweepLeads("own", { ...deps, store: flaky });
    expect(report.outcomes).toEqual({ failed: 1, SUCCESS: 1 });
    expect(sentIds()).toEqual(["fine"]);

    const failing: LeadStore = {
      ...deps.store,
      // eslint-disable-next-line require-yield -- a query that fails before its first page
      async *listCreatedSince() {
        throw new Error("DEADLINE_EXCEEDED");
      },
    };
    await expect(sweepLeads("own", { ...deps, store: failing })).resolves.toMatchObject({
      attempted: 0,
    });
    expect(log.lines.filter((line) => line.event === "sweepFailed")).toHaveLength(2);
  });

  it("logs counts only, never the visitor's e-mail address or phone number", async () => {
    const failure: SendResult = { status: 403, text: "Forbidden" };
    const { deps, log } = setup({ own: lead(2), a: lead(1) }, [failure]);
    await sweepLeads("own", deps);
    const logged = JSON.stringify(log.lines);
    expect(log.lines.map((line) => line.event)).toEqual(["failed", "swept"]);
    expect(logged).not.toContain(VALID_LEAD.emailAddress);
    expect(logged).not.toContain(VALID_LEAD.number);
  });
});
