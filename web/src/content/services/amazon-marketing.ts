// The Amazon Marketing service page, as data (laid out by pages/services/service-page.tsx).
import { formatUsd } from "../format-usd";
import type { ServiceContent } from "./types";

export const amazonMarketing: ServiceContent = {
  id: "amazon-marketing",
  path: "/amazon-marketing",
  name: "Amazon Marketing",
  description: `Amazon marketing for US sellers: listing optimization, A+ Content, Brand Store design and Sponsored Products campaigns that lower ACoS, from ${formatUsd(__SERVICE_FROM_PRICE_USD__.amazon)}.`,
  hero: {
    title: "Amazon Marketing",
    heading: "Amazon listings and ads that earn the click and the sale",
    subheading:
      "Keyword research, A+ Content, Storefronts and PPC for brands selling on Amazon.com.",
    paragraphs: [
      "Shoppers on Amazon compare your product with a dozen others on one screen. Clear titles, honest bullet points and images that answer questions are what move them to add to cart.",
      "We rewrite and redesign your listings around the terms buyers actually search, then set up advertising that is measured by profit, not just clicks.",
    ],
  },
  overview: {
    heading: "What Amazon marketing covers",
    paragraphs: [
      "Listing copy and backend keywords, product photography direction, infographics, A+ Content, Brand Store design and Sponsored Products, Brands and Display campaigns.",
      "We work inside Amazon's style and category rules, so your content is approved the first time and your account stays in good standing.",
    ],
  },
  deliverables: {
    heading: "What you get",
    intro:
      "Content and campaigns live in your Seller Central account, with a report on what changed.",
    items: [
      {
        title: "Keyword research",
        description: "Search terms ranked by volume and relevance for each product.",
      },
      {
        title: "Optimized listings",
        description: "Titles, five bullet points, descriptions and backend search terms.",
      },
      {
        title: "A+ Content",
        description: "Designed comparison charts and modules for Brand Registry products.",
      },
      {
        title: "Brand Store",
        description: "A multi-page storefront that groups your catalogue by use or range.",
      },
      {
        title: "Advertising setup",
        description: "Sponsored Products campaigns structured for clean reporting.",
      },
    ],
  },
  process: {
    heading: "How we grow your Amazon sales",
    intro: "Listing changes go live within two weeks; advertising is tuned weekly after launch.",
    steps: [
      {
        title: "Account review",
        description: "Current listings, search rank, reviews, ads and inventory health.",
      },
      {
        title: "Keyword plan",
        description: "The terms to rank for, per product, with the evidence behind them.",
      },
      {
        title: "Content",
        description: "New copy and images, submitted and checked for approval.",
      },
      { title: "Campaigns", description: "Automatic and manual campaigns with budgets you set." },
      {
        title: "Reporting",
        description: "ACoS, TACoS, sessions and conversion, compared with the baseline.",
      },
    ],
  },
  faqs: [
    {
      question: "Do I need Amazon Brand Registry?",
      answer:
        "Listing optimization and Sponsored Products work without it. A+ Content, Brand Stores and Sponsored Brands require Brand Registry, which needs a registered or pending US trademark. We can point you to trademark attorneys.",
    },
    {
      question: "Is ad spend included in the price?",
      answer:
        "No. Ad spend is paid by you directly to Amazon. Our price covers the setup and management work.",
    },
    {
      question: "How soon will I see results?",
      answer:
        "Conversion changes from better listings usually show within two to four weeks. Organic rank improves more slowly, typically over two to three months as sales history builds.",
    },
  ],
  pricingCategories: ["amazon"],
  fromPriceUsd: __SERVICE_FROM_PRICE_USD__.amazon,
  cta: {
    heading: "Sell more on Amazon",
    text: "Start the brief with your brand and a product link, and we will send a free listing review.",
    label: "Start my Amazon brief",
  },
  image: {
    name: "amazon-marketing",
    alt: "Abstract product boxes with rating stars and an upward arrow",
  },
};
