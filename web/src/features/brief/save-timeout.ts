// How long a visitor waits for Send (the SDK download and the write together) before being
// told and offered Try again.

/** The time limit of a real save. */
export const SAVE_TIMEOUT_MS = 12_000;

/**
 * sessionStorage key with which a browser test shortens the limit (a stalled download is then
 * reported in a second, not 12). Honoured only by builds that talk to the local emulators, so
 * it can never change what a real visitor gets.
 */
export const TEST_SAVE_TIMEOUT_KEY = "brandvista.test.saveTimeoutMs";

/** The limit to use: SAVE_TIMEOUT_MS, or the test's value in an emulator build. */
export function saveTimeoutMs(
  usesEmulator: boolean,
  storage: Pick<Storage, "getItem"> | undefined,
) {
  if (!usesEmulator || !storage) return SAVE_TIMEOUT_MS;
  let raw: string | null;
  try {
    raw = storage.getItem(TEST_SAVE_TIMEOUT_KEY);
  } catch {
    return SAVE_TIMEOUT_MS;
  }
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 100 && value <= SAVE_TIMEOUT_MS
    ? value
    : SAVE_TIMEOUT_MS;
}
