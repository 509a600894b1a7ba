// The sales-mail handler with fake store, transport and clock: every EmailJS answer the spec
// names, what Cloud Tasks is told (retry or not), the last attempt, duplicates, an invalid
// lead, a missing configuration, an unanswered send, the monthly quota and a 404 outage.
import { leadReference } from "../leads/derive-reference.js";
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { newDelivery, type Delivery } from "../shared/delivery.js";
import type { StoredLead } from "../leads/lead-store.js";
import { RetryLater } from "./mail-steps.js";
import { sendAutoReply } from "./send-auto-reply.js";
import { sendSalesMail, type SalesMailDeps } from "./send-sales-mail.js";
import {
  fakeAlertGate,
  fakeBudget,
  fakeConfirmations,
  fakeQuota,
  fakeClock,
  fakeHistory,
  fakeLeadStore,
  fakeQueue,
  fakeSlots,
  fakeTransport,
  recordingLogs,
} from "../testing/fakes.js";
import { PACE_RULE } from "./send-slots.js";
import { DEFAULT_TEST_POLICY } from "../testing/policy.js";
import { testMailDeps } from "../testing/mail-deps.js";
import type { SendResult } from "./transport.js";

const LEAD_ID = "Lead123AutoShapedId0";
const CREATED_AT = new Date("2030-05-06T14:59:58Z");
const QUEUED = newDelivery({ state: "QUEUED", queuedAt: CREATED_AT });
/** The template variables of a lead with no plan, no source and no earlier brief. */
const NO_PLAN_OR_SOURCE = {
  planId: "",
  plan: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  referrer: "",
  landingPage: "",
  updatedBrief: "",
  previousLeadId: "",
  repeatNotice: "",
};

function setup(answers: Parameters<typeof fakeTransport> = [], lead: Partial<StoredLead> = {}) {
  const stored: StoredLead = {
    fields: { ...VALID_LEAD, createdAt: CREATED_AT },
    delivery: QUEUED,
    ...lead,
  };
  const db = fakeLeadStore({ [LEAD_ID]: stored });
  const mail = fakeTransport(...answers);
  const time = fakeClock();
  const log = recordingLogs();
  const tasks = fakeQueue();
  const quota = fakeQuota();
  const gate = fakeAlertGate();
  const deps = testMailDeps({
    store: db.store,
    mail: { transport: mail.transport },
    queue: tasks.queue,
    quota: quota.quota,
    alerts: gate.alerts,
    clock: time.clock,
    logs: log.logs,
  });
  const run = (retryCount = 0, overrides: Partial<SalesMailDeps> = {}) =>
    sendSalesMail({ leadId: LEAD_ID, round: 0 }, { retryCount }, { ...deps, ...overrides });
  return { db, mail, time, log, deps, run, tasks, quota };
}
const alerts = (log: ReturnType<typeof recordingLogs>) =>
  log.lines.filter((line) => line.event === "failed");

