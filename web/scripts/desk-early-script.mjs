// @ts-check
// /desk's inline early-rows script (web/src/features/desk/early-rows-inline.ts): the first
// visit's first query and rows before React, bundled with what it imports into one classic
// script that postbuild writes into the page (desk-bootstrap.mjs, deskEarlyStep). Inline, it runs
// as the HTML is parsed: a module of its own would arrive with the desk's other modules, which
// is what it must not wait for. Built with the same aliases and VITE_* variables as the site.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { pathAliases } from "./path-aliases.mjs";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const ENTRY = join(webDir, "src/features/desk/early-rows-inline.ts");

/**
 * Bytes the script may take (it is parsed on every visit to /desk, and it must stay free of
 * React and the SDKs: with either it would be ten times this).
 */
export const DESK_EARLY_SCRIPT_BUDGET = 40_000;

/** The minified script's source, checked against the budget and safe to inline. */
export async function deskEarlyScript() {
  const result = await build({
    configFile: false,
    root: webDir,
    envDir: process.env.BRANDVISTA_ENV_DIR ?? webDir,
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: pathAliases() },
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
  if (/<\/script|<!--/i.test(code)) {
    throw new Error("desk-early-script: the script holds markup that would end it inline");
  }
  return code;
}
