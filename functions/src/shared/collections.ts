// The Firestore collections the functions, the site, the desk, the CLI and the rules tests share:
// one home for each name.

/** Leads: one document per brief, written by visitors (create-only), read by the sales desk. */
export const LEADS_COLLECTION = "formData";
/** Replay requests written by `npm run leads -- resend` (no client may touch it). */
export const REPLAYS_COLLECTION = "leadReplays";
/** Stripe events the payment functions handled (doc id = the event id, with `leadId`). */
export const PAYMENT_EVENTS_COLLECTION = "paymentEvents";
/**
 * One audit record per erasure made from the desk (deskErasePerson): who, when, how many
 * documents of which kind. It holds no personal data of the person erased. Server-only.
 */
export const ERASURES_COLLECTION = "erasures";
