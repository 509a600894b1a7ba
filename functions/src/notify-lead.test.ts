// The notifyLead handler with fake store, transport and clock: every EmailJS answer the
// spec names, duplicates, a stale lease, an invalid lead and a missing configuration.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../tests/fixtures/leads.ts";
import type { Delivery } from "./delivery.js";
import type { StoredLead } from "./lead-store.js";
import { notifyLead, type NotifyLeadDeps } from "./notify-lead.js";
import { fakeClock, fakeLeadStore, fakeTransport, recordingLogs } from "./testing/fakes.js";
import type { SendResult } from "./transport.js";

const LEAD_ID = "lead-123";
const CREATED_AT = new Date("2030-05-06T14:59:58Z");

function setup(answers: Parameters<typeof fakeTransport> = [], lead: Partial<StoredLead> = {}) {
  const stored: StoredLead = {
    fields: { ...VALID_LEAD, createdAt: CREATED_AT },
    delivery: undefined,
    ...lead,
  };
  const db = fakeLeadStore({ [LEAD_ID]: stored });
  const mail = fakeTransport(...answers);
  const time = fakeClock();
  const log = recordingLogs();
  const deps: NotifyLeadDeps = {
    store: db.store,
    transport: mail.transport,
    clock: time.clock,
    logs: log.logs,
  };
  return { db, mail, time, log, deps, run: () => notifyLead(LEAD_ID, deps) };
}

