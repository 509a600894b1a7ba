import { describe, expect, it } from "vitest";
import { memoryStorage } from "~/lib/memory-storage";
import { SAVE_TIMEOUT_MS, TEST_SAVE_TIMEOUT_KEY, saveTimeoutMs } from "./save-timeout";

function storageWith(value: string) {
  const storage = memoryStorage();
  storage.setItem(TEST_SAVE_TIMEOUT_KEY, value);
  return storage;
}

describe("saveTimeoutMs", () => {
  it("is 12 s for a real project, whatever the page's storage says", () => {
    expect(SAVE_TIMEOUT_MS).toBe(12_000);
    expect(saveTimeoutMs(false, storageWith("1500"))).toBe(SAVE_TIMEOUT_MS);
  });

  it("lets a browser test shorten it in an emulator build", () => {
    expect(saveTimeoutMs(true, storageWith("1500"))).toBe(1500);
    expect(saveTimeoutMs(true, memoryStorage())).toBe(SAVE_TIMEOUT_MS);
    expect(saveTimeoutMs(true, undefined)).toBe(SAVE_TIMEOUT_MS);
  });

  it("ignores values that are not a sensible number of milliseconds", () => {
    for (const value of ["", "abc", "0", "-5", "12.5", "99", "600000"]) {
      expect(saveTimeoutMs(true, storageWith(value))).toBe(SAVE_TIMEOUT_MS);
    }
  });
});
