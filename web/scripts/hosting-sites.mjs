// @ts-check
// firebase.json's two Hosting sites, by target: "site" (the public site, web/build/client) and
// "desk" (the sales desk on its own origin, web/build/desk; .firebaserc maps both targets to
// sites of the project). The public site redirects /desk and /desk/** to the desk's origin, which
// is written in those redirects (and is the functions' DESK_ORIGIN, for the links in mails).
// The emulators and the tests serve both, on two Hosting ports, and read them here.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const FIREBASE_JSON = fileURLToPath(new URL("../../firebase.json", import.meta.url));

/** The public site's target. */
export const SITE_TARGET = "site";
/** The sales desk's target. */
export const DESK_TARGET = "desk";

/**
 * @typedef {object} HostingSite
 * @property {string} target
 * @property {string} public
 * @property {{ source: string; destination: string; type: number }[]} [redirects]
 * @property {{ source?: string; regex?: string; headers: { key: string; value: string }[] }[]} [headers]
 * @property {{ source: string; destination?: string }[]} [rewrites]
 */

/** firebase.json as read from the repository. */
export const firebaseConfig = () => JSON.parse(readFileSync(FIREBASE_JSON, "utf8"));

/**
 * The Hosting entry of a target.
 * @param {{ hosting: HostingSite[] }} config
 * @param {string} target
 * @returns {HostingSite}
 */
export function hostingSite(config, target) {
  const site = config.hosting.find((entry) => entry.target === target);
  if (!site) throw new Error(`firebase.json: no hosting entry with target "${target}"`);
  return site;
}

/**
 * The desk's origin as the public site's /desk redirect names it (e.g. https://desk.brandvista.studio).
 * @param {{ hosting: HostingSite[] }} [config]
 */
export function deskOrigin(config = firebaseConfig()) {
  const redirect = (hostingSite(config, SITE_TARGET).redirects ?? []).find(
    (entry) => entry.source === "/desk",
  );
  if (!redirect) throw new Error("firebase.json: the public site does not redirect /desk");
  return new URL(redirect.destination).origin;
}

/**
 * The public site's redirects to the desk pointed at `origin` instead (the emulators' desk site).
 * @param {{ hosting: HostingSite[] }} config changed in place
 * @param {string} origin
 */
export function redirectDeskTo(config, origin) {
  const from = deskOrigin(config);
  // The emulator (superstatic) compiles a destination with captures as a path pattern, where a
  // port's ":5055" would be a parameter: its colon is escaped.
  const local = origin.replace(/:(\d+)$/, "\\:$1");
  for (const redirect of hostingSite(config, SITE_TARGET).redirects ?? []) {
    if (redirect.destination.startsWith(from + "/")) {
      const path = redirect.destination.slice(from.length);
      redirect.destination = (path.includes("/:") ? local : origin) + path;
    }
  }
}

/**
 * Where the Hosting emulator serves each site. firebase-tools 14.27 (lib/serve/hosting.js) gives
 * the first hosting entry the configured port and the i-th further one (i ≥ 1) the port + 4 + i,
 * or the next free port after it: the desk, second, at port + 5.
 * @param {{ emulators: { hosting: { host: string; port: number } } }} [config]
 */
export function hostingOrigins(config = firebaseConfig()) {
  const { host, port } = config.emulators.hosting;
  return { site: `http://${host}:${port}`, desk: `http://${host}:${port + 5}` };
}
