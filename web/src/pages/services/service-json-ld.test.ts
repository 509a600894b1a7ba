import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { serviceJsonLd } from "./service-json-ld";
import { serviceMeta } from "./service-page";

describe("service page head", () => {
  it("titles every service page '<name> - Brandvista Studio' with its canonical URL", () => {
    for (const service of services) {
      const tags = serviceMeta(service);
      expect(tags).toContainEqual({ title: `${service.name} - ${site.name}` });
      expect(tags).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: `${site.origin}${service.path}`,
      });
      expect(tags).toContainEqual({ name: "description", content: service.description });
    }
  });

  it("describes each service as a schema.org Service by the agency, served in the US", () => {
    for (const service of services) {
      const [serviceLd, faqLd] = serviceJsonLd(service);
      expect(serviceLd).toMatchObject({
        "@type": "Service",
        name: service.name,
        provider: { "@type": "Organization", name: "Brandvista Studio" },
        areaServed: { "@type": "Country", name: "United States" },
        offers: { "@type": "Offer", priceCurrency: "USD" },
      });
      expect(faqLd).toMatchObject({ "@type": "FAQPage" });
      expect((faqLd as { mainEntity: unknown[] }).mainEntity).toHaveLength(service.faqs.length);
    }
  });
});
