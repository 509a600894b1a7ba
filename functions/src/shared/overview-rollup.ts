// The overview's rollup: one small document per week (`overviewWeeks/<Monday>`) holding the
// week's lead counts by source, plan and delivery state, and its money. The functions keep it;
// the desk reads the 12 weeks it shows (≤ 13 documents) instead of counting leads.
//
// Exactly once, whatever retries: each lead records what it has added to the rollup (its
// `overview` field, a LeadShare). A step that changes a lead computes the lead's share as it
// is now, writes the difference to the weeks and the new share to the lead, in one atomic
// write conditioned on the lead being as read. A retried step finds the share already there
// and adds nothing; an erased lead takes its recorded share off as it is deleted.
import { MONEY_IN_KINDS, readAgreement, type LedgerHistory } from "./agreement.js";
import { DELIVERY_STATES } from "./delivery.js";
import { campaignSources } from "./campaign-sources.js";
import { PLAN_CATALOGUE } from "./plans.js";
import { QUOTE_ACCEPTED_FIELD, quoteAccepted, readQuoteAccepted } from "./quote-acceptance.js";

/** The time zone whose Mondays start the overview's weeks (the agency's office). */
export const OVERVIEW_TIME_ZONE = "America/New_York";

/** The lead field holding the lead's share of the rollup. */
export const LEAD_SHARE_FIELD = "overview";

/** Source keys besides the campaign sources: another utm_source, and none (direct, referral). */
export const OTHER_SOURCE = "other";
export const DIRECT_SOURCE = "direct";
/** Plan key of a lead without a plan the catalogue knows; state key before any delivery map. */
export const NO_PLAN_KEY = "none";
export const NO_STATE_KEY = "none";

/**
 * The daily check counts a week's leads (a range on createdAt, newest first) by each of these
 * fields' values, and those with any utm_source (a second range): each needs a composite index,
 * which firestore.indexes.json holds (the desk's index test reads this list).
 */
export const CHECKED_COUNT_FIELDS = {
  source: "source.utmSource",
  plan: "plan",
  state: "delivery.state",
} as const;
/** The field the checked counts take their week's range on. */
export const CHECKED_TIME_FIELD = "createdAt";

/** A week's numbers (the document's fields, without its bookkeeping). */
export interface WeekFigures {
  /** Leads received in the week. */
  leads: number;
  /** By source: each campaign utm_source, OTHER_SOURCE, DIRECT_SOURCE. */
  sources: Record<string, number>;
  /** By plan id (catalogue plans only), NO_PLAN_KEY. */
  plans: Record<string, number>;
  /** By the sales e-mail's delivery state, NO_STATE_KEY. */
  states: Record<string, number>;
  /** Money in during the week: checkouts (full or deposit) and balance invoices, in cents. */
  paidCents: number;
  /** Money out during the week: refunds (less failed ones) and lost disputes, in cents. */
  refundedCents: number;
  /** Quotes written in the week (a lead's current quote: a replaced one counts as its successor). */
  quotes: number;
  /** What those quotes add up to, in cents. */
  quotedCents: number;
  /** Quotes accepted in the week (paid, on their way, or accepted with nothing due now). */
  quotesAccepted: number;
  /** What those accepted quotes add up to, in cents. */
  acceptedQuoteCents: number;
}

/** The numeric figures of a week, besides its maps. */
const NUMBER_FIELDS = [
  "leads",
  "paidCents",
  "refundedCents",
  "quotes",
  "quotedCents",
  "quotesAccepted",
  "acceptedQuoteCents",
] as const;

/** One `overviewWeeks` document. */
export interface OverviewWeek extends WeekFigures {
  /** The week's Monday, YYYY-MM-DD in OVERVIEW_TIME_ZONE (also the document id). */
  week: string;
}

