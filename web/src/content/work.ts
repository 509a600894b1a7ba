// Work page copy: how an engagement runs and three case studies.
import type { PageHeroCopy, PageMetaCopy } from "./page-types";
import type { TitledText } from "./services";
import { briefQuestionCount } from "./brief-length";

export interface CaseStudy {
  id: string;
  client: string;
  clientType: string;
  services: string[];
  challenge: string;
  approach: string;
  outcome: string;
  /** Portfolio project whose artwork illustrates the study. */
  portfolioId: string;
}

export interface WorkContent {
  meta: PageMetaCopy;
  hero: PageHeroCopy;
  principles: { heading: string; intro: string; items: TitledText[] };
  timeline: { heading: string; intro: string; steps: (TitledText & { duration: string })[] };
  caseStudies: {
    heading: string;
    intro: string;
    jumpLabel: string;
    servicesLabel: string;
    factLabels: { challenge: string; approach: string; outcome: string };
    items: CaseStudy[];
  };
  cta: { heading: string; text: string; label: string; pricingLabel: string };
}

export const work: WorkContent = {
  meta: {
    title: "Our Work",
    description:
      "How Brandvista Studio works: fixed-price projects, a named lead, weekly check-ins and case studies from US businesses in branding, web and marketing.",
  },
  hero: {
    title: "Our Work",
    heading: "How we work, and what it has done for our clients",
    subheading: "A clear process, a named lead and results you can check.",
    paragraphs: [
      "Good design work is mostly good project management: knowing what is being made, by whom, by when, and for what purpose. We agree all four with you before we start.",
      "Below is how a typical engagement runs, followed by three projects where the results can be counted.",
    ],
  },
  principles: {
    heading: "How every project runs",
    intro: "These are the commitments we make to every client, whatever the size of the project.",
    items: [
      {
        title: "A named project lead",
        description: "One senior person is responsible for your project and answers your messages.",
      },
      {
        title: "Fixed price, written scope",
        description:
          "You approve what is included and what it costs before work starts. No surprise invoices.",
      },
      {
        title: "Weekly updates",
        description:
          "Every Friday you get a short note: what was done, what is next, what we need from you.",
      },
      {
        title: "Shared workspace",
        description:
          "Designs, files and feedback live in one shared folder and a Figma link you can open any time.",
      },
    ],
  },
  timeline: {
    heading: "A typical engagement",
    intro: "This is how a brand identity with a new website usually unfolds.",
    steps: [
      {
        title: "Brief and kickoff",
        duration: "Week 1",
        description: "Your brief, a discovery call and the written scope.",
      },
      {
        title: "Identity concepts",
        duration: "Weeks 2-3",
        description: "Logo directions and the first colour and type studies.",
      },
      {
        title: "Identity refinement",
        duration: "Week 4",
        description: "Revisions, the final mark and the brand guide.",
      },
      {
        title: "Website design",
        duration: "Weeks 5-7",
        description: "Wireframes, then page designs in your new identity.",
      },
      {
        title: "Build and launch",
        duration: "Weeks 8-10",
        description: "Development, content entry, testing and go-live.",
      },
    ],
  },
  caseStudies: {
    heading: "Case studies",
    intro: "Three recent projects, with the numbers our clients agreed to share.",
    jumpLabel: "Read the case studies",
    servicesLabel: "Services",
    factLabels: { challenge: "Challenge", approach: "Approach", outcome: "Outcome" },
    items: [
      {
        id: "summit-hvac",
        client: "Summit Heating & Air",
        clientType: "HVAC contractor, Phoenix AZ",
        services: ["Website design", "Local SEO"],
        challenge:
          "A template site that loaded in seven seconds on mobile and did not appear in Maps results outside the owner's own ZIP code.",
        approach:
          "A 10-page site with one page per service area, a two-step booking form, a rebuilt Google Business Profile and citations on 40 directories.",
        outcome:
          "Phone calls from the website doubled within four months, and the business now appears in the Maps results for six suburbs.",
        portfolioId: "summit-hvac",
      },
      {
        id: "trailhead-gear",
        client: "Trailhead Gear Co.",
        clientType: "Outdoor equipment brand, Boise ID",
        services: ["Amazon marketing", "Product imagery"],
        challenge:
          "Eighteen products with supplier-written listings, no A+ Content and advertising that spent evenly on every keyword.",
        approach:
          "New listings built on keyword research, A+ Content for the ten best sellers, a four-page Brand Store and restructured Sponsored Products campaigns.",
        outcome:
          "Average conversion rate rose from 9% to 14% over 90 days, and advertising cost of sale fell from 38% to 24%.",
        portfolioId: "trailhead-gear",
      },
      {
        id: "peak-performance-pt",
        client: "Peak Performance PT",
        clientType: "Physical therapy clinic, Denver CO",
        services: ["Brand identity", "Signage", "Templates"],
        challenge:
          "A clinic opening its second location with a logo drawn in a word processor and no consistent look across forms and signs.",
        approach:
          "A new identity with a mountain-line mark, an orange and slate palette, exterior signage and editable patient-handout templates.",
        outcome:
          "Both locations opened under the new brand on schedule, and staff now produce their own handouts in the templates.",
        portfolioId: "peak-performance-pt",
      },
    ],
  },
  cta: {
    heading: "Start a project with us",
    text: `Answer ${briefQuestionCount} short questions, and your project lead will reply within one business day.`,
    label: "Start your brief",
    pricingLabel: "See pricing",
  },
};
