// The privacy policy page's frame: its meta, hero, table of contents and each section's anchor
// and heading. The sections' text is in privacy.ts, which the page loads only when a section is
// rendered on the client or reached by a visitor (docs/page-speed.md).
import type { PageHeroCopy, PageMetaCopy } from "./page-types";

export interface PrivacyOutline {
  meta: PageMetaCopy;
  hero: PageHeroCopy;
  lastUpdated: string;
  toc: { label: string; heading: string; lastUpdatedLabel: string; helpText: string };
  sections: readonly { id: PrivacySectionId; heading: string }[];
}

/** Each section's id: its in-page anchor (/privacy-policy#data-security). */
export type PrivacySectionId =
  | "introduction"
  | "information-collected"
  | "data-security"
  | "storage-and-transfer"
  | "use-of-data"
  | "disclosure"
  | "access-and-correction"
  | "change-of-control"
  | "children"
  | "links"
  | "changes"
  | "contact";

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
  sections: [
    { id: "introduction", heading: "Introduction" },
    { id: "information-collected", heading: "Information we collect" },
    { id: "data-security", heading: "Data security" },
    { id: "storage-and-transfer", heading: "Storage and transfer" },
    { id: "use-of-data", heading: "How we use your data" },
    { id: "disclosure", heading: "Disclosure of your information" },
    { id: "access-and-correction", heading: "Access and correction" },
    { id: "change-of-control", heading: "Change of control" },
    { id: "children", heading: "Children under 18" },
    { id: "links", heading: "Links to other websites" },
    { id: "changes", heading: "Changes to this policy" },
    { id: "contact", heading: "Contact us" },
  ],
};
