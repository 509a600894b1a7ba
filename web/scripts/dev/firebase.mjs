// Lives in web/scripts/dev/: the developer tools sit beside the build scripts (the top level takes no new folder; tests/ is for tests).
// Runs the project's pinned firebase-tools with a Firestore emulator it can start here.
// Usage: node web/scripts/dev/firebase.mjs <firebase arguments…>
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { firestoreEmulatorEnv } from "./firestore-emulator.mjs";

const require = createRequire(import.meta.url);
const firebaseBin = require.resolve("firebase-tools/lib/bin/firebase.js");

/** Spawns firebase-tools with the given arguments; resolves with its exit code. */
export function runFirebase(args, extraEnv = {}) {
  let emulatorEnv;
  try {
    emulatorEnv = firestoreEmulatorEnv();
  } catch (error) {
    console.error(`\n✖ Cannot start the Firebase emulators: ${error.message}\n`);
    return Promise.resolve(1);
  }
  const child = spawn(process.execPath, [firebaseBin, ...args], {
    stdio: "inherit",
    env: {
      ...process.env,
      // Google's auth library otherwise probes the cloud metadata server (169.254.169.254)
      // from the functions and from the tests, to learn whether it runs on Google Cloud: a
      // network call that can only fail here, and must not leave a developer's machine.
      METADATA_SERVER_DETECTION: "none",
      ...emulatorEnv,
      ...extraEnv,
    },
  });
  const forward = (signal) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runFirebase(process.argv.slice(2));
}
