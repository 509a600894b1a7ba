// CSV export of the leads in the current view, every field, in a form a spreadsheet opens
// safely: a cell that starts with = + - @ (or a tab or carriage return, which some
// spreadsheets skip before reading a formula) gets a leading apostrophe, so it is text and
// never a formula (OWASP, "CSV Injection").
import { dueNowCents } from "@shared/agreement";
import { PLAN_LABELS } from "@shared/plan-labels";
import { balanceCents, cataloguePlan } from "@shared/payment-amounts";
import type { DeskLead, DeskPayment } from "../desk-lead";
import {
  LEAD_FIELDS as ANSWER_FIELDS,
  LEAD_SOURCE_KEYS as SOURCE_FIELDS,
} from "@shared/lead-fields";
import { deliveryWords } from "../delivery-words";
import { paymentWords } from "../payment-words";
import { quoteWords } from "../quote-words";

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet will not run. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : "");

/** The deposit plan the lead's checkout charged for, or undefined (a full price, or none). */
function depositPlan(payment: DeskPayment | null) {
  const plan = cataloguePlan(payment?.planId);
  return plan?.depositPercent === undefined ? undefined : plan;
}

/** What the balance is: the invoice's amount once sent, else what the plan leaves after its deposit. */
function balanceAmount(payment: DeskPayment | null): string {
  const invoice = payment?.balance ?? null;
  if (invoice) return String(invoice.amountCents);
  const plan = depositPlan(payment);
  return plan ? String(balanceCents(plan)) : "";
}

/** Column name → value of a lead, in export order. */
const COLUMNS: [string, (lead: DeskLead, now: Date) => string][] = [
  ["id", (lead) => lead.id],
  ["receivedAt", (lead) => iso(lead.createdAt)],
  ...ANSWER_FIELDS.map(
    (field) =>
      [field, (lead: DeskLead) => lead.answers[field]] as [string, (lead: DeskLead) => string],
  ),
  ["plan", (lead) => lead.plan ?? ""],
  ["planLabel", (lead) => (lead.plan ? (PLAN_LABELS[lead.plan] ?? "") : "")],
  ...SOURCE_FIELDS.map(
    (key) =>
      [key, (lead: DeskLead) => lead.source[key] ?? ""] as [string, (lead: DeskLead) => string],
  ),
  ["deliveryState", (lead) => lead.delivery?.state ?? ""],
  ["delivery", (lead, now) => deliveryWords(lead, { now, timeZone: "UTC" })],
  ["attempts", (lead) => String(lead.delivery?.attempts ?? "")],
  ["round", (lead) => String(lead.delivery?.round ?? "")],
  [
    "lastError",
    (lead) =>
      lead.delivery?.error ? `${lead.delivery.error.status} ${lead.delivery.error.text}` : "",
  ],
  ["nextAttemptAt", (lead) => iso(lead.delivery?.nextAttemptAt)],
  ["endTime", (lead) => iso(lead.delivery?.endTime)],
  ["heldFor", (lead) => lead.delivery?.heldFor ?? ""],
  ["duplicateOf", (lead) => lead.delivery?.duplicateOf ?? ""],
  ["autoReplyState", (lead) => lead.autoReply?.state ?? ""],
  // What the client agreed to: a plan's checkout or a quote (its total, and what was due at once).
  ["agreement", (lead) => lead.agreement?.source ?? ""],
  ["agreedTotalCents", (lead) => String(lead.agreement?.totalCents ?? "")],
  ["agreedDueNowCents", (lead) => (lead.agreement ? String(dueNowCents(lead.agreement)) : "")],
  [
    "quoteValidUntil",
    (lead) => (lead.agreement?.source === "quote" ? iso(lead.agreement.validUntil) : ""),
  ],
  ["quote", (lead, now) => quoteWords(lead, now, "UTC")],
  ["paymentState", (lead) => lead.payment?.state ?? ""],
  ["payment", (lead, now) => paymentWords(lead.payment, now, "UTC")],
  ["paymentAmountCents", (lead) => String(lead.payment?.amountCents ?? "")],
  ["paymentRefundedCents", (lead) => String(lead.payment?.amountRefundedCents ?? "")],
  ["paidAt", (lead) => iso(lead.payment?.paidAt)],
  ["checkoutSessionId", (lead) => lead.payment?.sessionId ?? ""],
  // A deposit plan's two payments: the deposit at checkout, the balance by Stripe's invoice.
  [
    "depositCents",
    (lead) => (depositPlan(lead.payment) ? String(lead.payment?.amountCents ?? "") : ""),
  ],
  ["depositPaidAt", (lead) => (depositPlan(lead.payment) ? iso(lead.payment?.paidAt) : "")],
  ["balanceCents", (lead) => balanceAmount(lead.payment)],
  ["balanceInvoiceState", (lead) => lead.payment?.balance?.state ?? ""],
  ["balanceInvoicedAt", (lead) => iso(lead.payment?.balance?.sentAt)],
  ["balanceDueAt", (lead) => iso(lead.payment?.balance?.dueAt)],
  ["balancePaidAt", (lead) => iso(lead.payment?.balance?.paidAt)],
  [
    "deskActions",
    (lead) =>
      lead.deskActions
        .map((entry) => `${entry.action} by ${entry.byEmail} ${iso(entry.at)}`)
        .join("; "),
  ],
];

/** The CSV text of `leads` (header row first, CRLF line ends as RFC 4180 says). */
export function leadsCsv(leads: readonly DeskLead[], now: Date): string {
  const rows = [COLUMNS.map(([name]) => name)];
  for (const lead of leads) rows.push(COLUMNS.map(([, value]) => value(lead, now)));
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** A file name like brandvista-leads-needs-attention-2026-11-25.csv. */
export function csvFileName(viewLabel: string, now: Date): string {
  const slug = viewLabel
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `brandvista-leads-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
