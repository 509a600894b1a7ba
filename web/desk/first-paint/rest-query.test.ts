// The REST form of the desk's queries (what the first visit's early query sends) says what the
// SDK's form says (firestore-queries.ts), and REST's typed values read back as the SDK's.
import { LEADS_COLLECTION } from "@shared/collections";
import { describe, expect, it } from "vitest";
import { NO_FILTERS, viewParts } from "../desk-queries";
import { PICTURE_MAX_ROWS } from "./first-paint";
import {
  decodeFields,
  documentsOf,
  runQueryBody,
  structuredQuery,
  type RestValue,
} from "./rest-query";

const now = new Date("2026-11-25T10:40:00Z");

/** runQuery's filter on `fieldPath`, as the REST API spells it. */
const fieldFilter = (fieldPath: string, op: string, value: unknown) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});
/** Filters that must all hold. */
const allOf = (...filters: ReturnType<typeof fieldFilter>[]) => ({
  compositeFilter: { op: "AND", filters },
});

describe("runQueryBody", () => {
  const limitOf = (body: string) =>
    (JSON.parse(body) as { structuredQuery: { limit: number } }).structuredQuery.limit;

  it("asks each part of the first view for the first screen's rows only", () => {
    const parts = viewParts("attention", NO_FILTERS, now);
    expect(parts.map((part) => limitOf(runQueryBody(part)))).toEqual(
      parts.map(() => PICTURE_MAX_ROWS),
    );
  });

  it("asks in full for a part whose rows are sifted after the query", () => {
    const from = new Date("2026-11-01T00:00:00Z");
    const sifted = viewParts("attention", { ...NO_FILTERS, from }, now).find((part) => part.keep);
    if (!sifted) throw new Error("With a date range, the retries past their time are sifted");
    expect(limitOf(runQueryBody(sifted))).toBe(200);
  });
});

describe("structuredQuery", () => {
  it("writes a view part's equalities, range, order and size", () => {
    const [failedHeld, stuck, overdue] = viewParts("attention", NO_FILTERS, now);
    if (!failedHeld || !stuck || !overdue) throw new Error("Needs attention has three parts");

    const first = structuredQuery(failedHeld.spec, 50);
    expect(first).toMatchObject({
      from: [{ collectionId: LEADS_COLLECTION }],
      where: {
        fieldFilter: { field: { fieldPath: "delivery.state" }, op: "IN" },
      },
      orderBy: [{ field: { fieldPath: "createdAt" }, direction: "DESCENDING" }],
      limit: 50,
    });
    const values = (first.where as { fieldFilter: { value: RestValue } }).fieldFilter.value;
    expect(values).toEqual({
      arrayValue: {
        values: (failedHeld.spec.equals[0]?.value as string[]).map((state) => ({
          stringValue: state,
        })),
      },
    });

    // Queued or sending for five minutes: an `in` and an exclusive upper bound on createdAt.
    expect(structuredQuery(stuck.spec, 200).where).toEqual(
      allOf(
        fieldFilter(
          "delivery.state",
          stuck.spec.equals[0]?.op === "in" ? "IN" : "EQUAL",
          expect.anything(),
        ),
        fieldFilter("createdAt", "LESS_THAN", { timestampValue: "2026-11-25T10:35:00.000Z" }),
      ),
    );
    expect(structuredQuery(overdue.spec, 200).orderBy).toEqual([
      { field: { fieldPath: "delivery.nextAttemptAt" }, direction: "ASCENDING" },
    ]);
  });

  it("writes inclusive bounds, a single equality, and no filter at all", () => {
    const from = new Date("2026-11-01T00:00:00Z");
    const [all] = viewParts("all", { ...NO_FILTERS, from, plan: "logo-starter" }, now);
    if (!all) throw new Error("All has one part");
    expect(structuredQuery(all.spec, 50).where).toEqual(
      allOf(
        fieldFilter("plan", "EQUAL", { stringValue: "logo-starter" }),
        fieldFilter("createdAt", "GREATER_THAN_OR_EQUAL", {
          timestampValue: "2026-11-01T00:00:00.000Z",
        }),
      ),
    );
    const [everything] = viewParts("all", NO_FILTERS, now);
    if (!everything) throw new Error("All has one part");
    expect(structuredQuery(everything.spec, 50)).not.toHaveProperty("where");
  });
});

describe("decoding runQuery's answer", () => {
  it("reads every value type as the SDK gives it", () => {
    expect(
      decodeFields({
        companyName: { stringValue: "Acme" },
        createdAt: { timestampValue: "2026-11-25T10:00:00.123456Z" },
        attempts: { integerValue: "3" },
        ratio: { doubleValue: 0.5 },
        paid: { booleanValue: true },
        nothing: { nullValue: null },
        tags: { arrayValue: { values: [{ stringValue: "a" }, { integerValue: "1" }] } },
        empty: { arrayValue: {} },
        delivery: {
          mapValue: {
            fields: { state: { stringValue: "ERROR" }, error: { mapValue: {} } },
          },
        },
      }),
    ).toEqual({
      companyName: "Acme",
      createdAt: new Date("2026-11-25T10:00:00.123Z"),
      attempts: 3,
      ratio: 0.5,
      paid: true,
      nothing: null,
      tags: ["a", 1],
      empty: [],
      delivery: { state: "ERROR", error: {} },
    });
  });

  it("takes each document's id from its name and skips the stream's other elements", () => {
    expect(
      documentsOf([
        { readTime: "2026-11-25T10:00:00Z" } as never,
        {
          document: {
            name: "projects/demo-brandvista/databases/(default)/documents/formData/lead-1",
            fields: { plan: { stringValue: "logo-starter" } },
          },
        },
        { document: { name: "projects/p/databases/(default)/documents/formData/lead-2" } },
      ]),
    ).toEqual([
      { id: "lead-1", data: { plan: "logo-starter" } },
      { id: "lead-2", data: {} },
    ]);
  });
});
