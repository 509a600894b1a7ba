// Copy of the standalone logo-design sales page (/logo-design-services).
import { BriefQuestionCountAtStart } from "./brief-length";
import { formatUsd } from "./format-usd";

export const landingMeta = {
  title: "Custom Logo Design Services for US Businesses",
  description: `Get a custom logo designed by professional designers in Dallas. Original concepts in three business days, revisions included, full copyright and every file format. Packages from ${formatUsd(__SERVICE_FROM_PRICE_USD__.logo)}.`,
};

export const landingHero = {
  title: "Custom logo design · Dallas, Texas",
  heading: "A custom logo your customers will remember",
  subheading: "Original concepts from professional designers, delivered in three business days.",
  paragraphs: [
    "Your logo is the first thing customers see on your storefront, website, truck and invoices. We design it from scratch for your business, your market and your customers — no templates, no clip art.",
    "Fill in a short brief, review your first concepts within three business days, refine them with your designer, and receive every file you need with full copyright.",
  ],
  primaryCta: "Start my logo brief",
  secondaryCta: "Compare packages",
} as const;

export const landingBenefits = {
  heading: "Why businesses choose Brandvista for their logo",
  items: [
    {
      title: "Designed for you alone",
      text: "Every concept starts with a blank page and your brief. We never resell stock icons or reuse another client's mark.",
    },
    {
      title: "Fast first concepts",
      text: "See original concepts within three business days of your brief, each explained so you know why it works.",
    },
    {
      title: "Revisions included",
      text: "Every package includes revision rounds, so you can fine-tune color, type and details until it feels right.",
    },
    {
      title: "Yours to keep",
      text: "Full copyright transfers to you on final payment, with vector source files for printers and sign makers.",
    },
  ],
} as const;

export const landingProcess = {
  heading: "From brief to finished logo in four steps",
  steps: [
    {
      title: "Tell us about your business",
      text: `${BriefQuestionCountAtStart} quick questions: company name, slogan, industry, keywords and how to reach you.`,
    },
    {
      title: "Review your concepts",
      text: "Your designers present original directions, each with the reasoning behind it.",
    },
    {
      title: "Refine the favorite",
      text: "Ask for changes to colors, fonts, layout or details in each revision round.",
    },
    {
      title: "Receive every file",
      text: "PNG, JPG, SVG and vector source files, plus social and favicon sizes on larger packages.",
    },
  ],
} as const;

export const landingPackages = {
  heading: "Logo design packages",
  intro: "One-time prices in US dollars. No subscriptions, no hidden fees.",
  cta: "Choose",
} as const;

export const landingTestimonials = {
  heading: "Business owners who trusted us with their logo",
  items: [
    {
      quote:
        "We had tried two logo contests and got nothing we liked. Brandvista's second concept was the one — it now sits on our trucks across North Texas.",
      name: "Luis Herrera",
      role: "Owner, Herrera Roofing — Fort Worth, TX",
    },
    {
      quote:
        "Clear process, honest price, and a designer who asked the right questions. Our new mark finally looks like a company people can trust.",
      name: "Priya Nair",
      role: "Founder, Clearpath Bookkeeping — Charlotte, NC",
    },
  ],
} as const;

export const landingFaq = {
  heading: "Logo design questions, answered",
  items: [
    {
      question: "How long does a logo take?",
      answer:
        "You see your first concepts within three business days of a completed brief. Most clients approve a final design within 7 to 10 business days, depending on how quickly revision feedback comes back.",
    },
    {
      question: "Do I own the copyright to my logo?",
      answer:
        "Yes. On final payment the full copyright transfers to you, and you receive the vector source files so any printer, sign maker or web developer can use them.",
    },
    {
      question: "What if I don't like the first concepts?",
      answer:
        "Tell us what misses the mark and your designer will explore new directions within your package's revision rounds. Most clients find their logo within the first two rounds.",
    },
    {
      question: "Which file formats will I receive?",
      answer:
        "Every package includes PNG, JPG and SVG. The Professional and Business packages add AI, EPS and PDF source files and one-color and reversed versions.",
    },
    {
      question: "Can you design business cards and a website too?",
      answer:
        "Yes. The Business package includes business card and letterhead design, and our team also designs full brand identities, websites and marketing materials.",
    },
  ],
} as const;

export const landingClosing = {
  heading: "Start your logo today",
  text: "The brief takes about five minutes. Prefer to talk first? Call our Dallas studio or chat with a designer now.",
  cta: "Start my logo brief",
} as const;
