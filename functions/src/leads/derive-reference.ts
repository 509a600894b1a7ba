// Derives a lead's short reference (shared/lead-reference.ts) from its id: the same id always
// gives the same reference, so the trigger, `npm run leads -- stamp` for older leads and a
// retried stamp all agree, and no counter or uniqueness transaction is needed (the id carries
// ~119 random bits; the reference keeps ~39 of them). One-way: the reference does not reveal
// the document id, which stays out of the prospect's mails.
import { createHash } from "node:crypto";
import {
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  REFERENCE_PREFIX,
} from "../shared/lead-reference.js";

/** The lead's reference, e.g. BV-7K3Q-M9XD. */
export function leadReference(leadId: string): string {
  const digest = createHash("sha256").update(`brandvista-reference:${leadId}`).digest();
  // 48 bits read as one number, then written in base 29: unbiased enough for 8 characters
  // (29^8 < 2^39, so the modulo's bias is below 2^-9 per reference).
  let value = digest.readUIntBE(0, 6);
  let characters = "";
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    characters += REFERENCE_ALPHABET[value % REFERENCE_ALPHABET.length];
    value = Math.floor(value / REFERENCE_ALPHABET.length);
  }
  return `${REFERENCE_PREFIX}${characters.slice(0, 4)}-${characters.slice(4)}`;
}
