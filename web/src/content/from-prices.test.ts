import { cheapestPriceUsd, plans } from "@shared/plans";
import { describe, expect, it } from "vitest";
import { fromPriceDefines } from "../../../vite.config";
import { logoBranding } from "./services/logo-branding";

const categories = [...new Set(plans.map((plan) => plan.category))];

describe("a service's from price", () => {
  it("is written into the site's build as its cheapest plan's, for every service", () => {
    const defines = fromPriceDefines();
    expect(Object.keys(defines).sort()).toEqual(
      categories.map((category) => `__SERVICE_FROM_PRICE_USD__.${category}`).sort(),
    );
    for (const category of categories) {
      expect(defines[`__SERVICE_FROM_PRICE_USD__.${category}`], category).toBe(
        String(cheapestPriceUsd(category)),
      );
    }
  });

  it("reaches a service page's content", () => {
    expect(logoBranding.fromPriceUsd).toBe(cheapestPriceUsd("logo"));
    expect(logoBranding.description).toContain(`from $${cheapestPriceUsd("logo")}.`);
  });
});
