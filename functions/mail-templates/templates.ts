// The three EmailJS templates the functions send with: for each, the source files, the settings
// to enter in EmailJS's dashboard (subject, To, Reply-To, sender name) and the variables the
// functions send it. `npm run mail:check` prints the settings; the contract test
// (tests/unit/mail-templates.test.ts) holds the variables and the templates to each other.
import { site } from "~/content/site";
import {
  AUTO_REPLY_TEMPLATE_VARIABLES,
  SALES_TEMPLATE_VARIABLES,
} from "../src/mail/template-params.js";
import { PAYMENT_TEMPLATE_VARIABLES } from "../src/payments/payment-params.js";
import { QUOTE_TEMPLATE_VARIABLES } from "../src/payments/quote-mail-params.js";
import { paymentCopy, prospectCopy, quoteMailCopy, salesCopy } from "./mail-copy.js";

export interface MailTemplate {
  /** File name (without extension) of the .mjml and .txt sources, and of the built files. */
  file: string;
  /** A name for the template in EmailJS's dashboard. */
  name: string;
  /** The function param that holds this template's EmailJS id. */
  idParam:
    | "EMAILJS_TEMPLATE_ID"
    | "EMAILJS_AUTOREPLY_TEMPLATE_ID"
    | "EMAILJS_PAYMENT_TEMPLATE_ID"
    | "EMAILJS_QUOTE_TEMPLATE_ID";
  /** The dashboard's fields (EmailJS syntax allowed, as in the content). */
  subject: string;
  to: string;
  replyTo: string;
  fromName: string;
  /** Every variable the functions send with this template. */
  sentWith: readonly string[];
  /** Variables sent but deliberately not shown, each with the reason. */
  unused: Readonly<Record<string, string>>;
  /** The copy filled into the sources when they are built. */
  copy: object;
}

export const SALES_TEMPLATE: MailTemplate = {
  file: "sales-notification",
  name: "New lead (to sales)",
  idParam: "EMAILJS_TEMPLATE_ID",
  subject: `${salesCopy.heading}: {{companyName}} · {{reference}} · {{#plan}}{{plan}}{{/plan}}{{^plan}}${salesCopy.customQuote}{{/plan}}`,
  to: site.salesEmail,
  replyTo: "{{replyTo}}",
  fromName: `${site.name} website`,
  sentWith: SALES_TEMPLATE_VARIABLES,
  unused: {
    planId: "the plan's label (plan) says the same in words",
    previousLeadId: "the updatedBrief sentence names the earlier lead",
  },
  copy: salesCopy,
};

export const PROSPECT_TEMPLATE: MailTemplate = {
  file: "prospect-confirmation",
  name: "Brief received (to the prospect)",
  idParam: "EMAILJS_AUTOREPLY_TEMPLATE_ID",
  subject: `We received your brief · ${site.name}`,
  to: "{{emailAddress}}",
  replyTo: site.salesEmail,
  fromName: site.name,
  sentWith: AUTO_REPLY_TEMPLATE_VARIABLES,
  unused: {},
  copy: prospectCopy,
};

export const PAYMENT_TEMPLATE: MailTemplate = {
  file: "payment-notification",
  name: "Payment update (to sales)",
  idParam: "EMAILJS_PAYMENT_TEMPLATE_ID",
  subject: "{{change}}: {{changeAmount}} · {{companyName}} · {{plan}}",
  to: site.salesEmail,
  replyTo: "{{replyTo}}",
  fromName: `${site.name} website`,
  sentWith: PAYMENT_TEMPLATE_VARIABLES,
  unused: {},
  copy: paymentCopy,
};

export const QUOTE_TEMPLATE: MailTemplate = {
  file: "quote-to-prospect",
  name: "Your quote (to the prospect)",
  idParam: "EMAILJS_QUOTE_TEMPLATE_ID",
  subject: `Your quote {{reference}} · ${site.name}`,
  to: "{{emailAddress}}",
  replyTo: site.salesEmail,
  fromName: site.name,
  sentWith: QUOTE_TEMPLATE_VARIABLES,
  unused: {},
  copy: quoteMailCopy,
};

export const MAIL_TEMPLATES = [
  SALES_TEMPLATE,
  PROSPECT_TEMPLATE,
  PAYMENT_TEMPLATE,
  QUOTE_TEMPLATE,
] as const;
