// Which leads the watchdog calls stuck, and that it queues each of them once.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { newDelivery, type Delivery } from "../shared/delivery.js";
import { fakeClock, fakeLeadStore, fakeQueue, recordingLogs } from "../testing/fakes.js";
import { runWatchdog, WATCHDOG_DEFAULTS, whyStuck } from "./watchdog.js";

const NOW = fakeClock().clock.now();
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const lead = (createdMinutesAgo: number, delivery?: Delivery) => ({
  id: "x",
  version: "1",
  lead: { fields: { ...VALID_LEAD, createdAt: minutes(-createdMinutesAgo) }, delivery },
});

describe("whyStuck", () => {
  it.each([
    ["never queued", lead(10)],
    ["queued, task never ran", lead(90, newDelivery({ state: "QUEUED", queuedAt: minutes(-61) }))],
    [
      "lease lapsed mid-send",
      lead(10, newDelivery({ state: "PROCESSING", leaseExpireTime: minutes(-1) })),
    ],
    ["retry overdue", lead(60, newDelivery({ state: "RETRY", nextAttemptAt: minutes(-11) }))],
    [
      'unknown state "PAUSED"',
      lead(60, { ...newDelivery({ state: "SUCCESS" }), state: "PAUSED" as never }),
    ],
  ])("calls a lead stuck: %s", (why, listed) => {
    expect(whyStuck(listed, NOW, WATCHDOG_DEFAULTS)).toBe(why);
  });

  it.each([
    ["too young to tell", lead(2)],
    [
      "queued a while ago, the queue may be busy",
      lead(30, newDelivery({ state: "QUEUED", queuedAt: minutes(-30) })),
    ],
    [
      "sending under a live lease",
      lead(10, newDelivery({ state: "PROCESSING", leaseExpireTime: minutes(1) })),
    ],
    [
      "waiting for a retry that is due soon",
      lead(60, newDelivery({ state: "RETRY", nextAttemptAt: minutes(5) })),
    ],
    ["mailed", lead(60, newDelivery({ state: "SUCCESS" }))],
    ["failed (it alerted; a person replays it)", lead(60, newDelivery({ state: "ERROR" }))],
    ["skipped in the emulators", lead(60, newDelivery({ state: "SKIPPED" }))],
    ["folded into an earlier lead", lead(60, newDelivery({ state: "DUPLICATE" }))],
    ["held (it alerted; a person releases it)", lead(60, newDelivery({ state: "HELD" }))],
  ])("leaves a lead alone: %s", (_why, listed) => {
    expect(whyStuck(listed, NOW, WATCHDOG_DEFAULTS)).toBeUndefined();
  });
});

describe("runWatchdog", () => {
  it("queues each stuck lead in its next round, alerts once, and is idempotent", async () => {
    const fields = (ago: number) => ({ ...VALID_LEAD, createdAt: minutes(-ago) });
    const db = fakeLeadStore({
      lost: { fields: fields(10), delivery: undefined },
      lapsed: {
        fields: fields(10),
        delivery: newDelivery({ state: "PROCESSING", round: 1, leaseExpireTime: minutes(-3) }),
      },
      fine: { fields: fields(10), delivery: newDelivery({ state: "SUCCESS" }) },
    });
    const tasks = fakeQueue();
    const log = recordingLogs();
    const deps = { store: db.store, queue: tasks.queue, clock: { now: () => NOW }, logs: log.logs };

    const stuck = await runWatchdog(deps);
    // Same creation time: listed by id.
    expect(stuck).toEqual([
      { leadId: "lapsed", why: "lease lapsed mid-send" },
      { leadId: "lost", why: "never queued" },
    ]);
    expect([...tasks.tasks.keys()].sort()).toEqual(["lead-lapsed-2", "lead-lost-0"]);
    expect(db.delivery("lapsed")).toMatchObject({ state: "QUEUED", round: 2, reason: "watchdog" });
    expect(log.lines.filter((line) => line.event === "watchdog")).toEqual([
      { event: "watchdog", args: [3, stuck] },
    ]);

    await expect(runWatchdog(deps)).resolves.toEqual([]);
    expect(tasks.tasks.size).toBe(2);
  });
});