describe("sendSalesMail", () => {
  it("sends the six fields, the lead id, createdAt and the desk link, and records SUCCESS on 200", async () => {
    const { run, db, mail, time } = setup([{ status: 200, text: "OK" }]);
    await expect(run()).resolves.toBe("SUCCESS");
    expect(mail.calls).toEqual([
      {
        ...VALID_LEAD,
        leadId: LEAD_ID,
        reference: leadReference(LEAD_ID),
        createdAt: CREATED_AT.toISOString(),
        leadUrl: `https://brandvista.studio/desk/leads/${LEAD_ID}`,
        replyTo: VALID_LEAD.emailAddress,
        emailHref: `mailto:${VALID_LEAD.emailAddress}`,
        ...NO_PLAN_OR_SOURCE,
      },
    ]);
    expect(db.delivery(LEAD_ID)).toEqual<Delivery>({
      ...QUEUED,
      state: "SUCCESS",
      attempts: 1,
      startTime: time.clock.now(),
      endTime: time.clock.now(),
      info: { status: 200, text: "OK" },
    });
  });

  it("never changes the lead's own fields", async () => {
    const { run, db } = setup();
    await run();
    expect(db.fields(LEAD_ID)).toEqual({ ...VALID_LEAD, createdAt: CREATED_AT });
  });

  it.each([400, 403, 412, 451])(
    "records ERROR on permanent %i, alerts, and does not ask for a retry",
    async (status) => {
      const { run, db, mail, log } = setup([{ status, text: `EmailJS said ${status}` }]);
      await expect(run()).resolves.toBe("ERROR");
      expect(mail.calls).toHaveLength(1);
      expect(db.delivery(LEAD_ID)).toMatchObject({
        state: "ERROR",
        attempts: 1,
        leaseExpireTime: null,
        error: { status, text: `EmailJS said ${status}` },
      });
      expect(alerts(log)).toHaveLength(1);
    },
  );

  const transient: [string, SendResult][] = [
    ["503 outage", { status: 503, text: "Service Unavailable" }],
    ["500 server error", { status: 500, text: "Internal Server Error" }],
    ["network error", { status: 0, text: "Network error: connect ECONNREFUSED 127.0.0.1:443" }],
    ["time-out", { status: 0, text: "Timed out after 10000 ms" }],
  ];

  it.each(transient)(
    "on a %s records RETRY with the error and the next try, and throws for Cloud Tasks",
    async (_name, answer) => {
      const { run, db, time, log } = setup([answer]);
      await expect(run(2)).rejects.toBeInstanceOf(RetryLater);
      // Third attempt of the task failed: the next wait is min(1 s × 2², 4 s) = 4 s.
      expect(db.delivery(LEAD_ID)).toMatchObject({
        state: "RETRY",
        attempts: 1,
        error: answer,
        leaseExpireTime: null,
        nextAttemptAt: new Date(time.clock.now().getTime() + 4000),
      });
      expect(alerts(log)).toHaveLength(0);
    },
  );

  it("puts a lead EmailJS called too early (429) back into the paced queue, one second out", async () => {
    const { run, db, tasks } = setup([{ status: 429, text: "Too Many Requests" }]);
    await expect(run()).resolves.toBe("RETRY");
    expect(db.delivery(LEAD_ID)).toMatchObject({
      state: "RETRY",
      attempts: 1,
      round: 1,
      rateLimited: 1,
      error: { status: 429, text: "Too Many Requests" },
    });
    expect([...tasks.tasks]).toEqual([
      ["lead-Lead123AutoShapedId0-1", { leadId: LEAD_ID, round: 1 }],
    ]);
    expect(tasks.delays.get("lead-Lead123AutoShapedId0-1")).toBe(1);
  });

  it("falls back to Cloud Tasks' back-off after five 429s in a row", async () => {
    const { run, tasks } = setup([{ status: 429, text: "Too Many Requests" }], {
      delivery: newDelivery({ state: "RETRY", round: 5, rateLimited: 5 }),
    });
    await expect(run()).rejects.toBeInstanceOf(RetryLater);
    expect(tasks.tasks.size).toBe(0);
  });

  it("counts attempts across retries and ends SUCCESS when a retry works", async () => {
    const { run, db, mail } = setup([
      { status: 503, text: "down" },
      { status: 200, text: "OK" },
    ]);
    await expect(run(0)).rejects.toBeInstanceOf(RetryLater);
    await expect(run(1)).resolves.toBe("SUCCESS");
    expect(mail.calls).toHaveLength(2);
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
  });

  it("ends ERROR, with an alert, when the last attempt fails transiently (never a silent drop)", async () => {
    const { run, db, log } = setup([{ status: 503, text: "still down" }]);
    const last = DEFAULT_TEST_POLICY.maxAttempts - 1;
    await expect(run(last)).resolves.toBe("ERROR");
    expect(db.delivery(LEAD_ID)).toMatchObject({
      state: "ERROR",
      error: { status: 503, text: "still down" },
    });
    expect(alerts(log)).toHaveLength(1);
  });

  it("does nothing for a lead already mailed (a duplicate or stray task)", async () => {
    const done = newDelivery({ state: "SUCCESS", attempts: 1 });
    const { run, mail } = setup([], { delivery: done });
    await expect(run()).resolves.toBe("done");
    expect(mail.calls).toHaveLength(0);
  });

  it("lets exactly one of two concurrent tasks send", async () => {
    const { run, mail, db } = setup();
    const outcomes = await Promise.allSettled([run(), run()]);
    expect(mail.calls).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "fulfilled" && o.value === "SUCCESS")).toHaveLength(
      1,
    );
    expect(db.delivery(LEAD_ID)?.state).toBe("SUCCESS");
  });

  it("asks to be retried while another task holds an unexpired lease, and takes a lapsed one over", async () => {
    const time = fakeClock();
    const held = newDelivery({
      state: "PROCESSING",
      attempts: 1,
      leaseExpireTime: new Date(time.clock.now().getTime() + 30_000),
    });
    const { run, mail, time: clock } = setup([], { delivery: held });
    await expect(run()).rejects.toBeInstanceOf(RetryLater);
    expect(mail.calls).toHaveLength(0);
    clock.advance(31_000);
    await expect(run(1)).resolves.toBe("SUCCESS");
    expect(mail.calls).toHaveLength(1);
  });

  it("ends ERROR with what is wrong for a lead the schema refuses, without sending", async () => {
    const { run, db, mail, log } = setup([], {
      fields: { ...VALID_LEAD, emailAddress: "not-an-address", createdAt: CREATED_AT },
    });
    await expect(run()).resolves.toBe("ERROR");
    expect(mail.calls).toHaveLength(0);
    expect(db.delivery(LEAD_ID)?.error?.text).toMatch(/^Invalid lead, not sent: emailAddress:/);
    expect(alerts(log)).toHaveLength(1);
  });

  it("ends ERROR in production and SKIPPED in the emulators when EmailJS is not configured", async () => {
    const missing = { missing: ["EMAILJS_TEMPLATE_ID"] };
    const production = setup();
    await expect(production.run(0, { mail: missing })).resolves.toBe("ERROR");
    expect(production.db.delivery(LEAD_ID)?.error?.text).toBe(
      "EmailJS is not configured: EMAILJS_TEMPLATE_ID missing",
    );
    expect(alerts(production.log)).toHaveLength(1);

    const emulator = setup();
    await expect(emulator.run(0, { mail: missing, emulator: true })).resolves.toBe("SKIPPED");
    expect(alerts(emulator.log)).toHaveLength(0);
  });
});

