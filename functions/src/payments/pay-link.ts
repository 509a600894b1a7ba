// The pay link's token (/pay/<token>): a lead id and an expiry, encrypted and then signed with
// PAY_LINK_SECRET, so the token is a bearer capability that cannot be made without the key,
// changed without breaking the signature, or used after its expiry; and, encrypted, it does
// not show the document id, which stays out of everything the prospect receives.
//   token = base64url(iv ‖ AES-256-CTR(leadId) ‖ expiry) "." base64url(HMAC-SHA256(…)[0..16])
// Two keys are derived from the one secret (one to encrypt, one to sign: encrypt-then-MAC), the
// signature covers the iv, the ciphertext and the expiry, and is checked (in constant time)
// before anything is decrypted. 128 bits of the HMAC are kept, enough against forgery and
// shorter in a link. Lives in leads/ (below mail/ and payments/): the confirmation carries a
// link, the checkout and the desk read or sign one.
import { createCipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isLeadId, LEAD_ID_LENGTH } from "../shared/lead-id.js";

/** How long a pay link works after it is made. */
export const PAY_LINK_DAYS = 30;
const DAY_MS = 86_400_000;
const IV_BYTES = 16;
const EXPIRY_BYTES = 4;
const BODY_BYTES = IV_BYTES + LEAD_ID_LENGTH + EXPIRY_BYTES;
const MAC_BYTES = 16;

/** What a token says, once its signature is checked. */
export type PayLinkCheck =
  | { kind: "valid"; leadId: string; expiresAt: Date }
  /** Not a token we made: malformed, or a signature that does not match (tampered). */
  | { kind: "invalid" }
  /** Ours, but past its expiry. */
  | { kind: "expired"; leadId: string };

const key = (secret: string, use: "encrypt" | "sign") =>
  createHmac("sha256", secret).update(`brandvista-pay-link:${use}`).digest();
const mac = (body: Buffer, secret: string) =>
  createHmac("sha256", key(secret, "sign")).update(body).digest().subarray(0, MAC_BYTES);
// CTR mode is its own inverse: the same call encrypts and decrypts.
const crypt = (iv: Buffer, data: Buffer, secret: string) => {
  const cipher = createCipheriv("aes-256-ctr", key(secret, "encrypt"), iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
};

/** A token for the lead, valid PAY_LINK_DAYS from `now`. `iv`: tests pass a fixed one. */
export function signPayLink(
  leadId: string,
  now: Date,
  secret: string,
  iv: Buffer = randomBytes(IV_BYTES),
): string {
  if (!isLeadId(leadId)) throw new Error("Not a lead id");
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUInt32BE(Math.floor((now.getTime() + PAY_LINK_DAYS * DAY_MS) / 1000));
  const body = Buffer.concat([iv, crypt(iv, Buffer.from(leadId, "ascii"), secret), expiry]);
  return `${body.toString("base64url")}.${mac(body, secret).toString("base64url")}`;
}

/** The lead a token names, if its signature holds and it has not expired at `now`. */
export function checkPayLink(token: unknown, now: Date, secret: string): PayLinkCheck {
  if (typeof token !== "string" || token.length > 200) return { kind: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 2 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part)))
    return { kind: "invalid" };
  const body = Buffer.from(parts[0] ?? "", "base64url");
  const given = Buffer.from(parts[1] ?? "", "base64url");
  if (body.length !== BODY_BYTES || given.length !== MAC_BYTES) return { kind: "invalid" };
  if (!timingSafeEqual(given, mac(body, secret))) return { kind: "invalid" };
  const iv = body.subarray(0, IV_BYTES);
  const leadId = crypt(iv, body.subarray(IV_BYTES, IV_BYTES + LEAD_ID_LENGTH), secret).toString(
    "ascii",
  );
  // Signed by us, so this holds unless the key signed something else; checked all the same.
  if (!isLeadId(leadId)) return { kind: "invalid" };
  const expiresAt = new Date(body.readUInt32BE(IV_BYTES + LEAD_ID_LENGTH) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { kind: "expired", leadId };
  return { kind: "valid", leadId, expiresAt };
}

/** The page a token opens, on the site at `siteOrigin`. */
export const payLinkUrl = (siteOrigin: string, token: string) =>
  `${siteOrigin.replace(/\/+$/, "")}/pay/${token}`;