/** What one lead adds to the rollup: the counts of its week, and its money by week. */
export interface LeadShare {
  week: string;
  source: string;
  plan: string;
  state: string;
  /** Week → cents in and out, for the weeks the lead's money moved in. */
  money: Record<string, { paidCents: number; refundedCents: number }>;
  /** The lead's current quote (null: none; absent in a share recorded before quotes counted). */
  quote?: QuoteShare | null;
}

/** A lead's quote as the rollup counts it: written in `week`, accepted in `acceptedWeek`. */
export interface QuoteShare {
  week: string;
  totalCents: number;
  /** null: not accepted (yet). */
  acceptedWeek: string | null;
}

// The zone's formats are made on first use, not as the module loads: in a browser a page's first
// Intl format loads ICU's locale and zone data (0.15–0.3 s of main thread at 4× CPU, Chromium),
// and a script that imports this module for its week ids or constants should not pay that.
let dayFormat: Intl.DateTimeFormat | undefined;
const dayFormatter = () =>
  (dayFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: OVERVIEW_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
  }));
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** YYYY-MM-DD of a calendar day (UTC arithmetic: a calendar day has no time zone). */
const isoOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/**
 * OVERVIEW_TIME_ZONE's offsets from UTC through the year, in hours: standard and daylight time
 * (EST, EDT). overview-rollup.test.ts checks them against the zone, hour by hour over two years.
 */
export const OVERVIEW_ZONE_OFFSET_HOURS = [-5, -4] as const;

/** The id of the week holding the UTC calendar day of `at`: its Monday, YYYY-MM-DD. */
function utcWeekIdOf(at: Date): string {
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return isoOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate() - sinceMonday);
}

/** The weeks each of the zone's offsets would put `at` in. */
const weeksAtOffsets = (at: Date) =>
  OVERVIEW_ZONE_OFFSET_HOURS.map((hours) =>
    utcWeekIdOf(new Date(at.getTime() + hours * 3_600_000)),
  );

/**
 * The id of the week holding `at`: its Monday, YYYY-MM-DD in OVERVIEW_TIME_ZONE. Outside the
 * hour or so around a Monday's midnight every offset the zone has puts `at` in the same week, so
 * the zone is asked only inside it (in a browser a page's first Intl format loads ICU's data,
 * 0.15–0.3 s of main thread at 4× CPU; on the server, a format's parts for every lead rebuilt).
 */
export function weekIdOf(at: Date): string {
  const [first, ...others] = weeksAtOffsets(at);
  if (first !== undefined && others.every((week) => week === first)) return first;
  return zoneWeekIdOf(at);
}

/** The id of the week holding `at`, as the zone's own calendar says. */
function zoneWeekIdOf(at: Date): string {
  const parts = Object.fromEntries(
    dayFormatter()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const back = WEEKDAYS.indexOf(parts.weekday ?? "Mon");
  return isoOf(Number(parts.year), Number(parts.month), Number(parts.day) - Math.max(0, back));
}

/** The week `weeks` weeks after the week `weekId` (negative: before). */
export function weekIdPlus(weekId: string, weeks: number): string {
  const [year, month, day] = weekId.split("-").map(Number);
  return isoOf(year ?? 1970, month ?? 1, (day ?? 1) + 7 * weeks);
}

/** The last `count` week ids up to the one holding `now`, oldest first. */
export function lastWeekIds(now: Date, count: number): string[] {
  const current = weekIdOf(now);
  return Array.from({ length: count }, (_, index) => weekIdPlus(current, index - (count - 1)));
}

/**
 * The first and last ids of weeks that hold the last `count` weeks up to `now` in
 * OVERVIEW_TIME_ZONE, worked out without asking the zone: what each of its offsets would make of
 * `now`, so `count` weeks, or `count + 1` around a Monday's midnight. For a read that leaves
 * before anything else has run: in Chromium a page's first Intl format loads ICU's data, 0.15–0.3 s
 * of main thread at 4× CPU.
 */
export function weekIdSpanAround(now: Date, count: number): { first: string; last: string } {
  const current = weeksAtOffsets(now).sort();
  const earliest = current[0] ?? utcWeekIdOf(now);
  return { first: weekIdPlus(earliest, 1 - count), last: current.at(-1) ?? earliest };
}

/**
 * The instants a week starts and ends at in OVERVIEW_TIME_ZONE (for range queries on
 * createdAt): midnight of its Monday and of the next, found by asking the zone's offset.
 */
export function weekRange(weekId: string): { start: Date; end: Date } {
  return { start: zoneMidnight(weekId), end: zoneMidnight(weekIdPlus(weekId, 1)) };
}

let offsetFormat: Intl.DateTimeFormat | undefined;
function offsetMinutes(at: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: OVERVIEW_TIME_ZONE,
    timeZoneName: "longOffset",
  });
  const name = offsetFormat.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}
