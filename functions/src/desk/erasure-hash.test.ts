// The audit's keyed hash of an address: HMAC-SHA256 under the server's key, the same for any
// spelling of the address, different under another key, refused without one.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { erasureAddressHash, HashSecretMissing } from "./erasure-hash.js";

describe("erasureAddressHash", () => {
  it("is HMAC-SHA256 of the normalised address under the key", () => {
    expect(erasureAddressHash("k1", "jo@example.com")).toBe(
      createHmac("sha256", "k1").update("jo@example.com").digest("hex"),
    );
  });

  it("is the same for any capitals and blanks around the address", () => {
    expect(erasureAddressHash("k1", "  Jo@Example.COM ")).toBe(
      erasureAddressHash("k1", "jo@example.com"),
    );
  });

  it("differs under another key and for another address, and never contains the address", () => {
    const hash = erasureAddressHash("k1", "jo@example.com");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(erasureAddressHash("k2", "jo@example.com")).not.toBe(hash);
    expect(erasureAddressHash("k1", "jo@example.org")).not.toBe(hash);
  });

  it("refuses an empty key rather than record a hash anyone could recompute", () => {
    expect(() => erasureAddressHash("", "jo@example.com")).toThrow(HashSecretMissing);
    expect(() => erasureAddressHash("  ", "jo@example.com")).toThrow(HashSecretMissing);
  });
});
