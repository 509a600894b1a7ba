// The Website Design service page, as data (laid out by pages/services/service-page.tsx).
import { formatUsd } from "../format-usd";
import type { ServiceContent } from "./types";

export const website: ServiceContent = {
  id: "website",
  path: "/website",
  name: "Website Design",
  description: `Website design and development for US small businesses: fast, accessible, mobile-first sites with a CMS your team can edit, from ${formatUsd(__SERVICE_FROM_PRICE_USD__.website)}.`,
  hero: {
    title: "Website Design",
    heading: "Websites that load fast and turn visitors into enquiries",
    subheading:
      "Designed around your customers' questions, built to the standards Google measures.",
    paragraphs: [
      "Most visitors decide within seconds whether your site answers their question. We plan every page around what they came to find, then design it to match your brand rather than a theme everyone else uses.",
      "We build on platforms your team can edit, test on real phones, and hand over a site that passes Core Web Vitals and basic accessibility checks on launch day.",
    ],
  },
  overview: {
    heading: "What our website design service includes",
    paragraphs: [
      "A website project covers planning, design, content structure, development, search-engine basics and launch. We write the page structure with you, design it in Figma for your approval, and build it on WordPress, Webflow or Shopify depending on what you need to manage yourself.",
      "You are never locked in. The site, the hosting account and the domain stay in your name, and we document how everything is set up.",
    ],
  },
  deliverables: {
    heading: "What you get",
    intro: "A finished, live website and everything you need to run it without us.",
    items: [
      {
        title: "Sitemap and wireframes",
        description:
          "A page plan and layouts agreed before design starts, so nothing important is missed.",
      },
      {
        title: "Custom design",
        description:
          "Desktop and mobile designs for every page template, built on your brand identity.",
      },
      {
        title: "Responsive development",
        description:
          "Clean, tested code that works on current iPhone, Android, Chrome, Safari, Edge and Firefox.",
      },
      {
        title: "Search and analytics setup",
        description:
          "Titles, descriptions, schema markup, an XML sitemap, Google Search Console and GA4.",
      },
      {
        title: "Training and handover",
        description:
          "A recorded walkthrough of editing pages, plus admin access and a written setup record.",
      },
    ],
  },
  process: {
    heading: "From brief to launch",
    intro: "A Growth Site typically launches four to six weeks after the kickoff call.",
    steps: [
      {
        title: "Discovery",
        description: "We agree goals, pages, features and the content you will provide.",
      },
      {
        title: "Wireframes",
        description: "Page layouts in grey boxes, so we settle structure before style.",
      },
      {
        title: "Design",
        description: "Full designs for desktop and mobile, with two rounds of revisions.",
      },
      {
        title: "Build",
        description: "Development on a private staging site you can review at any time.",
      },
      {
        title: "Launch",
        description: "Final checks, redirects from any old site, go-live and monitoring.",
      },
    ],
  },
  faqs: [
    {
      question: "Which platform will you build my website on?",
      answer:
        "WordPress for content-heavy sites, Webflow for design-led marketing sites, and Shopify or WooCommerce for stores. We recommend one after discovery based on who will edit the site and what it has to do.",
    },
    {
      question: "Do you write the content?",
      answer:
        "You provide the facts and we shape them into page copy as part of the Growth and Commerce packages. For the Launch Site we edit the text you supply for length and clarity.",
    },
    {
      question: "Is hosting included?",
      answer:
        "Hosting is billed by the provider directly to you, usually $15 to $40 a month, so you keep full control. We set it up and can maintain the site on a monthly plan if you want.",
    },
    {
      question: "Will my new site keep my Google rankings?",
      answer:
        "We map every old URL to its new page with permanent redirects and keep titles and content that already rank. Most sites hold or improve their positions after launch.",
    },
  ],
  pricingCategories: ["website"],
  fromPriceUsd: __SERVICE_FROM_PRICE_USD__.website,
  cta: {
    heading: "Plan your new website",
    text: "Tell us about your business in the brief and we will come back with a page plan and a fixed quote.",
    label: "Start my website brief",
  },
  image: { name: "website", alt: "Abstract browser window with a page layout and colour blocks" },
};
