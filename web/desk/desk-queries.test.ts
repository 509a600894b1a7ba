// Every query the desk can make (the list's), and the counts the functions' daily check of the
// overview's rollup makes, has the composite index it needs in firestore.indexes.json, and the
// file holds no index that no query uses.
import { LEADS_COLLECTION } from "@shared/collections";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DeskViewId } from "~/content/desk";
import { deskViews } from "~/content/desk-list";
import {
  COMPANY_FIELD,
  EMAIL_FIELD,
  NO_FILTERS,
  REFERENCE_SEARCH_FIELD,
  mergeParts,
  searchPrefix,
  requiredIndex,
  sameAddressSpec,
  viewParts,
  type DeskFilters,
  type IndexDefinition,
  type QuerySpec,
} from "./desk-queries";
import { toDeskLead } from "./desk-lead";
import { CHECKED_COUNT_FIELDS, CHECKED_TIME_FIELD } from "@shared/overview-rollup";

/** Every view of the desk (a new one is checked as soon as its copy exists). */
const VIEWS = Object.keys(deskViews) as DeskViewId[];
const now = new Date("2026-11-25T10:40:00Z");

/** Every combination of view and filter the desk's form can produce. */
function everyQuery(): QuerySpec[] {
  const specs: QuerySpec[] = [sameAddressSpec("owner@acme.example")];
  for (const view of VIEWS)
    for (const plan of [null, "logo-starter"])
      for (const source of [null, "google"])
        for (const dates of [false, true])
          for (const search of [
            null,
            { field: COMPANY_FIELD, prefix: "Ac" },
            { field: EMAIL_FIELD, prefix: "ow" },
            { field: REFERENCE_SEARCH_FIELD, prefix: "BV-7K" },
          ] as const) {
            const filters: DeskFilters = {
              ...NO_FILTERS,
              plan,
              source,
              from: dates ? new Date("2026-11-01T00:00:00Z") : null,
              to: dates ? new Date("2026-11-26T00:00:00Z") : null,
              search,
            };
            specs.push(...viewParts(view, filters, now).map((part) => part.spec));
          }
  return specs;
}

const key = (index: IndexDefinition) => JSON.stringify(index);

describe("the desk's queries", () => {
  it("use at most one range, on the field they are ordered by", () => {
    for (const spec of everyQuery()) {
      expect(spec.equals.map((equality) => equality.field)).not.toContain(spec.orderBy.field);
    }
  });

  it("each have their composite index in firestore.indexes.json, and it holds no other on the leads", () => {
    const file = JSON.parse(
      readFileSync(new URL("../../firestore.indexes.json", import.meta.url), "utf8"),
    ) as {
      indexes: IndexDefinition[];
    };
    const needed = new Map<string, IndexDefinition>();
    for (const spec of everyQuery()) {
      const index = requiredIndex(spec, LEADS_COLLECTION);
      if (index) needed.set(key(index), index);
    }
    // The rollup check's counts (functions/src/overview/rollup-drift.ts): a week's leads with
    // one value of a field, newest first, and those with any utm_source (a second range).
    const time = { fieldPath: CHECKED_TIME_FIELD, order: "DESCENDING" as const };
    const checked: IndexDefinition[] = [
      ...Object.values(CHECKED_COUNT_FIELDS).map((fieldPath) => ({
        collectionGroup: LEADS_COLLECTION,
        queryScope: "COLLECTION" as const,
        fields: [{ fieldPath, order: "ASCENDING" as const }, time],
      })),
      {
        collectionGroup: LEADS_COLLECTION,
        queryScope: "COLLECTION",
        fields: [time, { fieldPath: CHECKED_COUNT_FIELDS.source, order: "ASCENDING" }],
      },
    ];
    for (const index of checked) needed.set(key(index), index);
    // Only the leads' indexes are the desk's (the erasure's own query on `erasures` has one too).
    const declared = file.indexes
      .filter((index) => index.collectionGroup === LEADS_COLLECTION)
      .map(key)
      .sort();
    expect(declared).toEqual([...needed.keys()].sort());
  });

  it("ask Firestore for Needs attention's failed, held, stuck and overdue leads, and money to act on", () => {
    const parts = viewParts("attention", NO_FILTERS, now);
    expect(parts.map((part) => part.spec.equals[0]?.value)).toEqual([
      ["ERROR", "HELD"],
      ["QUEUED", "PROCESSING"],
      "RETRY",
      true,
    ]);
    // Refunds, disputes, mismatches, overpayments… not marked handled (@shared/money-case).
    expect(parts[3]?.spec.equals[0]?.field).toBe("moneyAttention");
    expect(parts[1]?.spec.range?.upper?.value).toEqual(new Date("2026-11-25T10:35:00Z"));
    expect(parts[2]?.spec.range?.upper?.value).toEqual(now);
  });
});

