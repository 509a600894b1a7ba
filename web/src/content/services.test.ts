import { describe, expect, it } from "vitest";
import { planCategories, priceFrom } from "./pricing";
import { services } from "./services";

// Each service page's path is checked against the route table in tests/unit/site-links.test.ts.
describe("service content", () => {
  it("gives every service 3+ FAQs, deliverables, process steps and two hero paragraphs", () => {
    for (const service of services) {
      expect(service.faqs.length, service.id).toBeGreaterThanOrEqual(3);
      expect(service.deliverables.items.length, service.id).toBeGreaterThanOrEqual(3);
      expect(service.process.steps.length, service.id).toBeGreaterThanOrEqual(3);
      expect(service.hero.paragraphs.every((text) => text.length > 40)).toBe(true);
    }
  });

  it("keeps meta descriptions within what search engines show", () => {
    for (const service of services) {
      expect(service.description.length, service.id).toBeGreaterThan(70);
      expect(service.description.length, service.id).toBeLessThanOrEqual(170);
    }
  });

  it("links each service to existing pricing categories", () => {
    const ids = planCategories.map((category) => category.id);
    for (const service of services) {
      expect(service.pricingCategories.length).toBeGreaterThan(0);
      for (const category of service.pricingCategories) expect(ids).toContain(category);
    }
  });

  it('states each service\'s "from" price as the cheapest plan of its categories', () => {
    for (const service of services) {
      expect(service.fromPriceUsd, service.id).toBe(priceFrom(service.pricingCategories));
    }
  });
});
