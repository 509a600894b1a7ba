// The overview's aggregation queries, declared as data (one per week and group) so a unit test
// checks their composite indexes in firestore.indexes.json, and run on Firestore in parallel:
// Firestore counts (and sums) on the server, no lead is downloaded.
import { LEADS_COLLECTION } from "@shared/collections";
import {
  Timestamp,
  collection,
  count,
  getAggregateFromServer,
  orderBy,
  query,
  sum,
  where,
  type Firestore,
  type QueryConstraint,
} from "firebase/firestore";
import {
  PLANS_BY_SERVICE,
  STATE_GROUPS,
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
} from "../desk-queries";

/** When a payment succeeded, and what it charged (the payment map's contract). */
export const PAID_AT_FIELD = "payment.paidAt";
export const AMOUNT_FIELD = "payment.amountCents";

type Slot =
  | { kind: "total" }
  | { kind: "tagged" }
  | { kind: "source"; key: string }
  | { kind: "plan"; key: string }
  | { kind: "state"; key: string }
  | { kind: "paid" };

/** One aggregation: leads of one week matching `equals` (and a utm_source, if `tagged`). */
export interface OverviewQuery {
  week: number;
  slot: Slot;
  equals: Equality[];
  /** Only leads with a utm_source (a second range, on source.utmSource). */
  tagged: boolean;
  /** The week's range is on this field: createdAt, or payment.paidAt for revenue. */
  timeField: typeof CREATED_FIELD | typeof PAID_AT_FIELD;
  /** sum() of this field instead of count(). */
  sumField?: string;
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
      {
        week,
        slot: { kind: "paid" },
        equals: [],
        tagged: false,
        timeField: PAID_AT_FIELD,
        sumField: AMOUNT_FIELD,
      },
    ] satisfies OverviewQuery[];
  });
}

/**
 * The composite index an aggregation needs, or null when single-field indexes serve it.
 * Counts by createdAt are ordered newest first, so the list's own indexes serve them; the
 * utm_source range comes after the ordering field; a sum needs its field in the index.
 */
export function overviewIndex(
  spec: OverviewQuery,
  collectionGroup: string,
): IndexDefinition | null {
  const equalityFields = [...new Set(spec.equals.map((equality) => equality.field))].sort();
  const time = {
    fieldPath: spec.timeField,
    order: spec.sumField ? ("ASCENDING" as const) : ("DESCENDING" as const),
  };
  const after = [
    ...(spec.tagged ? [{ fieldPath: SOURCE_FIELD, order: "ASCENDING" as const }] : []),
    ...(spec.sumField ? [{ fieldPath: spec.sumField, order: "ASCENDING" as const }] : []),
  ];
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

function constraints(spec: OverviewQuery, week: Week): QueryConstraint[] {
  const list: QueryConstraint[] = spec.equals.map((equality) =>
    where(equality.field, equality.op, equality.value),
  );
  list.push(where(spec.timeField, ">=", Timestamp.fromDate(week.start)));
  list.push(where(spec.timeField, "<", Timestamp.fromDate(week.end)));
  if (spec.tagged) list.push(where(SOURCE_FIELD, ">", ""));
  if (!spec.sumField) list.push(orderBy(spec.timeField, "desc"));
  return list;
}

async function runOne(db: Firestore, spec: OverviewQuery, week: Week): Promise<number> {
  const leads = query(collection(db, LEADS_COLLECTION), ...constraints(spec, week));
  if (spec.sumField) {
    const snapshot = await getAggregateFromServer(leads, { total: sum(spec.sumField) });
    return snapshot.data().total ?? 0;
  }
  const snapshot = await getAggregateFromServer(leads, { leads: count() });
  return snapshot.data().leads;
}

/** Counts every group of every week on Firestore, all queries at once. */
export async function loadOverview(db: Firestore, weeks: readonly Week[]): Promise<WeekCounts[]> {
  const specs = overviewQueries(weeks);
  const values = await Promise.all(
    specs.map((spec) => {
      const week = weeks[spec.week];
      if (!week) throw new Error(`No week ${spec.week}`);
      return runOne(db, spec, week);
    }),
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
      case "paid":
        into.paidCents = value;
        break;
    }
  });
  return weeks.map((week, index) => weekCounts(week, counted[index] ?? empty()));
}
