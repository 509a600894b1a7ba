// @vitest-environment jsdom
// A return visit drops the leads the server no longer returns (erased on another desk, or gone
// from the first view) from its snapshot: from the rows React shows, the picture on screen and
// the stored copy, before the live desk has loaded.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "~/lib/memory-storage";
import { freshModule, lead } from "./desk-snapshot.fixture";
import { FIRST_PAINT_ID, SNAPSHOT_KEY } from "./first-paint";

const pictureOf = (ids: string[]) =>
  `<table><tbody>${ids.map((id) => `<tr data-lead-id="${id}"><td>${id}@example.com</td></tr>`).join("")}</tbody></table>`;

beforeEach(() => {
  vi.stubGlobal("localStorage", memoryStorage());
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"></div>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("pruneSnapshot", () => {
  it("removes the leads the live answer no longer has from the rows, the picture and storage", async () => {
    const saved = await freshModule();
    saved.saveSnapshot("uid-1", [lead("a"), lead("erased"), lead("c")], {
      html: pictureOf(["a", "erased", "c"]),
      build: "/assets/manifest-1.js",
    });
    // The next visit: the picture is on screen, the snapshot read, then the server answers.
    const page = await freshModule();
    const picture = document.getElementById(FIRST_PAINT_ID) as HTMLElement;
    picture.innerHTML = pictureOf(["a", "erased", "c"]);
    expect(page.readSnapshot()?.rows.map((row) => row.id)).toEqual(["a", "erased", "c"]);
    const changed = vi.fn();
    page.subscribeSnapshot(changed);

    expect(page.pruneSnapshot("uid-1", [lead("new"), lead("a"), lead("c")])).toEqual(["erased"]);

    expect(page.readSnapshot()?.rows.map((row) => row.id)).toEqual(["a", "c"]);
    expect(changed).toHaveBeenCalled();
    const painted = [...picture.querySelectorAll("tr")].map((row) => row.dataset.leadId);
    expect(painted).toEqual(["a", "c"]);
    const stored = localStorage.getItem(SNAPSHOT_KEY) ?? "";
    expect(stored).not.toContain("erased");
    // The stored picture keeps the other rows, for the next visit's first paint.
    const next = JSON.parse(stored) as { html: string; build: string };
    expect(next.html).toBe(pictureOf(["a", "c"]));
    expect(next.build).toBe("/assets/manifest-1.js");
    expect((await freshModule()).readSnapshot()?.rows.map((row) => row.id)).toEqual(["a", "c"]);
  });

  it("changes nothing when every lead is still there", async () => {
    const module = await freshModule();
    module.saveSnapshot("uid-1", [lead("a"), lead("b")], {
      html: pictureOf(["a", "b"]),
      build: "x",
    });
    const before = localStorage.getItem(SNAPSHOT_KEY);
    expect(module.pruneSnapshot("uid-1", [lead("b"), lead("a"), lead("z")])).toEqual([]);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBe(before);
  });

  it("keeps leads older than every row of a full page's answer, which may simply stop before them", async () => {
    const module = await freshModule();
    const at = (id: string, minutes: number) => ({
      ...lead(id),
      createdAt: new Date(Date.UTC(2026, 10, 20, 12, minutes)),
    });
    const page = Array.from({ length: module.SNAPSHOT_ROWS }, (_, i) => at(`p${i}`, 59 - i));
    module.saveSnapshot("uid-1", [at("erased", 58), at("older", 0)]);
    // "erased" falls inside the answer's span and is not in it; "older" is before its last row.
    expect(module.pruneSnapshot("uid-1", page)).toEqual(["erased"]);
    expect(module.readSnapshot()?.rows.map((row) => row.id)).toEqual(["older"]);
  });

  it("leaves another salesperson's snapshot to the session, and an empty answer empties it", async () => {
    const module = await freshModule();
    module.saveSnapshot("uid-1", [lead("a")]);
    expect(module.pruneSnapshot("uid-2", [])).toEqual([]);
    expect(module.readSnapshot()?.rows).toHaveLength(1);
    expect(module.pruneSnapshot("uid-1", [])).toEqual(["a"]);
    expect((await freshModule()).readSnapshot()?.rows).toEqual([]);
  });
});
