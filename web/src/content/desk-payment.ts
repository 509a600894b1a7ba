// The desk's words for where a lead stands with its money after the checkout (the Payment
// column, the lead page's payment card and "Send balance invoice"). Apart from content/desk.ts:
// the list's row words are drawn by the first visit's early rows too, which must not load what
// desk.ts imports (the site's shell). No imports.

export const paymentCopy = {
  /** The Payment column and the lead page, by settlement (shared/balance.ts). */
  settlement: {
    /** A full-price plan paid, or a deposit plan's deposit and balance both paid: the total. */
    paidInFull: (total: string) => `Paid in full ${total}`,
    /** The deposit is in; the balance is invoiced at delivery. */
    depositPaid: (deposit: string) => `Deposit paid ${deposit}`,
    /** An accepted quote with nothing due now, its customer opened and no invoice yet. */
    nothingPaidYet: (total: string) => `Nothing paid yet: ${total} to invoice`,
    balanceDue: (balance: string, since: string) => `Balance due ${balance} (since ${since})`,
    balanceOverdue: (balance: string, dueOn: string) =>
      `Balance overdue ${balance} (was due ${dueOn})`,
    balanceWrittenOff: (balance: string) => `Balance written off ${balance}`,
  },
  /**
   * The Payment column and the lead page for the ledger's cases a person must act on
   * (shared/ledger.ts): the balance's refunds and disputes, an overpayment, a failed refund.
   */
  ledger: {
    balanceRefunded: (refunded: string) => `Balance refunded ${refunded}`,
    balanceDisputed: "Balance disputed",
    balanceDisputeLost: (lost: string) => `Balance dispute lost ${lost}`,
    overpaid: (overpaid: string) => `Overpaid ${overpaid} — refund`,
    refundFailed: (failed: string) => `Refund failed ${failed}`,
  },
  /**
   * The payment history's kinds the desk words otherwise than the sales note's headline (a line
   * of a list, not a subject); every other kind uses the note's words (PAYMENT_CHANGES in
   * shared/payment-changes.ts).
   */
  entries: {
    paid: "Payment received",
    balancePaid: "Balance paid",
  },
  /** A quote sent and not accepted yet (the Payment column and the Quotes view). */
  quote: {
    sent: (total: string, sentAgo: string) => `Quote ${total} sent ${sentAgo}`,
    expires: (expiresOn: string) => `expires ${expiresOn}`,
    expired: (total: string, expiredOn: string) => `Quote ${total} expired ${expiredOn}`,
    today: "today",
    yesterday: "yesterday",
    daysAgo: (days: number) => `${days} days ago`,
    /** Accepted with nothing due now: its whole total is invoiced from the desk when work starts. */
    acceptedNothingDue: (total: string) =>
      `Quote ${total} accepted, nothing paid yet: invoice it when work starts`,
    /** The lead page's card of the quote on the lead (sent, accepted or paid). */
    card: {
      heading: "Quote",
      total: "Total",
      dueNow: (percent: number) =>
        percent === 0 ? "Due on acceptance: nothing" : `Due on acceptance (${percent}%)`,
      validUntil: (day: string) => `Valid until ${day}`,
      writtenOn: (day: string) => `Written ${day}`,
    },
  },
} as const;