describe("the Balances due view", () => {
  it("asks for open balance invoices only, the oldest due first, and checks dates on its rows", () => {
    const [part, ...others] = viewParts("balances", NO_FILTERS, now);
    expect(others).toEqual([]);
    expect(part?.spec).toEqual({
      equals: [{ field: "payment.balance.state", op: "==", value: "OPEN" }],
      orderBy: { field: "payment.balance.dueAt", direction: "asc" },
    });
    expect(part?.keep).toBeUndefined();
    const dated = viewParts(
      "balances",
      { ...NO_FILTERS, from: new Date("2026-11-01T00:00:00Z"), to: null },
      now,
    )[0];
    expect(dated?.spec.range).toBeUndefined();
    const lead = (createdAt: string) => toDeskLead("x", { createdAt: new Date(createdAt) });
    expect(dated?.keep?.(lead("2026-11-02T00:00:00Z"), now)).toBe(true);
    expect(dated?.keep?.(lead("2026-10-31T00:00:00Z"), now)).toBe(false);
  });

  it("is not among Needs attention's queries", () => {
    for (const part of viewParts("attention", NO_FILTERS, now))
      expect(part.spec.equals.map((equality) => equality.field)).not.toContain(
        "payment.balance.state",
      );
  });
});

describe("the Quotes view", () => {
  const quoteLead = (id: string, validUntil: string, fields: Record<string, unknown> = {}) =>
    toDeskLead(id, {
      createdAt: new Date("2026-11-20T00:00:00Z"),
      agreement: {
        source: "quote",
        totalCents: 850_050,
        currency: "usd",
        depositPercent: 50,
        plan: null,
        lines: [],
        validUntil: new Date(validUntil),
        agreedAt: new Date("2026-11-20T09:00:00Z"),
        writtenBy: { by: "sales", uid: "alex-uid" },
      },
      ...fields,
    });

  it("asks for quotes still valid this hour, the soonest to expire first", () => {
    const [part, ...others] = viewParts("quotes", NO_FILTERS, now);
    expect(others).toEqual([]);
    expect(part?.paged).toBe(false);
    expect(part?.spec).toEqual({
      equals: [{ field: "agreement.source", op: "==", value: "quote" }],
      orderBy: { field: "agreement.validUntil", direction: "asc" },
      range: { lower: { value: new Date("2026-11-25T10:00:00Z"), inclusive: true } },
    });
  });

  it("keeps the quotes waiting on the client, in the order they expire", () => {
    const soon = quoteLead("soon", "2026-11-27T09:00:00Z");
    const later = quoteLead("later", "2026-12-20T09:00:00Z");
    const paid = quoteLead("paid", "2026-11-26T09:00:00Z", {
      payment: {
        state: "PAID",
        history: { "paid-pi_1": { kind: "paid", amountCents: 425_025, currency: "usd" } },
      },
    });
    // Expired within the hour the query's bound was set: left out on the rows.
    const gone = quoteLead("gone", "2026-11-25T10:20:00Z");
    const [part] = viewParts("quotes", NO_FILTERS, now);
    if (!part) throw new Error("the Quotes view has no query");
    const { rows } = mergeParts([{ part, leads: [later, paid, gone, soon] }], now);
    expect(rows.map((lead) => lead.id)).toEqual(["soon", "later"]);
  });
});

describe("a search by reference", () => {
  it("finds the reference however it was typed", () => {
    for (const typed of ["BV-7K3Q-M9XD", "bv-7k3q-m9xd", " 7k3qm9xd ", "BV7K3QM9XD"])
      expect(searchPrefix(REFERENCE_SEARCH_FIELD, typed)).toBe("BV-7K3Q-M9XD");
    expect(searchPrefix(REFERENCE_SEARCH_FIELD, "7k3")).toBe("BV-7K3");
    expect(searchPrefix(EMAIL_FIELD, " Owner@Acme.example")).toBe("owner@acme.example");
    expect(searchPrefix(COMPANY_FIELD, " Acme ")).toBe("Acme");
  });
});
