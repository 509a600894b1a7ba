// The pay link's token: what it lets through (a token we signed, before its expiry) and what it
// refuses (any changed character, another key, after its expiry), and that it hides the lead id.
import { describe, expect, it } from "vitest";
import { checkPayLink, PAY_LINK_DAYS, payLinkUrl, signPayLink } from "./pay-link.js";

const SECRET = "unit-test-pay-link-secret";
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
    const [body = "", mac = ""] = token.split(".");
    // The last character of each part also carries padding bits a decoder may ignore.
    const indexes = [
      ...Array.from({ length: body.length - 1 }, (_, i) => i),
      ...Array.from({ length: mac.length - 1 }, (_, i) => body.length + 1 + i),
    ];
    for (const index of indexes)
      expect(checkPayLink(changedAt(token, index), NOW, SECRET), `character ${index}`).toEqual({
        kind: "invalid",
      });
  });

  it("refuses a token signed with another key, a token of another shape, and a non-string", () => {
    const foreign = signPayLink(LEAD_ID, NOW, "another-key");
    for (const bad of [foreign, "", ".", "a.b", `${foreign}.x`, "x".repeat(500), 7, null])
      expect(checkPayLink(bad, NOW, SECRET)).toEqual({ kind: "invalid" });
  });

  it("cannot be stretched: an expired token with a later expiry written in is invalid", () => {
    const old = signPayLink(LEAD_ID, new Date(NOW.getTime() - 40 * DAY), SECRET);
    const [body = "", mac = ""] = old.split(".");
    const bytes = Buffer.from(body, "base64url");
    bytes.writeUInt32BE(Math.floor(NOW.getTime() / 1000) + 10 * 86_400, bytes.length - 4);
    expect(checkPayLink(`${bytes.toString("base64url")}.${mac}`, NOW, SECRET)).toEqual({
      kind: "invalid",
    });
  });

  it("hides the lead id, and differs each time it is made", () => {
    const first = signPayLink(LEAD_ID, NOW, SECRET);
    const second = signPayLink(LEAD_ID, NOW, SECRET);
    expect(first).not.toContain(LEAD_ID);
    expect(Buffer.from(first.split(".")[0] ?? "", "base64url").toString("latin1")).not.toContain(
      LEAD_ID,
    );
    expect(first).not.toBe(second);
    expect(payLinkUrl("https://brandvista.studio/", first)).toBe(
      `https://brandvista.studio/pay/${first}`,
    );
    expect(first).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it("will not sign anything but a lead id", () => {
    expect(() => signPayLink("URGENT invoice overdue", NOW, SECRET)).toThrow();
  });
});
