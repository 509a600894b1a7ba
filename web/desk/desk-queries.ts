// Every Firestore query the desk makes, declared here as plain data, so one unit test can
// check that each has its composite index in firestore.indexes.json (deployed with the rules)
// and the code that runs them (firestore-queries.ts) only translates.
//
// One rule keeps the indexes few: a query has equality filters (`==`, `in`) and at most one
// range, on the field it is ordered by. Searching orders by the searched field, so a search
// ignores the date range (the form says so).
import { REFERENCE_FIELD, REFERENCE_PREFIX } from "@shared/lead-reference";
import type { DeskViewId } from "~/content/desk";
import { statesWhere, type DeliveryState } from "@shared/delivery";
import { ALL_PAYMENT_STATES, PAYMENT_STATES } from "@shared/payment";
import { MONEY_ATTENTION_FIELD } from "@shared/money-case";
import { needsAttention, UNDELIVERED_AFTER_MS } from "./delivery-words";
import type { DeskLead } from "./desk-lead";
import { openQuote, quoteStillValid } from "./quote-words";

const HOUR_MS = 3_600_000;

export const STATE_FIELD = "delivery.state";
export const PAYMENT_STATE_FIELD = "payment.state";
/** The balance invoice's state and due date (shared/balance.ts): the Balances due view. */
export const BALANCE_STATE_FIELD = "payment.balance.state";
export const BALANCE_DUE_FIELD = "payment.balance.dueAt";
/** What the client agreed to (shared/agreement.ts): the Quotes view. */
export const AGREEMENT_SOURCE_FIELD = "agreement.source";
export const QUOTE_VALID_UNTIL_FIELD = "agreement.validUntil";
export const PLAN_FIELD = "plan";
export const SOURCE_FIELD = "source.utmSource";
export const CREATED_FIELD = "createdAt";
export const NEXT_ATTEMPT_FIELD = "delivery.nextAttemptAt";
export const EMAIL_FIELD = "emailAddress";
export const COMPANY_FIELD = "companyName";
/** The short reference the server stamps (BV-7K3Q-M9XD): what a prospect reads out on the phone. */
export const REFERENCE_SEARCH_FIELD = REFERENCE_FIELD;

/** The view /desk opens on, with no filter. */
export const FIRST_VIEW: DeskViewId = "attention";

/** Leads a page of the list shows (and loads) at a time. */
export const PAGE_SIZE = 50;
/** Small parts of a view (leads stuck in the queue) load whole, up to this many. */
export const SMALL_PART_LIMIT = 200;

export type SearchField = typeof COMPANY_FIELD | typeof EMAIL_FIELD | typeof REFERENCE_SEARCH_FIELD;

/**
 * What a search looks for in `field`, from what was typed: an address in lower case (emailKey
 * is not what the list orders by, but the brief keeps the typed address; the desk's habit), a
 * reference in capitals with its "BV-" prefix however it was typed ("7k3q" finds BV-7K3Q-…).
 */
export function searchPrefix(field: SearchField, typed: string): string {
  const text = typed.trim();
  if (field === EMAIL_FIELD) return text.toLowerCase();
  if (field !== REFERENCE_SEARCH_FIELD || !text) return text;
  const bare = text.toUpperCase().replace(/\s+/g, "").replace(/^BV-?/, "");
  const dashed =
    bare.length > 4 && !bare.includes("-") ? `${bare.slice(0, 4)}-${bare.slice(4)}` : bare;
  return `${REFERENCE_PREFIX}${dashed}`;
}

export interface DeskFilters {
  /** Received at or after (local midnight of the chosen day). */
  from: Date | null;
  /** Received before (local midnight after the chosen day). */
  to: Date | null;
  plan: string | null;
  /** utm_source, exact. */
  source: string | null;
  search: { field: SearchField; prefix: string } | null;
}

export const NO_FILTERS: DeskFilters = {
  from: null,
  to: null,
  plan: null,
  source: null,
  search: null,
};

export interface Equality {
  field: string;
  op: "==" | "in";
  value: string | string[] | boolean;
}

export interface Bound {
  value: Date | string;
  inclusive: boolean;
}

export interface QuerySpec {
  equals: Equality[];
  /** A range on the ordering field. */
  range?: { lower?: Bound; upper?: Bound };
  orderBy: { field: string; direction: "asc" | "desc" };
}

/** One query of a view: paged with cursors (a view's main part) or loaded whole (a small part). */
export interface ViewPart {
  key: string;
  spec: QuerySpec;
  paged: boolean;
  /**
   * A condition the query cannot say (a time on a second field while searching): applied to
   * this part's rows, which are few by nature; its count is then the rows' count.
   */
  keep?: (lead: DeskLead, now: Date) => boolean;
}

function filterEqualities(filters: DeskFilters): Equality[] {
  const equals: Equality[] = [];
  if (filters.plan) equals.push({ field: PLAN_FIELD, op: "==", value: filters.plan });
  if (filters.source) equals.push({ field: SOURCE_FIELD, op: "==", value: filters.source });
  return equals;
}

