// The pace's rule: how a 429 widens the interval, how a clean run narrows it back, its bounds,
// and when a send whose turn has come may leave.
import { describe, expect, it } from "vitest";
import { adaptPace, leaveAt, PACE_RULE, type PaceInterval } from "./send-slots.js";

const FLOOR = 1010;

/** The interval after a run of answers (true: a 429). */
function after(answers: boolean[], start: PaceInterval = { intervalMs: FLOOR, clean: 0 }) {
  return answers.reduce((pace, rateLimited) => adaptPace(pace, rateLimited, FLOOR), start);
}
const clean = (count: number) => Array.from({ length: count }, () => false);

describe("adaptPace", () => {
  it("widens the interval by one step on each 429 and starts the clean run again", () => {
    expect(after([true])).toEqual({ intervalMs: FLOOR + PACE_RULE.widenMs, clean: 0 });
    expect(after([true, true, true]).intervalMs).toBe(FLOOR + 3 * PACE_RULE.widenMs);
    expect(after([...clean(PACE_RULE.cleanRun - 1), true], { intervalMs: 1200, clean: 0 })).toEqual(
      { intervalMs: 1200 + PACE_RULE.widenMs, clean: 0 },
    );
  });

  it("narrows it by a small step only after a full run of answers without 429", () => {
    const wide = { intervalMs: 1300, clean: 0 };
    expect(after(clean(PACE_RULE.cleanRun - 1), wide)).toEqual({
      intervalMs: 1300,
      clean: PACE_RULE.cleanRun - 1,
    });
    expect(after(clean(PACE_RULE.cleanRun), wide)).toEqual({
      intervalMs: 1300 - PACE_RULE.narrowMs,
      clean: 0,
    });
  });

  it("comes back to the floor after one 429 once enough clean runs have passed, and never below", () => {
    const runsBack = PACE_RULE.widenMs / PACE_RULE.narrowMs;
    const widened = after([true]);
    expect(after(clean(runsBack * PACE_RULE.cleanRun - 1), widened).intervalMs).toBeGreaterThan(
      FLOOR,
    );
    expect(after(clean(runsBack * PACE_RULE.cleanRun), widened).intervalMs).toBe(FLOOR);
    expect(after(clean(10 * PACE_RULE.cleanRun), widened).intervalMs).toBe(FLOOR);
  });

  it("never widens past the cap, however many 429s come", () => {
    expect(after(Array.from({ length: 100 }, () => true)).intervalMs).toBe(PACE_RULE.capMs);
  });

  it("keeps EmailJS's 1 s as the floor for any rate of 1/s", () => {
    expect(PACE_RULE.capMs).toBeGreaterThan(FLOOR);
    expect(after(clean(50), { intervalMs: 900, clean: 0 }).intervalMs).toBe(FLOOR);
  });
});

describe("leaveAt", () => {
  const slot = new Date("2030-05-06T15:00:00.000Z");
  const turn = (answeredAt: Date | undefined) => ({ free: true, answeredAt, intervalMs: 1010 });

  it("leaves at the slot when the last answer came long enough before it", () => {
    expect(leaveAt(slot, turn(new Date(slot.getTime() - 5000)))).toEqual(slot);
    expect(leaveAt(slot, turn(undefined))).toEqual(slot);
  });

  it("waits for an interval after the last answer when that comes later than the slot", () => {
    const answeredAt = new Date(slot.getTime() - 200);
    expect(leaveAt(slot, turn(answeredAt))).toEqual(new Date(answeredAt.getTime() + 1010));
  });
});
