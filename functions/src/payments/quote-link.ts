// The quote link's token (/quote/<token>): the pay link's kind (pay-link.ts: a key id, a body
// encrypted with AES-256-CTR, and an HMAC-SHA256 over both, 128 bits kept), with the quote's
// identity in it: the lead id and the quote's `agreedAt`, and an expiry that is the quote's
// valid-until. A newer quote on the lead has another `agreedAt`, so the older link refuses as
// "replaced" once the lead is read; an expired one refuses before. Its keys are derived from
// the same secrets with their own labels, so a quote token never opens a pay link or the
// other way round.
//   token = keyId "." base64url(iv ‖ AES-256-CTR(leadId ‖ agreedAt ms) ‖ valid-until s) "." base64url(mac)
import { createCipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { PAY_LINK_SECRET_MIN_BYTES } from "../platform/config.js";
import { isLeadId, LEAD_ID_LENGTH } from "../shared/lead-id.js";
import {
  isStrongPayLinkSecret,
  payLinkKeyId,
  PayLinkSecretTooShort,
  type PayLinkSecret,
} from "./pay-link.js";

const IV_BYTES = 16;
const AGREED_BYTES = 8;
const EXPIRY_BYTES = 4;
const SECRET_BYTES = LEAD_ID_LENGTH + AGREED_BYTES;
const BODY_BYTES = IV_BYTES + SECRET_BYTES + EXPIRY_BYTES;
const MAC_BYTES = 16;

/** What a quote token says, once its signature is checked. */
export type QuoteLinkCheck =
  | { kind: "valid"; leadId: string; agreedAt: Date; validUntil: Date }
  | { kind: "invalid" }
  | { kind: "expired"; leadId: string };

const key = (secret: string, use: "encrypt" | "sign") =>
  createHmac("sha256", secret).update(`brandvista-quote-link:${use}`).digest();
const mac = (keyId: string, body: Buffer, secret: string) =>
  createHmac("sha256", key(secret, "sign"))
    .update(Buffer.concat([Buffer.from(keyId, "ascii"), body]))
    .digest()
    .subarray(0, MAC_BYTES);
const crypt = (iv: Buffer, data: Buffer, secret: string) => {
  const cipher = createCipheriv("aes-256-ctr", key(secret, "encrypt"), iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
};
const openers = (secrets: PayLinkSecret) =>
  (typeof secrets === "string" ? [secrets] : [secrets.current, secrets.previous ?? ""]).filter(
    isStrongPayLinkSecret,
  );

/** A token for the lead's quote written at `agreedAt`, working until `validUntil`. */
export function signQuoteLink(
  quote: { leadId: string; agreedAt: Date; validUntil: Date },
  secrets: PayLinkSecret,
  iv: Buffer = randomBytes(IV_BYTES),
): string {
  if (!isLeadId(quote.leadId)) throw new Error("Not a lead id");
  const secret = typeof secrets === "string" ? secrets : secrets.current;
  if (!isStrongPayLinkSecret(secret))
    throw new PayLinkSecretTooShort(
      `PAY_LINK_SECRET is shorter than ${PAY_LINK_SECRET_MIN_BYTES} bytes: no quote link is signed with it`,
    );
  const plain = Buffer.alloc(SECRET_BYTES);
  plain.write(quote.leadId, 0, "ascii");
  plain.writeBigUInt64BE(BigInt(quote.agreedAt.getTime()), LEAD_ID_LENGTH);
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUInt32BE(Math.floor(quote.validUntil.getTime() / 1000));
  const body = Buffer.concat([iv, crypt(iv, plain, secret), expiry]);
  const keyId = payLinkKeyId(secret);
  return `${keyId}.${body.toString("base64url")}.${mac(keyId, body, secret).toString("base64url")}`;
}

/** The quote a token names, if it is ours, unchanged, and not past its valid-until at `now`. */
export function checkQuoteLink(token: unknown, now: Date, secrets: PayLinkSecret): QuoteLinkCheck {
  if (typeof token !== "string" || token.length > 200) return { kind: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part)))
    return { kind: "invalid" };
  const [keyId = "", encoded = "", signature = ""] = parts;
  const candidates = openers(secrets).filter((secret) => payLinkKeyId(secret) === keyId);
  const body = Buffer.from(encoded, "base64url");
  const given = Buffer.from(signature, "base64url");
  if (body.length !== BODY_BYTES || given.length !== MAC_BYTES) return { kind: "invalid" };
  const secret = candidates.find((candidate) =>
    timingSafeEqual(given, mac(keyId, body, candidate)),
  );
  if (secret === undefined) return { kind: "invalid" };
  const plain = crypt(
    body.subarray(0, IV_BYTES),
    body.subarray(IV_BYTES, IV_BYTES + SECRET_BYTES),
    secret,
  );
  const leadId = plain.subarray(0, LEAD_ID_LENGTH).toString("ascii");
  if (!isLeadId(leadId)) return { kind: "invalid" };
  const agreedAt = new Date(Number(plain.readBigUInt64BE(LEAD_ID_LENGTH)));
  const validUntil = new Date(body.readUInt32BE(IV_BYTES + SECRET_BYTES) * 1000);
  if (validUntil.getTime() <= now.getTime()) return { kind: "expired", leadId };
  return { kind: "valid", leadId, agreedAt, validUntil };
}

/** The client's page a token opens, on the site at `siteOrigin`. */
export const quoteLinkUrl = (siteOrigin: string, token: string) =>
  `${siteOrigin.replace(/\/+$/, "")}/quote/${token}`;
