// A lead as the desk shows it, parsed from a Firestore document of `formData`. The parsing is
// defensive: a document written by an older version, or a field the functions have not set
// yet, gives a lead with that part empty, never a crash of the whole list.
import { readAgreement, type Agreement } from "@shared/agreement";
import { readBalanceInvoice, type BalanceInvoice } from "@shared/balance";
import type { Delivery } from "@shared/delivery";
import { REFERENCE_FIELD } from "@shared/lead-reference";
import { handledKeysOf, MONEY_HANDLED_FIELD } from "@shared/money-case";
import {
  QUOTE_ACCEPTED_FIELD,
  readQuoteAccepted,
  type QuoteAcceptedRecord,
} from "@shared/quote-acceptance";
import { readDelivery, toDate } from "@shared/read-delivery";
import type { LeadField, LeadSource } from "@lead";
import {
  LEAD_FIELDS as ANSWER_FIELDS,
  LEAD_SOURCE_KEYS as SOURCE_FIELDS,
} from "@shared/lead-fields";

/** One action a salesperson took on the desk (written by the deskLeadAction function). */
export interface DeskActionRecord {
  action: string;
  byEmail: string;
  at: Date | null;
  /** Why, for the actions that ask (Mark handled). */
  reason?: string;
}

/** The lead's money case as the desk shows it (shared/money-case.ts). */
export interface DeskMoney {
  /** The history keys a salesperson marked handled. */
  handledKeys: string[];
  /** The last "Mark handled": who, when, why. */
  handled: { byEmail: string; at: Date | null; reason: string } | null;
  /** Each change's note to sales (`paymentMails`), by history key. */
  notes: Record<string, Delivery>;
}

export interface DeskLead {
  id: string;
  /** The short reference the server stamped (empty before the stamp, or on an older lead). */
  reference: string;
  answers: Record<LeadField, string>;
  plan: string | null;
  source: LeadSource;
  createdAt: Date | null;
  /**
   * The sales e-mail's map as the functions read it (the shared reader): a state the desk does
   * not know yet (written by newer functions) is kept by its name.
   */
  delivery: Delivery | null;
  /** The confirmation's map, the same way. */
  autoReply: Delivery | null;
  deskActions: DeskActionRecord[];
  /** The lead's payment (written by the payment functions), or null before any checkout. */
  payment: DeskPayment | null;
  /** Its money case and notes (absent in a list row saved by an older desk). */
  money?: DeskMoney;
  /**
   * What the client agreed to: a plan's checkout, or a quote sales wrote (null: nothing yet;
   * absent in a list row saved by an older desk).
   */
  agreement?: Agreement | null;
  /** The client's "Accept" of a quote with nothing due now. */
  quoteAccepted?: QuoteAcceptedRecord | null;
}

/** The part of the lead's `payment` map the desk shows. */
export interface DeskPayment {
  /** A PaymentState, or the name of one this desk does not know yet. */
  state: string;
  amountCents: number;
  amountRefundedCents: number;
  paidAt: Date | null;
  sessionId: string;
  mismatch: boolean;
  /** The plan the checkout charged for (what settlementOf reads), empty when not written. */
  planId: string;
  /** The Stripe Customer a deposit plan's checkout made (the balance invoice is billed to it). */
  customerId: string | null;
  /** The balance invoice of a deposit plan, once sent (shared/balance.ts). */
  balance: BalanceInvoice | null;
  /** Every change of money, oldest first (the history map's entries, with their keys). */
  history: DeskPaymentEntry[];
  /**
   * What the money is measured against: the lead's agreement (a plan's checkout or a quote), as
   * the functions measure it; absent in a row saved by an older desk.
   */
  agreement?: Agreement | null;
}

/** The payment's history as the ledger's rules read it (shared/agreement.ts): entries by key. */
export function ledgerOf(payment: Pick<DeskPayment, "history">): Record<string, DeskPaymentEntry> {
  return Object.fromEntries(payment.history.map((entry) => [entry.key, entry]));
}

/** One entry of the payment's history as the desk lists it. */
export interface DeskPaymentEntry {
  /** The history key (made of Stripe's ids). */
  key: string;
  /** A PaymentEntryKind ("paid", "balancePaid", "refunded"…), or one this desk does not know. */
  kind: string;
  amountCents: number;
  currency: string;
  at: Date | null;
}

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const count = (value: unknown): number => (typeof value === "number" ? value : 0);
const isMap = (value: unknown): value is Data => typeof value === "object" && value !== null;

/** The history map's entries, oldest first (an entry without a time first). */
function history(value: unknown): DeskPaymentEntry[] {
  if (!isMap(value)) return [];
  return Object.entries(value)
    .filter((entry): entry is [string, Data] => isMap(entry[1]))
    .map(([key, entry]) => ({
      key,
      kind: text(entry.kind),
      amountCents: count(entry.amountCents),
      currency: text(entry.currency),
      at: toDate(entry.at),
    }))
    .sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0) || (a.key < b.key ? -1 : 1));
}

function payment(value: unknown, agreement: Agreement | null): DeskPayment | null {
  if (!isMap(value) || typeof value.state !== "string") return null;
  return {
    state: value.state,
    amountCents: count(value.amountCents),
    amountRefundedCents: count(value.amountRefundedCents),
    paidAt: toDate(value.paidAt),
    sessionId: text(value.sessionId),
    mismatch: isMap(value.mismatch),
    planId: text(value.planId),
    customerId: typeof value.customerId === "string" ? value.customerId : null,
    balance: readBalanceInvoice(value.balance),
    history: history(value.history),
    agreement,
  };
}

/** The money case and the notes of each change of money, from the lead's maps. */
function money(data: Data): DeskMoney {
  const handled = isMap(data[MONEY_HANDLED_FIELD]) ? data[MONEY_HANDLED_FIELD] : null;
  const notes: Record<string, Delivery> = {};
  if (isMap(data.paymentMails))
    for (const [key, value] of Object.entries(data.paymentMails)) {
      const delivery = readDelivery(value);
      if (delivery) notes[key] = delivery;
    }
  return {
    handledKeys: handledKeysOf(handled),
    handled: handled
      ? { byEmail: text(handled.byEmail), at: toDate(handled.at), reason: text(handled.reason) }
      : null,
    notes,
  };
}

/** The desk's view of one `formData` document. */
export function toDeskLead(id: string, data: Data): DeskLead {
  const source: LeadSource = {};
  if (isMap(data.source)) {
    for (const key of SOURCE_FIELDS) {
      const value = data.source[key];
      if (typeof value === "string" && value !== "") source[key] = value;
    }
  }
  const actions = Array.isArray(data.deskActions) ? data.deskActions.filter(isMap) : [];
  const agreement = readAgreement(data.agreement);
  return {
    id,
    reference: text(data[REFERENCE_FIELD]),
    answers: Object.fromEntries(ANSWER_FIELDS.map((field) => [field, text(data[field])])) as Record<
      LeadField,
      string
    >,
    plan: typeof data.plan === "string" && data.plan !== "" ? data.plan : null,
    source,
    createdAt: toDate(data.createdAt),
    delivery: readDelivery(data.delivery) ?? null,
    autoReply: readDelivery(data.autoReply) ?? null,
    payment: payment(data.payment, agreement),
    money: money(data),
    agreement,
    quoteAccepted: readQuoteAccepted(data[QUOTE_ACCEPTED_FIELD]),
    deskActions: actions.map((entry) => ({
      action: text(entry.action),
      byEmail: text(entry.byEmail),
      at: toDate(entry.at),
      ...(typeof entry.reason === "string" && { reason: entry.reason }),
    })),
  };
}
