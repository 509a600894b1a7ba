// Privacy Policy text, section by section. The page's frame (meta, hero, table of contents,
// each section's heading) is in privacy-outline.ts; `privacy` puts both together.
import type { LeadField } from "@shared/lead-fields";
import { briefQuestionCount } from "./brief-length";
import { type PrivacyOutline, type PrivacySectionId, privacyOutline } from "./privacy-outline";
import { PRIVACY_PERIODS } from "./privacy-periods";
import { site } from "./site";

/**
 * What the policy calls each answer of the brief: a record over every lead field, so a field
 * added to the brief is a compile error here until the policy names it.
 */
const BRIEF_ANSWERS: Record<LeadField, string> = {
  companyName: "Company name",
  sloganName: "Slogan",
  industry: "Industry",
  keyword: "A keyword that describes your business",
  emailAddress: "E-mail address",
  number: "Phone number",
};

export type PrivacyBlock =
  { kind: "paragraph"; text: string } | { kind: "list"; intro?: string; items: string[] };

export interface PrivacySection {
  id: PrivacySectionId;
  heading: string;
  blocks: PrivacyBlock[];
}

export interface PrivacyContent extends Omit<PrivacyOutline, "sections"> {
  sections: PrivacySection[];
}

export { PRIVACY_PERIODS };

const p = (text: string): PrivacyBlock => ({ kind: "paragraph", text });
const list = (items: string[], intro?: string): PrivacyBlock => ({ kind: "list", intro, items });

const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

/** Each section's paragraphs and lists, by section id: a section without text does not compile. */
export const policyBlocks: Record<PrivacySectionId, PrivacyBlock[]> = {
  introduction: [
    p(
      `${site.name} ("we", "us") is a logo design, branding and digital-marketing agency based in Dallas, Texas. This policy applies to this website, the project brief you can fill in on it, our live chat, and the accounts we keep for clients and designers.`,
    ),
    p(
      "By using the website you accept the practices described here. If you do not agree with them, please do not submit the brief or other forms.",
    ),
  ],
  "information-collected": [
    list(
      Object.values(BRIEF_ANSWERS),
      `When you fill in our project brief, we collect exactly what you type into its ${briefQuestionCount} steps:`,
    ),
    p(
      "With your answers, the brief records two things you did not type: the pricing package you picked before starting it, if any, and where your visit came from. The second is the campaign tags in the address of the first page you opened (utm_source, utm_medium, utm_campaign, utm_term, utm_content), the address of the site that sent you, if it was another site, and that first page's address. Your browser keeps them in this tab's session storage, not in a cookie, and they reach us only if you send the brief.",
    ),
    p(
      "Brief answers, with the package and the visit's source, are stored in Google Firebase (Cloud Firestore) and e-mailed to our sales team through the EmailJS service, so that a team member can reply to you. If you send the same brief twice within a day, we keep both copies but e-mail our team only once. When the service is configured for it, EmailJS also sends you one e-mail confirming that your brief arrived.",
    ),
    p(
      "To keep automated submissions out, the brief's last step may check your browser with Google reCAPTCHA Enterprise (through Firebase App Check). When it does, Google receives technical signals about your browser and device and sets one necessary cookie (_GRECAPTCHA), under Google's Privacy Policy and Terms of Service.",
    ),
    list(
      [
        "E-mail address",
        "Name",
        "Country and postal address",
        "Business name",
        "For designers: profile picture and profile description",
        "The last four digits and the expiry date of the payment card used. Full card numbers are handled by our payment processor and never reach our systems.",
      ],
      "When you hold an account with us as a client or a designer, the account stores:",
    ),
    p(
      "If you use the live chat, the chat provider (LiveChat) records the messages you send and basic technical data such as your browser type, so the conversation can continue if you reload the page.",
    ),
    p(
      "Like most websites, our hosting provider keeps standard server logs (IP address, pages requested, date and time) for security and to diagnose errors.",
    ),
  ],
  "data-security": [
    p(
      "All pages are served over HTTPS. Brief answers are written to a database whose access rules allow visitors to create a record but not to read, change or delete any record, including their own.",
    ),
    p(
      "Access to stored data is limited to the team members who need it to serve you, and is protected by individual accounts with two-step verification. No method of transmission or storage is perfectly secure, but we take reasonable, industry-standard measures to protect your information.",
    ),
  ],
  "storage-and-transfer": [
    p(
      "Your information is stored on servers operated by Google Cloud (Firebase) and by our e-mail and chat providers, which may be located in the United States or other countries. Where data leaves the country you are in, it is protected by the provider's contractual safeguards.",
    ),
    p(
      `We keep brief answers, with the e-mails about them, for ${PRIVACY_PERIODS.briefRetention} after you send them; after that they are deleted automatically. If you become a client, the records of your project are kept for the length of the project plus the period required for tax and accounting records. You can ask us to delete your brief earlier (see Access and correction).`,
    ),
  ],
  "use-of-data": [
    list([
      "To reply to your enquiry and prepare a quote",
      "To deliver, invoice and support the projects you order",
      "To manage client and designer accounts",
      "To send service messages about your project",
      "To protect the website against fraud and abuse",
    ]),
    p(
      "We send marketing e-mails only if you have asked to receive them, and every such e-mail has a one-click unsubscribe link. We do not sell your personal information.",
    ),
  ],
  disclosure: [
    list(
      [
        "Service providers that process data for us: Google Firebase (hosting and database), EmailJS (e-mail delivery), LiveChat (chat) and our payment processor",
        "Professional advisers such as accountants and lawyers, under a duty of confidentiality",
        "Authorities, where the law requires it or to protect our rights and the safety of others",
      ],
      "We share personal information only with:",
    ),
  ],
  "access-and-correction": [
    p(
      `You may ask for a copy of the personal information we hold about you, and ask us to correct or delete it. Write to ${site.salesEmail}. We answer data requests within ${PRIVACY_PERIODS.dataRequestResponse} of receiving them, and may ask you to confirm your identity first.`,
    ),
    p(
      `If you are unhappy with how we have handled your information, send us a complaint at the same address. We will investigate and reply within ${PRIVACY_PERIODS.complaintResponse}.`,
    ),
  ],
  "change-of-control": [
    p(
      "If Brandvista Studio is sold, merged or reorganised, the personal information we hold may be transferred to the new owner, who will be bound by this policy for information collected under it. We will tell you by e-mail or on this page before that happens.",
    ),
  ],
  children: [
    p(
      `Our services are meant for businesses and adults. We do not knowingly collect personal information from anyone under ${PRIVACY_PERIODS.minimumAge} without the consent of a parent or guardian. If you believe a child has sent us information, contact us and we will delete it.`,
    ),
  ],
  links: [
    p(
      "Our pages link to other websites, such as social networks and the platforms we build on. Their privacy practices are their own; please read their policies before giving them your information.",
    ),
  ],
  changes: [
    p(
      "We may update this policy when our services or the law change. The date at the top of the page shows when it last changed. Significant changes will be announced on this page, and by e-mail to account holders.",
    ),
  ],
  contact: [
    list(
      [
        `E-mail: ${site.salesEmail}`,
        `Phone: ${site.phone.display}`,
        `Post: ${site.name}, ${address}`,
      ],
      "Questions about this policy or your information:",
    ),
  ],
};

/** The whole policy: the outline's sections with their text. */
export const privacy: PrivacyContent = {
  ...privacyOutline,
  sections: privacyOutline.sections.map((section) => ({
    ...section,
    blocks: policyBlocks[section.id],
  })),
};
