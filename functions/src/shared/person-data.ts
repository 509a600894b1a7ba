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

/**
 * deskErasePerson's request: the address, and the same address typed again by the
 * salesperson as the confirmation (compared after normaliseEmail).
 */
export interface ErasePersonRequest {
  email: string;
  confirmation: string;
}

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

/** deskErasePerson's answer: the audit record's id and what it counts. */
export interface ErasePersonResponse extends ErasureCounts {
  erasureId: string;
}

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
