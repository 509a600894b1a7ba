import type { ServiceContent } from "~/content/services/types";
import { site } from "~/content/site";

/** schema.org Service (offered by the agency to the US) and FAQPage for one service page. */
export function serviceJsonLd(service: ServiceContent): Record<string, unknown>[] {
  const url = `${site.origin}${service.path}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.name,
      serviceType: service.name,
      description: service.description,
      url,
      image: `${site.origin}/images/services/${service.image.name}-960.webp`,
      areaServed: { "@type": "Country", name: "United States" },
      provider: {
        "@type": "Organization",
        name: site.name,
        url: site.origin,
        telephone: site.phone.tel,
        email: site.salesEmail,
        address: {
          "@type": "PostalAddress",
          streetAddress: site.address.street,
          addressLocality: site.address.city,
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        },
      },
      offers: {
        "@type": "Offer",
        priceCurrency: "USD",
        price: service.fromPriceUsd,
        url: `${site.origin}/pricing`,
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: service.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}
