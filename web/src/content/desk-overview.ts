// Copy of the desk's overview (/desk/overview): its charts, tables and their groups. A file of
// its own: the overview's early picture (web/desk/overview/early-overview-picture.ts) is
// bundled into a small script of its own, which takes this and none of the desk's other copy.
export const deskOverviewCopy = {
  title: "Overview",
  intro: (weeks: number) =>
    `How the last ${weeks} weeks went: how many briefs came in each week, where the visitors came from, which services they asked for, whether their e-mail reached the sales inbox, the money clients paid each week, less refunds, and the quotes sent and accepted. Weeks run Monday to Sunday, US Eastern time; today's briefs and payments are already counted.`,
  loading: "Counting leads…",
  failed: "The counts could not be loaded:",
  total: (count: number, weeks: number) =>
    `${count} ${count === 1 ? "lead" : "leads"} in the last ${weeks} weeks.`,
  week: "Week of",
  leads: "Leads",
  showTable: "Show the numbers",
  downloadCsv: "Download CSV",
  bySource: {
    heading: "By source",
    description:
      "utm_source of the visit that sent the brief. Visits without one (typed in, bookmarked or from another site's link) are grouped as direct and referrals.",
  },
  byPlan: {
    heading: "By service",
    description: "The service of the plan chosen on the pricing page, if any.",
  },
  byState: {
    heading: "Sales e-mail",
    description: "Where each week's leads ended up: share of the week's leads in each state.",
  },
  revenue: {
    heading: "Paid revenue",
    description:
      "Money received in the week, whatever week the lead came in, less what was refunded that week: a deposit in the week it was paid at checkout, its balance in the week the client paid Stripe's invoice.",
    column: "Paid (USD)",
  },
  quotes: {
    heading: "Quotes",
    description:
      "Quotes written on the desk each week and their value, and quotes clients accepted each week (by paying what was due now, or pressing Accept when nothing was) with theirs. A quote replaced before it was accepted counts as its replacement.",
    sent: "Sent",
    sentValue: "Value sent",
    accepted: "Accepted",
    acceptedValue: "Value accepted",
  },
  /** Names of the groups that are not a listed utm_source, a service or a state. */
  otherCampaigns: "Other campaigns",
  directAndReferrals: "Direct and referrals",
  noPlan: "No plan chosen",
  noDelivery: "Not queued yet",
} as const;