function zoneMidnight(day: string): Date {
  const utc = new Date(`${day}T00:00:00Z`);
  // The offset at midnight local; asked twice because a DST change can fall on either side.
  const first = new Date(utc.getTime() - offsetMinutes(utc) * 60_000);
  return new Date(utc.getTime() - offsetMinutes(first) * 60_000);
}

/** A Date from a Date, a Firestore Timestamp (either SDK) or nothing. */
function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === "function")
    return (value as { toDate(): Date }).toDate();
  return null;
}
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};
const cents = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The source key of a lead's utm_source. */
export function sourceKeyOf(utmSource: unknown): string {
  if (typeof utmSource !== "string" || utmSource === "") return DIRECT_SOURCE;
  return campaignSources.some((listed) => listed.utmSource === utmSource)
    ? utmSource
    : OTHER_SOURCE;
}
/** The plan key of a lead's plan: its id if the catalogue has it. */
export const planKeyOf = (plan: unknown): string =>
  typeof plan === "string" && Object.hasOwn(PLAN_CATALOGUE, plan) ? plan : NO_PLAN_KEY;
/** The state key of a lead's delivery map. */
export const stateKeyOf = (delivery: unknown): string => {
  const state = record(delivery).state;
  return typeof state === "string" && Object.hasOwn(DELIVERY_STATES, state) ? state : NO_STATE_KEY;
};

/** History kinds that are money in, and money out (negative: money back in after all). */
const MONEY_IN = new Set(["paid", "balancePaid"]);
const MONEY_OUT: Readonly<Record<string, 1 | -1>> = {
  refunded: 1,
  refundFailed: -1,
  disputeLost: 1,
  balanceRefunded: 1,
  balanceRefundFailed: -1,
  balanceDisputeLost: 1,
};

/**
 * A lead's money by week, from its payment map as stored: each history entry in the week
 * Stripe dated it. A lead whose history predates its entries (no `paid` or `balancePaid`
 * entry) counts its payment map's own time instead, as the overview always has.
 */
export function moneyOf(payment: unknown): LeadShare["money"] {
  const money: LeadShare["money"] = {};
  const add = (at: unknown, field: "paidCents" | "refundedCents", amount: number) => {
    const date = dateOf(at);
    if (!date || amount === 0) return;
    const week = (money[weekIdOf(date)] ??= { paidCents: 0, refundedCents: 0 });
    week[field] += amount;
  };
  const stored = record(payment);
  const entries = Object.values(record(stored.history)).map(record);
  for (const entry of entries) {
    const kind = String(entry.kind);
    if (MONEY_IN.has(kind)) add(entry.at, "paidCents", cents(entry.amountCents));
    const out = MONEY_OUT[kind];
    if (out) add(entry.at, "refundedCents", out * cents(entry.amountCents));
  }
  const has = (kind: string) => entries.some((entry) => entry.kind === kind);
  if (!has("paid")) add(stored.paidAt, "paidCents", cents(stored.amountCents));
  const balance = record(stored.balance);
  if (!has("balancePaid")) add(balance.paidAt, "paidCents", cents(balance.amountCents));
  return money;
}

