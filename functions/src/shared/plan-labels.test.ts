// The function's plan labels are a generated copy of the site's one definition of plans.
import { describe, expect, it } from "vitest";
import { formatUsd } from "../../../web/src/content/format-usd.ts";
import { plans } from "../../../web/src/content/plans.ts";
import { PLAN_LABELS } from "./plan-labels.js";

describe("PLAN_LABELS", () => {
  it("names every plan of web/src/content/plans.ts as the pricing page does (else: npm run gen:plans)", () => {
    expect(PLAN_LABELS).toEqual(
      Object.fromEntries(
        plans.map((plan) => [plan.id, `${plan.name} — ${formatUsd(plan.priceUsd)}`]),
      ),
    );
  });
});
