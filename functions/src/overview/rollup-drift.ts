// The daily check of the overview's rollup: one week's document against the leads themselves.
// The counts come from aggregation queries (count(), nothing downloaded, the indexes the desk's
// overview queries had); the money from the leads whose payment changed since the week began
// (a payment map's updatedAt is at or after each of its entries), and the quotes from the leads
// whose quote was written in or up to a validity before the week. When they differ, each of
// those leads' recorded shares is brought to what the lead is (a lost or doubled step), and if
// the week still differs (the document itself is off) it is set to what the leads say. One
// alert per check that found drift.
import type { Firestore, Query } from "firebase-admin/firestore";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { Logs } from "../platform/logs.js";
import { campaignSources } from "../shared/campaign-sources.js";
import { LEADS_COLLECTION } from "../shared/collections.js";
import { QUOTE_ACCEPTED_FIELD } from "../shared/quote-acceptance.js";
import { DELIVERY_STATES } from "../shared/delivery.js";
import {
  CHECKED_COUNT_FIELDS,
  CHECKED_TIME_FIELD,
  DIRECT_SOURCE,
  NO_PLAN_KEY,
  NO_STATE_KEY,
  OTHER_SOURCE,
  emptyFigures,
  figureDifferences,
  figuresOf,
  moneyOf,
  quoteShareOf,
  weekIdOf,
  weekIdPlus,
  weekRange,
  type WeekFigures,
} from "../shared/overview-rollup.js";
import { PLAN_CATALOGUE } from "../shared/plans.js";
import { QUOTE_VALID_DAYS } from "../shared/quote-api.js";
import { overviewWeeks, rollupWrites } from "./rollup-writes.js";

const DAY_MS = 24 * 60 * 60_000;

/** The complete weeks the overview shows (all of its 12 but the current one). */
const CHECKED_WEEKS = 11;

/**
 * The week the daily job checks: one of the complete weeks the overview shows, a different one
 * each day, so each is checked every 11 days. Not the current week: its newest leads are still
 * on their first steps, and a check would race them.
 */
export function weekToCheck(now: Date): string {
  const day = Math.floor(now.getTime() / DAY_MS);
  return weekIdPlus(weekIdOf(now), -(1 + (day % CHECKED_WEEKS)));
}

/**
 * The leads whose quote was written or accepted in the week: written up to the longest validity
 * before it (a day more: a checkout opened on the last day is paid the next), in one range.
 */
function quotedAround(db: Firestore, week: string) {
  const { start, end } = weekRange(week);
  const earliest = new Date(start.getTime() - (QUOTE_VALID_DAYS.max + 1) * DAY_MS);
  return db
    .collection(LEADS_COLLECTION)
    .where("agreement.agreedAt", ">=", Timestamp.fromDate(earliest))
    .where("agreement.agreedAt", "<", Timestamp.fromDate(end));
}

const sum = (values: Record<string, number>) =>
  Object.values(values).reduce((total, value) => total + value, 0);

/** The week's counts by aggregation queries, and its money from the leads paid since. */
async function truthOf(db: Firestore, week: string): Promise<WeekFigures> {
  const { start, end } = weekRange(week);
  const leads = db.collection(LEADS_COLLECTION);
  // Ordered by createdAt, newest first, like the desk's queries: the same indexes serve them.
  const base = leads
    .where(CHECKED_TIME_FIELD, ">=", Timestamp.fromDate(start))
    .where(CHECKED_TIME_FIELD, "<", Timestamp.fromDate(end))
    .orderBy(CHECKED_TIME_FIELD, "desc");
  const count = async (query: Query) => (await query.count().get()).data().count;
  const countsBy = async (field: string, keys: string[]) =>
    Object.fromEntries(
      await Promise.all(
        keys.map(async (key) => [key, await count(base.where(field, "==", key))] as const),
      ),
    );
  const [total, tagged, sources, plans, states, paid, quoted] = await Promise.all([
    count(base),
    count(base.where(CHECKED_COUNT_FIELDS.source, ">", "")),
    countsBy(
      CHECKED_COUNT_FIELDS.source,
      campaignSources.map((source) => source.utmSource),
    ),
    countsBy(CHECKED_COUNT_FIELDS.plan, Object.keys(PLAN_CATALOGUE)),
    countsBy(CHECKED_COUNT_FIELDS.state, Object.keys(DELIVERY_STATES)),
    leads.where("payment.updatedAt", ">=", Timestamp.fromDate(start)).select("payment").get(),
    quotedAround(db, week).select("agreement", QUOTE_ACCEPTED_FIELD, "payment").get(),
  ]);
  const figures = emptyFigures();
  figures.leads = total;
  figures.sources = {
    ...sources,
    [OTHER_SOURCE]: tagged - sum(sources),
    [DIRECT_SOURCE]: total - tagged,
  };
  figures.plans = { ...plans, [NO_PLAN_KEY]: total - sum(plans) };
  figures.states = { ...states, [NO_STATE_KEY]: total - sum(states) };
  for (const doc of paid.docs) {
    const money = moneyOf(doc.get("payment"))[week];
    figures.paidCents += money?.paidCents ?? 0;
    figures.refundedCents += money?.refundedCents ?? 0;
  }
  for (const doc of quoted.docs) {
    const quote = quoteShareOf(doc.data());
    if (quote?.week === week) {
      figures.quotes += 1;
      figures.quotedCents += quote.totalCents;
    }
    if (quote?.acceptedWeek === week) {
      figures.quotesAccepted += 1;
      figures.acceptedQuoteCents += quote.totalCents;
    }
  }
  return figures;
}

/** Brings the recorded share of each lead the week counts to what the lead is now. */
async function resyncWeekLeads(db: Firestore, week: string): Promise<void> {
  const { start, end } = weekRange(week);
  const leads = db.collection(LEADS_COLLECTION);
  const [created, paid, quoted] = await Promise.all([
    leads
      .where("createdAt", ">=", Timestamp.fromDate(start))
      .where("createdAt", "<", Timestamp.fromDate(end))
      .select()
      .get(),
    leads.where("payment.updatedAt", ">=", Timestamp.fromDate(start)).select().get(),
    quotedAround(db, week).select().get(),
  ]);
  const ids = new Set([...created.docs, ...paid.docs, ...quoted.docs].map((doc) => doc.id));
  for (const id of ids) {
    const ref = leads.doc(id);
    await db.runTransaction(async (tx) => {
      const data = (await tx.get(ref)).data();
      if (!data) return;
      const share = rollupWrites(db, tx, data, data);
      if (Object.keys(share).length > 0) tx.update(ref, share);
    });
  }
}

/** Checks `week` (YYYY-MM-DD, a Monday) and repairs it: what differed (empty: nothing). */
export async function checkRollupWeek(db: Firestore, logs: Logs, week: string): Promise<string[]> {
  const ref = overviewWeeks(db).doc(week);
  const truth = await truthOf(db, week);
  const stored = figuresOf((await ref.get()).data());
  const drift = figureDifferences(stored, truth);
  if (drift.length > 0) {
    await resyncWeekLeads(db, week);
    await db.runTransaction(async (tx) => {
      const now = figuresOf((await tx.get(ref)).data());
      if (figureDifferences(now, truth).length === 0) return;
      tx.set(ref, { week, ...truth, updatedAt: FieldValue.serverTimestamp() });
    });
  }
  logs.overviewChecked(week, drift);
  return drift;
}

/** The daily job: checks one complete week (weekToCheck). */
export function runRollupCheck(db: Firestore, logs: Logs, now = new Date()): Promise<string[]> {
  return checkRollupWeek(db, logs, weekToCheck(now));
}