describe("sendSalesMail: what sales gets", () => {
  it("carries the plan's name and price and where the visit came from", async () => {
    const { run, mail } = setup([], {
      fields: {
        ...VALID_LEAD,
        createdAt: CREATED_AT,
        plan: "logo-professional",
        source: { utmSource: "google", utmMedium: "cpc", landingPage: "/logo-design-services" },
      },
    });
    await run();
    expect(mail.calls[0]).toMatchObject({
      planId: "logo-professional",
      plan: "Professional Logo — $499",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "",
      referrer: "",
      landingPage: "/logo-design-services",
    });
  });

  it("keeps a repeated brief as DUPLICATE of the earlier lead, without mailing it", async () => {
    const { run, mail, db, deps, tasks } = setup();
    deps.history = fakeHistory({ kind: "duplicate", of: "earlier1" }).history;
    deps.autoReplyTemplateId = "template_reply";
    await expect(run()).resolves.toBe("DUPLICATE");
    expect(mail.calls).toHaveLength(0);
    expect(tasks.tasks.size).toBe(0); // no auto-reply either
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "DUPLICATE", duplicateOf: "earlier1" });
  });

  it("says in the mail that a different brief from the same address updates an earlier one", async () => {
    const { run, mail, deps } = setup();
    const at = new Date("2030-05-01T10:00:00Z");
    deps.history = fakeHistory({ kind: "new", previous: { leadId: "older7", at } }).history;
    await run();
    expect(mail.calls[0]).toMatchObject({
      previousLeadId: "older7",
      updatedBrief: expect.stringMatching(/^Updated brief: .* 2030-05-01 \(lead older7\)/),
    });
  });

  it("holds a lead over the hourly budget, alerting on the first hold only", async () => {
    const first = setup();
    first.deps.budget = fakeBudget(0).budget;
    const budget = first.deps.budget;
    await expect(first.run()).resolves.toBe("HELD");
    expect(first.mail.calls).toHaveLength(0);
    expect(first.db.delivery(LEAD_ID)?.state).toBe("HELD");
    expect(first.log.lines.filter((l) => l.event === "held")).toEqual([
      { event: "held", args: [LEAD_ID, true] },
    ]);

    const second = setup();
    await expect(second.run(0, { budget })).resolves.toBe("HELD");
    expect(second.log.lines.filter((l) => l.event === "held")).toEqual([
      { event: "held", args: [LEAD_ID, false] },
    ]);
  });

  it("sends a replayed lead whatever the history and the budget say", async () => {
    const { run, mail, deps } = setup([], {
      delivery: newDelivery({ state: "QUEUED", reason: "replay", round: 1 }),
    });
    deps.history = fakeHistory({ kind: "duplicate", of: "earlier1" }).history;
    deps.budget = fakeBudget(0).budget;
    await expect(run()).resolves.toBe("SUCCESS");
    expect(mail.calls).toHaveLength(1);
  });
});

