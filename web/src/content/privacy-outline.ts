// The privacy policy page's frame: its meta, hero, table of contents and each section's anchor
// and heading. The sections' text is in privacy.ts, which the page loads only when a section is
// rendered on the client or reached by a visitor (docs/page-speed.md).
import type { PageHeroCopy, PageMetaCopy } from "./page-types";

/**
 * Each section's heading, by id, in the order the page shows them. An id is the section's
 * in-page anchor (/privacy-policy#data-security).
 */
const SECTION_HEADINGS = {
  introduction: "Introduction",
  "information-collected": "Information we collect",
  "data-security": "Data security",
  "storage-and-transfer": "Storage and transfer",
  "use-of-data": "How we use your data",
  disclosure: "Disclosure of your information",
  "access-and-correction": "Access and correction",
  "change-of-control": "Change of control",
  children: "Children under 18",
  links: "Links to other websites",
  changes: "Changes to this policy",
  contact: "Contact us",
} as const;

export type PrivacySectionId = keyof typeof SECTION_HEADINGS;

export interface PrivacyOutline {
  meta: PageMetaCopy;
  hero: PageHeroCopy;
  lastUpdated: string;
  toc: { label: string; heading: string; lastUpdatedLabel: string; helpText: string };
  sections: readonly { id: PrivacySectionId; heading: string }[];
}

export const privacyOutline: PrivacyOutline = {
  meta: {
    title: "Privacy Policy",
    description:
      "How Brandvista Studio, a team of logo designers serving businesses in New York and across the US, collects, uses and protects your personal information.",
  },
  hero: {
    title: "Your data",
    heading: "Privacy Policy",
    subheading: "What we collect, why we collect it, and the choices you have.",
    paragraphs: [
      "We only ask for the information we need to answer your enquiry and deliver the work you order.",
      "This page explains, in plain language, where that information goes and how to have it corrected or deleted.",
    ],
  },
  lastUpdated: "March 1, 2024",
  toc: {
    label: "Policy sections",
    heading: "On this page",
    lastUpdatedLabel: "Last updated:",
    helpText: "Questions about your data? Talk to us directly.",
  },
  sections: Object.entries(SECTION_HEADINGS).map(([id, heading]) => ({
    id: id as PrivacySectionId,
    heading,
  })),
};
