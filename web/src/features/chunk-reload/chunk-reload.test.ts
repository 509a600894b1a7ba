import { describe, expect, it, vi } from "vitest";
import {
  RELOAD_WINDOW_MS,
  type ReloadDeps,
  importWithReload,
  isChunkLoadError,
  reloadOnce,
} from "./chunk-reload";

function fakeDeps(
  start = 1_000_000,
): ReloadDeps & { store: Map<string, string>; clock: { t: number } } {
  const store = new Map<string, string>();
  const clock = { t: start };
  return {
    store,
    clock,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload: vi.fn(),
    now: () => clock.t,
  };
}

describe("chunk-load failures", () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads once, then not again within the window, then again after it", () => {
    const deps = fakeDeps();
    expect(reloadOnce(deps)).toBe(true);
    expect(reloadOnce(deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    deps.clock.t += RELOAD_WINDOW_MS + 1;
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it("rethrows a chunk failure when it already reloaded, so the error page can offer a reload", async () => {
    const deps = fakeDeps();
    reloadOnce(deps);
    const failure = new TypeError("Failed to fetch dynamically imported module");
    await expect(importWithReload(() => Promise.reject(failure), deps)).rejects.toBe(failure);
  });

  it("passes other errors straight through without reloading", async () => {
    const deps = fakeDeps();
    const bug = new Error("boom");
    await expect(importWithReload(() => Promise.reject(bug), deps)).rejects.toBe(bug);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it("resolves with the module when the import works", async () => {
    await expect(importWithReload(() => Promise.resolve({ ok: 1 }), fakeDeps())).resolves.toEqual({
      ok: 1,
    });
  });
});