describe("sendSalesMail: the prospect's confirmation", () => {
  it("queues one auto-reply after the sales mail and sends it through its own template", async () => {
    const { run, deps, tasks, db, mail } = setup();
    deps.autoReplyTemplateId = "template_reply";
    await expect(run()).resolves.toBe("SUCCESS");
    expect([...tasks.tasks.values()]).toEqual([{ leadId: LEAD_ID, round: 0, kind: "autoReply" }]);
    expect(db.autoReply(LEAD_ID)?.state).toBe("QUEUED");

    const reply = () =>
      sendAutoReply(
        { leadId: LEAD_ID, round: 0, kind: "autoReply" },
        { retryCount: 0 },
        { ...deps, confirmations: fakeConfirmations().confirmations },
      );
    await expect(reply()).resolves.toBe("SUCCESS");
    await expect(reply()).resolves.toBe("done");
    expect(mail.templates).toEqual([undefined, "template_reply"]);
    expect(db.autoReply(LEAD_ID)).toMatchObject({ state: "SUCCESS", attempts: 1 });
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "SUCCESS", attempts: 1 });
  });

  it("queues none when auto-replies are off", async () => {
    const { run, tasks, db } = setup();
    await run();
    expect(tasks.tasks.size).toBe(0);
    expect(db.autoReply(LEAD_ID)).toBeUndefined();
  });

  it("queues the auto-reply again when a mailed lead's task comes back without one", async () => {
    const { run, deps, tasks } = setup([], { delivery: newDelivery({ state: "SUCCESS" }) });
    deps.autoReplyTemplateId = "template_reply";
    await expect(run()).resolves.toBe("done");
    expect(tasks.tasks.size).toBe(1);
  });
});

describe("sendSalesMail: pacing", () => {
  /** A turn that is free, after no earlier answer. */
  const freeTurn = { free: true, answeredAt: undefined, intervalMs: 1000 };

  it("reserves a send slot after the claim and checks, waits for it and its turn right before the send, then hands the turn on", async () => {
    const order: string[] = [];
    const { run, deps, db } = setup([
      async () => {
        order.push("send");
        return { status: 200, text: "OK" };
      },
    ]);
    deps.slots = {
      async reserve(now) {
        order.push(`reserve, lead ${db.delivery(LEAD_ID)?.state ?? "unclaimed"}`);
        return { at: new Date(now.getTime() + 700), seq: 1 };
      },
      async waitTurn() {
        order.push("turn");
        return freeTurn;
      },
      async tooEarly() {
        order.push("429");
        return 1000;
      },
      async endTurn(_slot, answer) {
        order.push(`turn ends, answered ${answer.at ? "now" : "never"}`);
      },
    };
    deps.sleepUntil = async (at) => {
      order.push(`sleep until +${at.getTime() - deps.clock.now().getTime()} ms`);
    };
    await run();
    expect(order).toEqual([
      "reserve, lead PROCESSING",
      "sleep until +700 ms",
      "turn",
      "sleep until +700 ms",
      "send",
      "turn ends, answered now",
    ]);
  });

  it("puts the lead back into the queue when every slot within 30 s is taken", async () => {
    const { run, deps, db, tasks, mail } = setup();
    deps.slots = {
      reserve: async (now) => ({ busyUntil: new Date(now.getTime() + 45_000) }),
      waitTurn: async () => freeTurn,
      tooEarly: async () => 1000,
      endTurn: async () => undefined,
    };
    await expect(run()).resolves.toBe("RETRY");
    expect(mail.calls).toHaveLength(0);
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "RETRY", attempts: 0, round: 1 });
    expect(tasks.delays.get("lead-Lead123AutoShapedId0-1")).toBe(45);
  });

  it("leaves an interval after EmailJS's last answer, not after the last send", async () => {
    const { run, deps, time, mail } = setup();
    const pace = fakeSlots(1010);
    deps.slots = pace.slots;
    const sentAt: number[] = [];
    deps.sleepUntil = async (at) => {
      time.advance(Math.max(0, at.getTime() - time.clock.now().getTime()));
    };
    // The last send was answered 400 ms ago (it left earlier; its way to EmailJS was slow).
    const lastAnswer = time.clock.now().getTime() - 400;
    pace.pace.answeredAt = new Date(lastAnswer);
    mail.transport.send = async () => {
      sentAt.push(time.clock.now().getTime());
      return { status: 200, text: "OK" };
    };
    await run();
    expect(sentAt).toEqual([lastAnswer + 1010]);
  });

  it("hands its turn on, unsent, and goes back into the queue when its turn comes too late for the task's deadline", async () => {
    const { run, deps, db, mail, time } = setup();
    const pace = fakeSlots(1010);
    deps.slots = pace.slots;
    // The slot (29.5 s out) is within reach, but an interval after the last answer the task's
    // 60 s could not hold a 20 s send time-out and the recording.
    pace.pace.answeredAt = new Date(time.clock.now().getTime() + 29_500);
    await expect(run(0, { sendTimeoutMs: 20_000 })).resolves.toBe("RETRY");
    expect(mail.calls).toHaveLength(0);
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "RETRY", attempts: 0, round: 1 });
    expect(pace.pace.doneSeq).toBe(1);
  });
});

