// The ports of the Firebase emulators the site talks to for demo projects (Firestore, Auth,
// Functions). firebase.json declares them; the bundler writes them in here at build time
// (Vite's `define`, web/scripts/emulator-ports.mjs), so the bundle carries three numbers and
// nothing else of the emulators' configuration.
export interface EmulatorPorts {
  auth: number;
  firestore: number;
  functions: number;
}

declare const __FIREBASE_EMULATOR_PORTS__: EmulatorPorts;

/** firebase.json's "emulators" ports (auth, firestore, functions). */
export const EMULATOR_PORTS: EmulatorPorts = __FIREBASE_EMULATOR_PORTS__;
