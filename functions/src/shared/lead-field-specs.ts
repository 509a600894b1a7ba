// Each field of the brief, described once: its label, limits, whether it is required, how it
// is typed, and its step's copy. The zod schema (lead.ts), the brief's steps, routes and pages,
// the sales e-mail's and the desk's labels all derive from this record; firestore.rules repeats
// the names and limits, and tests/unit/rules-lead-fields.test.ts reads them back out of the
// rules file and compares. No zod here: the brief's and the desk's first chunks import it.
import { LEAD_FIELDS, type LeadField } from "./lead-fields.js";

/** Where a step sits in the brief, for copy that mentions it ("step 2 of 6"). */
export interface StepPosition {
  /** 1-based. */
  number: number;
  total: number;
  /** `total` in words ("six"). */
  totalInWords: string;
}

interface FieldSpecBase {
  /** Short name of the answer: the brief's summaries, the desk and the sales e-mail ("Company"). */
  label: string;
  /** In characters; `minDigits`/`maxDigits` count the digits of a phone number. */
  limits: { min?: number; max: number; minDigits?: number; maxDigits?: number };
  /** A whole-value pattern the answer must match (firestore.rules holds the same one). */
  pattern?: RegExp;
  input: {
    type: "text" | "email" | "tel";
    /** The HTML autocomplete token, so browsers can fill the field for the visitor. */
    autoComplete: string;
  };
  /** The brief's step that asks for this field. */
  step: {
    /** The step's URL is /brief/<slug>. */
    slug: string;
    /** The step's heading, and the field's label. */
    question: string;
    /** Help under the question. */
    hint: string;
    placeholder: string;
    /** Meta description of the step's page. */
    description: (position: StepPosition) => string;
  };
}

/** What the visitor reads when an answer is refused, one message per rule the field has. */
interface FieldErrors {
  tooLong: string;
  pattern?: string;
  digits?: string;
}

/** One field: a required one refuses an empty answer, with its own message. */
export type LeadFieldSpec = FieldSpecBase &
  (
    | { required: true; errors: FieldErrors & { required: string } }
    | { required: false; errors: FieldErrors }
  );

/**
 * An optional free-text answer of up to 150 characters (slogan, industry, keywords): the brief
 * asks for these alike, and refuses only an answer that is too long.
 */
function optionalText({
  label,
  tooLong,
  step,
}: {
  label: string;
  tooLong: string;
  step: FieldSpecBase["step"];
}) {
  return {
    label,
    required: false,
    limits: { max: 150 },
    input: { type: "text", autoComplete: "off" },
    step,
    errors: { tooLong },
  } as const satisfies LeadFieldSpec;
}