describe("sendSalesMail: a 429 keeps its turn", () => {
  const TOO_EARLY = { status: 429, text: "Too Many Requests" };
  const OTHER_ID = "Lead456AutoShapedId0";

  /** Two leads sharing one pace and one clock; sleeping moves the clock on. */
  function twoLeads(answers: Record<string, SendResult[]>) {
    const lead: StoredLead = { fields: { ...VALID_LEAD, createdAt: CREATED_AT }, delivery: QUEUED };
    const db = fakeLeadStore({ [LEAD_ID]: lead, [OTHER_ID]: lead });
    const time = fakeClock();
    const pace = fakeSlots(1040, 1040);
    const tasks = fakeQueue();
    const sends: { leadId: string; at: number; status: number }[] = [];
    const transport = {
      async send(params: Record<string, string>) {
        const leadId = params.leadId ?? "";
        const answer = answers[leadId]?.shift() ?? { status: 200, text: "OK" };
        sends.push({ leadId, at: time.clock.now().getTime(), status: answer.status });
        return answer;
      },
    };
    const deps: SalesMailDeps = testMailDeps({
      store: db.store,
      mail: { transport },
      queue: tasks.queue,
      clock: time.clock,
      slots: pace.slots,
      sleepUntil: async (at) => {
        time.advance(Math.max(0, at.getTime() - time.clock.now().getTime()));
      },
    });
    const run = (leadId: string) => sendSalesMail({ leadId, round: 0 }, { retryCount: 0 }, deps);
    return { db, pace, sends, tasks, run };
  }

  it("tries again in its own turn, an interval (widened) after the 429, ahead of the lead behind it", async () => {
    const { db, pace, sends, tasks, run } = twoLeads({ [LEAD_ID]: [TOO_EARLY] });
    const [first, second] = await Promise.all([run(LEAD_ID), run(OTHER_ID)]);

    expect([first, second]).toEqual(["SUCCESS", "SUCCESS"]);
    const statuses = sends.map(({ leadId, status }) => `${leadId} ${status}`);
    expect(statuses).toEqual([`${LEAD_ID} 429`, `${LEAD_ID} 200`, `${OTHER_ID} 200`]);
    // Widened by the 429 from 1040 to 1140 ms, for the retry and for the lead behind it.
    expect(pace.pace.intervalMs).toBe(1040 + PACE_RULE.widenMs);
    const at = sends.map((send) => send.at);
    expect([Number(at[1]) - Number(at[0]), Number(at[2]) - Number(at[1])]).toEqual([1140, 1140]);
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "SUCCESS", attempts: 2 });
    expect(tasks.tasks.size).toBe(0); // nothing went back into the queue
    expect(pace.pace.doneSeq).toBe(2);
  });

  it("goes back into the paced queue after three 429s in its turn, and hands the turn on", async () => {
    const { db, pace, sends, tasks, run } = twoLeads({
      [LEAD_ID]: [TOO_EARLY, TOO_EARLY, TOO_EARLY],
    });
    const [first, second] = await Promise.all([run(LEAD_ID), run(OTHER_ID)]);

    expect([first, second]).toEqual(["RETRY", "SUCCESS"]);
    const statuses = sends.map(({ leadId, status }) => `${leadId} ${status}`);
    expect(statuses).toEqual([...Array(3).fill(`${LEAD_ID} 429`), `${OTHER_ID} 200`]);
    expect(db.delivery(LEAD_ID)).toMatchObject({
      state: "RETRY",
      attempts: 3,
      rateLimited: 3,
      round: 1,
    });
    expect([...tasks.tasks.keys()]).toEqual(["lead-Lead123AutoShapedId0-1"]);
    expect(pace.pace.doneSeq).toBe(2);
  });
});

