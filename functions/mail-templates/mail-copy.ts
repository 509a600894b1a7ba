// The words of the three e-mails, filled into the templates when they are built (`<% name %>` in
// the .mjml and .txt files). What the site already says is imported from web/src/content, so
// the e-mails cannot promise more, or other, than the site does; the few sentences only an
// e-mail needs are written here, once, for both its HTML and its text part.
import { briefWizardCopy, checkoutCopy, finalStepCopy } from "~/content/brief";
import { nextStepsCopy } from "~/content/next-steps";
import { site } from "~/content/site";
import type { LeadPath } from "../src/shared/payment-amounts.js";

/** The confirmation's variable that is set for each path (autoReplyTemplateParams). */
const PATH_FLAGS = {
  full: "pathFull",
  deposit: "pathDeposit",
  quote: "pathQuote",
} as const satisfies Record<LeadPath, string>;
import { LEAD_FIELDS, LEAD_SOURCE_KEYS, type LeadSourceKey } from "../src/shared/lead-fields.js";
import { fieldSpec } from "../src/shared/lead-field-specs.js";

/** What the sales e-mail calls each source field: a new key in the schema needs its label here. */
const SOURCE_LABELS: Record<LeadSourceKey, string> = {
  utmSource: "Ad or campaign source",
  utmMedium: "Medium",
  utmCampaign: "Campaign",
  utmTerm: "Search term",
  utmContent: "Ad variant",
  referrer: "Came from the page",
  landingPage: "First page on our site",
};

const { address } = site;
const noPlan = `${checkoutCopy.customQuote}: no plan was picked before the brief.`;

/** Shared by both e-mails. */
const common = {
  siteName: site.name,
  salesEmail: site.salesEmail,
  phone: site.phone.display,
  phoneTel: site.phone.tel,
  postalAddress: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
};

/** The notification to sales: labels and fixed sentences around the lead's variables. */
export const salesCopy = {
  ...common,
  heading: "New brief",
  openInDesk: "Open in the desk",
  deskHint: "Its delivery state, the answers and the actions (resend, release) are on the desk.",
  answersHeading: "The brief",
  /**
   * One row per variable: the answers in the order the brief asks them, labelled as the
   * site's summary does, then the plan and the time; `empty` shows when the variable is empty.
   */
  answers: [
    ...LEAD_FIELDS.map((field) => ({
      field,
      label: fieldSpec(field).label,
      empty: finalStepCopy.notAnswered,
    })),
    { field: "plan", label: "Plan", empty: noPlan },
    { field: "createdAt", label: "Received (UTC)", empty: "" },
  ],
  noPlan,
  customQuote: checkoutCopy.customQuote,
  sourceHeading: "Where the visit came from",
  /** Source rows in the schema's order, each shown only when the lead has that value. */
  sourceRows: LEAD_SOURCE_KEYS.map((field) => ({ field, label: SOURCE_LABELS[field] })),
  directVisit:
    "No campaign and no referring site: a direct visit (typed address, bookmark or an app).",
  replyHeading: "Reply to the prospect",
  replyHint: "Press Reply: this e-mail's Reply-To is the prospect's address,",
  replyButton: "Write to the prospect",
  leadIdLabel: "Lead id",
  referenceLabel: "Reference",
  footer: `Sent by the ${site.name} website when a visitor sends the brief.`,
};

/** The confirmation to the prospect: fixed copy only, nothing the visitor typed (docs/lead-pipeline.md). */
export const prospectCopy = {
  ...common,
  heading: finalStepCopy.heading(""),
  intro: `Your brief has reached the design team at ${site.name}.`,
  planLabel: "The plan you picked",
  nextHeading: nextStepsCopy.heading,
  /**
   * The site's next steps for each path (content/next-steps.ts), each inside the EmailJS
   * section of its flag (autoReplyTemplateParams sets one of the three), with the amounts left
   * as EmailJS variables: the mail tells the story the final step told.
   */
  stories: (["full", "deposit", "quote"] as const).map((path) => {
    // Sent when the brief is saved: before any payment, in the words the final step used.
    const words = nextStepsCopy.paths[path].before;
    const amounts = { now: "{{amountNow}}", later: "{{balanceLater}}" };
    return {
      flag: PATH_FLAGS[path],
      summary: words.summary(amounts),
      steps: words.steps(amounts),
    };
  }),
  payButton: "Pay {{amountNow}} securely",
  payHint:
    "The button opens your secure payment page; it works on any device for 30 days. Card details are entered on our payment provider's page only.",
  privacyNote: briefWizardCopy.privacyNote,
  // The short reference the server made (never the document id).
  referenceLabel: `${nextStepsCopy.referenceLabel}: {{reference}}`,
  referenceHint: nextStepsCopy.referenceHint,
  callUs: "Questions before then? Call us, or reply to this e-mail.",
  notYou: `You receive this e-mail because this address was given in a brief on our website. If that was not you, ignore it, or tell us at ${site.salesEmail}.`,
};

/**
 * The note to sales about one change of money on a lead's checkout (paid, failed, refunded,
 * disputed, ...). What changed is a variable (`change`, worded per change in PAYMENT_CHANGES,
 * functions/src/shared/payment.ts), so one template serves every change.
 */
export const paymentCopy = {
  ...common,
  heading: "Payment update",
  intro: "Stripe reported this change of money on a lead's checkout.",
  actionLabel: "What to do",
  changeAmountLabel: "This change",
  changeAtLabel: "When (UTC)",
  amountLabel: "Checkout amount",
  planLabel: "Plan",
  termsLabel: "Terms",
  paidAtLabel: "Paid (UTC)",
  openInDesk: "Open in the desk",
  deskHint: "The brief, its mails and every payment event are on the lead's page.",
  replyHint: "Press Reply to write to the prospect:",
  leadIdLabel: "Lead id",
  footer: `Sent by the ${site.name} website once for each change of money Stripe reports.`,
};

export type SalesCopy = typeof salesCopy;
export type ProspectCopy = typeof prospectCopy;

/** A quote sales wrote on the desk, to the prospect (issue 46). */
export const quoteMailCopy = {
  ...common,
  heading: "Your quote is ready",
  intro: `Here is the written quote for your brief with ${site.name}. You can accept it online from the link below.`,
  referenceLabel: nextStepsCopy.referenceLabel,
  linesHeading: "What the quote covers",
  totalLabel: "Total",
  dueNowLabel: "Due when you accept",
  laterLabel: "Invoiced later",
  nothingNow: "Nothing is due when you accept: the total is invoiced when the work starts.",
  validLabel: "You can accept it until",
  noteHeading: "A note from your designer",
  button: "Review and accept the quote",
  linkHint:
    "The link opens your quote on our site, on any device. Payment is taken on our payment provider's secure page; card details are never entered on our site.",
  callUs: "Questions about the quote? Call us, or reply to this e-mail.",
  notYou: `You receive this e-mail because this address was given in a brief on our website. If that was not you, ignore it, or tell us at ${site.salesEmail}.`,
};
