// A lead's document id, declared once. The brief chooses it in the browser, once per brief
// (web/src/features/brief/lead-id.ts), in the shape of Firestore's own automatic ids, so every
// retry of a save targets the same document. Browser-safe.

/** The characters a lead id is made of. */
export const LEAD_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** How many of them (about 119 bits of randomness). */
export const LEAD_ID_LENGTH = 20;
/**
 * The shape of every lead id: the client SDK's automatic ids. The brief makes its ids this way,
 * firestore.rules' create rule accepts no other (a test reads the rule back and compares), and
 * the functions refuse to queue, mail or take payment for a lead whose id is anything else: an id
 * is shown to salespeople and sent in links, so it must be one nobody could choose to say
 * something ("URGENT invoice overdue…").
 */
export const LEAD_ID_PATTERN = new RegExp(`^[A-Za-z0-9]{${LEAD_ID_LENGTH}}$`);

/** Whether `value` is a lead id of the automatic shape (LEAD_ID_PATTERN). */
export const isLeadId = (value: unknown): value is string =>
  typeof value === "string" && LEAD_ID_PATTERN.test(value);
