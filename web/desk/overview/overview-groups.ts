// The overview's weeks and groups: which weeks it shows, and which source, service and delivery
// group a lead counts in. Counting is the functions' (the weekly rollup, overview-queries.ts);
// these rules say what each count means, and derive the groups kept as the rest of the total
// (leads without a listed utm_source, without a plan, without a delivery map) by subtraction.
import type { DeliveryState } from "@shared/delivery";
import { localShortDay } from "@shared/desk-words";
import { lastWeekIds } from "@shared/overview-rollup";
import type { LeadSource } from "@lead";
import { campaignSources } from "@shared/campaign-sources";
import { plans, type PlanCategoryId } from "@shared/plans";
import { planCategories } from "~/content/plan-categories";

/** Weeks the overview shows, the current one included. */
export const OVERVIEW_WEEKS = 12;

export interface Week {
  /** The rollup's id of the week: its Monday, YYYY-MM-DD in OVERVIEW_TIME_ZONE. */
  id: string;
  /** That Monday at 00:00 in the viewer's time zone (what the labels and the CSV print). */
  start: Date;
  /** The next Monday, likewise (exclusive). */
  end: Date;
}

/**
 * The last `count` weeks up to the one holding `now`, oldest first: Monday to Sunday in the
 * agency's time zone (OVERVIEW_TIME_ZONE), the weeks the functions count leads in.
 */
export function lastWeeks(now: Date, count = OVERVIEW_WEEKS): Week[] {
  return lastWeekIds(now, count).map((id) => {
    const [year = 1970, month = 1, day = 1] = id.split("-").map(Number);
    return { id, start: new Date(year, month - 1, day), end: new Date(year, month - 1, day + 7) };
  });
}

/**
 * "Nov 23": a week's name, its Monday's day. `start` is that day's midnight in the browser's own
 * zone (lastWeeks), so its local calendar day is the Monday's. (Written in New York's zone, a
 * browser east of New York named each week by its Sunday.) Written by hand, not by Intl: the
 * early picture writes it before any Intl format has loaded ICU's data (overview-charts.ts).
 */
export const weekLabel = (start: Date): string => localShortDay(start);

export interface Group {
  key: string;
  label: string;
}

export const OTHER_CAMPAIGNS = "other-campaigns";
export const DIRECT_AND_REFERRALS = "direct-referrals";
export const NO_PLAN = "no-plan";
export const NO_DELIVERY = "no-delivery";

/** Source groups, in the chart's order: each campaign source, other campaigns, direct. */
export function sourceGroups(labels: { other: string; direct: string }): Group[] {
  return [
    ...campaignSources.map((source) => ({ key: source.utmSource, label: source.label })),
    { key: OTHER_CAMPAIGNS, label: labels.other },
    { key: DIRECT_AND_REFERRALS, label: labels.direct },
  ];
}

/** The source group of a lead: its utm_source if listed, other campaigns, or direct/referral. */
export function sourceGroupOf(source: LeadSource): string {
  const utm = source.utmSource;
  if (!utm) return DIRECT_AND_REFERRALS;
  return campaignSources.some((listed) => listed.utmSource === utm) ? utm : OTHER_CAMPAIGNS;
}

/** Plan ids of each service (pricing page's categories). */
export const PLANS_BY_SERVICE: readonly {
  category: PlanCategoryId;
  label: string;
  plans: string[];
}[] = planCategories.map((category) => ({
  category: category.id,
  label: category.label,
  plans: plans.filter((plan) => plan.category === category.id).map((plan) => plan.id),
}));

/** Service groups, in the chart's order, then leads without a (known) plan. */
export function planGroups(noPlan: string): Group[] {
  return [
    ...PLANS_BY_SERVICE.map((service) => ({ key: service.category, label: service.label })),
    { key: NO_PLAN, label: noPlan },
  ];
}

/** The service group of a lead's plan id. */
export function planGroupOf(plan: string | null | undefined): string {
  const service = PLANS_BY_SERVICE.find((candidate) => plan && candidate.plans.includes(plan));
  return service?.category ?? NO_PLAN;
}

/** Delivery groups of the sales e-mail: what a week's leads ended as (or are still doing). */
export const STATE_GROUPS: readonly { key: string; label: string; states: DeliveryState[] }[] = [
  { key: "mailed", label: "Mailed", states: ["SUCCESS"] },
  { key: "on-its-way", label: "On its way", states: ["QUEUED", "PROCESSING", "RETRY"] },
  { key: "held", label: "Held", states: ["HELD"] },
  { key: "failed", label: "Failed", states: ["ERROR"] },
  { key: "duplicate", label: "Duplicate", states: ["DUPLICATE"] },
  { key: "not-sent", label: "Not sent (emulators)", states: ["SKIPPED", "DECLINED"] },
];

/** State groups in the chart's order, then leads whose delivery map is not written yet. */
export function stateGroups(noDelivery: string): Group[] {
  return [
    ...STATE_GROUPS.map(({ key, label }) => ({ key, label })),
    { key: NO_DELIVERY, label: noDelivery },
  ];
}

/** The delivery group of a state (a lead without a delivery map, or an unknown state: none). */
export function stateGroupOf(state: string | null | undefined): string {
  return (
    STATE_GROUPS.find((group) => (group.states as string[]).includes(state ?? ""))?.key ??
    NO_DELIVERY
  );
}

/** One week's numbers as the overview shows them: what Firestore counted, but `tagged`. */
export interface WeekCounts extends Omit<CountedWeek, "tagged"> {
  week: Week;
}

/** What the rollup counted for one week (overview-queries.ts). */
export interface CountedWeek {
  total: number;
  /** Leads with any utm_source. */
  tagged: number;
  /** Per listed utm_source. */
  sources: Record<string, number>;
  /** Per service. */
  plans: Record<string, number>;
  /** Per state group. */
  states: Record<string, number>;
  /** Money received less money refunded, in cents. */
  paidCents: number;
  /** Quotes written on the desk in the week, and accepted in the week, with their totals. */
  quotes: QuoteWeek;
}

/** A week's quotes (the rollup's quote figures). */
export interface QuoteWeek {
  sent: number;
  sentCents: number;
  accepted: number;
  acceptedCents: number;
}

const sum = (values: Record<string, number>) =>
  Object.values(values).reduce((total, value) => total + value, 0);

/** A week's groups, the ones counted and the ones that are the rest of the total. */
export function weekCounts(week: Week, counted: CountedWeek): WeekCounts {
  const listed = sum(counted.sources);
  return {
    week,
    total: counted.total,
    sources: {
      ...counted.sources,
      [OTHER_CAMPAIGNS]: Math.max(0, counted.tagged - listed),
      [DIRECT_AND_REFERRALS]: Math.max(0, counted.total - counted.tagged),
    },
    plans: { ...counted.plans, [NO_PLAN]: Math.max(0, counted.total - sum(counted.plans)) },
    states: { ...counted.states, [NO_DELIVERY]: Math.max(0, counted.total - sum(counted.states)) },
    paidCents: counted.paidCents,
    quotes: counted.quotes,
  };
}
