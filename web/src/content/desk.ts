// Copy of the sales desk (/desk): sign-in, the "no access" page, views, columns, actions.
import { leadRetentionText } from "@shared/retention";
import { PRIVACY_PERIODS } from "./privacy-periods";
import { deskListCopy, deskViews } from "./desk-list";
import { deskOverviewCopy } from "./desk-overview";
import { site } from "./site";

export type { DeskViewCopy } from "./desk-list";

/** Who grants access to the desk, named on the "no access" page. */
export interface DeskAccessOwner {
  name: string;
  role: string;
  email: string;
}

export const deskAccessOwner: DeskAccessOwner = {
  name: "Dana Whitfield",
  role: "operations lead",
  email: "ops@brandvista.studio",
};

export const deskCopy = {
  title: "Sales desk",
  description: "Every lead from the website, its delivery state and what to do about it.",
  loading: "Opening the desk…",
  signIn: {
    heading: "Sign in to the sales desk",
    text: `The desk lists every brief sent through ${site.name}'s website. Sign in with your Google Workspace account.`,
    button: "Sign in with Google",
    busy: "Waiting for Google…",
    failed: "Sign-in did not finish. Try again, or check that pop-ups are allowed for this site.",
  },
  noAccess: {
    heading: "No access to the sales desk",
    /** Followed by the address the visitor signed in with. */
    signedInAs: "You are signed in as",
    text: "This account has not been given access to the desk. Leads hold prospects' contact details, so access is granted one person at a time.",
    ask: `Ask ${deskAccessOwner.name}, ${deskAccessOwner.role}, to grant access to this address:`,
    otherAccount: "Signed in with the wrong account? Sign out and use your work address.",
  },
  signOut: "Sign out",
  errors: {
    notFound: "This page of the desk does not exist.",
    failed: "Something went wrong on the desk. Reloading the page usually fixes it.",
    backToDesk: "Back to the leads",
    reload: "Reload",
  },
  nav: {
    label: "Desk pages",
    leads: "Leads",
    overview: "Overview",
    requests: "Data requests",
  },
  overview: deskOverviewCopy,
  views: deskViews,
  filters: {
    legend: "Filter leads",
    from: "Received from",
    to: "Received to",
    plan: "Plan",
    anyPlan: "Any plan",
    source: "Source (utm_source)",
    sourceHint: "Exact value, e.g. google",
    searchIn: "Search in",
    searchCompany: "Company",
    searchEmail: "E-mail",
    searchReference: "Reference",
    search: "Starts with",
    searchHint:
      "Company names match from the first letter, with the same capitals; a reference (BV-7K3Q-M9XD) in any case.",
    clear: "Clear filters",
  },
  columns: {
    select: "Select",
    company: "Company",
    email: "E-mail",
    phone: "Phone",
    plan: "Plan",
    source: "Source",
    received: "Received",
    delivery: "Delivery",
    payment: "Payment",
  },
  actions: {
    resend: "Resend",
    release: "Release",
    sendAnyway: "Send anyway",
    busy: "Asking the server…",
    selected: (count: number) => `${count} selected`,
    selectAll: "Select all shown",
    exportCsv: "Export CSV",
  },
  list: deskListCopy,
  lead: {
    back: "All leads",
    answers: "The brief",
    plan: "Plan",
    noPlan: "No plan chosen",
    source: "Where the visit came from",
    direct: "Direct (no campaign or outside referrer)",
    delivery: "Sales e-mail",
    autoReply: "Confirmation to the prospect",
    noAutoReply: "No confirmation is configured or none was sent.",
    related: "Related leads",
    duplicateOf: "Duplicate of",
    sameAddress: "Other briefs from this address",
    deskActions: "Actions taken on the desk",
    payment: "Payment",
    noPayment: "No checkout was started for this lead.",
    paymentHistory: "Money in and out",
    noPaymentHistory: "No money has moved yet.",
    balanceInvoice: "Balance invoice",
    /** The open or paid balance invoice, in a line: what it asks, and when it falls due or was paid. */
    invoiceAsks: (amount: string, due: string) => `${amount}, due ${due}`,
    invoicePaid: (amount: string, paid: string) => `${amount}, paid ${paid}`,
    invoiceLink: "Open the invoice Stripe sent",
    paymentEvents: "Payment events from Stripe",
    noPaymentEvents: "No payment event has arrived yet.",
    /** No event kept, but the money above moved (recorded from Stripe's answers). */
    noPaymentEventsKept:
      "No Stripe event is kept on the desk for the money above: it was recorded from Stripe's own answers. Stripe's dashboard lists every event.",
    notFound: "There is no lead with this id.",
    reference: "Reference",
    /** The copy button beside the reference under the company. */
    referenceCopy: {
      button: "Copy",
      label: (reference: string) => `Copy the reference ${reference}`,
      copied: "Copied.",
      notCopied: "The browser refused the clipboard: select the reference and copy it.",
    },
  },
  /** The lead page's "Copy pay link" (deskPayLink). */
  payLink: {
    button: "Copy pay link",
    making: "Making a pay link…",
    made: (copied: boolean, until: string) =>
      `${copied ? "Copied" : "Select and copy it"}: the link works until ${until}, on any device. It shows the company name and what is due, nothing else.`,
    failed: "No pay link was made.",
    label: "Pay link",
    /** How the lead's `deskActions` names it. */
    recorded: "Pay link made",
  },
  /** The lead page's "Send balance invoice" (sendBalanceInvoice), for a paid deposit. */
  balanceInvoice: {
    button: "Send balance invoice",
    hint: (balance: string) =>
      `Send it at delivery: Stripe e-mails the client an invoice for the remaining ${balance}, with a page to pay it by card or bank transfer.`,
    /** A quote accepted with nothing due now: its whole total is invoiced. */
    buttonWhole: "Send invoice",
    confirmTitleWhole: "Send the invoice for the quote?",
    hintWhole: (total: string) =>
      `The client accepted with nothing due now. Send it when work starts: Stripe e-mails them an invoice for the quote's ${total}, with a page to pay it by card or bank transfer.`,
    /** The confirmation before it is sent (Stripe e-mails the client at once). */
    confirmTitle: "Send the balance invoice?",
    question: (amount: string, email: string) =>
      `Stripe will e-mail an invoice for ${amount} to ${email || "the client's address at Stripe"} now, with a page to pay it. It cannot be unsent; a wrong one can be voided in Stripe's dashboard.`,
    confirm: "Send the invoice",
    cancel: "Cancel",
    sending: "Asking Stripe to send the invoice…",
    sent: (amount: string, due: string) =>
      `Invoice sent: ${amount}, due ${due}. Stripe e-mailed it to the client.`,
    existing: (amount: string, due: string) =>
      `An invoice for ${amount} was already sent (due ${due}): no second one was made.`,
    failed: "The invoice was not sent.",
    link: "Open the invoice Stripe sent",
    /** How the lead's `deskActions` names it. */
    recorded: "Balance invoice sent",
  },
  requests: {
    heading: "Data requests",
    intro: `When someone asks what we hold about them, or asks us to delete it, find them here by the e-mail address they wrote from. The privacy policy promises an answer within ${PRIVACY_PERIODS.dataRequestResponse}; leads are deleted on their own ${leadRetentionText()} after they arrive.`,
    emailLabel: "E-mail address",
    find: "Find",
    finding: "Searching…",
    failed: "The search did not finish:",
    nothing: (email: string) => `Nothing is held about ${email}.`,
    summary: (leads: number, records: number, mentions: number) =>
      `${leads} ${leads === 1 ? "brief" : "briefs"}, ${records} other ${records === 1 ? "record" : "records"}, and ${mentions} ${mentions === 1 ? "document" : "documents"} naming one of the briefs.`,
    leadsHeading: "Briefs",
    recordsHeading: "Other records",
    mentionsHeading: "Mentioned in",
    noRecords: "None.",
    /** The briefs table's Payment cell when no checkout was started. */
    noPayment: "No payment",
    /** The briefs table's headers, in column order. */
    columns: {
      lead: "Brief",
      company: "Company",
      received: "Received",
      delivery: "Sales e-mail",
      payment: "Payment",
    },
    exportJson: "Export JSON",
    exported: (file: string) => `Downloaded ${file}.`,
    exportHint: "Send the file to the person who asked (it holds everything listed here).",
    eraseHeading: "Erase",
    eraseText:
      "Deletes every brief and every record listed here, and removes the briefs from the documents that name them. If the person has an unpaid checkout or an open invoice at Stripe, it is closed first, and their customer record at Stripe is deleted (Stripe keeps its records of payments made). It cannot be undone. One audit record stays: who erased, when, why and how many documents, with a coded fingerprint of the address instead of the address.",
    confirmLabel: "Type the address again to confirm",
    reasonLabel: "Why is this address being erased?",
    reasonHint:
      "Required, kept in the audit record: who asked and how, e.g. “Asked by e-mail on 24 Nov to delete everything”. Do not paste the address.",
    erase: "Erase everything about this address",
    erasing: "Erasing…",
    erased: (count: number) =>
      `Erased ${count} ${count === 1 ? "document" : "documents"}. An audit record was kept.`,
    eraseFailed: "Nothing was erased:",
    parked: (limit: number) =>
      `You have erased ${limit} addresses in the last 24 hours, so this one waits for another salesperson: ask a colleague to open Data requests, find the address and confirm the erasure.`,
    parkedHeading: "Waiting for a second salesperson",
    parkedText: (by: string, at: string, reason: string) =>
      `${by || "A salesperson"} asked on ${at} to erase this address (“${reason}”). Another salesperson must confirm it; the one who asked cannot.`,
    confirmParked: "Confirm the erasure",
    parkedByYou: "You asked for this erasure: a colleague with access to the desk must confirm it.",
    erasedBeforeHeading: "Erased before",
    erasedBefore: (at: string, by: string, reason: string) =>
      `Erased on ${at} by ${by || "a salesperson"}: “${reason}”`,
  },
} as const;

export type DeskViewId = keyof typeof deskCopy.views;

// The campaign sources live beside the functions, which count leads by them (overview rollup).
export { campaignSources } from "@shared/campaign-sources";
