// What the build was made for, read the way Vite read it (web/.env* files + process.env),
// so the post-build step agrees with the bundle: site origin, chat licence, Firebase project.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { isDemoProject } from "../src/lib/firebase-project.js";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

const readJson = (path) => JSON.parse(readFileSync(join(repoRoot, path), "utf8"));

/** Origin from web/src/content/site.ts's fallback, when no VITE_SITE_ORIGIN is set. */
function siteTsDefaultOrigin() {
  const source = readFileSync(join(repoRoot, "web/src/content/site.ts"), "utf8");
  const origin = source.match(/VITE_SITE_ORIGIN\s*\?\?\s*["']([^"']+)["']/)?.[1];
  if (!origin) throw new Error("Cannot find the site origin: set VITE_SITE_ORIGIN");
  return origin;
}

/** The Firestore emulator's origin from firebase.json. */
function firestoreEmulatorOrigin() {
  const { host, port } = readJson("firebase.json").emulators.firestore;
  return `http://${host}:${port}`;
}

/** Build settings: { origin, chat, appCheck, projectId, authDomain, emulatorOrigins }. */
export function buildEnv(
  mode = process.env.NODE_ENV === "development" ? "development" : "production",
) {
  // The same folder vite.config.ts reads (tests/support/test-build.mjs points both elsewhere).
  const env = loadEnv(mode, process.env.BRANDVISTA_ENV_DIR ?? join(repoRoot, "web"), "VITE_");
  const origin = (env.VITE_SITE_ORIGIN || siteTsDefaultOrigin()).replace(/\/+$/, "");
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
  return {
    origin,
    chat: Boolean(env.VITE_LIVECHAT_LICENCE),
    appCheck: Boolean(env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim()),
    projectId,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
    emulatorOrigins,
  };
}
