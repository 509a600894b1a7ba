// Copy of the sales desk (/desk): sign-in, the "no access" page, views, columns, actions.
import { site } from "./site";

/** Who grants access to the desk, named on the "no access" page. */
export interface DeskAccessOwner {
  name: string;
  role: string;
  email: string;
}

export interface DeskViewCopy {
  label: string;
  /** What the view holds, read by screen readers with the tab and shown under the tabs. */
  description: string;
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
  views: {
    attention: {
      label: "Needs attention",
      description:
        "Failed, held, retries past their time, and leads not delivered five minutes after they arrived.",
    },
    all: { label: "All", description: "Every lead, newest first." },
    mailed: { label: "Mailed", description: "Leads whose e-mail reached the sales inbox." },
    duplicates: {
      label: "Duplicates",
      description: "Repeats of a brief mailed in the 24 hours before: not mailed again.",
    },
    paid: {
      label: "Paid",
      description: "Leads that paid at checkout, refunded or disputed ones included.",
    },
  } satisfies Record<string, DeskViewCopy>,
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
    search: "Starts with",
    searchHint: "Company names match from the first letter, with the same capitals.",
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
  list: {
    empty: "No leads match this view and these filters.",
    loadMore: "Show older leads",
    loading: "Loading leads…",
    /** Shown when Firestore refuses or fails a query. */
    failed: "The leads could not be loaded:",
  },
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
    paymentEvents: "Payment events from Stripe",
    noPaymentEvents: "No payment event has arrived yet.",
    notFound: "There is no lead with this id.",
  },
} as const;

export type DeskViewId = keyof typeof deskCopy.views;