/** The ordering and range of the list: newest first in a date range, or by a search prefix. */
function ordering(filters: DeskFilters, extraUpper?: Date): Pick<QuerySpec, "range" | "orderBy"> {
  if (filters.search && filters.search.prefix !== "") {
    const prefix = filters.search.prefix;
    return {
      orderBy: { field: filters.search.field, direction: "asc" },
      // Every string that starts with the prefix sorts between it and prefix + U+F8FF.
      range: {
        lower: { value: prefix, inclusive: true },
        upper: { value: `${prefix}\uf8ff`, inclusive: false },
      },
    };
  }
  const upperDates = [filters.to, extraUpper].filter(
    (date): date is Date => date !== null && date !== undefined,
  );
  const upper = upperDates.length
    ? new Date(Math.min(...upperDates.map((date) => date.getTime())))
    : undefined;
  const range =
    filters.from || upper
      ? {
          ...(filters.from ? { lower: { value: filters.from, inclusive: true } } : {}),
          ...(upper ? { upper: { value: upper, inclusive: false } } : {}),
        }
      : undefined;
  return { orderBy: { field: CREATED_FIELD, direction: "desc" }, ...(range ? { range } : {}) };
}

const stateIs = (value: DeliveryState): Equality => ({ field: STATE_FIELD, op: "==", value });
/** The state is one of `states` (`==` for a single one). */
const stateIn = (states: DeliveryState[]): Equality =>
  states.length === 1 && states[0]
    ? stateIs(states[0])
    : { field: STATE_FIELD, op: "in", value: states };

/** The payment states in which the money was taken: the Paid view. */
const TAKEN_STATES = ALL_PAYMENT_STATES.filter((state) => PAYMENT_STATES[state].taken);

/** The queries behind a view with the given filters, at time `now`. */
export function viewParts(view: DeskViewId, filters: DeskFilters, now: Date): ViewPart[] {
  const equals = filterEqualities(filters);
  const searching = filters.search !== null && filters.search.prefix !== "";
  const main = (stateFilter: Equality[]): QuerySpec => ({
    equals: [...stateFilter, ...equals],
    ...ordering(filters),
  });
  switch (view) {
    case "all":
      return [{ key: "all", spec: main([]), paged: true }];
    case "mailed":
      return [{ key: "mailed", spec: main([stateIs("SUCCESS")]), paged: true }];
    case "duplicates":
      return [{ key: "duplicates", spec: main([stateIs("DUPLICATE")]), paged: true }];
    case "paid":
      return [
        {
          key: "paid",
          spec: main([{ field: PAYMENT_STATE_FIELD, op: "in", value: TAKEN_STATES }]),
          paged: true,
        },
      ];
    case "balances": {
      // Open balance invoices, the oldest due first. Loaded whole (few by nature: projects
      // delivered and not yet paid for); a date range is checked on those rows, since the
      // query's one range is the due date. A search orders by its field instead.
      const open: Equality = { field: BALANCE_STATE_FIELD, op: "==", value: "OPEN" };
      if (searching) return [{ key: "balances", spec: main([open]), paged: false }];
      return [
        {
          key: "balances",
          spec: {
            equals: [open, ...equals],
            orderBy: { field: BALANCE_DUE_FIELD, direction: "asc" },
          },
          paged: false,
          ...(filters.from || filters.to
            ? { keep: (lead: DeskLead) => inDateRange(lead, filters) }
            : {}),
        },
      ];
    }
    case "quotes": {
      // Quotes sent and not accepted, the soonest to expire first. Loaded whole (few by nature).
      // Acceptance is money in the ledger, which no query can say: it is checked on the rows,
      // as are the date range (the query's one range is the validity) and, while searching,
      // the expiry. The validity's bound moves by the hour, so the query restarts once an hour.
      const quote: Equality = { field: AGREEMENT_SOURCE_FIELD, op: "==", value: "quote" };
      const waiting = (lead: DeskLead, at: Date) => {
        const open = openQuote(lead);
        return open !== null && quoteStillValid(open, at);
      };
      if (searching) return [{ key: "quotes", spec: main([quote]), paged: false, keep: waiting }];
      const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
      return [
        {
          key: "quotes",
          spec: {
            equals: [quote, ...equals],
            orderBy: { field: QUOTE_VALID_UNTIL_FIELD, direction: "asc" },
            range: { lower: { value: hour, inclusive: true } },
          },
          paged: false,
          keep: (lead, at) => waiting(lead, at) && inDateRange(lead, filters),
        },
      ];
    }
    case "attention": {
      // Which states need a person, and when, is the state table's (@shared/delivery).
      const failedOrHeld: ViewPart = {
        key: "failed-held",
        spec: main([stateIn(statesWhere("always"))]),
        paged: true,
      };
      // Money a person must act on and no one marked handled: the functions keep the lead's
      // `moneyAttention` with its payment (@shared/money-case). The Paid view's shape.
      const money: ViewPart = {
        key: "payment-attention",
        spec: main([{ field: MONEY_ATTENTION_FIELD, op: "==", value: true }]),
        paged: true,
      };
      const overdue = new Date(now.getTime() - UNDELIVERED_AFTER_MS);
      const inFlight = statesWhere("whenNotOnItsWay");
      const retrying = statesWhere("whenRetryOverdue");
      if (searching) {
        // The search prefix is this query's range; the times are checked on the few rows.
        return [
          failedOrHeld,
          {
            key: "late",
            spec: main([stateIn([...inFlight, ...retrying])]),
            paged: false,
            keep: needsAttention,
          },
          money,
        ];
      }
      return [
        failedOrHeld,
        {
          // Queued or sending, and not done five minutes after the lead arrived.
          key: "stuck",
          spec: { equals: [stateIn(inFlight), ...equals], ...ordering(filters, overdue) },
          paged: false,
        },
        {
          // Retries whose time has passed: Cloud Tasks has not come back for them.
          key: "retry-overdue",
          spec: {
            equals: [stateIn(retrying), ...equals],
            orderBy: { field: NEXT_ATTEMPT_FIELD, direction: "asc" },
            range: { upper: { value: now, inclusive: false } },
          },
          paged: false,
          // The query's one range is the retry time: a date range is checked on the rows.
          ...(filters.from || filters.to
            ? { keep: (lead: DeskLead) => inDateRange(lead, filters) }
            : {}),
        },
        money,
      ];
    }
  }
}

