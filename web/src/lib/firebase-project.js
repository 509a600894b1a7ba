// @ts-check
// Plain JavaScript (type-checked through JSDoc) because both sides import it as it is: the
// site's TypeScript (web/src/lib/firebase-config.ts) and the Node build scripts
// (web/scripts/build-env.mjs, deploy-check.mjs), which run without a compile step.

/**
 * Whether a Firebase project id names an offline demo project: such a project exists only in
 * the local emulators (they accept any `demo-` id without an account, and a `demo-` id can
 * never reach a real project), so a build for it talks to the emulators and is never deployed.
 * @param {string | undefined | null} projectId
 * @returns {boolean}
 */
export function isDemoProject(projectId) {
  return typeof projectId === "string" && projectId.startsWith("demo-");
}

/** The project id a build uses when none is configured (the demo project of .firebaserc). */
export const DEFAULT_PROJECT_ID = "demo-brandvista";
