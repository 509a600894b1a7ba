// The plan labels (the mails', the desk's) write each price as the pricing page does.
import { describe, expect, it } from "vitest";
import { formatUsd } from "../../../web/src/content/format-usd.ts";
import { plans } from "./plans.js";
import { PLAN_LABELS } from "./plan-labels.js";

describe("PLAN_LABELS", () => {
  it("names every plan with its price as the pricing page writes it", () => {
    expect(PLAN_LABELS).toEqual(
      Object.fromEntries(
        plans.map((plan) => [plan.id, `${plan.name} — ${formatUsd(plan.priceUsd)}`]),
      ),
    );
  });
});
