// The SEO & SEM service page, as data (laid out by pages/services/service-page.tsx).
import { formatUsd } from "../format-usd";
import type { ServiceContent } from "./types";

export const seo: ServiceContent = {
  id: "seo",
  path: "/seo-sem-services-company-usa",
  name: "SEO & SEM",
  description: `SEO and SEM services for US businesses: technical audits, local SEO, Google Business Profile and Google Ads campaigns with conversion tracking, from ${formatUsd(__SERVICE_FROM_PRICE_USD__.seo)}.`,
  hero: {
    title: "SEO & SEM Services",
    heading: "Be found on Google by customers who are ready to buy",
    subheading:
      "Technical SEO, local search and Google Ads, run by people who explain what they changed.",
    paragraphs: [
      "Search engine optimization earns traffic you do not pay for per click; search engine marketing buys it when you need results now. Most businesses need a mix, and we help you find the right one.",
      "We fix what stops Google from crawling and trusting your site, make sure you appear in Maps for the cities you serve, and build ad campaigns whose every dollar is tracked to a call or a form.",
    ],
  },
  overview: {
    heading: "What SEO and SEM cover",
    paragraphs: [
      "SEO: technical health, page speed, on-page content, internal links, structured data, local listings and reviews. SEM: Google Ads and Microsoft Ads campaigns, keyword and negative-keyword lists, ad copy, landing pages and conversion tracking.",
      "We do not buy links, promise first-page rankings or lock you into long contracts. You get a plan, the work, and reports that show what moved.",
    ],
  },
  deliverables: {
    heading: "What you get",
    intro: "Work done on your site and accounts, documented so you can see every change.",
    items: [
      {
        title: "Technical audit",
        description: "Crawl errors, speed, indexing and mobile issues, ranked by impact.",
      },
      {
        title: "Keyword strategy",
        description: "The searches worth winning, mapped to the pages that should rank.",
      },
      {
        title: "On-page fixes",
        description: "Titles, headings, content and schema updated on your key pages.",
      },
      {
        title: "Local search setup",
        description: "Google Business Profile and consistent listings across directories.",
      },
      {
        title: "Ads and tracking",
        description: "Google Ads campaigns and GA4 conversion tracking you can audit.",
      },
    ],
  },
  process: {
    heading: "How we improve your search presence",
    intro:
      "Technical fixes land in the first month; rankings typically move over three to six months.",
    steps: [
      {
        title: "Audit",
        description: "A full crawl and competitor review to find what matters most.",
      },
      {
        title: "Plan",
        description: "A prioritised roadmap, agreed with you, with expected effort per item.",
      },
      {
        title: "Fix",
        description: "Technical and on-page changes, made by us or handed to your developer.",
      },
      {
        title: "Promote",
        description: "Local listings, reviews and, where it makes sense, paid search.",
      },
      {
        title: "Measure",
        description: "Monthly reports on rankings, traffic, calls and form leads.",
      },
    ],
  },
  faqs: [
    {
      question: "How long does SEO take to work?",
      answer:
        "Technical fixes can show within weeks, but new rankings usually take three to six months, depending on competition. Paid search can bring traffic the day campaigns launch, which is why many clients run both at first.",
    },
    {
      question: "Can you guarantee a first-page ranking?",
      answer:
        "No honest agency can, because Google decides rankings. We commit to the work, the timeline and transparent reporting, and we show you the results as they come.",
    },
    {
      question: "Do you work with businesses outside Texas?",
      answer:
        "Yes. We work with businesses across the United States, and our local SEO work is built around the cities and service areas you name.",
    },
  ],
  pricingCategories: ["seo"],
  fromPriceUsd: __SERVICE_FROM_PRICE_USD__.seo,
  cta: {
    heading: "Get a clear SEO plan",
    text: "Start the brief with your website address, and we will send a short list of quick wins.",
    label: "Start my SEO brief",
  },
  image: { name: "seo", alt: "Abstract search bar with ranking bars and a magnifying glass" },
};
