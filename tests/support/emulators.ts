// Helpers for tests that run inside `firebase emulators:exec`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The demo project id every emulator test uses (from .firebaserc). */
export const PROJECT_ID: string = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL("../../.firebaserc", import.meta.url)), "utf8"),
  ) as {
    projects: { default: string };
  }
).projects.default;

/**
 * The project the security-rules tests write to: a demo- project of its own, so the hundreds
 * of leads they create never fire the mail functions (which serve PROJECT_ID only) and never
 * queue behind, or count against the budget of, the mail-chain tests' leads.
 */
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;

/** host and port of the running Firestore emulator. */
export function firestoreEmulator(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST ?? "";
  const [host, port] = value.split(":");
  if (!host || !port) throw new Error(`FIRESTORE_EMULATOR_HOST is malformed: "${value}"`);
  return { host, port: Number(port) };
}

/** Polls `read` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T | undefined>,
  { timeoutMs = 10_000, intervalMs = 50, what = "condition" } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The rules file the security-rules tests load. */
export const RULES_PATH = fileURLToPath(new URL("../../firestore.rules", import.meta.url));

/** A firebase-admin Firestore bound to the emulator (bypasses rules, like the function). */
export async function adminFirestore() {
  const { getApps, initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  // serviceAccountId: the Admin SDK would otherwise ask the cloud metadata server for it
  // before enqueueing a task (tests enqueue through functions/src/platform/task-queue.ts).
  const app =
    getApps()[0] ??
    initializeApp({ projectId: PROJECT_ID, serviceAccountId: "emulated-service-acct@email.com" });
  return getFirestore(app);
}
