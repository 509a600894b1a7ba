// Every link of the header, mobile menu and footer, as data (targets per the spec).
import { isCapabilityPath } from "~/lib/capability-paths.js";

export interface NavLink {
  label: string;
  to: string;
}

// Links that appear with the same label in more than one menu, written once.
const homeLink: NavLink = { label: "Home", to: "/" };
const aboutLink: NavLink = { label: "About Us", to: "/about" };
const pricingLink: NavLink = { label: "Pricing", to: "/pricing" };
const mobileAppLink: NavLink = { label: "Mobile Application", to: "/mobile-application" };
const amazonLink: NavLink = { label: "Amazon Marketing", to: "/amazon-marketing" };
const bookLink: NavLink = { label: "Book Publication", to: "/book-publication" };

/** The Services dropdown: the spec's six items and targets, in order. */
export const serviceLinks: readonly NavLink[] = [
  { label: "Logo & Branding", to: "/logobranding" },
  { label: "Website", to: "/website" },
  mobileAppLink,
  amazonLink,
  bookLink,
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
  home: homeLink,
  servicesLabel: "Services",
  services: serviceLinks,
  rest: [{ label: "Portfolio", to: "/portfolio" }, pricingLink, aboutLink],
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
      homeLink,
      aboutLink,
      { label: "Services", to: "/logobranding" },
      pricingLink,
      { label: "Privacy Policy", to: "/privacy-policy" },
    ],
  },
  {
    heading: "Services",
    links: [
      { label: "Logo Design", to: "/portfolio" },
      { label: "Branding", to: "/logobranding" },
      { label: "Website Design", to: "/website" },
      mobileAppLink,
      bookLink,
      amazonLink,
    ],
  },
];

/**
 * Routes whose pages do not get the live-chat action: the spec's work, brief and final step,
 * and every page whose URL can carry a capability (lib/capability-paths.js: pay, checkout,
 * quotes), whatever its tail.
 */
export function isChatFreePath(rawPathname: string): boolean {
  // Prerendering sees "/work/", the browser "/work": compare without a trailing slash.
  const pathname = rawPathname.replace(/\/+$/, "") || "/";
  return (
    pathname === "/work" ||
    pathname.startsWith("/brief") ||
    pathname === "/final-step" ||
    isCapabilityPath(pathname)
  );
}
