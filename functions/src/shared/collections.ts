// The Firestore collections the functions, the site, the desk, the CLI and the rules tests share:
// one home for each name.

/** Leads: one document per brief, written by visitors (create-only), read by the sales desk. */
export const LEADS_COLLECTION = "formData";
/** Replay requests written by `npm run leads -- resend` (no client may touch it). */
export const REPLAYS_COLLECTION = "leadReplays";
export const PAYMENT_EVENTS_COLLECTION = "paymentEvents";
