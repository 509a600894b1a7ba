// The function's plan labels are a generated copy of the site's one definition of plans.
import { describe, expect, it } from "vitest";
import { formatUsd, pricingPlans } from "../../../web/src/content/pricing.ts";
import { PLAN_LABELS } from "./plan-labels.js";

describe("PLAN_LABELS", () => {
  it("names every plan of web/src/content/pricing.ts as the pricing page does (else: npm run gen:plan-labels)", () => {
    expect(PLAN_LABELS).toEqual(
      Object.fromEntries(
        pricingPlans.map((plan) => [plan.id, `${plan.name} — ${formatUsd(plan.priceUsd)}`]),
      ),
    );
  });
});
