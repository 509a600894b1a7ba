// Lives in web/scripts/dev/: the developer tools sit beside the build scripts (the top level takes no new folder; tests/ is for tests).
// Recreates emulator-data/, the seed `npm start` imports: leads in every delivery state the
// sales desk shows (tests/fixtures/seed-leads.ts), and the demo sales account in the Auth
// emulator. Run it from the repo:
//   node web/scripts/dev/seed-emulator-data.mjs
// It starts the Auth and Firestore emulators (no Functions: nothing may react to the writes,
// so each lead keeps the state written here), runs itself inside them, and exports both to
// emulator-data/ (firestore_export/, auth_export/) on exit, replacing what was there. The
// writing itself is TypeScript (seed-emulator-data.ts), loaded through Vite's module runner.
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { runFirebase } from "./firebase.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const SEED_DIR = "emulator-data";

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  // Outside the emulators: start them around this same script, then export.
  rmSync(new URL(`../../../${SEED_DIR}`, import.meta.url), { recursive: true, force: true });
  process.exitCode = await runFirebase([
    "emulators:exec",
    "--only",
    "auth,firestore",
    "--export-on-exit",
    `${root}${SEED_DIR}`,
    `node ${fileURLToPath(import.meta.url)}`,
  ]);
} else {
  const { initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const { getFirestore } = await import("firebase-admin/firestore");
  const { module: seed } = await runnerImport(
    fileURLToPath(new URL("./seed-emulator-data.ts", import.meta.url)),
    { configFile: false, logLevel: "error" },
  );
  const projectId = JSON.parse(readFileSync(`${root}.firebaserc`, "utf8")).projects.default;
  const app = initializeApp({ projectId });
  await seed.seedSalesAccount(getAuth(app));
  await seed.seedLeadsInto(getFirestore(app));
  process.exit(0);
}
