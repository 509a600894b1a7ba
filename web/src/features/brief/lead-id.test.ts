import { describe, expect, it } from "vitest";
import { newLeadId } from "./lead-id";

describe("newLeadId", () => {
  it("makes 20-character ids from letters and digits, like Firestore's auto ids", () => {
    const ids = Array.from({ length: 200 }, () => newLeadId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("skips bytes that would bias the alphabet", () => {
    // 248..255 are dropped; 0 → "A", 61 → "9", 62 → "A" again.
    const bytes = new Uint8Array(40).fill(255);
    bytes.set([0, 61, 62], 0);
    let calls = 0;
    const id = newLeadId(() => (calls++ === 0 ? bytes : new Uint8Array(40).fill(1)));
    expect(id.startsWith("A9A")).toBe(true);
    expect(id).toHaveLength(20);
    expect(id.slice(3)).toBe("B".repeat(17));
  });
});