describe("sendSalesMail: EmailJS as it really behaves", () => {
  it("calls a send without an answer unknown, and says so in every later send (repeatNotice)", async () => {
    const timedOut = { status: 0, text: "Timed out after 10000 ms", unanswered: true };
    const { run, db, mail, time } = setup([timedOut, { status: 200, text: "OK" }]);
    const sentAt = time.clock.now();
    await expect(run(0)).rejects.toBeInstanceOf(RetryLater);
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "RETRY", unansweredAt: sentAt });
    time.advance(60_000);
    await expect(run(1)).resolves.toBe("SUCCESS");
    expect(mail.calls.map((params) => params.repeatNotice)).toEqual([
      "",
      "This may repeat an e-mail sent on 2030-05-06 at 15:00 UTC whose answer never came.",
    ]);
    // Kept after the success: the desk and the CLI can say the lead may have gone twice.
    expect(db.delivery(LEAD_ID)).toMatchObject({ state: "SUCCESS", unansweredAt: sentAt });
  });

  it.each([
    ["426", { status: 426, text: "The monthly limit of requests is reached" }],
    ["429 naming the monthly limit", { status: 429, text: "Monthly limit reached" }],
  ])(
    "holds the lead when the monthly quota is used up (%s), alerting once with the count, no confirmation",
    async (_name, answer) => {
      const first = setup([answer]);
      first.deps.autoReplyTemplateId = "template_reply";
      await expect(first.run()).resolves.toBe("HELD");
      expect(first.db.delivery(LEAD_ID)).toMatchObject({
        state: "HELD",
        heldFor: "quota",
        error: answer,
      });
      expect(first.tasks.tasks.size).toBe(0);
      const held = () => first.log.lines.filter((l) => l.event === "quotaHeld");
      expect(held()).toEqual([{ event: "quotaHeld", args: [LEAD_ID, 1, answer, true] }]);
    },
  );

  it("sends a released quota-held lead once, and confirms nothing for it", async () => {
    const { run, mail, tasks, deps, db } = setup([], {
      delivery: newDelivery({ state: "QUEUED", reason: "replay", round: 1, heldFor: "quota" }),
    });
    deps.autoReplyTemplateId = "template_reply";
    await expect(run()).resolves.toBe("SUCCESS");
    await expect(run()).resolves.toBe("done");
    expect(mail.calls).toHaveLength(1);
    expect(tasks.tasks.size).toBe(0);
    expect(db.delivery(LEAD_ID)?.state).toBe("SUCCESS");
  });

  it("retries a 404 on Cloud Tasks' back-off like an outage, alerting at the first one only", async () => {
    const notFound = { status: 404, text: "Account not found" };
    const { run, log, mail } = setup([notFound, notFound, { status: 200, text: "OK" }]);
    await expect(run(0)).rejects.toBeInstanceOf(RetryLater);
    await expect(run(1)).rejects.toBeInstanceOf(RetryLater);
    await expect(run(2)).resolves.toBe("SUCCESS");
    expect(mail.calls).toHaveLength(3);
    expect(log.lines.filter((l) => l.event === "accountNotFound").map((l) => l.args[2])).toEqual([
      true,
      false,
    ]);
  });

  it("counts each accepted e-mail against the month, alerting when it reaches 80 %", async () => {
    const { run, quota, log } = setup();
    const nearly = fakeQuota(10, 7);
    await run(0, { quota: nearly.quota });
    expect(nearly.counter.sent).toBe(8);
    expect(quota.counter.sent).toBe(0);
    expect(log.lines.filter((l) => l.event === "quotaNearlyUsed")).toEqual([
      { event: "quotaNearlyUsed", args: [8, 10] },
    ]);
  });
});
