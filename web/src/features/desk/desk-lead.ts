// A lead as the desk shows it, parsed from a Firestore document of `formData`. The parsing is
// defensive: a document written by an older version, or a field the functions have not set
// yet, gives a lead with that part empty, never a crash of the whole list.
import type { Delivery, DeliveryState, DeliveryStatus } from "@shared/delivery";
import type { LeadField, LeadSource } from "@lead";
import {
  LEAD_FIELDS as ANSWER_FIELDS,
  LEAD_SOURCE_KEYS as SOURCE_FIELDS,
} from "@shared/lead-fields";

/**
 * The part of a `delivery` (or `autoReply`) map the desk reads: the functions' own `Delivery`
 * fields, except that a state the desk does not know yet (written by newer functions) is kept
 * as its name rather than dropped.
 */
export type DeskDelivery = Omit<Delivery, "state" | "reason" | "rateLimited"> & {
  state: DeliveryState | string;
};

/** One action a salesperson took on the desk (written by the deskLeadAction function). */
export interface DeskActionRecord {
  action: string;
  byEmail: string;
  at: Date | null;
}

export interface DeskLead {
  id: string;
  answers: Record<LeadField, string>;
  plan: string | null;
  source: LeadSource;
  createdAt: Date | null;
  delivery: DeskDelivery | null;
  autoReply: DeskDelivery | null;
  deskActions: DeskActionRecord[];
  /** The lead's payment (written by the payment functions), or null before any checkout. */
  payment: DeskPayment | null;
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
}

type Data = Record<string, unknown>;

/** A Firestore Timestamp (anything with toDate) or a Date, as a Date. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === "object" && value !== null && "toDate" in value) {
    const toDateFn = (value as { toDate: unknown }).toDate;
    if (typeof toDateFn === "function") return (toDateFn as () => Date).call(value);
  }
  return null;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const count = (value: unknown): number => (typeof value === "number" ? value : 0);
const isMap = (value: unknown): value is Data => typeof value === "object" && value !== null;

function status(value: unknown): DeliveryStatus | null {
  if (!isMap(value)) return null;
  return { status: Number(value.status) || 0, text: text(value.text) };
}

function delivery(value: unknown): DeskDelivery | null {
  if (!isMap(value) || typeof value.state !== "string") return null;
  return {
    state: value.state,
    attempts: count(value.attempts),
    round: count(value.round),
    queuedAt: toDate(value.queuedAt),
    startTime: toDate(value.startTime),
    endTime: toDate(value.endTime),
    leaseExpireTime: toDate(value.leaseExpireTime),
    nextAttemptAt: toDate(value.nextAttemptAt),
    error: status(value.error),
    info: status(value.info),
    duplicateOf: typeof value.duplicateOf === "string" ? value.duplicateOf : null,
    unansweredAt: toDate(value.unansweredAt),
    heldFor: value.heldFor === "budget" || value.heldFor === "quota" ? value.heldFor : null,
  };
}

function payment(value: unknown): DeskPayment | null {
  if (!isMap(value) || typeof value.state !== "string") return null;
  return {
    state: value.state,
    amountCents: count(value.amountCents),
    amountRefundedCents: count(value.amountRefundedCents),
    paidAt: toDate(value.paidAt),
    sessionId: text(value.sessionId),
    mismatch: isMap(value.mismatch),
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
  return {
    id,
    answers: Object.fromEntries(ANSWER_FIELDS.map((field) => [field, text(data[field])])) as Record<
      LeadField,
      string
    >,
    plan: typeof data.plan === "string" && data.plan !== "" ? data.plan : null,
    source,
    createdAt: toDate(data.createdAt),
    delivery: delivery(data.delivery),
    autoReply: delivery(data.autoReply),
    payment: payment(data.payment),
    deskActions: actions.map((entry) => ({
      action: text(entry.action),
      byEmail: text(entry.byEmail),
      at: toDate(entry.at),
    })),
  };
}
