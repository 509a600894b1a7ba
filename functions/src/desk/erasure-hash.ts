// The keyed hash an erasure's audit record keeps instead of the address: HMAC-SHA256 of the
// normalised address under a server secret (ERASURE_HASH_SECRET). With it the desk can answer
// "was this address erased?" later without keeping the address; without the secret, the hash
// cannot be tested against a list of guessed addresses (a plain hash could).
import { createHmac } from "node:crypto";
import { normaliseEmail } from "../shared/person-data.js";

/** Thrown when the secret is not set: an erasure refuses rather than record an unkeyed hash. */
export class HashSecretMissing extends Error {
  override name = "HashSecretMissing";
}

/** The address's keyed hash (hex), the same for any capitals or blanks around it. */
export function erasureAddressHash(secret: string, email: string): string {
  if (!secret.trim()) throw new HashSecretMissing("ERASURE_HASH_SECRET is not set.");
  return createHmac("sha256", secret).update(normaliseEmail(email)).digest("hex");
}
