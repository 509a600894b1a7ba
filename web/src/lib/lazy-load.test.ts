import { describe, expect, it } from "vitest";
import { lazyLoad } from "./lazy-load";

/** A load that stays pending until the test settles it. */
function controlledLoads() {
  const loads: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      loads.push({ resolve, reject });
    });
  return { loads, load };
}

describe("lazyLoad", () => {
  it("loads once and shares the result between callers", async () => {
    const { loads, load } = controlledLoads();
    const get = lazyLoad(load);
    const first = get();
    const second = get();
    expect(loads).toHaveLength(1);
    loads[0]?.resolve("sdk");
    await expect(Promise.all([first, second])).resolves.toEqual(["sdk", "sdk"]);
    await expect(get()).resolves.toBe("sdk");
    expect(loads).toHaveLength(1);
  });

  it("starts a fresh load after a failed one", async () => {
    const { loads, load } = controlledLoads();
    const get = lazyLoad(load);
    const first = get();
    loads[0]?.reject(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    const second = get();
    expect(loads).toHaveLength(2);
    loads[1]?.resolve("sdk");
    await expect(second).resolves.toBe("sdk");
  });

  it("stops waiting when the caller aborts, and the next call does not join the stalled load", async () => {
    const { loads, load } = controlledLoads();
    const get = lazyLoad(load);
    const controller = new AbortController();
    const stalled = get(controller.signal);
    controller.abort(new Error("deadline"));
    await expect(stalled).rejects.toThrow("deadline");

    const retry = get();
    expect(loads).toHaveLength(2);
    loads[1]?.resolve("sdk");
    await expect(retry).resolves.toBe("sdk");
    // The abandoned load finishing late changes nothing.
    loads[0]?.resolve("late");
    await expect(get()).resolves.toBe("sdk");
  });

  it("keeps a finished load when a later caller aborts", async () => {
    const { loads, load } = controlledLoads();
    const get = lazyLoad(load);
    const first = get();
    loads[0]?.resolve("sdk");
    await first;
    const controller = new AbortController();
    controller.abort(new Error("deadline"));
    await expect(get(controller.signal)).rejects.toThrow("deadline");
    await expect(get()).resolves.toBe("sdk");
    expect(loads).toHaveLength(1);
  });
});
