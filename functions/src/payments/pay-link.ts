// The pay link's token (/pay/<token>): a lead id and an expiry, encrypted and then signed with
// PAY_LINK_SECRET, so the token is a bearer capability that cannot be made without the key,
// changed without breaking the signature, or used after its expiry; and, encrypted, it does
// not show the document id, which stays out of everything the prospect receives.
//   token = keyId "." base64url(iv ‖ AES-256-CTR(leadId) ‖ expiry) "." base64url(HMAC-SHA256(…)[0..16])
// Two keys are derived from the one secret (one to encrypt, one to sign: encrypt-then-MAC), the
// signature covers the key id, the iv, the ciphertext and the expiry, and is checked (in
// constant time) before anything is decrypted. 128 bits of the HMAC are kept, enough against
// forgery and shorter in a link. Lives in leads/ (below mail/ and payments/): the confirmation
// carries a link, the checkout and the desk read or sign one.
//
// Rotation: the key id (6 characters, a hash of the secret, which it does not reveal) names the
// secret that signed the link. Links are signed with the current secret (PAY_LINK_SECRET) and
// checked with the secret their key id names: the current one or, after a rotation, the
// previous one (PAY_LINK_SECRET_PREVIOUS), so links already sent keep working for their 30
// days; a key id that names neither is refused before anything else. A link made before key
// ids existed (two parts) was signed with whichever secret was current then: it is checked with
// the current secret and the previous one. A secret shorter than 32 bytes signs nothing and
// opens nothing (PayLinkSecretTooShort; config.ts raises the alert).
import { createCipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { PAY_LINK_SECRET_MIN_BYTES } from "../platform/config.js";
import { isLeadId, LEAD_ID_LENGTH } from "../shared/lead-id.js";

/** How long a pay link works after it is made. */
export const PAY_LINK_DAYS = 30;
const KEY_ID_BYTES = 4;
const DAY_MS = 86_400_000;
const IV_BYTES = 16;
const EXPIRY_BYTES = 4;
const BODY_BYTES = IV_BYTES + LEAD_ID_LENGTH + EXPIRY_BYTES;
const MAC_BYTES = 16;

/**
 * The pay-link secrets: the current one signs and opens links; the previous one (after a
 * rotation, for PAY_LINK_DAYS) opens the links it signed. A plain string is the current one alone.
 */
export type PayLinkSecret = string | { current: string; previous?: string | undefined };

/** Thrown when asked to sign with a secret shorter than PAY_LINK_SECRET_MIN_BYTES. */
export class PayLinkSecretTooShort extends Error {
  override name = "PayLinkSecretTooShort";
}

/** Whether a secret is long enough to sign or open links. */
export const isStrongPayLinkSecret = (secret: string) =>
  Buffer.byteLength(secret, "utf8") >= PAY_LINK_SECRET_MIN_BYTES;

const currentOf = (secret: PayLinkSecret) => (typeof secret === "string" ? secret : secret.current);
/** The secrets that may open a link, strong ones only: the current one first. */
const openersOf = (secret: PayLinkSecret): string[] =>
  (typeof secret === "string" ? [secret] : [secret.current, secret.previous ?? ""]).filter(
    isStrongPayLinkSecret,
  );

/** The key id a secret's links carry: 6 base64url characters of a hash of the secret. */
export const payLinkKeyId = (secret: string) =>
  createHmac("sha256", secret)
    .update("brandvista-pay-link:key-id")
    .digest()
    .subarray(0, KEY_ID_BYTES)
    .toString("base64url");

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

/**
 * A token for the lead, valid PAY_LINK_DAYS from `now`, signed with the current secret and
 * carrying its key id. `iv`: tests pass a fixed one. Throws PayLinkSecretTooShort for a secret
 * shorter than PAY_LINK_SECRET_MIN_BYTES.
 */
export function signPayLink(
  leadId: string,
  now: Date,
  secrets: PayLinkSecret,
  iv: Buffer = randomBytes(IV_BYTES),
): string {
  if (!isLeadId(leadId)) throw new Error("Not a lead id");
  const secret = currentOf(secrets);
  if (!isStrongPayLinkSecret(secret))
    throw new PayLinkSecretTooShort(
      `PAY_LINK_SECRET is shorter than ${PAY_LINK_SECRET_MIN_BYTES} bytes: no pay link is signed with it`,
    );
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUInt32BE(Math.floor((now.getTime() + PAY_LINK_DAYS * DAY_MS) / 1000));
  const body = Buffer.concat([iv, crypt(iv, Buffer.from(leadId, "ascii"), secret), expiry]);
  const keyId = payLinkKeyId(secret);
  return `${keyId}.${body.toString("base64url")}.${mac(signed(keyId, body), secret).toString("base64url")}`;
}

/** What the signature covers: the key id and the body (a link without a key id: the body). */
const signed = (keyId: string | undefined, body: Buffer) =>
  keyId === undefined ? body : Buffer.concat([Buffer.from(keyId, "ascii"), body]);

/**
 * The lead a token names, if its key id names one of the secrets, its signature holds and it
 * has not expired at `now`. A token whose key id names no secret is invalid before any other
 * check.
 */
export function checkPayLink(token: unknown, now: Date, secrets: PayLinkSecret): PayLinkCheck {
  if (typeof token !== "string" || token.length > 200) return { kind: "invalid" };
  const parts = token.split(".");
  if (
    (parts.length !== 2 && parts.length !== 3) ||
    !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))
  )
    return { kind: "invalid" };
  // Three parts: key id, body, signature; two: a link made before key ids, body and signature.
  const keyId = parts.length === 3 ? parts[0] : undefined;
  const candidates = openersOf(secrets).filter(
    (secret) => keyId === undefined || payLinkKeyId(secret) === keyId,
  );
  if (candidates.length === 0) return { kind: "invalid" };
  const body = Buffer.from(parts.at(-2) ?? "", "base64url");
  const given = Buffer.from(parts.at(-1) ?? "", "base64url");
  if (body.length !== BODY_BYTES || given.length !== MAC_BYTES) return { kind: "invalid" };
  const secret = candidates.find((candidate) =>
    timingSafeEqual(given, mac(signed(keyId, body), candidate)),
  );
  if (secret === undefined) return { kind: "invalid" };
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
