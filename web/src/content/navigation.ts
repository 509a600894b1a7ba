// Every link of the header, mobile menu and footer, as data (targets per the spec).

export interface NavLink {
  label: string;
  to: string;
}

/** The Services dropdown: the spec's six items and targets, in order. */
export const serviceLinks: readonly NavLink[] = [
  { label: "Logo & Branding", to: "/logobranding" },
  { label: "Website", to: "/website" },
  { label: "Mobile Application", to: "/mobile-application" },
  { label: "Amazon Marketing", to: "/amazon-marketing" },
  { label: "Book Publication", to: "/book-publication" },
  { label: "Seo Service", to: "/seo-sem-services-company-usa" },
];

export interface HeaderNav {
  home: NavLink;
  servicesLabel: string;
  services: readonly NavLink[];
  /** The links after the dropdown, in order. */
  rest: readonly NavLink[];
}

/** Desktop header and mobile menu: Home, Services ▾, Portfolio, Pricing, About Us. */
export const headerNav: HeaderNav = {
  home: { label: "Home", to: "/" },
  servicesLabel: "Services",
  services: serviceLinks,
  rest: [
    { label: "Portfolio", to: "/portfolio" },
    { label: "Pricing", to: "/pricing" },
    { label: "About Us", to: "/about" },
  ],
};

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

/** The footer's two link columns (the third, "Contact Our Team", comes from content/site.ts). */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "Links",
    links: [
      { label: "Home", to: "/" },
      { label: "About Us", to: "/about" },
      { label: "Services", to: "/logobranding" },
      { label: "Pricing", to: "/pricing" },
      { label: "Privacy Policy", to: "/privacy-policy" },
    ],
  },
  {
    heading: "Services",
    links: [
      { label: "Logo Design", to: "/portfolio" },
      { label: "Branding", to: "/logobranding" },
      { label: "Website Design", to: "/website" },
      { label: "Mobile Application", to: "/mobile-application" },
      { label: "Book Publication", to: "/book-publication" },
      { label: "Amazon Marketing", to: "/amazon-marketing" },
    ],
  },
];

/** Routes whose pages do not get the live-chat action (spec: work, brief and checkout). */
export function isChatFreePath(rawPathname: string): boolean {
  // Prerendering sees "/work/", the browser "/work": compare without a trailing slash.
  const pathname = rawPathname.replace(/\/+$/, "") || "/";
  return (
    pathname === "/work" ||
    pathname.startsWith("/brief") ||
    pathname === "/final-step" ||
    pathname === "/checkout"
  );
}