/** Digits with the separators people type in phone numbers: + ( ) - . and spaces. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
/**
 * An e-mail address (firestore.rules holds the same expression; a test compares them): the HTML
 * standard's "valid e-mail address", what the brief's type="email" input already accepts, with
 * two narrowings:
 * - After the @ nothing but a host name, of at least two labels (name@localhost is no
 *   prospect's address): no ?, &, %, spaces or quotes can follow it, so the address cannot end
 *   in a mailto query (`x@evil.example?cc=…&body=…`) in a link or in Reply-To.
 * - No % anywhere: its only use in a local part was source routing (user%host@relay), and an
 *   address holding percent-encoding (`%40`, `%0A`) is a payload, not a mailbox.
 * The local part keeps the standard's other characters (`bill&ted@`, `o'neil@`, `who?@` are
 * real mailboxes): every mailto link is built with encodeURIComponent (mailtoHref in
 * mail-address.ts), which turns ? and & into %3F and %26, so they cannot open a query either.
 * Spaces, double quotes and line breaks the standard allows nowhere; neither do we.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const briefStep = ({ number, total }: StepPosition) => `Your brief, step ${number} of ${total}`;

/** Every field of the brief, keyed by its name (the compiler holds the keys to LEAD_FIELDS). */
export const LEAD_FIELD_SPECS = {
  companyName: {
    label: "Company",
    required: true,
    limits: { min: 1, max: 100 },
    input: { type: "text", autoComplete: "organization" },
    step: {
      slug: "company",
      question: "What is your company called?",
      hint: "The name exactly as it should appear in your logo.",
      placeholder: "e.g. Lone Star Roasters",
      description: ({ totalInWords }) =>
        `Start your logo and branding brief: tell Brandvista Studio your company name. ${capitalised(totalInWords)} short questions, about two minutes.`,
    },
    errors: {
      required: "Please tell us your company name.",
      tooLong: "Company name must be 100 characters or fewer.",
    },
  },
  sloganName: optionalText({
    label: "Slogan",
    tooLong: "Please keep the slogan to 150 characters.",
    step: {
      slug: "slogan",
      question: "Do you have a slogan or tagline?",
      hint: "Optional. Leave it blank if you don't have one yet; we can help you write one.",
      placeholder: "e.g. Roasted in Dallas since 2009",
      description: (at) => `${briefStep(at)}: the slogan or tagline to pair with your logo.`,
    },
  }),
  industry: optionalText({
    label: "Industry",
    tooLong: "Please keep the industry to 150 characters.",
    step: {
      slug: "industry",
      question: "What industry are you in?",
      hint: "Optional. For example: craft coffee, dental clinic, fintech, real estate.",
      placeholder: "e.g. Specialty coffee",
      description: (at) => `${briefStep(at)}: your industry, so our designers know your market.`,
    },
  }),
  keyword: optionalText({
    label: "Keywords",
    tooLong: "Please keep keywords to 150 characters.",
    step: {
      slug: "keyword",
      question: "Which words describe the feel you want?",
      hint: "Optional. A few keywords, like bold, friendly, premium or eco-friendly.",
      placeholder: "e.g. warm, handcrafted, modern",
      description: (at) => `${briefStep(at)}: the keywords that set the tone of your brand.`,
    },
  }),
  emailAddress: {
    label: "E-mail",
    required: true,
    limits: { max: 254 },
    pattern: EMAIL_PATTERN,
    input: { type: "email", autoComplete: "email" },
    step: {
      slug: "email",
      question: "Which e-mail address should we write to?",
      hint: "Your e-mail address. We use it for this project only, never for a mailing list you didn't ask for.",
      placeholder: "name@company.com",
      description: (at) => `${briefStep(at)}: the e-mail address we write to about your project.`,
    },
    errors: {
      required: "Please enter your e-mail address.",
      tooLong: "That e-mail address is too long.",
      pattern: "Please enter a valid e-mail address, like name@company.com.",
    },
  },
  number: {
    label: "Phone",
    required: true,
    limits: { max: 30, minDigits: 7, maxDigits: 20 },
    pattern: PHONE_PATTERN,
    input: { type: "tel", autoComplete: "tel" },
    step: {
      slug: "number",
      question: "What number should your designer call?",
      hint: "A designer calls within one business day, Monday to Friday, 9 am to 6 pm Central Time.",
      placeholder: "(214) 555-0134",
      description: (at) => `${briefStep(at)}: the phone number your designer will call.`,
    },
    errors: {
      required: "Please enter a phone number so a designer can call you.",
      tooLong: "That phone number is too long.",
      pattern: "Use digits and + ( ) - . only, like (214) 555-0134.",
      digits: "A phone number has 7 to 20 digits.",
    },
  },
} as const satisfies Record<LeadField, LeadFieldSpec>;

/** The description of `field`, typed as any field's (for code that treats every field alike). */
export const fieldSpec = (field: LeadField): LeadFieldSpec => LEAD_FIELD_SPECS[field];

/** The fields in the brief's order, each with its name. */
export const LEAD_FIELD_LIST: readonly (LeadFieldSpec & { name: LeadField })[] = LEAD_FIELDS.map(
  (name) => ({ name, ...fieldSpec(name) }),
);

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
