// The site's build writes firebase.json's emulator ports into web/src/lib/emulator-ports.ts
// with Vite's `define`; Vitest leaves that global unset in its projects, so tests/vitest.config.ts
// reads them (web/scripts/emulator-ports.mjs) and hands them to every test file here.
const ports = process.env.BRANDVISTA_EMULATOR_PORTS;
if (!ports) throw new Error("tests/vitest.config.ts sets BRANDVISTA_EMULATOR_PORTS for the tests");
Object.assign(globalThis, { __FIREBASE_EMULATOR_PORTS__: JSON.parse(ports) });
