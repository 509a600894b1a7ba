// The one reader of a stored mail map (shared/read-delivery.ts), used by the functions and the
// desk alike; here, since it reads the Admin SDK's Timestamps, which shared/ may not import.
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { newDelivery } from "../shared/delivery.js";
import { readDelivery, toDate } from "../shared/read-delivery.js";

const at = new Date("2026-11-25T10:30:00Z");

describe("readDelivery", () => {
  it("reads a map the functions wrote, Admin SDK Timestamps as Dates", () => {
    const stored = {
      ...newDelivery({ state: "RETRY", attempts: 2, round: 1, reason: "watchdog" }),
      queuedAt: Timestamp.fromDate(at),
      nextAttemptAt: Timestamp.fromDate(new Date(at.getTime() + 60_000)),
      error: { status: 503, text: "Service Unavailable" },
      rateLimited: 1,
      heldFor: null,
    };
    expect(readDelivery(stored)).toEqual(
      newDelivery({
        state: "RETRY",
        attempts: 2,
        round: 1,
        reason: "watchdog",
        queuedAt: at,
        nextAttemptAt: new Date(at.getTime() + 60_000),
        error: { status: 503, text: "Service Unavailable" },
        rateLimited: 1,
      }),
    );
  });

  it("reads the web SDK's Timestamps too (anything with toDate), and Dates", () => {
    expect(toDate({ toDate: () => at })).toEqual(at);
    expect(toDate(at)).toBe(at);
    expect(toDate("2026-11-25")).toBeNull();
  });

  it("keeps a state it does not know by its name, and reads a map without one as QUEUED", () => {
    expect(readDelivery({ state: "PAUSED" })?.state).toBe("PAUSED");
    expect(readDelivery({ attempts: 1 })?.state).toBe("QUEUED");
  });

  it("gives every malformed part its starting value, and no map for a non-map", () => {
    expect(
      readDelivery({
        state: "HELD",
        attempts: "3",
        reason: "because",
        heldFor: "lunch",
        error: "boom",
        duplicateOf: 7,
        endTime: "yesterday",
      }),
    ).toEqual(newDelivery({ state: "HELD" }));
    expect(readDelivery(undefined)).toBeUndefined();
    expect(readDelivery(null)).toBeUndefined();
    expect(readDelivery("SUCCESS")).toBeUndefined();
  });
});
