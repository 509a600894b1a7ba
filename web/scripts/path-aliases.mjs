// @ts-check
// The import aliases (`~`, `@lead`, `@shared`) are declared once, in tsconfig.json's `paths`
// (TypeScript and ESLint read them there); Vite, Vitest and the tests' source graph read them
// through this file instead of repeating them.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = new URL("../../", import.meta.url);

/** A `paths` key or target without its trailing "/*". */
const base = (/** @type {string} */ pattern) => pattern.replace(/\/\*$/, "");

/**
 * Each alias of tsconfig.json's `paths` and the absolute path it stands for, as Vite's
 * `resolve.alias` takes them: "~" → …/web/src (for "~/x"), "@lead" → …/shared/lead.ts.
 * @returns {Record<string, string>}
 */
export function pathAliases() {
  /** @type {{ compilerOptions: { paths: Record<string, string[]> } }} */
  const tsconfig = JSON.parse(readFileSync(new URL("tsconfig.json", ROOT), "utf8"));
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => {
      if (!target) throw new Error(`tsconfig.json: the path alias ${alias} has no target`);
      return [base(alias), fileURLToPath(new URL(base(target), ROOT))];
    }),
  );
}
