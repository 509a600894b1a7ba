// Brand constants: the one place for the agency's name, contact details and site origin.

export interface PostalAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SiteConfig {
  /** Product name, used in every page title: "<Page> - <name>". */
  name: string;
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap (no trailing slash). */
  origin: string;
  /** Phone shown in the desktop header and footer (fictional 555-01xx numbers). */
  phone: { display: string; tel: string };
  /** The mobile menu shows a different number (the spec's mobile line). */
  mobilePhone: { display: string; tel: string };
  salesEmail: string;
  address: PostalAddress;
  /** LiveChat licence number; null shows phone and e-mail instead of the chat button. */
  chatLicence: number | null;
  mission: string;
  copyrightYear: number;
}

export const site: SiteConfig = {
  name: "Brandvista Studio",
  origin: import.meta.env.VITE_SITE_ORIGIN ?? "https://brandvista.studio",
  phone: { display: "(214) 555-0134", tel: "+12145550134" },
  mobilePhone: { display: "(214) 555-0178", tel: "+12145550178" },
  salesEmail: "sales@brandvista.studio",
  address: {
    street: "2100 Ross Avenue, Suite 1450",
    city: "Dallas",
    region: "TX",
    postalCode: "75201",
    country: "US",
  },
  chatLicence: import.meta.env.VITE_LIVECHAT_LICENCE
    ? Number(import.meta.env.VITE_LIVECHAT_LICENCE)
    : null,
  mission:
    "We bring your brand to elevated heights with reliable and affordable design, digital marketing and branding services.",
  copyrightYear: 2024,
};
