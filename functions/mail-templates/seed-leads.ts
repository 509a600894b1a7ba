// The leads the previews render, each turned into the variables the functions would send (the
// same templateParams and autoReplyTemplateParams the send uses, so a preview is what EmailJS
// would receive). Between them they cover what the templates must survive: a bare lead, a
// plan and a full source, an updated brief after a send whose answer never came, the longest
// answers the schema allows, and answers that look like HTML.
import { payLinkUrl, signPayLink } from "../src/payments/pay-link.js";
import { FULL_SOURCE, VALID_LEAD } from "../../tests/fixtures/leads.ts";
import { LEAD_LIMITS, LEAD_SOURCE_KEYS, type Lead } from "../src/shared/lead.js";
import { paymentTemplateParams } from "../src/payments/payment-params.js";
import { quoteTemplateParams } from "../src/payments/quote-mail-params.js";
import { quoteLinkUrl, signQuoteLink } from "../src/payments/quote-link.js";
import { leadReference } from "../src/leads/derive-reference.js";
import { MAX_QUOTE_LINES, MAX_QUOTE_NOTE } from "../src/shared/quote-api.js";
import { cataloguePlan, checkoutAmountCents } from "../src/shared/payment-amounts.js";
import {
  autoReplyTemplateParams,
  templateParams,
  withPreviousBrief,
} from "../src/mail/template-params.js";

export const PREVIEW_SITE_ORIGIN = "https://brandvista.studio";

export interface SeedLead {
  /** File-name friendly. */
  name: string;
  description: string;
  sales: Record<string, string>;
  prospect: Record<string, string>;
  /** The payment note, as if the lead had paid for its plan (a lead without a plan: a made-up one). */
  payment: Record<string, string>;
  /** A quote's e-mail to the prospect: two lines at 50 % now (the longest lead: 30 long lines, 0 % now). */
  quote: Record<string, string>;
}

const CREATED_AT = new Date("2026-11-24T15:42:07.000Z");
const long = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);

const LONGEST: Lead = {
  companyName: long(
    "Supercalifragilistic Regional Roasting Cooperative ",
    LEAD_LIMITS.companyName.max,
  ),
  sloganName: long(
    "Wordswithoutanyspacesatallbecausesomeonepastedthem",
    LEAD_LIMITS.sloganName.max,
  ),
  industry: long(
    "Specialty coffee, tea and bakery wholesale to restaurants ",
    LEAD_LIMITS.industry.max,
  ),
  keyword: long("bold, warm, handcrafted, premium, eco-friendly, Texan, ", LEAD_LIMITS.keyword.max),
  emailAddress: `${long("averyveryverylongmailboxname", 64)}@${long("subdomain.", LEAD_LIMITS.emailAddress.max - 76)}example.com`,
  number: "+1 (214) 555-0134 - 120 - 4567", // 30 characters, 18 digits
  plan: "mobile-launch",
  source: Object.fromEntries(
    LEAD_SOURCE_KEYS.map((key) => [
      key,
      long(`https://example.com/${key}/`, LEAD_LIMITS.source.max),
    ]),
  ),
};

const HTML_LOOKALIKE: Lead = {
  companyName: `<b>Bold</b> & "Co" <script>alert(1)</script>`,
  sloganName: `<a href="https://phish.example">Click here</a> to claim`,
  industry: "<img src=x onerror=alert(1)>",
  keyword: "{{leadUrl}} {{{repeatNotice}}} <% siteName %>",
  emailAddress: "o'brien+test@example.com",
  number: "(469) 555-0199",
  plan: "logo-professional",
  source: { utmSource: "<i>news</i>letter", referrer: "javascript:alert(1)" },
};

/** The variables of one lead, for both templates, as the functions build them. */
function variables(leadId: string, lead: Lead, extra: Record<string, string> = {}) {
  const built = templateParams(
    leadId,
    { fields: { ...lead, createdAt: CREATED_AT }, delivery: undefined },
    PREVIEW_SITE_ORIGIN,
  );
  if (!built.ok) throw new Error(`Seed lead ${leadId} is invalid: ${built.problems}`);
  return {
    sales: { ...built.value, ...extra },
    prospect: autoReplyTemplateParams(
      leadId,
      built.lead,
      // A link signed with a preview key: it shows the link's length, and opens nothing.
      payLinkUrl(
        PREVIEW_SITE_ORIGIN,
        signPayLink(leadId, CREATED_AT, "preview-only key: signs no link that opens anything"),
      ),
    ),
    payment: paymentVariables(leadId, built.lead),
    quote: quoteVariables(leadId, built.lead, lead === LONGEST),
  };
}

