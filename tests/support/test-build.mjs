// The builds the tests serve, the site's and the desk's (`npm run build` makes both): always the
// offline demo project, whatever web/.env.local
// or the shell's VITE_* variables hold for a real deploy, and written to web/build-test, a
// folder `firebase deploy` never publishes (firebase.json serves web/build/client).
// Usage: node tests/support/test-build.mjs   (then run with-emulators.mjs with
// BRANDVISTA_BUILD_DIR=build-test so Hosting serves it; test-all.mjs does both)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_BUILD_DIRECTORY } from "../../web/scripts/build-directory.mjs";
import { isDemoProject } from "../../web/src/lib/firebase-project.js";

/** A made-up LiveChat licence number: LiveChat knows no such account. */
const TEST_CHAT_LICENCE = "19283746";

const root = fileURLToPath(new URL("../../", import.meta.url));
const projectId = JSON.parse(readFileSync(join(root, ".firebaserc"), "utf8")).projects.default;
if (!isDemoProject(projectId)) {
  console.error(
    `.firebaserc's default project "${projectId}" is not a demo- project: tests never build for a real one.`,
  );
  process.exit(1);
}

// Vite reads VITE_* from the process and from the env folder: give it neither.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith("VITE_")),
);
const emptyEnvDir = mkdtempSync(join(tmpdir(), "brandvista-env-"));
try {
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...env,
      VITE_FIREBASE_PROJECT_ID: projectId,
      // Every page view reports its vitals (production samples 10 %), so the budgets count
      // the reporter and the browser tests run with it.
      VITE_VITALS_SAMPLE_RATE: "1",
      // A LiveChat licence is built in, as production has one: the browser tests then see the
      // chat's facade and its page policies as a visitor does (capability-pages.spec.ts checks
      // the chat stays off the pay and checkout pages). Nothing loads the widget unless a test
      // clicks "Chat with us", and the tests' network has no route to LiveChat anyway.
      VITE_LIVECHAT_LICENCE: TEST_CHAT_LICENCE,
      BRANDVISTA_ENV_DIR: emptyEnvDir,
      BRANDVISTA_BUILD_DIR: TEST_BUILD_DIRECTORY,
    },
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(emptyEnvDir, { recursive: true, force: true });
}
