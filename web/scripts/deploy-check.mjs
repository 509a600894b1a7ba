// @ts-check
// Hosting predeploy (firebase.json): refuses to publish web/build unless it was built for the
// project being deployed to, and for the real Firestore, never a demo- project or an emulator
// (a build made by `npm start` or the tests would take leads nobody ever sees).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDemoProject } from "../src/lib/firebase-project.js";
import { DEPLOYED_BUILD_DIRECTORY, buildPath } from "./build-directory.mjs";

/**
 * @typedef {object} BuildInfo what postbuild.mjs writes to build-info.json
 * @property {string} projectId
 * @property {string[]} [emulatorOrigins]
 * @property {string} [builtAt]
 */

/**
 * Why `info` (build-info.json) must not be deployed to `target`; empty when it may.
 * @param {BuildInfo | undefined} info
 * @param {string | undefined} target
 * @returns {string[]}
 */
export function deployProblems(info, target) {
  if (!info) return ["web/build has no build-info.json: run `npm run build` before deploying."];
  const problems = [];
  if (!info.projectId || isDemoProject(info.projectId))
    problems.push(
      `the site was built for "${info.projectId || "no project"}", an offline demo project: ` +
        "set VITE_FIREBASE_PROJECT_ID (and the other VITE_FIREBASE_* values) in web/.env.local and build again.",
    );
  if (info.emulatorOrigins?.length)
    problems.push(
      `the site writes leads to an emulator (${info.emulatorOrigins.join(", ")}): unset VITE_FIRESTORE_EMULATOR_HOST and build again.`,
    );
  if (target && info.projectId && info.projectId !== target)
    problems.push(
      `the site was built for project "${info.projectId}" but this deploy goes to "${target}".`,
    );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = buildPath(DEPLOYED_BUILD_DIRECTORY, "build-info.json");
  const info = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  // firebase-tools names the target project in GCLOUD_PROJECT for predeploy hooks.
  const problems = deployProblems(info, process.env.GCLOUD_PROJECT);
  if (problems.length > 0) {
    console.error(`✖ Not deploying the site:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`✔ web/build was built for ${info.projectId} with the real Firestore.`);
}
