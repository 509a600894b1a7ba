// The pay link's token: what it lets through (a token we signed, before its expiry) and what it
// refuses (any changed character, another key, after its expiry), and that it hides the lead id;
// rotation: the key id, the previous secret, links made before key ids; short secrets.
import { createCipheriv, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkPayLink,
  PAY_LINK_DAYS,
  payLinkKeyId,
  PayLinkSecretTooShort,
  payLinkUrl,
  signPayLink,
} from "./pay-link.js";

const SECRET = "unit-test-pay-link-secret-of-at-least-32-bytes";
const PREVIOUS = "unit-test-previous-pay-link-secret-32-bytes-too";
const LEAD_ID = "Abc0AutoShapedLeadId";
const NOW = new Date("2026-11-27T06:00:00Z");
const DAY = 86_400_000;

/** The token with the character at `index` changed to another base64url character. */
const changedAt = (token: string, index: number) =>
  token.slice(0, index) + (token[index] === "Q" ? "R" : "Q") + token.slice(index + 1);

describe("the pay link's token", () => {
  it("names its lead until its expiry, 30 days on", () => {
    const token = signPayLink(LEAD_ID, NOW, SECRET);
    expect(checkPayLink(token, NOW, SECRET)).toEqual({
      kind: "valid",
      leadId: LEAD_ID,
      expiresAt: new Date(NOW.getTime() + PAY_LINK_DAYS * DAY),
    });
    const lastMoment = new Date(NOW.getTime() + PAY_LINK_DAYS * DAY - 1000);
    expect(checkPayLink(token, lastMoment, SECRET).kind).toBe("valid");
  });

  it("is expired from its expiry on, and says so (not invalid)", () => {
    const token = signPayLink(LEAD_ID, NOW, SECRET);
    const after = new Date(NOW.getTime() + PAY_LINK_DAYS * DAY);
    expect(checkPayLink(token, after, SECRET)).toEqual({ kind: "expired", leadId: LEAD_ID });
  });

  it("refuses any single changed character (every one that carries whole bits)", () => {
    const token = signPayLink(LEAD_ID, NOW, SECRET);
    const [keyId = "", body = "", mac = ""] = token.split(".");
    // The last character of each part also carries padding bits a decoder may ignore.
    const indexes = [
      ...Array.from({ length: keyId.length - 1 }, (_, i) => i),
      ...Array.from({ length: body.length - 1 }, (_, i) => keyId.length + 1 + i),
      ...Array.from({ length: mac.length - 1 }, (_, i) => keyId.length + body.length + 2 + i),
    ];
    for (const index of indexes)
      expect(checkPayLink(changedAt(token, index), NOW, SECRET), `character ${index}`).toEqual({
        kind: "invalid",
      });
  });

  it("refuses a token signed with another key, a token of another shape, and a non-string", () => {
    const foreign = signPayLink(LEAD_ID, NOW, "another-key-that-is-long-enough-to-sign");
    for (const bad of [foreign, "", ".", "a.b", "a.b.c", `${foreign}.x`, "x".repeat(500), 7, null])
      expect(checkPayLink(bad, NOW, SECRET)).toEqual({ kind: "invalid" });
  });

  it("cannot be stretched: an expired token with a later expiry written in is invalid", () => {
    const old = signPayLink(LEAD_ID, new Date(NOW.getTime() - 40 * DAY), SECRET);
    const [keyId = "", body = "", mac = ""] = old.split(".");
    const bytes = Buffer.from(body, "base64url");
    bytes.writeUInt32BE(Math.floor(NOW.getTime() / 1000) + 10 * 86_400, bytes.length - 4);
    expect(checkPayLink(`${keyId}.${bytes.toString("base64url")}.${mac}`, NOW, SECRET)).toEqual({
      kind: "invalid",
    });
  });

  it("hides the lead id, and differs each time it is made", () => {
    const first = signPayLink(LEAD_ID, NOW, SECRET);
    const second = signPayLink(LEAD_ID, NOW, SECRET);
    expect(first).not.toContain(LEAD_ID);
    expect(Buffer.from(first.split(".")[1] ?? "", "base64url").toString("latin1")).not.toContain(
      LEAD_ID,
    );
    expect(first).not.toBe(second);
    expect(payLinkUrl("https://brandvista.studio/", first)).toBe(
      `https://brandvista.studio/pay/${first}`,
    );
    expect(first).toMatch(/^[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it("will not sign anything but a lead id", () => {
    expect(() => signPayLink("URGENT invoice overdue", NOW, SECRET)).toThrow();
  });
});

/** A link as it was made before key ids (two parts: body, signature), for `secret`. */
function linkWithoutKeyId(leadId: string, now: Date, secret: string): string {
  const key = (use: string) =>
    createHmac("sha256", secret).update(`brandvista-pay-link:${use}`).digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-256-ctr", key("encrypt"), iv);
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(Math.floor((now.getTime() + PAY_LINK_DAYS * DAY) / 1000));
  const body = Buffer.concat([
    iv,
    cipher.update(Buffer.from(leadId, "ascii")),
    cipher.final(),
    expiry,
  ]);
  const mac = createHmac("sha256", key("sign")).update(body).digest().subarray(0, 16);
  return `${body.toString("base64url")}.${mac.toString("base64url")}`;
}

describe("rotating the pay-link secret", () => {
  const secrets = { current: SECRET, previous: PREVIOUS };

  it("signs with the current secret and names it by its key id", () => {
    const token = signPayLink(LEAD_ID, NOW, secrets);
    expect(token.split(".")[0]).toBe(payLinkKeyId(SECRET));
    expect(payLinkKeyId(SECRET)).not.toBe(payLinkKeyId(PREVIOUS));
    expect(checkPayLink(token, NOW, SECRET).kind).toBe("valid");
  });

  it("still opens a link signed with the previous secret, for its 30 days", () => {
    const old = signPayLink(LEAD_ID, NOW, PREVIOUS);
    expect(checkPayLink(old, NOW, secrets)).toMatchObject({ kind: "valid", leadId: LEAD_ID });
    const after = new Date(NOW.getTime() + PAY_LINK_DAYS * DAY);
    expect(checkPayLink(old, after, secrets).kind).toBe("expired");
    // Once PAY_LINK_SECRET_PREVIOUS is cleared, its links are refused.
    expect(checkPayLink(old, NOW, SECRET)).toEqual({ kind: "invalid" });
  });

  it("refuses a key id that names neither secret, even on an otherwise good link", () => {
    const token = signPayLink(LEAD_ID, NOW, secrets);
    const stranger = payLinkKeyId("a-secret-this-project-never-had-0123456789");
    expect(checkPayLink(`${stranger}${token.slice(token.indexOf("."))}`, NOW, secrets)).toEqual({
      kind: "invalid",
    });
    // And the previous secret's key id on a link the current one signed.
    const swapped = `${payLinkKeyId(PREVIOUS)}${token.slice(token.indexOf("."))}`;
    expect(checkPayLink(swapped, NOW, secrets)).toEqual({ kind: "invalid" });
  });

  it("opens a link made before key ids, signed with the current or the previous secret", () => {
    for (const signer of [SECRET, PREVIOUS])
      expect(checkPayLink(linkWithoutKeyId(LEAD_ID, NOW, signer), NOW, secrets)).toMatchObject({
        kind: "valid",
        leadId: LEAD_ID,
      });
    const foreign = linkWithoutKeyId(LEAD_ID, NOW, "a-secret-this-project-never-had-0123456789");
    expect(checkPayLink(foreign, NOW, secrets)).toEqual({ kind: "invalid" });
  });
});

describe("a short pay-link secret", () => {
  it("signs nothing: a secret shorter than 32 bytes is refused", () => {
    expect(() => signPayLink(LEAD_ID, NOW, "31-bytes-of-secret-is-too-short")).toThrow(
      PayLinkSecretTooShort,
    );
    expect(() => signPayLink(LEAD_ID, NOW, "x".repeat(32))).not.toThrow();
  });

  it("opens nothing either: a short previous secret is ignored", () => {
    const short = "short-previous-secret";
    const forged = linkWithoutKeyId(LEAD_ID, NOW, short);
    expect(checkPayLink(forged, NOW, { current: SECRET, previous: short })).toEqual({
      kind: "invalid",
    });
  });
});