/** A quote's e-mail for the lead, as sales might write it (the longest: every limit at its end). */
function quoteVariables(leadId: string, lead: Lead, longest: boolean) {
  const validUntil = new Date(CREATED_AT.getTime() + 30 * 86_400_000);
  const lines = longest
    ? Array.from({ length: MAX_QUOTE_LINES }, (_, index) => ({
        description: long(`Deliverable ${index + 1}: artwork, files and revisions `, 200),
        amountCents: 333_333,
      }))
    : [
        { description: "Brand strategy workshop (two sessions)", amountCents: 250_000 },
        { description: "Logo and identity system", amountCents: 600_050 },
      ];
  const agreement = {
    source: "quote" as const,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    currency: "usd" as const,
    depositPercent: longest ? 0 : 50,
    plan: null,
    lines,
    validUntil,
    agreedAt: CREATED_AT,
    writtenBy: { by: "sales" as const, uid: "preview" },
  };
  const note = longest
    ? long("Every deliverable includes two rounds of changes. ", MAX_QUOTE_NOTE)
    : "Two rounds of changes are included.\nDelivery in four weeks from the workshop.";
  const token = signQuoteLink(
    { leadId, agreedAt: CREATED_AT, validUntil },
    "preview-only key: signs no link that opens anything",
  );
  return quoteTemplateParams(
    { emailAddress: lead.emailAddress, reference: leadReference(leadId) },
    agreement,
    note,
    quoteLinkUrl(PREVIEW_SITE_ORIGIN, token),
  );
}

/** The payment note's variables for a lead that paid its plan (Brand Identity when none). */
function paymentVariables(leadId: string, lead: Lead) {
  const planId = lead.plan ?? "branding-identity";
  const plan = cataloguePlan(planId);
  const amountCents = plan ? checkoutAmountCents(plan) : 0;
  const at = new Date(CREATED_AT.getTime() + 11 * 60_000);
  return paymentTemplateParams(
    leadId,
    lead,
    {
      state: "PAID",
      sessionId: "cs_test_preview",
      planId,
      amountCents,
      currency: "usd",
      openedAt: CREATED_AT,
      updatedAt: at,
      paidAt: at,
      expiresAt: at,
      attempt: 1,
      paymentIntentId: "pi_preview",
      // The longest lead also shows the mismatch warning.
      mismatch: lead === LONGEST ? { amountCents: amountCents - 100, currency: "usd" } : null,
      amountRefundedCents: 0,
      history: {},
    },
    // The longest lead shows a change sales must act on; the others the payment itself.
    lead === LONGEST
      ? {
          kind: "refunded",
          amountCents: 10_000,
          currency: "usd",
          at,
          sessionId: "cs_test_preview",
          paymentIntentId: "pi_preview",
        }
      : {
          kind: "paid",
          amountCents,
          currency: "usd",
          at,
          sessionId: "cs_test_preview",
          paymentIntentId: "pi_preview",
        },
    PREVIEW_SITE_ORIGIN,
  );
}

const updated = (() => {
  const { sales, prospect, payment, quote } = variables("r7TqP2mXa9LkV3nB8cWd", {
    ...VALID_LEAD,
    keyword: "bold, warm, Texan, a little retro",
    plan: "branding-identity",
  });
  return {
    prospect,
    payment,
    quote,
    sales: {
      ...withPreviousBrief(sales, {
        leadId: "Fq81ZmK2pLx0aNv7sD4e",
        at: new Date("2026-11-20T10:05:00Z"),
      }),
      repeatNotice: "This may repeat an e-mail sent at 15:42 UTC whose answer never came.",
    },
  };
})();

export const SEED_LEADS: SeedLead[] = [
  {
    name: "plain",
    description: "a lead with the required answers only: no plan, no source",
    ...variables("aB3dE5fG7hJ9kL1mN2pQ", {
      ...VALID_LEAD,
      sloganName: "",
      industry: "",
      keyword: "",
    }),
  },
  {
    name: "plan-and-source",
    description: "a complete lead with a plan and a paid-search source",
    ...variables("Zx9Yw8Vu7Ts6Rq5Po4Nm", {
      ...VALID_LEAD,
      plan: "logo-professional",
      source: FULL_SOURCE,
    }),
  },
  {
    name: "updated-brief",
    description: "an updated brief, sent again after a send whose answer never came (repeatNotice)",
    ...updated,
  },
  {
    name: "longest",
    description: "every answer and source value at its longest allowed length",
    ...variables("LoNgEsT0123456789abc", LONGEST),
  },
  {
    name: "html-lookalike",
    description: "answers that look like HTML and template tags",
    ...variables("HtMl0123456789abcdEF", HTML_LOOKALIKE),
  },
];
