import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "~/lib/memory-storage";
import { freshModule, lead } from "./desk-snapshot.fixture";

beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe("the desk's snapshot of its first rows", () => {
  it("gives the next page load the same rows, dates as dates, for the same uid", async () => {
    const rows = [lead("a"), lead("b")];
    (await freshModule()).saveSnapshot("uid-1", rows);
    const snapshot = (await freshModule()).readSnapshot();
    expect(snapshot?.uid).toBe("uid-1");
    expect(snapshot?.rows).toEqual(rows);
    expect(snapshot?.rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("keeps at most SNAPSHOT_ROWS rows", async () => {
    const module = await freshModule();
    const rows = Array.from({ length: module.SNAPSHOT_ROWS + 20 }, (_, index) => lead(`l${index}`));
    module.saveSnapshot("uid-1", rows);
    expect((await freshModule()).readSnapshot()?.rows).toHaveLength(module.SNAPSHOT_ROWS);
  });

  it("is gone after clearSnapshot, for this page and the next", async () => {
    const module = await freshModule();
    module.saveSnapshot("uid-1", [lead("a")]);
    module.clearSnapshot();
    expect(module.readSnapshot()).toBeNull();
    expect((await freshModule()).readSnapshot()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("reads an unreadable entry as none and deletes it", async () => {
    localStorage.setItem("brandvista.desk.firstView.v1", "{not json");
    expect((await freshModule()).readSnapshot()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
