// Counting leads with Firestore's aggregation (count()): no lead is downloaded. The overview
// declares what it counts (overview/overview-queries.ts); this is the translation only.
import { LEADS_COLLECTION } from "@shared/collections";
import {
  Timestamp,
  collection,
  count,
  getAggregateFromServer,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryConstraint,
} from "firebase/firestore";
import type { Equality } from "../desk-queries";

/** Leads matching `equals` with `field` in [from, to), ordered by it newest first. */
export interface LeadCount {
  equals: readonly Equality[];
  field: string;
  from: Date;
  to: Date;
  /** Only leads whose `nonEmpty` field holds a string (a second range, after the ordering). */
  nonEmpty?: string;
}

function constraints(spec: LeadCount): QueryConstraint[] {
  const list: QueryConstraint[] = spec.equals.map((equality) =>
    where(equality.field, equality.op, equality.value),
  );
  list.push(where(spec.field, ">=", Timestamp.fromDate(spec.from)));
  list.push(where(spec.field, "<", Timestamp.fromDate(spec.to)));
  if (spec.nonEmpty) list.push(where(spec.nonEmpty, ">", ""));
  list.push(orderBy(spec.field, "desc"));
  return list;
}

/** How many leads match `spec`, counted by Firestore. */
export async function countLeads(db: Firestore, spec: LeadCount): Promise<number> {
  const leads = query(collection(db, LEADS_COLLECTION), ...constraints(spec));
  const snapshot = await getAggregateFromServer(leads, { leads: count() });
  return snapshot.data().leads;
}
