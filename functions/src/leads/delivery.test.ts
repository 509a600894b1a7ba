// The state table everyone reads: which states are final, and what the replay may touch.
import { describe, expect, it } from "vitest";
import { DELIVERY_STATES, newDelivery, ruleOf } from "../shared/delivery.js";
import { whyNotReplayable } from "./replay-leads.js";

describe("the delivery states", () => {
  it("derives the final states from the table", () => {
    const final = Object.entries(DELIVERY_STATES).filter(([, rule]) => rule.final);
    expect(final.map(([state]) => state).sort()).toEqual(
      ["DECLINED", "DUPLICATE", "ERROR", "HELD", "SKIPPED", "SUCCESS"].sort(),
    );
  });

  it("knows no state it was not told of", () => {
    expect(ruleOf("PAUSED")).toBeUndefined();
    expect(ruleOf("toString")).toBeUndefined();
  });

  it("lets a person replay a held, failed or folded lead, never a mailed one", () => {
    const now = new Date();
    for (const state of ["HELD", "ERROR", "DUPLICATE", "SKIPPED", "RETRY"] as const)
      expect(whyNotReplayable(newDelivery({ state }), now)).toBeUndefined();
    expect(whyNotReplayable(newDelivery({ state: "SUCCESS" }), now)).toBe(
      "already mailed (SUCCESS)",
    );
  });
});