/**
 * A lead's current quote as the rollup counts it, from its data as stored: accepted by the rule
 * the client's page and the desk share (shared/quote-acceptance.ts), in the week of the client's
 * Accept, or of the first money in after the quote was written (else of the payment's last change:
 * a delayed payment on its way).
 */
export function quoteShareOf(lead: Record<string, unknown>): QuoteShare | null {
  const agreement = readAgreement(lead.agreement);
  if (agreement?.source !== "quote") return null;
  const accepted = readQuoteAccepted(lead[QUOTE_ACCEPTED_FIELD]);
  const payment = record(lead.payment);
  const history = record(payment.history) as unknown as LedgerHistory;
  const facts = lead.payment ? { state: String(payment.state), history } : null;
  const share = { week: weekIdOf(agreement.agreedAt), totalCents: agreement.totalCents };
  if (!quoteAccepted({ accepted, payment: facts }, agreement))
    return { ...share, acceptedWeek: null };
  const agreedMs = agreement.agreedAt.getTime();
  const moneyIn = Object.values(history)
    .map(record)
    // The ledger's money in (shared/agreement.ts): the first after the quote was written accepted it.
    .filter((entry) => MONEY_IN_KINDS.has(String(entry.kind)))
    .map((entry) => dateOf(entry.at))
    .filter((at): at is Date => at !== null && at.getTime() >= agreedMs)
    .sort((a, b) => a.getTime() - b.getTime());
  const at =
    (accepted?.agreedAt.getTime() === agreedMs ? accepted.acceptedAt : undefined) ??
    moneyIn[0] ??
    dateOf(payment.updatedAt) ??
    agreement.agreedAt;
  return { ...share, acceptedWeek: weekIdOf(at) };
}

/** A lead's share of the rollup, from its data as stored; null without a creation time. */
export function shareOf(lead: Record<string, unknown> | undefined): LeadShare | null {
  const created = dateOf(lead?.createdAt);
  if (!lead || !created) return null;
  return {
    week: weekIdOf(created),
    source: sourceKeyOf(record(lead.source).utmSource),
    plan: planKeyOf(lead.plan),
    state: stateKeyOf(lead.delivery),
    money: moneyOf(lead.payment),
    quote: quoteShareOf(lead),
  };
}

/** A lead's share as recorded on it (its LEAD_SHARE_FIELD); null when none was recorded. */
export function recordedShare(lead: Record<string, unknown> | undefined): LeadShare | null {
  const stored = record(lead?.[LEAD_SHARE_FIELD]);
  if (typeof stored.week !== "string") return null;
  const money: LeadShare["money"] = {};
  for (const [week, value] of Object.entries(record(stored.money)))
    money[week] = {
      paidCents: cents(record(value).paidCents),
      refundedCents: cents(record(value).refundedCents),
    };
  const quote = record(stored.quote);
  return {
    week: stored.week,
    source: String(stored.source),
    plan: String(stored.plan),
    state: String(stored.state),
    money,
    quote:
      typeof quote.week === "string"
        ? {
            week: quote.week,
            totalCents: cents(quote.totalCents),
            acceptedWeek: typeof quote.acceptedWeek === "string" ? quote.acceptedWeek : null,
          }
        : null,
  };
}

/** A change to one week: only the figures that move (no zeros). */
export type WeekDelta = Partial<WeekFigures>;

/** Empty figures: a week no lead has reached. */
export const emptyFigures = (): WeekFigures => ({
  leads: 0,
  sources: {},
  plans: {},
  states: {},
  paidCents: 0,
  refundedCents: 0,
  quotes: 0,
  quotedCents: 0,
  quotesAccepted: 0,
  acceptedQuoteCents: 0,
});