function inDateRange(lead: DeskLead, filters: DeskFilters): boolean {
  const at = lead.createdAt?.getTime();
  if (at === undefined) return filters.from === null && filters.to === null;
  return (
    (!filters.from || at >= filters.from.getTime()) && (!filters.to || at < filters.to.getTime())
  );
}

/** Other briefs from the same address (the lead's page), newest first. */
export function sameAddressSpec(emailAddress: string): QuerySpec {
  return {
    equals: [{ field: EMAIL_FIELD, op: "==", value: emailAddress }],
    orderBy: { field: CREATED_FIELD, direction: "desc" },
  };
}

/** Sort order of merged parts: the spec's own ordering field and direction. */
export function compareLeads(orderBy: QuerySpec["orderBy"]): (a: DeskLead, b: DeskLead) => number {
  const value = (lead: DeskLead): number | string => {
    if (orderBy.field === CREATED_FIELD) return lead.createdAt?.getTime() ?? 0;
    if (orderBy.field === COMPANY_FIELD) return lead.answers.companyName;
    if (orderBy.field === EMAIL_FIELD) return lead.answers.emailAddress;
    if (orderBy.field === BALANCE_DUE_FIELD) return lead.payment?.balance?.dueAt.getTime() ?? 0;
    if (orderBy.field === QUOTE_VALID_UNTIL_FIELD)
      return lead.agreement?.validUntil?.getTime() ?? 0;
    return lead.createdAt?.getTime() ?? 0;
  };
  const sign = orderBy.direction === "desc" ? -1 : 1;
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * sign;
  };
}

/**
 * A view's rows from its parts' leads: each part's `keep` applied, a lead in two parts once,
 * in the first part's order. Also each part's kept rows (for counting what Firestore cannot).
 */
export function mergeParts(
  parts: readonly { part: ViewPart; leads: Iterable<DeskLead> }[],
  now: Date,
): { rows: DeskLead[]; partRows: Record<string, DeskLead[]> } {
  const byId = new Map<string, DeskLead>();
  const partRows: Record<string, DeskLead[]> = {};
  for (const { part, leads } of parts) {
    const rows: DeskLead[] = [];
    for (const lead of leads) {
      if (part.keep && !part.keep(lead, now)) continue;
      rows.push(lead);
      byId.set(lead.id, lead);
    }
    partRows[part.key] = rows;
  }
  const order = parts[0]?.part.spec.orderBy;
  const rows = [...byId.values()];
  if (order) rows.sort(compareLeads(order));
  return { rows, partRows };
}

/** A composite index as firestore.indexes.json declares it. */
export interface IndexDefinition {
  collectionGroup: string;
  queryScope: "COLLECTION";
  fields: { fieldPath: string; order: "ASCENDING" | "DESCENDING" }[];
}

/**
 * The composite index a query needs, or null when Firestore's automatic single-field indexes
 * serve it (no equality filter, or equality filters only without an order).
 */
export function requiredIndex(spec: QuerySpec, collection: string): IndexDefinition | null {
  if (spec.equals.length === 0) return null;
  const equalityFields = [...new Set(spec.equals.map((equality) => equality.field))].sort();
  return {
    collectionGroup: collection,
    queryScope: "COLLECTION",
    fields: [
      ...equalityFields.map((fieldPath) => ({ fieldPath, order: "ASCENDING" as const })),
      {
        fieldPath: spec.orderBy.field,
        order: spec.orderBy.direction === "desc" ? ("DESCENDING" as const) : ("ASCENDING" as const),
      },
    ],
  };
}

/** A stable text key of a spec (to restart listeners when it changes). */
export function specKey(spec: QuerySpec): string {
  return JSON.stringify(spec, (_key, value: unknown) =>
    value instanceof Date ? value.toISOString() : value,
  );
}
