// Every Firestore collection: its name, how its documents are keyed, what it holds and how a
// person's data request finds and erases what it holds about them. The one place a collection
// is named (functions-modules.test.ts refuses the name as a literal anywhere else in
// functions/src): the functions, the site, the desk, the CLI and the rules tests read it here,
// and the desk's erasure (desk/person-records.ts) walks it, so a new collection cannot be left
// out of a data request by forgetting a list.

// The names the site and the desk read stand alone, so a page that needs one name does not
// carry the whole registry in its script.
/** Leads: one document per brief, written by visitors (create-only), read by the sales desk. */
export const LEADS_COLLECTION = "formData";
/** Replay requests written by `npm run leads -- resend` (no client may touch it). */
export const REPLAYS_COLLECTION = "leadReplays";
/** Stripe events the payment functions handled (doc id = the event id, with `leadId`). */
export const PAYMENT_EVENTS_COLLECTION = "paymentEvents";
/** The audit records of erasures (no personal data). Server-only. */
export const ERASURES_COLLECTION = "erasures";
/** Erasures waiting for a second salesperson (keyed by the address's hash). Server-only. */
export const ERASURE_REQUESTS_COLLECTION = "erasureRequests";
/** Each salesperson's erasure slots of the rolling day (keyed by their uid). Server-only. */
export const ERASURE_SLOTS_COLLECTION = "erasureSlots";

/** The overview's weekly rollup (overview-rollup.ts): read by the sales desk, written by the functions. */
export const OVERVIEW_WEEKS_COLLECTION = "overviewWeeks";

/** What a collection's document ids are made from. */
export type KeyedBy =
  /** A keyed hash of the normalised e-mail address (lead-history.ts's addressKey). */
  | "address"
  /** The lead's document id. */
  | "leadId"
  /** Anything else: an event id, a month, a fixed name, an automatic id, a hash of the brief. */
  | "neither";

/** How a data request finds what a collection holds about a person, and what erasure does. */
export type PersonData =
  /** The person's leads themselves (found by their address): deleted. */
  | { kind: "leads" }
  /** The document keyed by their address: deleted. */
  | { kind: "byAddress" }
  /**
   * Documents naming one of their leads in `field` (and, with `byBriefFingerprint`, the ones
   * keyed by the fingerprint of one of their briefs): deleted.
   */
  | { kind: "byLeadId"; field: string; byBriefFingerprint?: true }
  /**
   * Documents that mention their lead ids among others' in `field`: the ids are removed or
   * replaced, the rest kept. `find`: through an array query, or by reading every document
   * (a collection of a few documents whose ids sit inside a list of maps).
   */
  | { kind: "mentions"; field: "leadIds" | "units" | "heldLeads"; find: "arrayQuery" | "readAll" }
  /** Nothing about a person is held there. */
  | { kind: "none" };

export interface CollectionRule {
  name: string;
  keyedBy: KeyedBy;
  /** What a document holds, and who writes it. */
  holds: string;
  person: PersonData;
}

/** The collections, in the order a data request lists what it found. */
export const COLLECTIONS = {
  leads: {
    name: LEADS_COLLECTION,
    keyedBy: "leadId",
    holds:
      "one brief per document, written by visitors (create-only); the functions add its mail maps (delivery.ts, mail-kinds.ts), stamp, deskActions and payment",
    person: { kind: "leads" },
  },
  leadAddresses: {
    name: "leadAddresses",
    keyedBy: "address",
    holds: "the last lead (and the one before it) from an address (leads/lead-history.ts)",
    person: { kind: "byAddress" },
  },
  leadConfirmations: {
    name: "leadConfirmations",
    keyedBy: "address",
    holds: "the last confirmation sent to an address (mail/confirmation-guard.ts)",
    person: { kind: "byAddress" },
  },
  leadFingerprints: {
    name: "leadFingerprints",
    keyedBy: "neither",
    holds: "a brief's fingerprint → the lead that sent it (leads/lead-history.ts)",
    person: { kind: "byLeadId", field: "leadId", byBriefFingerprint: true },
  },
  paymentEvents: {
    name: PAYMENT_EVENTS_COLLECTION,
    keyedBy: "neither",
    holds: "the Stripe events the payment functions handled (doc id = event id, with leadId)",
    person: { kind: "byLeadId", field: "leadId" },
  },
  replays: {
    name: REPLAYS_COLLECTION,
    keyedBy: "neither",
    holds: "replay requests written by `npm run leads -- resend`, with their result",
    person: { kind: "mentions", field: "leadIds", find: "arrayQuery" },
  },
  mailBudgets: {
    name: "leadMailBudget",
    keyedBy: "neither",
    holds:
      "the hourly mail budgets (`sales`, `confirmations`): units of { leadId, at } (mail/mail-budget.ts)",
    person: { kind: "mentions", field: "units", find: "readAll" },
  },
  mailQuota: {
    name: "leadMailQuota",
    keyedBy: "neither",
    holds: "the month's EmailJS sends and held lead ids, by YYYY-MM (mail/mail-quota.ts)",
    person: { kind: "mentions", field: "heldLeads", find: "arrayQuery" },
  },
  mailAlerts: {
    name: "leadMailAlerts",
    keyedBy: "neither",
    holds: "when each once-an-hour alert was last raised (platform/alert-gate.ts)",
    person: { kind: "none" },
  },
  mailPace: {
    name: "leadMailPace",
    keyedBy: "neither",
    holds: "the mail queue's next send slot and turns (mail/send-slots.ts)",
    person: { kind: "none" },
  },
  erasures: {
    name: ERASURES_COLLECTION,
    keyedBy: "neither",
    holds:
      "one audit record per erasure from the desk (deskErasePerson): who, when, why, how many documents of which kind, what was closed at Stripe, and a keyed hash of the address (HMAC, desk/erasure-hash.ts); no address, no lead id",
    person: { kind: "none" },
  },
  erasureRequests: {
    name: ERASURE_REQUESTS_COLLECTION,
    keyedBy: "address",
    holds:
      "an erasure parked for a second salesperson's confirmation (past the daily limit): the address, the reason, who asked and when; deleted by the erasure it asks for, or by TTL",
    person: { kind: "byAddress" },
  },
  erasureSlots: {
    name: ERASURE_SLOTS_COLLECTION,
    keyedBy: "neither",
    holds:
      "the daily limit's counter, one document per salesperson (their uid): the slots their erasures reserved in the last 24 hours, an id and a time each (desk/person-store.ts)",
    person: { kind: "none" },
  },
  overviewWeeks: {
    name: OVERVIEW_WEEKS_COLLECTION,
    keyedBy: "neither",
    holds:
      "one document per week (id: its Monday): counts of leads by source, plan and delivery state, money in and out, and quotes sent and accepted with their value (shared/overview-rollup.ts); an erased lead's counts are taken off as it is deleted (overview/rollup-writes.ts), and no lead id is kept",
    person: { kind: "none" },
  },
} as const satisfies Record<string, CollectionRule>;

export type CollectionId = keyof typeof COLLECTIONS;

/** Every collection's rule, in the registry's order. */
export const COLLECTION_RULES: readonly CollectionRule[] = Object.values(COLLECTIONS);
