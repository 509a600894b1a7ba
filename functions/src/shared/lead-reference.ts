// A lead's short reference (e.g. BV-7K3Q-M9XD): what the prospect reads out on the phone and
// sees in the mails and on the pages, and what the desk's search finds. The server derives it
// from the lead id when it stamps a new lead (leads/derive-reference.ts) and stores it on the
// lead (REFERENCE_FIELD). Browser-safe: the desk's search normalises what a salesperson typed.

/** The lead's field the reference is stored in. */
export const REFERENCE_FIELD = "reference";

/**
 * The characters of a reference: digits and capitals without the ones read or heard as another
 * (0/O, 1/I/L, U/V): 29 characters, each about 4.9 bits.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
/**
 * Characters after the prefix: 8 give 29^8 ≈ 5 × 10^11 references (about 39 bits), so even
 * at 100,000 leads the chance that any two share one is about 1 %; and a shared one only makes
 * the desk's search list both leads, it never mixes their data (every step reads the lead id).
 */
export const REFERENCE_LENGTH = 8;
export const REFERENCE_PREFIX = "BV-";

/** The shape of a reference as the server writes it. */
export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`,
);

/**
 * What someone typed, in the reference's own shape when it is one (any case, with or without
 * the prefix and the dash, with spaces); undefined when it cannot be a reference.
 */
export function normaliseReference(typed: string): string | undefined {
  const bare = typed.toUpperCase().replace(/[\s-]/g, "").replace(/^BV/, "");
  if (bare.length !== REFERENCE_LENGTH) return undefined;
  const reference = `${REFERENCE_PREFIX}${bare.slice(0, 4)}-${bare.slice(4)}`;
  return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}