/** Adds `sign` × a share to `into` (week → figures). */
function addShare(into: Map<string, WeekFigures>, share: LeadShare | null, sign: 1 | -1) {
  if (!share) return;
  const week = (id: string) => {
    let figures = into.get(id);
    if (!figures) into.set(id, (figures = emptyFigures()));
    return figures;
  };
  const counted = week(share.week);
  counted.leads += sign;
  counted.sources[share.source] = (counted.sources[share.source] ?? 0) + sign;
  counted.plans[share.plan] = (counted.plans[share.plan] ?? 0) + sign;
  counted.states[share.state] = (counted.states[share.state] ?? 0) + sign;
  for (const [id, money] of Object.entries(share.money)) {
    const figures = week(id);
    figures.paidCents += sign * money.paidCents;
    figures.refundedCents += sign * money.refundedCents;
  }
  const quote = share.quote;
  if (!quote) return;
  const written = week(quote.week);
  written.quotes += sign;
  written.quotedCents += sign * quote.totalCents;
  if (quote.acceptedWeek === null) return;
  const accepted = week(quote.acceptedWeek);
  accepted.quotesAccepted += sign;
  accepted.acceptedQuoteCents += sign * quote.totalCents;
}

const nonZero = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== 0));

/** Only the figures that are not zero (a delta to write), or null when nothing moves. */
export function deltaOf(figures: WeekFigures): WeekDelta | null {
  const delta: WeekDelta = {};
  for (const field of NUMBER_FIELDS) if (figures[field]) delta[field] = figures[field];
  for (const key of ["sources", "plans", "states"] as const) {
    const moved = nonZero(figures[key]);
    if (Object.keys(moved).length > 0) delta[key] = moved;
  }
  return Object.keys(delta).length > 0 ? delta : null;
}

/** What moving a lead's share from `before` to `after` changes, week by week. */
export function shareDeltas(
  before: LeadShare | null,
  after: LeadShare | null,
): Map<string, WeekDelta> {
  const figures = new Map<string, WeekFigures>();
  addShare(figures, after, 1);
  addShare(figures, before, -1);
  const deltas = new Map<string, WeekDelta>();
  for (const [week, moved] of figures) {
    const delta = deltaOf(moved);
    if (delta) deltas.set(week, delta);
  }
  return deltas;
}

/** Whether two shares count the same (the order of their money's weeks aside). */
export const sameShare = (a: LeadShare | null, b: LeadShare | null): boolean =>
  (a === null) === (b === null) && shareDeltas(a, b).size === 0;

/** The weeks the given shares add up to (the rebuild's and the drift job's truth). */
export function weeksOf(shares: Iterable<LeadShare | null>): Map<string, WeekFigures> {
  const weeks = new Map<string, WeekFigures>();
  for (const share of shares) addShare(weeks, share, 1);
  return weeks;
}

/** A week document's figures as stored (missing fields are zeros). */
export function figuresOf(data: Record<string, unknown> | undefined): WeekFigures {
  const counts = (value: unknown) =>
    Object.fromEntries(Object.entries(record(value)).map(([key, n]) => [key, cents(n)]));
  const figures = emptyFigures();
  for (const field of NUMBER_FIELDS) figures[field] = cents(data?.[field]);
  return {
    ...figures,
    sources: counts(data?.sources),
    plans: counts(data?.plans),
    states: counts(data?.states),
  };
}

/**
 * Where `stored` differs from `truth`, one line each ("states.SUCCESS: 3, leads say 4"); empty
 * when they are the same (a key at zero and a missing key are the same).
 */
export function figureDifferences(stored: WeekFigures, truth: WeekFigures): string[] {
  const lines: string[] = [];
  const compare = (name: string, a: number, b: number) => {
    if (a !== b) lines.push(`${name}: ${a}, leads say ${b}`);
  };
  for (const field of NUMBER_FIELDS) compare(field, stored[field], truth[field]);
  for (const field of ["sources", "plans", "states"] as const) {
    const keys = new Set([...Object.keys(stored[field]), ...Object.keys(truth[field])]);
    for (const key of [...keys].sort())
      compare(`${field}.${key}`, stored[field][key] ?? 0, truth[field][key] ?? 0);
  }
  return lines;
}
