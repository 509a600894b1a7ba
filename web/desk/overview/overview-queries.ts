// The overview's aggregation queries, declared as data (one per week and group) so a unit test
// checks their composite indexes in firestore.indexes.json, and run on Firestore in parallel:
// Firestore counts on the server, no lead is downloaded. Revenue is the exception: a payment
// is counted in the week each part of it was received (a deposit and its balance apart), from
// the payment history's entries, which no aggregation can reach; so the leads paid in those
// weeks are read (revenueParts: few, and only their payment map is used).
import type { Firestore } from "firebase/firestore";
import { countLeads, readAllRows } from "../data";
import {
  PLANS_BY_SERVICE,
  STATE_GROUPS,
  revenueByWeek,
  weekCounts,
  type CountedWeek,
  type Week,
  type WeekCounts,
} from "./overview-groups";
import { campaignSources } from "~/content/desk";
import {
  CREATED_FIELD,
  PLAN_FIELD,
  SOURCE_FIELD,
  STATE_FIELD,
  type Equality,
  type IndexDefinition,
  type ViewPart,
} from "../desk-queries";

/** When the checkout's payment succeeded, and when the balance invoice was paid. */
export const PAID_AT_FIELD = "payment.paidAt";
export const BALANCE_PAID_AT_FIELD = "payment.balance.paidAt";

/**
 * The leads with money received in `weeks`: the checkout paid in them, or the balance invoice
 * paid in them (a deposit paid before the first week). One range each, on the field ordered
 * by, so Firestore's single-field indexes serve them.
 */
export function revenueParts(weeks: readonly Week[]): ViewPart[] {
  const from = weeks[0]?.start ?? new Date(0);
  return [PAID_AT_FIELD, BALANCE_PAID_AT_FIELD].map((field) => ({
    key: field,
    paged: false,
    spec: {
      equals: [],
      range: { lower: { value: from, inclusive: true } },
      orderBy: { field, direction: "asc" },
    },
  }));
}

type Slot =
  | { kind: "total" }
  | { kind: "tagged" }
  | { kind: "source"; key: string }
  | { kind: "plan"; key: string }
  | { kind: "state"; key: string };

/** One aggregation: leads of one week matching `equals` (and a utm_source, if `tagged`). */
export interface OverviewQuery {
  week: number;
  slot: Slot;
  equals: Equality[];
  /** Only leads with a utm_source (a second range, on source.utmSource). */
  tagged: boolean;
  /** The week's range is on this field. */
  timeField: typeof CREATED_FIELD;
}

/** Every aggregation of the overview for `weeks`, one per week and group. */
export function overviewQueries(weeks: readonly Week[]): OverviewQuery[] {
  return weeks.flatMap((_, week) => {
    const created = { week, tagged: false, timeField: CREATED_FIELD } as const;
    return [
      { ...created, slot: { kind: "total" }, equals: [] },
      { ...created, slot: { kind: "tagged" }, equals: [], tagged: true },
      ...campaignSources.map(({ utmSource }): OverviewQuery => ({
        ...created,
        slot: { kind: "source", key: utmSource },
        equals: [{ field: SOURCE_FIELD, op: "==", value: utmSource }],
      })),
      ...PLANS_BY_SERVICE.map((service): OverviewQuery => ({
        ...created,
        slot: { kind: "plan", key: service.category },
        equals: [{ field: PLAN_FIELD, op: "in", value: service.plans }],
      })),
      ...STATE_GROUPS.map((group): OverviewQuery => ({
        ...created,
        slot: { kind: "state", key: group.key },
        equals: [
          group.states.length === 1
            ? { field: STATE_FIELD, op: "==", value: group.states[0] ?? "" }
            : { field: STATE_FIELD, op: "in", value: group.states },
        ],
      })),
    ] satisfies OverviewQuery[];
  });
}

/**
 * The composite index an aggregation needs, or null when single-field indexes serve it.
 * Counts by createdAt are ordered newest first, so the list's own indexes serve them; the
 * utm_source range comes after the ordering field.
 */
export function overviewIndex(
  spec: OverviewQuery,
  collectionGroup: string,
): IndexDefinition | null {
  const equalityFields = [...new Set(spec.equals.map((equality) => equality.field))].sort();
  const time = { fieldPath: spec.timeField, order: "DESCENDING" as const };
  const after = spec.tagged ? [{ fieldPath: SOURCE_FIELD, order: "ASCENDING" as const }] : [];
  if (equalityFields.length === 0 && after.length === 0) return null;
  return {
    collectionGroup,
    queryScope: "COLLECTION",
    fields: [
      ...equalityFields.map((fieldPath) => ({ fieldPath, order: "ASCENDING" as const })),
      time,
      ...after,
    ],
  };
}

function runOne(db: Firestore, spec: OverviewQuery, week: Week): Promise<number> {
  return countLeads(db, {
    equals: spec.equals,
    field: spec.timeField,
    from: week.start,
    to: week.end,
    ...(spec.tagged ? { nonEmpty: SOURCE_FIELD } : {}),
  });
}

/** Counts every group of every week on Firestore, all queries at once, and the revenue. */
export async function loadOverview(db: Firestore, weeks: readonly Week[]): Promise<WeekCounts[]> {
  const specs = overviewQueries(weeks);
  const [values, paidLeads] = await Promise.all([
    Promise.all(
      specs.map((spec) => {
        const week = weeks[spec.week];
        if (!week) throw new Error(`No week ${spec.week}`);
        return runOne(db, spec, week);
      }),
    ),
    readAllRows(db, revenueParts(weeks), new Date()),
  ]);
  const revenue = revenueByWeek(
    weeks,
    paidLeads.map((lead) => lead.payment),
  );
  const empty = (): CountedWeek => ({
    total: 0,
    tagged: 0,
    sources: {},
    plans: {},
    states: {},
    paidCents: 0,
  });
  const counted = weeks.map(empty);
  specs.forEach((spec, index) => {
    const into = counted[spec.week];
    const value = values[index] ?? 0;
    if (!into) return;
    switch (spec.slot.kind) {
      case "total":
        into.total = value;
        break;
      case "tagged":
        into.tagged = value;
        break;
      case "source":
        into.sources[spec.slot.key] = value;
        break;
      case "plan":
        into.plans[spec.slot.key] = value;
        break;
      case "state":
        into.states[spec.slot.key] = value;
        break;
    }
  });
  counted.forEach((week, index) => (week.paidCents = revenue[index] ?? 0));
  return weeks.map((week, index) => weekCounts(week, counted[index] ?? empty()));
}
