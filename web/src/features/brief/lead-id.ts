// Lead document ids are chosen in the browser, once per brief, so every retry of a save
// targets the same document and a brief can never become two leads. Their shape (Firestore's
// own auto ids, the only one firestore.rules and the functions accept) is declared once, with
// the server's (@shared/lead-id).
import { LEAD_ID_ALPHABET as ALPHABET, LEAD_ID_LENGTH as ID_LENGTH } from "@shared/lead-id";
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
