// The list's words of the sales desk (its views and status line), apart from the rest of its
// copy (content/desk.ts, which composes them): the first visit's early rows (early-rows.ts) draw
// the list before React with them, and must not load what desk.ts imports (the site's shell).

export interface DeskViewCopy {
  label: string;
  /** What the view holds, read by screen readers with the tab and shown under the tabs. */
  description: string;
}

export const deskViews = {
  attention: {
    label: "Needs attention",
    description:
      "Failed, held, retries past their time, leads not delivered five minutes after they arrived, and payments refunded, disputed or failed.",
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
  balances: {
    label: "Balances due",
    description:
      "Deposit plans whose balance invoice is open, the oldest due date first; overdue ones are highlighted.",
  },
  quotes: {
    label: "Quotes",
    description:
      "Quotes sent and not yet accepted, the soonest to expire first, with how long ago each was sent.",
  },
} satisfies Record<string, DeskViewCopy>;

export const deskListCopy = {
  empty: "No leads match this view and these filters.",
  loadMore: "Show older leads",
  loading: "Loading leads…",
  /** Shown when Firestore refuses or fails a query. */
  failed: "The leads could not be loaded:",
} as const;
