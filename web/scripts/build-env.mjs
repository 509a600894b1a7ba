// @ts-check
// What the build was made for, from the VITE_* variables the bundle was built with, so the
// post-build step agrees with the bundle: chat licence, App Check, Firebase project.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDemoProject } from "../src/lib/firebase-project.js";
import { loadEnv } from "vite";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** @param {string} path relative to the repository */
const readJson = (path) => JSON.parse(readFileSync(join(repoRoot, path), "utf8"));

/** The Firestore emulator's origin from firebase.json. */
function firestoreEmulatorOrigin() {
  const { host, port } = readJson("firebase.json").emulators.firestore;
  return `http://${host}:${port}`;
}

/**
 * The VITE_* variables as Vite reads them for a mode, from the same folder vite.config.ts
 * reads (tests/support/test-build.mjs points both elsewhere).
 * @param {string} [mode]
 * @returns {Record<string, string>}
 */
export const viteEnv = (
  mode = process.env.NODE_ENV === "development" ? "development" : "production",
) => loadEnv(mode, process.env.BRANDVISTA_ENV_DIR ?? join(repoRoot, "web"), "VITE_");

/**
 * @typedef {object} BuildEnv
 * @property {boolean} chat whether a LiveChat licence is configured
 * @property {boolean} appCheck whether App Check (reCAPTCHA Enterprise) guards the brief's writes
 * @property {string} appCheckSiteKey the reCAPTCHA Enterprise site key ("" without App Check;
 *   public, it is in the bundle): deploy-check.mjs holds the functions' APP_CHECK_SITE_KEY to it
 * @property {string} projectId
 * @property {string} authDomain the Firebase Auth domain (the sales desk signs in through it)
 * @property {string[]} emulatorOrigins Firestore emulator origins the page may call (demo- builds)
 * @property {boolean} onlinePayments whether a real project's checkout takes the payment through
 *   Stripe (VITE_CHECKOUT_PAYMENTS=stripe, as web/src/lib/firebase-config.ts reads it):
 *   deploy-check.mjs then wants the payment note's template on the functions
 */

/**
 * Build settings from the VITE_* variables (React Router's buildEnd passes the ones Vite used).
 * @param {Record<string, string>} [env]
 * @returns {BuildEnv}
 */
export function buildEnv(env = viteEnv()) {
  const rcPath = join(repoRoot, ".firebaserc");
  const defaultProject = existsSync(rcPath) ? readJson(".firebaserc").projects?.default : undefined;
  // Same rule as web/src/lib/firebase-config.ts (isDemoProject): a demo- project (the default) exists only in
  // the emulators, so such a build talks to the local Firestore; a real one does not.
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim() || defaultProject || "";
  const emulatorHost = env.VITE_FIRESTORE_EMULATOR_HOST?.trim();
  const emulatorOrigins = emulatorHost
    ? [`http://${emulatorHost}`]
    : isDemoProject(projectId)
      ? [firestoreEmulatorOrigin()]
      : [];
  const appCheckSiteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim() ?? "";
  return {
    chat: Boolean(env.VITE_LIVECHAT_LICENCE),
    appCheck: Boolean(appCheckSiteKey),
    appCheckSiteKey,
    projectId,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
    emulatorOrigins,
    onlinePayments: env.VITE_CHECKOUT_PAYMENTS?.trim() === "stripe",
  };
}
