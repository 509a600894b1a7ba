import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { emulatorPorts } from "../web/scripts/emulator-ports.mjs";
import { pathAliases } from "../web/scripts/path-aliases.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const alias = pathAliases();
// firebase.json's emulator ports, which the site's build writes in with Vite's `define`.
const PORTS = "tests/support/emulator-ports-global.ts";
// Each service's "from" price, which the site's build writes in the same way.
const FROM_PRICES = "tests/support/from-prices-global.ts";
const env = { BRANDVISTA_EMULATOR_PORTS: JSON.stringify(emulatorPorts()) };

// Three kinds of test, told apart by file name:
//   *.test.ts(x) next to the code          → unit (no emulator, no browser)
//   tests/**/*.emulator.test.ts, *.rules.test.ts → need the Firebase emulators
//   tests/e2e/**/*.spec.ts                 → need the built site, the emulators and Chromium
export default defineConfig({
  root,
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          root,
          include: [
            "web/src/**/*.test.{ts,tsx}",
            "web/desk/**/*.test.{ts,tsx}",
            "functions/src/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          environment: "node",
          env,
          setupFiles: [PORTS, FROM_PRICES, "tests/support/unit-setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "emulators",
          root,
          include: ["tests/**/*.rules.test.ts", "tests/**/*.emulator.test.ts"],
          environment: "node",
          env,
          setupFiles: [PORTS, FROM_PRICES, "tests/support/require-emulators.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          root,
          include: ["tests/e2e/**/*.spec.ts"],
          environment: "node",
          env,
          setupFiles: [PORTS, FROM_PRICES, "tests/support/require-emulators.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
