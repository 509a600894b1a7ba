// @ts-check
// /desk's early-rows script (web/desk/first-paint/early-rows-script.ts): the first visit's first
// query and rows before React, bundled with what it imports into one classic script, written to
// /assets/ under its content's hash and loaded async from the page's <head> (desk-bootstrap.mjs,
// deskEarlyStep). A module would wait for the modules it imports, which arrive with the desk's
// others: that is what it must not wait for. Built with the same aliases and VITE_* variables
// as the site.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, runnerImport } from "vite";
import { emulatorPortsDefine } from "./emulator-ports.mjs";
import { pathAliases } from "./path-aliases.mjs";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const ENTRY = join(webDir, "desk/first-paint/early-rows-script.ts");

/**
 * Bytes the script may take (a first visit waits for it, and it must stay free of React and the
 * SDKs: with either it would be ten times this).
 */
export const DESK_EARLY_SCRIPT_BUDGET = 40_000;

/** The minified script's source, checked against its budget. */
export async function deskEarlyScript() {
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
      lib: { entry: ENTRY, formats: ["iife"], name: "brandvistaDeskEarly" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
    "output" in entry ? entry.output : [],
  );
  const chunk = outputs.find((output) => output.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error("desk-early-script: no script was built");
  const code = chunk.code.trim();
  if (code.length > DESK_EARLY_SCRIPT_BUDGET) {
    throw new Error(
      `desk-early-script: ${code.length} bytes, over the ${DESK_EARLY_SCRIPT_BUDGET}-byte budget`,
    );
  }
  return code;
}

/**
 * Writes the script to the client build's assets under its content's hash (Hosting caches
 * /assets/** for a year) and answers its URL.
 * @param {string} clientDir
 */
export async function writeDeskEarlyScript(clientDir) {
  const code = await deskEarlyScript();
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const name = `desk-early-${hash}.js`;
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
