// The Logo & Branding service page, as data (laid out by pages/services/service-page.tsx).
import { formatUsd } from "../format-usd";
import type { ServiceContent } from "./types";

export const logoBranding: ServiceContent = {
  id: "logo-branding",
  path: "/logobranding",
  name: "Logo & Branding",
  description: `Custom logo design and brand identity for US businesses: original concepts, vector files, colour and type systems and brand guidelines, from ${formatUsd(__SERVICE_FROM_PRICE_USD__.logo)}.`,
  hero: {
    title: "Logo & Branding",
    heading: "A logo and brand identity your customers remember",
    subheading: "Original marks drawn by senior designers, not templates or AI mash-ups.",
    paragraphs: [
      "Your logo is on every invoice, sign, van and profile picture your business owns. We design it to work at the size of a favicon and the size of a billboard, in one colour and in full colour.",
      "Then we build the identity around it: the palette, typefaces, patterns and rules that let anyone on your team produce material that looks like it came from the same company.",
    ],
  },
  overview: {
    heading: "What logo and branding covers",
    paragraphs: [
      "A logo is the mark. A brand identity is the system around it: colours with exact values for print and screen, a pair of typefaces, supporting graphics, photography direction and a written guide that explains how to use them.",
      "Small businesses usually start with the logo and add the identity as they grow. Our packages follow that path, so nothing you buy now has to be thrown away later.",
    ],
  },
  deliverables: {
    heading: "What you get",
    intro:
      "Every logo project ends with files you own outright and can hand to any printer or developer.",
    items: [
      {
        title: "Original logo concepts",
        description:
          "Three to ten distinct directions, each shown on real applications such as a storefront, a business card and a phone screen.",
      },
      {
        title: "A complete file set",
        description:
          "Vector AI, EPS, SVG and PDF, plus PNG and JPG in full colour, one colour and reversed, sized for print, web and social media.",
      },
      {
        title: "Colour and type system",
        description:
          "A palette with HEX, RGB, CMYK and Pantone references, and licensed typefaces chosen for legibility on screen and paper.",
      },
      {
        title: "Brand guidelines",
        description:
          "A PDF guide with clear-space rules, minimum sizes, colour use and examples of what not to do, so vendors get it right the first time.",
      },
      {
        title: "Copyright transfer",
        description:
          "On final payment we sign over full ownership of the chosen design. No licensing fees, no usage limits.",
      },
    ],
  },
  process: {
    heading: "How a logo project runs",
    intro:
      "A typical Professional Logo project takes 7 to 10 business days from brief to final files.",
    steps: [
      {
        title: "Brief",
        description:
          "You tell us about your company, audience and competitors in our six-question brief. It takes about three minutes.",
      },
      {
        title: "Research",
        description:
          "Your designers review your market and competitors so your mark stands apart from what customers already see.",
      },
      {
        title: "Concepts",
        description:
          "You receive your first concepts within three business days, each presented with the thinking behind it.",
      },
      {
        title: "Revisions",
        description:
          "Pick a direction and tell us what to change. We refine colour, type and proportion until it is right.",
      },
      {
        title: "Delivery",
        description:
          "You approve the final design and receive the full file set, the guide and the copyright transfer.",
      },
    ],
  },
  faqs: [
    {
      question: "How long does a logo design take?",
      answer:
        "First concepts arrive within three business days of a completed brief. Most clients approve a final design within 7 to 10 business days, depending on how quickly revision feedback comes back.",
    },
    {
      question: "Do I own the logo you design?",
      answer:
        "Yes. Once the project is paid in full we transfer all rights in the final design to your business in writing. Concepts you did not choose are not sold to anyone else.",
    },
    {
      question: "What if I do not like any of the first concepts?",
      answer:
        "Tell us why, and a different designer starts a fresh round of concepts at no extra cost. If we still cannot find a direction you like, our refund policy applies before final files are delivered.",
    },
    {
      question: "Can you refresh an existing logo instead of starting over?",
      answer:
        "Yes. Many clients keep the equity in their current mark and ask us to modernise it: cleaner geometry, better type, a palette that works on screens. Mention it in your brief.",
    },
  ],
  pricingCategories: ["logo", "branding"],
  fromPriceUsd: __SERVICE_FROM_PRICE_USD__.logo,
  cta: {
    heading: "Start your logo today",
    text: "Answer six short questions about your business and a designer starts on your concepts.",
    label: "Start my logo brief",
  },
  image: { name: "logo-branding", alt: "Abstract logo marks arranged on a brand colour grid" },
};
