import { describe, expect, it } from "vitest";
import { findPlan, formatUsd, planCategories, plansIn, priceFrom, pricingPlans } from "./pricing";

describe("pricing plans", () => {
  it("has unique plan ids", () => {
    const ids = pricingPlans.map((plan) => plan.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("puts every plan in a known category and gives every category plans", () => {
    const categoryIds = planCategories.map((category) => category.id);
    for (const plan of pricingPlans) expect(categoryIds).toContain(plan.category);
    for (const id of categoryIds) expect(plansIn(id).length).toBeGreaterThanOrEqual(2);
  });

  it("marks exactly one plan as most popular in each category", () => {
    for (const category of planCategories) {
      const popular = plansIn(category.id).filter((plan) => plan.popular);
      expect(popular, category.id).toHaveLength(1);
    }
  });

  it("prices every plan in positive whole dollars, cheapest first within a category", () => {
    for (const plan of pricingPlans) {
      expect(Number.isInteger(plan.priceUsd)).toBe(true);
      expect(plan.priceUsd).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
    }
    for (const category of planCategories) {
      const prices = plansIn(category.id).map((plan) => plan.priceUsd);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it("uses ids that survive a URL query string unchanged", () => {
    for (const plan of pricingPlans) expect(encodeURIComponent(plan.id)).toBe(plan.id);
  });
});

describe("findPlan", () => {
  it("finds a plan by id", () => {
    expect(findPlan("logo-professional")).toMatchObject({ category: "logo", priceUsd: 499 });
  });

  it("returns undefined for a missing, empty or unknown id", () => {
    expect(findPlan(undefined)).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
    expect(findPlan("")).toBeUndefined();
    expect(findPlan("logo-premium-gold")).toBeUndefined();
    expect(findPlan("__proto__")).toBeUndefined();
  });
});

describe("price helpers", () => {
  it("gives the lowest price across categories", () => {
    expect(priceFrom(["logo", "branding"])).toBe(
      Math.min(...plansIn("logo").map((p) => p.priceUsd)),
    );
    expect(() => priceFrom(["nothing"])).toThrow();
  });

  it("formats whole US dollars with thousands separators", () => {
    expect(formatUsd(249)).toBe("$249");
    expect(formatUsd(12999)).toBe("$12,999");
  });
});
