import { site } from "~/content/site";

/** schema.org Organization for the agency (home page JSON-LD; also a Service's provider). */
export function organizationJsonLd(): Record<string, unknown> {
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}/images/brand/logo.webp`,
    email: site.salesEmail,
    telephone: site.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
  };
}
