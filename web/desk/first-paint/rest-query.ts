// The desk's declared queries (desk-queries.ts) in Firestore's REST form (runQuery's
// StructuredQuery), and its documents' typed values back to plain data: what the first visit's
// early query (early-query.ts) sends and reads before the Firestore SDK has loaded. The same
// translation as firestore-queries.ts, for the wire format the SDK would send.
import { LEADS_COLLECTION } from "@shared/collections";
import {
  PAGE_SIZE,
  SMALL_PART_LIMIT,
  type Bound,
  type QuerySpec,
  type ViewPart,
} from "../desk-queries";
import { PICTURE_MAX_ROWS } from "./first-paint";

/** A Firestore REST value (google.firestore.v1.Value), as runQuery answers it. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/** One element of runQuery's answer (a stream of these, as a JSON array). */
export interface RunQueryResult {
  document?: { name: string; fields?: Record<string, RestValue> };
}

const encode = (value: string | string[] | Date | boolean): RestValue =>
  typeof value === "boolean"
    ? { booleanValue: value }
    : value instanceof Date
      ? { timestampValue: value.toISOString() }
      : Array.isArray(value)
        ? { arrayValue: { values: value.map(encode) } }
        : { stringValue: value };

const fieldFilter = (field: string, op: string, value: string | string[] | Date | boolean) => ({
  fieldFilter: { field: { fieldPath: field }, op, value: encode(value) },
});

/** `spec`'s first `size` leads as a StructuredQuery (the body's `structuredQuery`). */
export function structuredQuery(spec: QuerySpec, size: number): Record<string, unknown> {
  const field = spec.orderBy.field;
  const bound = (b: Bound | undefined, inclusive: string, exclusive: string) =>
    b ? [fieldFilter(field, b.inclusive ? inclusive : exclusive, b.value)] : [];
  const filters = [
    ...spec.equals.map((e) => fieldFilter(e.field, e.op === "in" ? "IN" : "EQUAL", e.value)),
    ...bound(spec.range?.lower, "GREATER_THAN_OR_EQUAL", "GREATER_THAN"),
    ...bound(spec.range?.upper, "LESS_THAN_OR_EQUAL", "LESS_THAN"),
  ];
  return {
    from: [{ collectionId: LEADS_COLLECTION }],
    ...(filters.length === 1
      ? { where: filters[0] }
      : filters.length > 1
        ? { where: { compositeFilter: { op: "AND", filters } } }
        : {}),
    orderBy: [
      {
        field: { fieldPath: field },
        direction: spec.orderBy.direction === "desc" ? "DESCENDING" : "ASCENDING",
      },
    ],
    limit: size,
  };
}

/**
 * runQuery's request body for the first screen of a view part: its first PICTURE_MAX_ROWS
 * leads, which are the first screen's rows whatever the other parts hold (a view lists its
 * parts' rows part after part), where the live view asks for a page of 50 or a small part whole
 * (up to 200). A part whose rows are sifted after the query (`keep`) is asked for in full, as the
 * live view asks. At 5,000 leads the first view's four queries answered ~500 leads, which the
 * emulator took ~0.5 s to send and the page ~0.2 s at 4× CPU to read, for a screen of 20 rows.
 */
export function runQueryBody(part: ViewPart): string {
  const live = part.paged ? PAGE_SIZE : SMALL_PART_LIMIT;
  const size = part.keep ? live : Math.min(live, PICTURE_MAX_ROWS);
  return JSON.stringify({ structuredQuery: structuredQuery(part.spec, size) });
}

/** A REST value as the Firestore SDK would give it (timestamps as Dates, integers as numbers). */
export function decodeValue(value: RestValue): unknown {
  if ("stringValue" in value) return value.stringValue;
  if ("timestampValue" in value) return new Date(value.timestampValue);
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return Number(value.doubleValue);
  if ("booleanValue" in value) return value.booleanValue;
  if ("mapValue" in value) return decodeFields(value.mapValue.fields);
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ("nullValue" in value) return null;
  if ("referenceValue" in value) return value.referenceValue;
  if ("bytesValue" in value) return value.bytesValue;
  return value.geoPointValue;
}

/** A document's fields as plain data. */
export function decodeFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]),
  );
}

/** The documents of a runQuery answer: id (the name's last segment) and plain data. */
export function documentsOf(
  results: readonly RunQueryResult[],
): { id: string; data: Record<string, unknown> }[] {
  return results.flatMap(({ document }) =>
    document
      ? [
          {
            id: document.name.slice(document.name.lastIndexOf("/") + 1),
            data: decodeFields(document.fields),
          },
        ]
      : [],
  );
}