describe("notifyLead", () => {
  it("sends the six fields, the lead id and createdAt, and records SUCCESS on 200", async () => {
    const { run, db, mail, time } = setup([{ status: 200, text: "OK" }]);
    await expect(run()).resolves.toBe("SUCCESS");
    expect(mail.calls).toEqual([
      { ...VALID_LEAD, leadId: LEAD_ID, createdAt: CREATED_AT.toISOString() },
    ]);
    expect(db.delivery(LEAD_ID)).toEqual<Delivery>({
      state: "SUCCESS",
      attempts: 1,
      startTime: time.clock.now(),
      endTime: time.clock.now(),
      leaseExpireTime: null,
      error: null,
      info: { status: 200, text: "OK" },
    });
  });

  it("never changes the lead's own fields", async () => {
    const { run, db } = setup();
    await run();
    expect(db.fields(LEAD_ID)).toEqual({ ...VALID_LEAD, createdAt: CREATED_AT });
  });

  it.each([400, 403, 412, 451])(
    "records ERROR after one attempt on permanent %i",
    async (status) => {
      const { run, db, mail } = setup([{ status, text: `EmailJS said ${status}` }]);
      await expect(run()).resolves.toBe("ERROR");
      expect(mail.calls).toHaveLength(1);
      expect(db.delivery(LEAD_ID)).toMatchObject({
        state: "ERROR",
        attempts: 1,
        leaseExpireTime: null,
        error: { status, text: `EmailJS said ${status}` },
      });
    },
  );

  const transient: [string, SendResult][] = [
    ["429 rate limit", { status: 429, text: "Too Many Requests" }],
    ["500 server error", { status: 500, text: "Internal Server Error" }],
    ["network error", { status: 0, text: "Network error: connect ECONNREFUSED 127.0.0.1:443" }],
    ["time-out", { status: 0, text: "Timed out after 10000 ms" }],
  ];

  it.each(transient)(
    "retries after a %s and records SUCCESS when the retry works",
    async (_name, failure) => {
      const { run, db, mail, time } = setup([failure, { status: 200, text: "OK" }]);
      await expect(run()).resolves.toBe("SUCCESS");
      expect(mail.calls).toHaveLength(2);
      expect(time.sleeps).toEqual([400]);
      expect(db.delivery(LEAD_ID)).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    },
  );

  it.each(transient)("gives up with ERROR after 3 attempts of %s", async (_name, failure) => {
    const { run, db, mail, time } = setup([failure, failure, failure, { status: 200, text: "OK" }]);
    await expect(run()).resolves.toBe("ERROR");
    expect(mail.calls).toHaveLength(3);
    expect(time.sleeps).toEqual([400, 800]);
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "ERROR", attempts: 3, error: failure });
  });

  it("holds a RETRY lease during the back-off, so a duplicate event sends nothing", async () => {
    let release: (result: SendResult) => void = () => undefined;
    const { run, db, mail, deps } = setup([
      { status: 429, text: "Too Many Requests" },
      () => new Promise<SendResult>((resolve) => (release = resolve)),
    ]);
    const first = run();
    await waitUntil(() => mail.calls.length === 2);
    expect(db.delivery(LEAD_ID)?.state).toBe("PROCESSING");
    await expect(notifyLead(LEAD_ID, deps)).resolves.toBe("busy");
    release({ status: 200, text: "OK" });
    await expect(first).resolves.toBe("SUCCESS");
    expect(mail.calls).toHaveLength(2);
  });

  it("sends once when the same event is delivered twice at the same time", async () => {
    const { db, mail, deps } = setup();
    const outcomes = await Promise.all([notifyLead(LEAD_ID, deps), notifyLead(LEAD_ID, deps)]);
    // The loser finds the lead either still leased ("busy") or already SUCCESS ("done").
    expect(outcomes.filter((outcome) => outcome === "SUCCESS")).toHaveLength(1);
    expect(mail.calls).toHaveLength(1);
    expect(db.delivery(LEAD_ID)?.state).toBe("SUCCESS");
  });

  it("sends once when a duplicate event carries the lead as it was before the claim", async () => {
    const { db, mail, deps } = setup();
    const initial = await deps.store.read(LEAD_ID);
    await expect(notifyLead(LEAD_ID, { ...deps, initial })).resolves.toBe("SUCCESS");
    await expect(notifyLead(LEAD_ID, { ...deps, initial })).resolves.toBe("done");
    expect(mail.calls).toHaveLength(1);
    expect(db.delivery(LEAD_ID)?.state).toBe("SUCCESS");
  });

  it("still records the outcome when someone edits the lead during the send", async () => {
    let touch = () => undefined as unknown;
    const { run, db, mail } = setup([
      async () => {
        touch();
        return { status: 200, text: "OK" };
      },
    ]);
    touch = () => db.touch(LEAD_ID, { industry: "Coffee" });
    await expect(run()).resolves.toBe("SUCCESS");
    expect(mail.calls).toHaveLength(1);
    expect(db.delivery(LEAD_ID)?.state).toBe("SUCCESS");
  });

  it("sends nothing for a redelivered event after SUCCESS", async () => {
    const { run, mail } = setup();
    await run();
    await expect(run()).resolves.toBe("done");
    expect(mail.calls).toHaveLength(1);
  });

  it("leaves a lead alone while another invocation's lease runs", async () => {
    const time = fakeClock();
    const { run, mail } = setup([], {
      delivery: processing(new Date(time.clock.now().getTime() + 30_000)),
    });
    await expect(run()).resolves.toBe("busy");
    expect(mail.calls).toHaveLength(0);
  });

  it("takes over a lead stuck in PROCESSING past its lease", async () => {
    const stuck = processing(new Date("2030-05-06T14:59:00Z"));
    const { run, db, mail } = setup([], { delivery: stuck });
    await expect(run()).resolves.toBe("SUCCESS");
    expect(mail.calls).toHaveLength(1);
    expect(db.delivery(LEAD_ID)).toMatchObject({
      state: "SUCCESS",
      attempts: 2,
      startTime: stuck.startTime,
    });
  });

  it("records SKIPPED and sends nothing when EmailJS is not configured", async () => {
    const { db, deps } = setup();
    await expect(notifyLead(LEAD_ID, { ...deps, transport: undefined })).resolves.toBe("SKIPPED");
    expect(db.delivery(LEAD_ID)).toMatchObject({
      state: "SKIPPED",
      attempts: 0,
      error: null,
      info: { status: 0, text: expect.stringContaining("not configured") },
    });
  });

  it("records ERROR with the reason for a lead the schema rejects", async () => {
    const { run, db, mail } = setup([], {
      fields: { ...VALID_LEAD, emailAddress: "not-an-address", createdAt: CREATED_AT },
    });
    await expect(run()).resolves.toBe("ERROR");
    expect(mail.calls).toHaveLength(0);
    expect(db.delivery(LEAD_ID)?.error?.text).toMatch(/^Invalid lead, not sent: emailAddress: /);
  });

  it("records ERROR for a lead without createdAt", async () => {
    const { run, db } = setup([], { fields: { ...VALID_LEAD } });
    await expect(run()).resolves.toBe("ERROR");
    expect(db.delivery(LEAD_ID)?.error?.text).toContain("createdAt: missing");
  });

  it("does nothing for a lead that no longer exists", async () => {
    const { deps, mail } = setup();
    await expect(notifyLead("gone", deps)).resolves.toBe("done");
    expect(mail.calls).toHaveLength(0);
  });

  it("never logs the visitor's e-mail address or phone number", async () => {
    const { run, log } = setup([
      { status: 429, text: "Too Many Requests" },
      { status: 403, text: "Forbidden" },
    ]);
    await run();
    const logged = JSON.stringify(log.lines);
    expect(log.lines.map((line) => line.event)).toEqual(["retrying", "failed"]);
    expect(logged).toContain(LEAD_ID);
    expect(logged).not.toContain(VALID_LEAD.emailAddress);
    expect(logged).not.toContain(VALID_LEAD.number);
  });
});

function processing(leaseExpireTime: Date): Delivery {
  return {
    state: "PROCESSING",
    attempts: 1,
    startTime: new Date("2030-05-06T14:58:00Z"),
    endTime: null,
    leaseExpireTime,
    error: null,
    info: null,
  };
}

async function waitUntil(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 1));
  expect(condition()).toBe(true);
}
