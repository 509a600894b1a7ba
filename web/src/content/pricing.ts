// What each plan's card on the pricing page says about it. What a plan is called, costs and
// takes at checkout is in plans.ts; a PricingPlan is both together. The checkout reads plans
// through findPlan(); the brief remembers a plan by its id.
import { plans, type Plan, type PlanCategoryId, type PlanId } from "@shared/plans";

export type { PlanCategoryId };
export { planCategories, type PlanCategory } from "./plan-categories";

/** What a plan's card on the pricing page (and the logo landing page) says about it. */
interface PlanCopy {
  summary: string;
  features: string[];
  /** The one plan of its service marked "Most popular". */
  popular?: boolean;
}

export interface PricingPlan extends Plan, PlanCopy {
  /** Hosted payment page URL, optional (none configured: we have no payment account). */
  paymentLink?: string;
}

/** Each plan's card copy, by plan id: a plan without its copy does not compile. */
const planCopy: Record<PlanId, PlanCopy> = {
  // Logo design
  "logo-starter": {
    summary: "For a new business that needs a clean, professional mark quickly.",
    features: [
      "3 original logo concepts by 1 designer",
      "2 rounds of revisions",
      "Final files: PNG, JPG and SVG",
      "Concepts delivered in 3 business days",
    ],
  },
  "logo-professional": {
    summary: "Our most chosen package: more concepts, more revisions, full file set.",
    popular: true,
    features: [
      "6 original logo concepts by 2 designers",
      "5 rounds of revisions",
      "Full colour, one-colour and reversed versions",
      "Vector source files (AI, EPS, SVG, PDF)",
      "Social media profile and favicon sizes",
      "Full copyright transfer on final payment",
    ],
  },
  "logo-business": {
    summary: "For companies that need a mark and the first pieces that carry it.",
    features: [
      "10 original logo concepts by 3 designers",
      "Unlimited revisions for 30 days",
      "Business card and letterhead design",
      "One-page logo usage guide",
      "Vector source files and full copyright transfer",
    ],
  },
  // Branding
  "branding-essentials": {
    summary: "A logo with the basic identity kit a small team can use from day one.",
    features: [
      "Professional Logo package included",
      "Colour palette with HEX, RGB and CMYK values",
      "Two-typeface system with usage rules",
      "Business card, letterhead and e-mail signature",
      "8-page brand guide (PDF)",
    ],
  },
  "branding-identity": {
    summary: "A complete identity for a business ready to look established.",
    popular: true,
    features: [
      "Brand discovery workshop (90 minutes, video call)",
      "Logo, secondary mark and icon",
      "Colour, type, pattern and photography direction",
      "Stationery set and 10 social media templates",
      "24-page brand guidelines with do's and don'ts",
      "Editable templates in Canva or Figma",
    ],
  },
  "branding-system": {
    summary: "For companies rebranding across many products, locations or teams.",
    features: [
      "Competitor and audience research report",
      "Naming or tagline exploration (up to 20 options)",
      "Full identity with sub-brand architecture",
      "Packaging or signage design for 2 items",
      "Presentation and document templates",
      "Launch kit for your team and partners",
    ],
  },
  // Website
  "website-launch": {
    summary: "A focused site that tells visitors who you are and how to reach you.",
    features: [
      "Up to 5 custom-designed pages",
      "Mobile-first, accessible layout",
      "Contact form with spam protection",
      "Basic on-page SEO and Google Analytics 4",
      "2 rounds of design revisions",
    ],
  },
  "website-growth": {
    summary: "A content-managed site built to rank, load fast and convert.",
    popular: true,
    features: [
      "Up to 12 custom-designed pages",
      "Content management your team can edit",
      "Blog, case-study and service templates",
      "Core Web Vitals passed on mobile at launch",
      "Schema markup and XML sitemap",
      "30 days of post-launch support",
    ],
  },
  "website-commerce": {
    summary: "An online store set up to take orders on launch day.",
    features: [
      "Shopify or WooCommerce store design",
      "Up to 100 products loaded and categorised",
      "Payments, shipping and tax configured",
      "Abandoned-cart and order e-mails styled",
      "Staff training session (60 minutes)",
      "60 days of post-launch support",
    ],
  },
  // Mobile app
  "mobile-prototype": {
    summary: "A clickable prototype to test with users or show to investors.",
    features: [
      "Product workshop and user-flow map",
      "Up to 15 designed screens in Figma",
      "Clickable prototype on iOS and Android sizes",
      "Design system ready for development",
    ],
  },
  "mobile-mvp": {
    summary: "A first release on both stores with the features that matter most.",
    popular: true,
    features: [
      "Cross-platform app (React Native or Flutter)",
      "Up to 20 screens with sign-in and push notifications",
      "Admin panel for your content",
      "App Store and Google Play submission",
      "Crash reporting and analytics",
      "60 days of bug-fix support",
    ],
  },
  "mobile-launch": {
    summary: "A production app with payments, integrations and a release plan.",
    features: [
      "Everything in MVP App",
      "In-app payments or subscriptions",
      "Integration with up to 3 outside services",
      "Automated tests and staged releases",
      "Store listing copy and screenshots",
      "90 days of support and one update release",
    ],
  },
  // Video animation
  "video-explainer-30": {
    summary: "A short animated video for ads, social media and landing pages.",
    features: [
      "Script written with you (75 words)",
      "Custom 2D illustration in your brand colours",
      "Professional US English voice-over",
      "Licensed music and sound effects",
      "1080p MP4 in 16:9 and 9:16",
    ],
  },
  "video-explainer-60": {
    summary: "The classic explainer: problem, solution and call to action.",
    popular: true,
    features: [
      "Script and storyboard approval before animation",
      "Custom characters and scenes",
      "Voice-over with 2 voice options to choose from",
      "Captions file (SRT) for accessibility",
      "16:9, 1:1 and 9:16 exports",
      "3 rounds of animation revisions",
    ],
  },
  "video-series": {
    summary: "Three connected videos for onboarding, products or campaigns.",
    features: [
      "Three videos up to 60 seconds each",
      "Shared characters and visual style",
      "Logo animation (5 seconds) for intros",
      "Cut-downs for 15-second ads",
      "Source project files on request",
    ],
  },
  // Book publication
  "book-cover": {
    summary: "A front cover and full wrap that look right on a shelf and a thumbnail.",
    features: [
      "2 cover concepts",
      "3 rounds of revisions",
      "E-book cover and print wrap (spine and back)",
      "Licensed stock imagery included",
    ],
  },
  "book-publishing": {
    summary: "Everything between a finished manuscript and a book on sale.",
    popular: true,
    features: [
      "Cover Design package included",
      "Interior typesetting up to 300 pages",
      "EPUB and print-ready PDF files",
      "Amazon KDP and IngramSpark setup",
      "ISBN and copyright page guidance",
    ],
  },
  "book-author-brand": {
    summary: "The book plus the author presence that sells it.",
    features: [
      "Publishing Package included",
      "Author website (up to 4 pages)",
      "Amazon Author Central page setup",
      "Launch graphics for social media (12)",
      "Book trailer (30 seconds)",
    ],
  },
  // Amazon marketing
  "amazon-listing": {
    summary: "Rewritten listings that answer buyers' questions and match their searches.",
    features: [
      "Keyword research for up to 5 products",
      "Titles, bullet points and descriptions",
      "Backend search terms",
      "Main image and infographic review",
    ],
  },
  "amazon-store-launch": {
    summary: "Brand Registry content that makes your products look like one brand.",
    popular: true,
    features: [
      "Listing Optimization for up to 10 products",
      "A+ Content modules for 5 products",
      "Amazon Storefront design (up to 4 pages)",
      "6 lifestyle and infographic images",
      "Sponsored Products campaign setup",
    ],
  },
  "amazon-growth": {
    summary: "Launch plus 60 days of hands-on advertising management.",
    features: [
      "Everything in Store Launch",
      "60 days of PPC management (ad spend not included)",
      "Weekly search-term and bid adjustments",
      "Bi-weekly report with ACoS and TACoS",
      "Review and inventory-health check",
    ],
  },
  // SEO & SEM
  "seo-audit": {
    summary: "A clear, prioritised list of what holds your site back in search.",
    features: [
      "Technical crawl of up to 500 URLs",
      "Core Web Vitals and mobile review",
      "Keyword gap against 3 competitors",
      "Prioritised fix list your developer can follow",
      "60-minute walkthrough call",
    ],
  },
  "seo-local": {
    summary: "Show up in Google Maps and local results where your customers are.",
    popular: true,
    features: [
      "SEO Audit included",
      "Google Business Profile optimisation",
      "Citations on 40 US directories",
      "On-page fixes for up to 10 pages",
      "Review-request process and templates",
      "90-day ranking report",
    ],
  },
  "seo-search-ads": {
    summary: "Organic groundwork plus Google Ads campaigns built to be profitable.",
    features: [
      "Local SEO Launch included",
      "Google Ads account structure and keyword plan",
      "3 ad groups with responsive search ads",
      "Conversion tracking in GA4 and Google Ads",
      "30 days of bid management (ad spend not included)",
    ],
  },
};

/** Every plan with its card copy, in plans.ts's order. */
export const pricingPlans: readonly PricingPlan[] = plans.map((plan) => ({
  ...plan,
  ...planCopy[plan.id],
}));

/** The plan with this id, or undefined for a missing or unknown id. */
export function findPlan(id: string | null | undefined): PricingPlan | undefined {
  if (!id) return undefined;
  return pricingPlans.find((plan) => plan.id === id);
}

/** The plans of one category, in the order they are listed (cheapest first). */
export function plansIn(category: string): PricingPlan[] {
  return pricingPlans.filter((plan) => plan.category === category);
}

/** The lowest price among the given categories, for "from $X" lines on service pages. */
export function priceFrom(categories: readonly string[]): number {
  const prices = pricingPlans
    .filter((plan) => categories.includes(plan.category))
    .map((plan) => plan.priceUsd);
  if (prices.length === 0) throw new Error(`No plans in categories: ${categories.join(", ")}`);
  return Math.min(...prices);
}

export { formatUsd } from "./format-usd";
