// The pricing page's own words: hero, the tabs' labels, what every package includes, the FAQ.
// Each plan's card copy is in pricing.ts, which the page loads only when a panel needs it.
import { briefQuestionCount } from "./brief-length";

export interface PricingPageContent {
  meta: { title: string; description: string };
  hero: { title: string; heading: string; subheading: string; paragraphs: [string, string] };
  plans: {
    heading: string;
    intro: string;
    tablistLabel: string;
    popularLabel: string;
    periodLabel: string;
    chooseLabel: (planName: string) => string;
    /** Under the price of a plan whose checkout takes a deposit. */
    depositLabel: (percent: number) => string;
    /** Under the price of every other plan. */
    fullLabel: string;
  };
  faqHeading: string;
  /** What every package includes, and the FAQ, are in pricing-details.ts. */
  included: { heading: string };
  /** quoteLink: the brief without a package, which ends in a written quote. */
  help: { heading: string; text: string; quoteLink: string };
}

export const pricingPage: PricingPageContent = {
  meta: {
    title: "Pricing",
    description:
      "Fixed, one-time prices for logo design, branding, websites, mobile apps, video, book publishing, Amazon marketing and SEO from Brandvista Studio in Dallas, TX.",
  },
  hero: {
    title: "Pricing",
    heading: "Clear, one-time prices for every service",
    subheading: `Pick a package, answer ${briefQuestionCount} short questions, and a designer starts on your project.`,
    paragraphs: [
      "Every package has a fixed price in US dollars and a written list of what it includes. No hourly billing, no subscriptions, no surprise invoices.",
      "Pick a package and pay at checkout; your project lead calls within one business day. Not sure which fits? Send the brief without a package for a written quote within one business day, payable online.",
    ],
  },
  plans: {
    heading: "Packages by service",
    intro:
      "Choose a service to see its packages. Prices are per project and exclude sales tax where it applies.",
    tablistLabel: "Services",
    popularLabel: "Most popular",
    periodLabel: "one-time",
    chooseLabel: (planName) => `Choose ${planName}`,
    depositLabel: (percent) => `${percent}% deposit at checkout, the rest invoiced at delivery`,
    fullLabel: "Paid in full at checkout",
  },
  faqHeading: "Pricing questions",
  included: { heading: "Included in every package" },
  help: {
    heading: "Questions about a package?",
    text: "Talk to a project lead before you decide. We are available Monday to Friday, 9 am to 6 pm Central Time.",
    quoteLink: "Send a brief without a package",
  },
};
