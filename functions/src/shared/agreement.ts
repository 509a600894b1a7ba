// The agreement on a lead (`lead.agreement`, written by the functions only): what the client
// agreed to pay, recorded once, so every later amount (the balance invoice, the pay page, the
// desk's "Balance due") is derived from it and the ledger's entries, never from today's
// catalogue. One shape for both ways a price is agreed: a plan's checkout (recorded when the
// checkout is reserved, the plan as it was then) and a quote sales writes by hand (issue 46:
// lines, valid until, who wrote it). Browser-safe: the desk and the pay page read it too.
import type { CatalogueEntry } from "./plans.js";
import type { PaymentEntry } from "./payment.js";
import { toDate } from "./read-delivery.js";

/** One line of what was agreed (a plan: one line; a quote: each line sales wrote). */
export interface AgreementLine {
  description: string;
  amountCents: number;
}

/** The plan as it was when the client agreed to it (its price may change later). */
export interface AgreedPlan {
  id: string;
  name: string;
  priceUsd: number;
  /** null: paid in full at checkout. */
  depositPercent: number | null;
}

/**
 * Who wrote the agreement: the checkout (the plan's price when it was reserved), the one-time
 * backfill from a deposit's Checkout Session, or a salesperson (a quote: their uid).
 */
export type AgreementAuthor =
  { by: "checkout" } | { by: "backfill"; sessionId: string } | { by: "sales"; uid: string };

export interface Agreement {
  /** "plan": a plan's checkout; "quote": written on the desk (issue 46). */
  source: "plan" | "quote";
  /** Everything the client agreed to pay, in cents. */
  totalCents: number;
  currency: "usd";
  /** The share of the total due at checkout, in percent: 100 is paid in full at checkout. */
  depositPercent: number;
  /** A plan's agreement: the plan as it was then; a quote without a plan: null. */
  plan: AgreedPlan | null;
  /** What the total is made of (sum = totalCents). */
  lines: AgreementLine[];
  /** Until when the client may accept it (a quote); null: no end (a plan's checkout). */
  validUntil: Date | null;
  agreedAt: Date;
  writtenBy: AgreementAuthor;
}

/** What the checkout takes of an agreement, in cents: its deposit share, or all of it. */
export function dueNowCents(agreement: Pick<Agreement, "totalCents" | "depositPercent">): number {
  const { totalCents, depositPercent } = agreement;
  return depositPercent >= 100 ? totalCents : Math.round((totalCents * depositPercent) / 100);
}

/** The agreement a plan's checkout records: the plan's price and terms as they are at `now`. */
export function planAgreement(planId: string, plan: CatalogueEntry, now: Date): Agreement {
  const totalCents = plan.priceUsd * 100;
  return {
    source: "plan",
    totalCents,
    currency: "usd",
    depositPercent: plan.depositPercent ?? 100,
    plan: {
      id: planId,
      name: plan.name,
      priceUsd: plan.priceUsd,
      depositPercent: plan.depositPercent ?? null,
    },
    lines: [{ description: plan.name, amountCents: totalCents }],
    validUntil: null,
    agreedAt: now,
    writtenBy: { by: "checkout" },
  };
}

/** What an agreement's checkout takes, in words (as checkoutTerms words a plan). */
export function agreementTerms(agreement: Agreement, format: (cents: number) => string): string {
  const now = dueNowCents(agreement);
  if (agreement.depositPercent >= 100) return `Paid in full at checkout: ${format(now)}`;
  const rest = format(agreement.totalCents - now);
  return `${agreement.depositPercent}% deposit at checkout: ${format(now)}; the remaining ${rest} is invoiced at delivery`;
}

/** The kinds of entry that bring money in (a payment, a payment on an older checkout, an invoice). */
export const MONEY_IN_KINDS: ReadonlySet<string> = new Set(["paid", "otherSession", "balancePaid"]);

/**
 * The lead's money from its ledger (the payment history: one entry per movement, keyed by the
 * id of what moved it): received, sent back (refunds that did not fail), lost to disputes, and
 * what is kept. Derived every time, never stored as a running number.
 */
