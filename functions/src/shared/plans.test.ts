// Every plan's checkout amount follows from the one list of plans (plans.ts): the full price,
// or the deposit.
import { describe, expect, it } from "vitest";
import { plans } from "./plans.js";
import {
  cataloguePlan,
  checkoutAmountCents,
  checkoutTerms,
  formatCents,
} from "./payment-amounts.js";

describe("PLAN_CATALOGUE", () => {
  it.each(plans.map((plan) => [plan.id, plan] as const))(
    "charges %s its full price or its deposit, in whole cents",
    (id, plan) => {
      const entry = cataloguePlan(id);
      if (!entry) throw new Error(`${id} is not in the catalogue`);
      const cents = checkoutAmountCents(entry);
      expect(Number.isInteger(cents)).toBe(true);
      if (plan.depositPercent === undefined) expect(cents).toBe(plan.priceUsd * 100);
      else {
        expect(cents).toBe(Math.round(plan.priceUsd * plan.depositPercent));
        expect(cents).toBeLessThan(plan.priceUsd * 100);
        expect(cents).toBeGreaterThan(0);
      }
    },
  );

  it("takes a deposit on the large plans only, and says so in words", () => {
    const deposits = plans.filter((plan) => plan.depositPercent !== undefined);
    expect(deposits.map((plan) => plan.id)).toEqual([
      "branding-system",
      "website-commerce",
      "mobile-mvp",
      "mobile-launch",
    ]);
    const launch = cataloguePlan("mobile-launch");
    const logo = cataloguePlan("logo-professional");
    if (!launch || !logo) throw new Error("plans missing from the catalogue");
    expect(checkoutAmountCents(launch)).toBe(1_249_950);
    expect(checkoutTerms(launch)).toBe(
      "50% deposit at checkout: $12,499.50; the remaining $12,499.50 is invoiced at delivery",
    );
    expect(checkoutTerms(logo)).toBe("Paid in full at checkout: $499");
  });

  it("knows no plan for a missing or unknown id, nor for inherited keys", () => {
    expect(cataloguePlan(undefined)).toBeUndefined();
    expect(cataloguePlan("logo-deluxe")).toBeUndefined();
    expect(cataloguePlan("toString")).toBeUndefined();
    expect(formatCents(249_950)).toBe("$2,499.50");
    expect(formatCents(49_900)).toBe("$499");
  });
});
