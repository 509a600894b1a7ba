// About page copy: who we are, the team, how we work and where to find us.
import type { PageCtaCopy, PageHeroCopy, PageMetaCopy } from "./page-types";
import type { TitledText } from "./services";

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export interface AboutContent {
  meta: PageMetaCopy;
  hero: PageHeroCopy;
  workLink: { label: string; to: string };
  story: { heading: string; paragraphs: string[] };
  team: { heading: string; intro: string; members: TeamMember[] };
  process: { heading: string; intro: string; steps: TitledText[] };
  reasons: { heading: string; items: TitledText[] };
  office: { heading: string; text: string; hours: string };
  cta: PageCtaCopy;
}

export const about: AboutContent = {
  meta: {
    title: "About Us",
    description:
      "Brandvista Studio is a Dallas, Texas design and digital-marketing agency. Meet the team behind our logo, branding, website and marketing work for US businesses.",
  },
  hero: {
    title: "About Us",
    heading: "A Dallas design studio for businesses that are still growing",
    subheading: "Senior designers, developers and marketers under one roof since 2016.",
    paragraphs: [
      "We started Brandvista Studio because small and mid-sized companies kept telling us the same thing: big agencies would not return their calls, and freelance marketplaces left them managing five strangers.",
      "So we built a studio where one team handles the logo, the website, the launch and the ads, with one point of contact and fixed prices agreed before work starts.",
    ],
  },
  workLink: { label: "See how we work", to: "/work" },
  story: {
    heading: "Our story",
    paragraphs: [
      "Brandvista began as two designers sharing a desk in Deep Ellum. Today we are a team of eighteen in Dallas's Arts District, working with restaurants, clinics, contractors, law firms, authors and online sellers across the United States.",
      "Most of our clients find us through a referral, and most of our work is for businesses we have worked with before. We think that says more than any award could.",
    ],
  },
  team: {
    heading: "The people you will work with",
    intro:
      "Every project is led by a senior member of the team, who stays with it from brief to delivery.",
    members: [
      {
        name: "Maya Delgado",
        role: "Founder & Creative Director",
        bio: "Fourteen years in brand identity, previously at a Dallas packaging agency. Reviews every concept before it reaches a client.",
      },
      {
        name: "Jordan Ellis",
        role: "Head of Brand Design",
        bio: "Leads the logo and identity team. Specialises in marks that survive embroidery, signage and tiny screens.",
      },
      {
        name: "Priya Raman",
        role: "Lead Web Developer",
        bio: "Builds the studio's websites and holds every launch to Core Web Vitals and WCAG 2.2 AA checks.",
      },
      {
        name: "Marcus Bell",
        role: "Mobile Product Lead",
        bio: "Ten years of iOS and Android delivery; runs app workshops and sprint reviews with clients.",
      },
      {
        name: "Hannah Cho",
        role: "Motion Designer",
        bio: "Illustrates and animates our explainer videos, from storyboard to final sound mix.",
      },
      {
        name: "Luis Ortega",
        role: "Search & Marketplace Strategist",
        bio: "Manages SEO, Google Ads and Amazon accounts, and writes the monthly reports in plain English.",
      },
    ],
  },
  process: {
    heading: "How we work",
    intro: "The same five steps whether you order a logo or a full rebrand.",
    steps: [
      { title: "Listen", description: "A short brief and, for larger projects, a discovery call." },
      {
        title: "Propose",
        description: "A fixed price and schedule in writing before any work begins.",
      },
      { title: "Create", description: "Concepts presented with the reasoning behind them." },
      {
        title: "Refine",
        description: "Revision rounds with a named designer, not a ticket queue.",
      },
      {
        title: "Deliver",
        description: "Final files, ownership transfer and a guide to using them.",
      },
    ],
  },
  reasons: {
    heading: "Why businesses choose us",
    items: [
      {
        title: "Fixed, published prices",
        description:
          "Our packages and prices are on the pricing page. You know the cost before you start.",
      },
      {
        title: "One team for everything",
        description:
          "Logo, website, video and ads made by people who talk to each other every day.",
      },
      {
        title: "You own the work",
        description: "Copyright, source files, code and accounts are transferred to your business.",
      },
      {
        title: "US-based and reachable",
        description:
          "A real office in Dallas, replies within one business day, and a phone that gets answered.",
      },
    ],
  },
  office: {
    heading: "Visit our Dallas office",
    text: "We are in the Dallas Arts District, a short walk from the DART St. Paul station. Meetings are by appointment.",
    hours: "Monday to Friday, 9 am to 6 pm Central Time",
  },
  cta: {
    heading: "Tell us about your business",
    text: "The brief takes about three minutes, and a team lead will reply within one business day.",
    label: "Start your brief",
  },
};
