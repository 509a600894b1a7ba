// What one row of the list says about a lead, cell by cell, and the list's status line: the
// one source of these words for both painters of the list, React's (lead-list-view.tsx) and
// the first visit's picture drawn before React (early-rows.ts), so the two cannot drift.
import { deskLeadPath } from "@shared/desk-links";
import { PLAN_LABELS } from "@shared/plan-labels";
import { deskListCopy } from "~/content/desk-list";
import { actionFor, deliveryWords, receivedTime } from "./delivery-words";
import { toDeskLead, type DeskLead } from "./desk-lead";
import { sourceSummary } from "./lead-source";
import { paymentNeedsPerson, paymentWords } from "./payment-words";
import { quoteWords } from "./quote-words";

/**
 * The row the frame's prerendered template draws (desk-layout.tsx), for early-rows.ts to fill
 * in: a lead with a time and a failed delivery (which needs a person), so its row has every
 * element and class a row can have.
 */
export const SAMPLE_LEAD: DeskLead = toDeskLead("sample", {
  createdAt: new Date(0),
  delivery: { state: "ERROR", attempts: 1, error: { status: 500, text: "Sample" } },
});

/**
 * The list's columns after the selection box, in order: React's rows (list/lead-cells.tsx) and
 * the first visit's picture (early-rows.ts, which fills a cloned row's cells by position) both
 * draw them from this list, each with a record keyed by column, so neither can add, drop or
 * reorder a column alone.
 */
export const LEAD_COLUMNS = [
  "company",
  "email",
  "phone",
  "plan",
  "source",
  "received",
  "delivery",
  "payment",
] as const;

export type LeadColumn = (typeof LEAD_COLUMNS)[number];

/** Shown in a cell the lead has nothing for. */
export const NOTHING = "—";

export interface LeadRowCells {
  id: string;
  /** The delivery state's name (the row's data-state), empty before any delivery. */
  state: string;
  company: string;
  /** The company's checkbox's accessible name. */
  selectLabel: string;
  href: string;
  email: string;
  phone: string;
  plan: string;
  source: string;
  /** When the lead arrived (ISO, and in words), or null when the lead has no time. */
  received: { iso: string; words: string } | null;
  delivery: string;
  /** The delivery needs a person now (the cell is highlighted). */
  attention: boolean;
  payment: string;
  /** The payment needs a person now (an overdue balance): the cell is highlighted. */
  paymentAttention: boolean;
}

/**
 * An address in the pieces a line may break between: after each "@" and "." ("hello@",
 * "elpasobotanicals.", "com"), never inside a word. Both painters put a <wbr> between the pieces.
 */
export function addressPieces(email: string): string[] {
  return email.match(/[^@.]*[@.]|[^@.]+$/g) ?? [];
}

/** The cells of `lead`'s row at time `now`; `companyOf` names other loaded leads. */
export function leadRowCells(
  lead: DeskLead,
  now: Date,
  companyOf?: (leadId: string) => string | undefined,
): LeadRowCells {
  const company = lead.answers.companyName || "(no company)";
  return {
    id: lead.id,
    state: lead.delivery?.state ?? "",
    company,
    selectLabel: `Select ${company}`,
    href: deskLeadPath(lead.id),
    email: lead.answers.emailAddress,
    phone: lead.answers.number,
    plan: lead.plan ? (PLAN_LABELS[lead.plan] ?? lead.plan) : NOTHING,
    source: sourceSummary(lead.source),
    received: lead.createdAt
      ? { iso: lead.createdAt.toISOString(), words: receivedTime(lead.createdAt) }
      : null,
    delivery: deliveryWords(lead, { now, companyOf }),
    attention: actionFor(lead, now) !== null,
    payment: paymentWords(lead.payment, now) || quoteWords(lead, now) || NOTHING,
    paymentAttention: paymentNeedsPerson(lead.payment, now),
  };
}

/** The list's status line for a view's rows. */
export function listStatus(
  live: { rows: readonly unknown[]; loading: boolean; error: string | null },
  viewLabel: string,
): string {
  if (live.error) return `${deskListCopy.failed} ${live.error}`;
  if (live.loading && live.rows.length === 0) return deskListCopy.loading;
  if (live.rows.length === 0) return deskListCopy.empty;
  return `${live.rows.length} leads shown in ${viewLabel}.`;
}

/** A lookup of the companies of `rows` by lead id ("Duplicate of …"). */
export function companiesOf(rows: readonly DeskLead[]): (leadId: string) => string | undefined {
  const names = new Map(rows.map((lead) => [lead.id, lead.answers.companyName]));
  return (id) => names.get(id);
}
