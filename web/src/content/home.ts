// Copy of the home page. Layout lives in pages/home; text changes happen here.
import { briefQuestionCount } from "./brief-length";

/** One picture of the home carousel: AVIF and WebP at 320 and 640 px wide (4:3). */
export interface CarouselImage {
  /** Path without width and extension, e.g. "/images/brand/carousel-atlas". */
  base: string;
  alt: string;
}

export const homeMeta = {
  title: "Logo Design & Branding Agency in Dallas",
  description:
    "Brandvista Studio designs logos, brand identities, websites and apps for US businesses. First logo concepts within three business days, generous revisions, full ownership of your files.",
};

export const homeHero = {
  title: "Dallas branding studio",
  heading: "Logos and brands that make your business impossible to ignore",
  subheading: "Custom logo design, branding, websites and marketing for growing US businesses.",
  paragraphs: [
    "Tell us about your business in a five-minute brief. Within three business days our designers send your first logo concepts, drawn for you alone — never templates, never stock icons.",
    "Refine them with your designer until the mark feels right, then take home print and web files, brand colors and a usage guide you own outright.",
  ],
  primaryCta: "Start your free brief",
  secondaryCta: { label: "See our work", to: "/portfolio" },
} as const;

export const homeStats: readonly { value: string; label: string }[] = [
  { value: "1,200+", label: "logos and identities delivered" },
  { value: "3 days", label: "to your first logo concepts" },
  { value: "4.9 / 5", label: "average rating from 380 client reviews" },
  { value: "100%", label: "ownership of every final file" },
];

export const homeCarousel: {
  heading: string;
  intro: string;
  label: string;
  images: CarouselImage[];
} = {
  heading: "Recent identities from the studio",
  intro:
    "A few of the marks and brand banners we designed for coffee roasters, clinics, builders and shops this year.",
  label: "Recent logo and banner work",
  images: [
    {
      base: "/images/brand/carousel-northwind",
      alt: "Northwind Coffee Roasters logo: a compass needle in a ring on deep teal",
    },
    {
      base: "/images/brand/carousel-lumen",
      alt: "Lumen Family Dental logo: a rounded tooth with an amber spark on pale blue",
    },
    {
      base: "/images/brand/carousel-atlas",
      alt: "Atlas Freight & Logistics logo: a bold orange triangle on charcoal",
    },
    {
      base: "/images/brand/carousel-bloom",
      alt: "Bloom & Co. Floral Studio logo: a five-petal pink flower on blush",
    },
    {
      base: "/images/brand/carousel-pinnacle",
      alt: "Pinnacle Real Estate Group logo: white mountain peaks with an amber summit on violet",
    },
  ],
};

export interface ServiceSummary {
  name: string;
  to: string;
  summary: string;
}

export const homeServices = {
  heading: "Everything your brand needs, under one roof",
  intro:
    "Start with a logo, or hand us the whole launch. One team keeps your look consistent everywhere.",
  items: [
    {
      name: "Logo & Branding",
      to: "/logobranding",
      summary:
        "Custom logos, color palettes, typography and a brand guide your whole team can follow.",
    },
    {
      name: "Website Design",
      to: "/website",
      summary: "Fast, mobile-first websites that turn visitors into calls, bookings and sales.",
    },
    {
      name: "Mobile Applications",
      to: "/mobile-application",
      summary: "iOS and Android apps designed and built around the way your customers work.",
    },
    {
      name: "Video Animation",
      to: "/video-animation",
      summary: "Explainer videos and animated logos that tell your story in sixty seconds.",
    },
    {
      name: "Book Publication",
      to: "/book-publication",
      summary: "Cover design, interior layout and publishing support for authors and publishers.",
    },
    {
      name: "Amazon Marketing",
      to: "/amazon-marketing",
      summary: "Listing design, A+ content and storefronts that lift conversion on Amazon.",
    },
    {
      name: "SEO & SEM",
      to: "/seo-sem-services-company-usa",
      summary: "Search optimization and paid campaigns that put you in front of buyers.",
    },
  ] satisfies ServiceSummary[],
};

export const homeProcess = {
  heading: "How we work",
  intro: "A clear four-step process, with a real designer on your project from the first call.",
  steps: [
    {
      title: "Share your brief",
      text: `Answer ${briefQuestionCount} quick questions about your company, slogan, industry and style. It takes about five minutes.`,
    },
    {
      title: "Get first concepts",
      text: "Within three business days you receive original logo concepts from your dedicated designer.",
    },
    {
      title: "Refine together",
      text: "Tell us what to change; each revision round brings the mark closer until you are proud of it.",
    },
    {
      title: "Launch with confidence",
      text: "Receive vector, print and web files, social kits and a brand guide — yours to keep.",
    },
  ],
} as const;

export const homeTestimonials = {
  heading: "What our clients say",
  items: [
    {
      quote:
        "They took a half-formed idea for our coffee brand and turned it into a mark we now put on everything from cups to our delivery van. Customers comment on it weekly.",
      name: "Maya Castillo",
      role: "Owner, Northwind Coffee Roasters — Austin, TX",
    },
    {
      quote:
        "The new logo and website went live in three weeks. New-patient calls are up noticeably, and the brand finally looks as professional as our care.",
      name: "Dr. Kevin Osei",
      role: "Founder, Lumen Family Dental — Plano, TX",
    },
    {
      quote:
        "Clear pricing, quick turnarounds and a designer who actually listened. We have since hired them for our Amazon storefront as well.",
      name: "Rachel Kim",
      role: "CEO, Bloom & Co. — Denver, CO",
    },
  ],
} as const;

export const homeClosingCta = {
  heading: "Ready for a logo you will love?",
  text: "Start your brief now and see your first concepts within three business days. Prefer to talk? Our Dallas team answers Monday to Friday, 9 am to 6 pm Central.",
  cta: "Start your brief",
} as const;
