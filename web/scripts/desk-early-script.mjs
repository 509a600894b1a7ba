// @ts-check
// The desk's early scripts, each bundled with what it imports into one classic script, written
// to /assets/ under its content's hash and loaded async from its page's <head>
// (desk-bootstrap.mjs, deskEarlyStep): /desk's early rows (web/desk/first-paint/
// early-rows-script.ts: the first visit's first query and rows before React) and
// /desk/overview's early read (web/desk/overview/early-overview-script.ts: the rollup's read as
// the head is parsed). A module would wait for the modules it imports, which arrive with the
// desk's others: that is what they must not wait for. Built with the same aliases and VITE_*
// variables as the site.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, runnerImport } from "vite";
import { emulatorPortsDefine } from "./emulator-ports.mjs";
import { pathAliases } from "./path-aliases.mjs";

const webDir = fileURLToPath(new URL("..", import.meta.url));

/**
 * Each early script: its entry, its file name's start, and the bytes it may take (its page waits
 * for it, and it must stay free of React and the SDKs: with either it would be ten times this).
 * `pure`: nothing it imports runs anything when loaded, so whatever the entry does not call is
 * left out (the overview's script imports the rollup's shared module for its week ids, not its
 * zone formats and rules, and the overview's copy and groups, not the desk's or the pricing
 * page's other copy: 18 kB with its picture, where the read alone was 19 kB before; and no Intl
 * format made as it loads: a page's first loads ICU's data, 0.15–0.3 s of main thread at 4× CPU).
 */
export const DESK_EARLY_SCRIPTS = {
  rows: {
    entry: "desk/first-paint/early-rows-script.ts",
    name: "desk-early",
    budget: 40_000,
    pure: false,
  },
  overview: {
    entry: "desk/overview/early-overview-script.ts",
    name: "desk-early-overview",
    budget: 24_000,
    pure: true,
  },
};

/**
 * A pure script's tree-shaking: modules the entry takes nothing from are left out, and so are
 * tables and formats built at load (Object.values/entries/fromEntries, Intl formats) that nothing
 * it calls reads; the bundler keeps any call it cannot prove free of side effects.
 */
const PURE_TREESHAKE = {
  moduleSideEffects: false,
  manualPureFunctions: [
    "Object.values",
    "Object.entries",
    "Object.fromEntries",
    "Object.keys",
    "Object.freeze",
    "Intl.DateTimeFormat",
    "Intl.NumberFormat",
  ],
};

/**
 * The minified source of one early script, checked against its budget.
 * @param {keyof typeof DESK_EARLY_SCRIPTS} [which]
 */
export async function deskEarlyScript(which = "rows") {
  const { entry, name, budget, pure } = DESK_EARLY_SCRIPTS[which];
  const result = await build({
    configFile: false,
    root: webDir,
    envDir: process.env.BRANDVISTA_ENV_DIR ?? webDir,
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: pathAliases() },
    define: emulatorPortsDefine(),
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: join(webDir, entry), formats: ["iife"], name: "brandvistaDeskEarly" },
      ...(pure ? { rolldownOptions: { treeshake: PURE_TREESHAKE } } : {}),
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    "output" in output ? output.output : [],
  );
  const chunk = outputs.find((output) => output.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error(`desk-early-script: no ${name} was built`);
  const code = chunk.code.trim();
  if (code.length > budget) {
    throw new Error(`desk-early-script: ${name} is ${code.length} bytes, over its ${budget}`);
  }
  return code;
}

/**
 * Writes one early script to the client build's assets under its content's hash (Hosting caches
 * /assets/** for a year) and answers its URL.
 * @param {string} clientDir
 * @param {keyof typeof DESK_EARLY_SCRIPTS} [which]
 */
export async function writeDeskEarlyScript(clientDir, which = "rows") {
  const code = await deskEarlyScript(which);
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const name = `${DESK_EARLY_SCRIPTS[which].name}-${hash}.js`;
  writeFileSync(join(clientDir, "assets", name), code);
  return `/assets/${name}`;
}

/**
 * The inline lines that send the first view's queries from /desk's <head> before the script
 * above has arrived (web/desk/first-paint/early-fetch.ts), for a build with these VITE_*
 * variables.
 * @param {Record<string, string>} env
 * @returns {Promise<string>}
 */
export async function deskEarlyFetchScript(env) {
  const { module } = await runnerImport(join(webDir, "desk/first-paint/early-fetch.ts"), {
    configFile: false,
    logLevel: "error",
    resolve: { alias: pathAliases() },
    define: emulatorPortsDefine(),
  });
  return /** @type {{ earlyFetchScript: (env: Record<string, string>) => string }} */ (
    module
  ).earlyFetchScript(env);
}