export interface LedgerTotals {
  receivedCents: number;
  refundedCents: number;
  disputeLostCents: number;
  /** received − refunded − lost. */
  netCents: number;
}

/**
 * What the totals read of an entry: the functions' PaymentEntry, or the desk's copy of it (whose
 * kind may be one this code does not know yet, and then counts for nothing).
 */
export interface LedgerEntry {
  kind: PaymentEntry["kind"] | (string & {});
  amountCents: number;
}

/** A ledger: its entries by history key. */
export type LedgerHistory = Readonly<Record<string, LedgerEntry>>;

export function ledgerTotals(history: LedgerHistory): LedgerTotals {
  const has = (key: string) => Object.hasOwn(history, key);
  let receivedCents = 0;
  let refundedCents = 0;
  let disputeLostCents = 0;
  for (const [key, entry] of Object.entries(history)) {
    if (MONEY_IN_KINDS.has(entry.kind)) receivedCents += entry.amountCents;
    else if (
      (entry.kind === "refunded" || entry.kind === "balanceRefunded") &&
      !has(`${key}-failed`)
    )
      refundedCents += entry.amountCents;
    else if (entry.kind === "disputeLost" || entry.kind === "balanceDisputeLost")
      disputeLostCents += entry.amountCents;
  }
  return {
    receivedCents,
    refundedCents,
    disputeLostCents,
    netCents: receivedCents - refundedCents - disputeLostCents,
  };
}

/** What the client still owes: the agreed total less what was received net of refunds (≥ 0). */
export function owedCents(agreement: Pick<Agreement, "totalCents">, history: LedgerHistory) {
  return Math.max(0, agreement.totalCents - ledgerTotals(history).netCents);
}

/** What was received beyond the agreed total (an overpayment for sales to refund), ≥ 0. */
export function overpaidCents(agreement: Pick<Agreement, "totalCents">, history: LedgerHistory) {
  return Math.max(0, ledgerTotals(history).netCents - agreement.totalCents);
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const whole = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null;

function authorOf(value: unknown): AgreementAuthor | null {
  if (!isMap(value)) return null;
  if (value.by === "checkout") return { by: "checkout" };
  if (value.by === "backfill" && typeof value.sessionId === "string")
    return { by: "backfill", sessionId: value.sessionId };
  if (value.by === "sales" && typeof value.uid === "string") return { by: "sales", uid: value.uid };
  return null;
}

function planOf(value: unknown): AgreedPlan | null {
  if (!isMap(value) || typeof value.id !== "string" || typeof value.name !== "string") return null;
  const priceUsd = whole(value.priceUsd);
  if (priceUsd === null) return null;
  return {
    id: value.id,
    name: value.name,
    priceUsd,
    depositPercent: whole(value.depositPercent),
  };
}

/**
 * The one reader of a stored `agreement` map, for the functions (Admin SDK) and the desk (web
 * SDK): null when absent or not one this code wrote.
 */
export function readAgreement(value: unknown): Agreement | null {
  if (!isMap(value)) return null;
  const totalCents = whole(value.totalCents);
  const depositPercent = whole(value.depositPercent);
  const agreedAt = toDate(value.agreedAt);
  const writtenBy = authorOf(value.writtenBy);
  const source = value.source === "plan" || value.source === "quote" ? value.source : null;
  if (totalCents === null || depositPercent === null || depositPercent > 100) return null;
  if (!agreedAt || !writtenBy || !source) return null;
  const lines = Array.isArray(value.lines)
    ? value.lines.flatMap((line: unknown) => {
        if (!isMap(line) || typeof line.description !== "string") return [];
        const amountCents = whole(line.amountCents);
        return amountCents === null ? [] : [{ description: line.description, amountCents }];
      })
    : [];
  return {
    source,
    totalCents,
    currency: "usd",
    depositPercent,
    plan: planOf(value.plan),
    lines,
    validUntil: toDate(value.validUntil),
    agreedAt,
    writtenBy,
  };
}
