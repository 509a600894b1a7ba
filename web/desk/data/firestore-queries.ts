// Runs the desk's declared queries (desk-queries.ts) on Firestore: the translation only.
import { LEADS_COLLECTION } from "@shared/collections";
import {
  Timestamp,
  collection,
  endAt,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
} from "firebase/firestore";
import { toDeskLead, type DeskLead } from "../desk-lead";
import { compareLeads, type Bound, type QuerySpec } from "../desk-queries";

const value = (bound: Bound) =>
  bound.value instanceof Date ? Timestamp.fromDate(bound.value) : bound.value;

/** The constraints of a spec, before any cursor or limit. */
function constraints(spec: QuerySpec): QueryConstraint[] {
  const list: QueryConstraint[] = spec.equals.map((equality) =>
    where(equality.field, equality.op, equality.value),
  );
  const { lower, upper } = spec.range ?? {};
  const field = spec.orderBy.field;
  if (lower) list.push(where(field, lower.inclusive ? ">=" : ">", value(lower)));
  if (upper) list.push(where(field, upper.inclusive ? "<=" : "<", value(upper)));
  list.push(orderBy(field, spec.orderBy.direction));
  return list;
}

/** A page of a spec: after `after` (a cursor), up to and including `through`, or `size` leads. */
export function specQuery(
  db: Firestore,
  spec: QuerySpec,
  page: { after?: DocumentSnapshot; through?: DocumentSnapshot; size?: number } = {},
): Query {
  const list = constraints(spec);
  if (page.after) list.push(startAfter(page.after));
  if (page.through) list.push(endAt(page.through));
  if (page.size !== undefined) list.push(limit(page.size));
  return query(collection(db, LEADS_COLLECTION), ...list);
}

/** How many leads a spec matches, counted by Firestore (no document is downloaded). */
export async function countSpec(db: Firestore, spec: QuerySpec): Promise<number> {
  const snapshot = await getCountFromServer(specQuery(db, spec));
  return snapshot.data().count;
}

/** Every lead of a view's parts, read page by page (for the CSV export), newest first. */
export async function readAllRows(
  db: Firestore,
  parts: readonly { spec: QuerySpec; keep?: (lead: DeskLead, now: Date) => boolean }[],
  now: Date,
  pageSize = 500,
): Promise<DeskLead[]> {
  const byId = new Map<string, DeskLead>();
  for (const part of parts) {
    let after: DocumentSnapshot | undefined;
    for (;;) {
      const page = await getDocs(specQuery(db, part.spec, { after, size: pageSize }));
      for (const doc of page.docs) {
        const lead = toDeskLead(doc.id, doc.data());
        if (!part.keep || part.keep(lead, now)) byId.set(lead.id, lead);
      }
      after = page.docs.at(-1);
      if (!after || page.size < pageSize) break;
    }
  }
  const rows = [...byId.values()];
  const order = parts[0]?.spec.orderBy;
  return order ? rows.sort(compareLeads(order)) : rows;
}
