// Lead document ids are chosen in the browser, once per brief, so every retry of a save
// targets the same document and a brief can never become two leads. Same shape as Firestore's
// own auto ids: 20 characters from A–Z, a–z, 0–9 (about 119 bits of randomness), the only
// shape firestore.rules and the functions accept (LEAD_ID_PATTERN, @shared/lead-fields).
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const ID_LENGTH = 20;
// The largest multiple of 62 below 256: bytes at or above it are skipped, so every
// character is equally likely.
const UNBIASED_LIMIT = 248;

/** A new random document id. */
export function newLeadId(
  randomBytes: (count: number) => Uint8Array = (count) =>
    crypto.getRandomValues(new Uint8Array(count)),
): string {
  let id = "";
  while (id.length < ID_LENGTH) {
    for (const byte of randomBytes(40)) {
      if (byte < UNBIASED_LIMIT) id += ALPHABET[byte % ALPHABET.length];
      if (id.length === ID_LENGTH) break;
    }
  }
  return id;
}
