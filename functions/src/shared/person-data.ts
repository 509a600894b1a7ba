// What the desk's "Data requests" page (/desk/requests) and the callables behind it
// (deskFindPerson, deskErasePerson in functions/src/desk/) say to each other. Browser-safe:
// the desk imports it as `@shared/person-data`.

/** The lead field the server writes: the visitor's address as people mean it (emailKey). */
export const EMAIL_KEY_FIELD = "emailKey";

/** An address as people mean it: trimmed, case-insensitive ("Jo@Example.com " = "jo@example.com"). */
export function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}

/** deskFindPerson's request: the address a person wrote from. */
export interface FindPersonRequest {
  email: string;
}

/** The longest reason an erasure keeps (the desk's field takes no more). */
export const ERASURE_REASON_MAX = 500;

/** Erasures one account may make in 24 hours; past it a second salesperson confirms each. */
export const ERASURES_PER_DAY = 20;

/**
 * deskErasePerson's request: the address, the same address typed again by the salesperson as
 * the confirmation (compared after normaliseEmail), and why it is erased (required, kept in the
 * audit record). `confirmParked`: a second salesperson confirms the erasure another parked
 * (the reason is the one the first typed).
 */
export type ErasePersonRequest =
  | { email: string; confirmation: string; reason: string }
  | { email: string; confirmation: string; confirmParked: true };

/** A JSON value: Firestore Timestamps arrive as ISO strings. */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** One document held about the person, as stored (Timestamps as ISO strings). */
export interface PersonDocument {
  collection: string;
  id: string;
  data: { [key: string]: JsonValue };
}

/**
 * A document about other things that names one of the person's leads (a replay request, the
 * hourly mail budget, the month's quota): erasure removes the lead ids from it, the rest stays.
 */
export interface PersonMention {
  collection: string;
  id: string;
  /** Where in the document the lead ids are. */
  field: string;
  leadIds: string[];
}

/** An erasure of the address recorded earlier (matched by the keyed hash of the address). */
export interface PastErasure {
  at: string;
  byEmail: string | null;
  reason: string;
}

/** An erasure of the address that waits for a second salesperson's confirmation. */
export interface ParkedErasure {
  requestedAt: string;
  requestedByEmail: string | null;
  reason: string;
}

/** deskFindPerson's answer: what is held, and what was or is being erased of the address. */
export interface FindPersonResponse extends PersonRecords {
  /** Earlier erasures of this address, newest first ("was this address erased?"). */
  erasedBefore: PastErasure[];
  /** The erasure of this address that waits for confirmation, if any. */
  parked: ParkedErasure | null;
}

/** Everything held about one address: deskFindPerson's answer, and the JSON export. */
export interface PersonRecords {
  /** The address searched for, normalised. */
  email: string;
  /** The person's leads (briefs, with their delivery, confirmation, desk actions, payment). */
  leads: PersonDocument[];
  /** Other documents about the person: keyed by their address or one of their leads. */
  records: PersonDocument[];
  mentions: PersonMention[];
}

/** What one erasure removed, by collection: the audit record's `deleted` and `scrubbed`. */
export interface ErasureCounts {
  /** Documents deleted, by collection. */
  deleted: Record<string, number>;
  /** Documents that kept their other content and lost the person's lead ids, by collection. */
  scrubbed: Record<string, number>;
}

/** What one erasure closed and deleted at Stripe (the audit record's `stripe`). */
export interface StripeErasureCounts {
  sessionsExpired: number;
  invoicesVoided: number;
  customersDeleted: number;
}

/**
 * deskErasePerson's answer: erased (the audit record's id and what it counts), or parked: the
 * caller has erased ERASURES_PER_DAY addresses in the last 24 hours, and another salesperson
 * must confirm this one from the desk.
 */
export type ErasePersonResponse =
  | ({ status: "erased"; erasureId: string; stripe: StripeErasureCounts } & ErasureCounts)
  | { status: "parked" };

/** The JSON file the desk downloads: the finder's answer and when and by whom it was made. */
export interface PersonExport extends PersonRecords {
  exportedAt: string;
  exportedBy: string;
}

/** The export's file name for an address: brandvista-data-jo-at-example.com-2026-11-25.json. */
export function personExportFileName(email: string, at: Date): string {
  const safe = normaliseEmail(email)
    .replace("@", "-at-")
    .replace(/[^a-z0-9.-]+/g, "_");
  return `brandvista-data-${safe}-${at.toISOString().slice(0, 10)}.json`;
}
