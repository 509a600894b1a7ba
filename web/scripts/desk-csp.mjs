// @ts-check
// What the sales desk's pages (/desk, and the SPA fallback Hosting serves for /desk/**) add to
// the page policy of csp.mjs: Google sign-in (Firebase Auth's pop-up flow loads Google's
// iframe helper from apis.google.com and talks to the project's auth domain in a hidden
// iframe), Firebase Auth's token endpoints, and the callable function. No public page gets
// these sources: they are written into the desk's own HTML only.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pagePolicy } from "./csp.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Paths of the desk (the route and its pages). */
export const DESK_PREFIX = "/desk";

/**
 * Whether a prerendered page path is part of the desk.
 * @param {string} path
 */
export const isDeskPath = (path) => path === DESK_PREFIX || path.startsWith(`${DESK_PREFIX}/`);

/** The functions' region (firebase-functions' default; deskLeadAction sets none). */
const FUNCTIONS_REGION = "us-central1";

/** @param {string} name an emulator of firebase.json */
function emulatorOrigin(name) {
  const config = JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8"));
  const emulator = config.emulators?.[name];
  return emulator ? `http://${emulator.host}:${emulator.port}` : null;
}

/**
 * Extra sources of the desk's policy for a build: { script, connect, frame }.
 * `emulated` (a demo- project) adds the Auth and Functions emulators instead of Google's hosts.
 * @param {{ projectId: string; authDomain?: string; emulated: boolean }} options
 * @returns {{ script: string[]; connect: string[]; frame: string[] }}
 */
export function deskSources({ projectId, authDomain, emulated }) {
  const domain = authDomain || `${projectId}.firebaseapp.com`;
  const google = {
    script: ["https://apis.google.com"],
    connect: [
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`,
    ],
    frame: [`https://${domain}`],
  };
  if (!emulated) return google;
  const local = ["auth", "functions"].map(emulatorOrigin).filter((origin) => origin !== null);
  return {
    script: google.script,
    connect: [...google.connect, ...local],
    frame: [...google.frame, ...local],
  };
}

/**
 * The policy of a desk page: the page's own hashes, the build's App Check and emulator hosts,
 * the desk's sources, and never a chat vendor's, whatever the build's chat licence: the desk's
 * pages load no chat script (they are served from the desk's own origin, firebase.json's
 * "desk" target, so no third-party script shares their storage).
 * @param {object} options
 * @param {string[]} options.scriptHashes
 * @param {{ elements: string[]; attributes: string[] }} options.styleHashes
 * @param {{ appCheck: boolean; emulatorOrigins: string[] }} options.build what the build was made for (build-env.mjs)
 * @param {{ script: string[]; connect: string[]; frame: string[] }} options.extra deskSources(…)
 */
export function deskPagePolicy({ scriptHashes, styleHashes, build, extra }) {
  return pagePolicy({
    scriptHashes,
    styleHashes,
    chat: false,
    appCheck: build.appCheck,
    emulatorOrigins: build.emulatorOrigins,
    extra,
  });
}

/** The checkout's pages: they call startCheckout / confirmCheckout (no other public page does). */
export const CHECKOUT_PATHS = ["/checkout", "/checkout/paid", "/pay", "/quote"];

/**
 * Extra sources of the checkout pages' policy: the callable functions only (the Pay button
 * leaves for Stripe's hosted page by navigation, which connect-src does not govern; no Stripe
 * script or frame is ever loaded). `emulated`: the Functions emulator instead of Google's host.
 * @param {{ projectId: string; emulated: boolean }} options
 * @returns {{ script: string[]; connect: string[]; frame: string[] }}
 */
export function checkoutSources({ projectId, emulated }) {
  const functions = emulated
    ? emulatorOrigin("functions")
    : `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
  return { script: [], connect: functions ? [functions] : [], frame: [] };
}
