// A lead's document id, declared once. The brief chooses it in the browser, once per brief
// (web/src/features/brief/lead-id.ts), in the shape of Firestore's own automatic ids, so every
// retry of a save targets the same document. Browser-safe.

/** The characters a lead id is made of. */
export const LEAD_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** How many of them (about 119 bits of randomness). */
export const LEAD_ID_LENGTH = 20;
/** The shape of every id the brief makes (a remembered id that does not match is dropped). */
export const LEAD_ID_PATTERN = new RegExp(`^[A-Za-z0-9]{${LEAD_ID_LENGTH}}$`);

/**
 * What the server accepts as a lead's id in a request today: the brief's shape, and the ids
 * the seed and the tests give leads through the Admin SDK (letters, digits, - and _). Wider
 * than LEAD_ID_PATTERN only until the rules accept nothing but that shape for a new lead.
 */
export const ACCEPTED_LEAD_ID = /^[A-Za-z0-9_-]{1,128}$/;
