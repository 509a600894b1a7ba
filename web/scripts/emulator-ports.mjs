// @ts-check
// The Firebase emulators' ports are declared once, in firebase.json's "emulators". The web code
// gets them at build time through Vite's `define` (web/src/lib/emulator-ports.ts reads the
// constant below), so no bundle carries firebase.json itself; the scripts and the tests read
// them here.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const FIREBASE_JSON = fileURLToPath(new URL("../../firebase.json", import.meta.url));

/** The global the bundler replaces with the ports (declared in web/src/lib/emulator-ports.ts). */
const PORTS_CONSTANT = "__FIREBASE_EMULATOR_PORTS__";

/**
 * The ports of the emulators the site's code talks to, from firebase.json.
 * @returns {{ auth: number; firestore: number; functions: number }}
 */
export function emulatorPorts() {
  /** @type {{ emulators: Record<string, { port?: number }> }} */
  const config = JSON.parse(readFileSync(FIREBASE_JSON, "utf8"));
  const port = (/** @type {string} */ name) => {
    const value = config.emulators[name]?.port;
    if (typeof value !== "number")
      throw new Error(`firebase.json: emulators.${name}.port is not set`);
    return value;
  };
  return { auth: port("auth"), firestore: port("firestore"), functions: port("functions") };
}

/** Vite's `define` entry that puts the ports into the web code (every build and test config). */
export function emulatorPortsDefine() {
  return { [PORTS_CONSTANT]: JSON.stringify(emulatorPorts()) };
}
