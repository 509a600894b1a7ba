// @ts-check
// Makes a prerendered page request no JavaScript before its first contentful paint.
//
// React Router's HTML has <link rel="modulepreload"> tags for every module of the route and
// an inline bootstrap module script with static imports of the manifest and the route
// modules. On a fast connection those requests finish while the HTML is still being parsed,
// so the bootstrap (and hydration) can run before the first paint, and Lighthouse's
// simulation then counts all ~125 KB as render-blocking, at random from run to run. The page
// is complete and styled without JavaScript, so this step:
//   1. removes the modulepreload tags from the HTML,
//   2. rewrites the bootstrap so that, once the first contentful paint has happened, it adds
//      the same modulepreload hints to <head>, one per task (the whole chunk graph is still
//      fetched in parallel, no waterfall), then evaluates the modules one per task,
//      dependencies first, and last imports the entry as the original bootstrap did.
// React 19 hydrates the <link rel="modulepreload"> elements of <Scripts> as hoistables: it
// finds the injected ones in <head> by href, or adds them again (harmless) if missing.
import { readFileSync } from "node:fs";
import { minifySync, parseAst } from "vite";
import { bootstrapScript, hasToken, parsedPage, spliceHtml } from "./html-elements.mjs";

/** @typedef {import("./html-elements.mjs").ParsedPage} ParsedPage */

/** @typedef {(url: string) => string[]} ModuleImports the URLs a built module imports statically */
const MARKER = "/*after-paint*/";

// The loader (after-paint.js, a linted source file), minified once per build: called with the
// hints `h`, the static imports' indexes `u`, the evaluation order `o` and the bootstrap `run`.
const LOADER = minifiedLoader();

/** after-paint.js's `afterPaint`, minified into a call with `h`, `u`, `o` and `run`. */
function minifiedLoader() {
  const source = readFileSync(new URL("./after-paint.js", import.meta.url), "utf8");
  const program = /** @type {AstNode & { body: (AstNode & { declaration?: AstNode })[] }} */ (
    /** @type {unknown} */ (parseAst(source))
  );
  const loader = program.body.find((node) => node.type === "ExportNamedDeclaration")?.declaration;
  if (!loader) throw new Error("defer-scripts: after-paint.js exports no function");
  const { code, errors } = minifySync(
    "after-paint.js",
    `(${source.slice(loader.start, loader.end)})(h,u,o,run)`,
    { module: false },
  );
  if (errors.length > 0) throw new Error(`defer-scripts: after-paint.js: ${errors[0]?.message}`);
  return code.trim();
}

/**
 * Indexes in `hints` of the modules to evaluate before `entry`, each after the modules it
 * imports (`importsOf(url)`: the URLs a module imports statically), starting from the static
 * imports in source order. The entry itself is left out: it starts React once the route
 * modules are in place.
 * @param {string[]} hints
 * @param {string[]} staticImports
 * @param {string} entry
 * @param {ModuleImports} importsOf
 * @returns {number[]}
 */
export function evaluationOrder(hints, staticImports, entry, importsOf) {
  /** @type {number[]} */
  const order = [];
  const seen = new Set([entry]);
  /** @param {string} url */
  const visit = (url) => {
    if (seen.has(url) || !hints.includes(url)) return;
    seen.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    order.push(hints.indexOf(url));
  };
  for (const url of [...staticImports, ...hints]) visit(url);
  return order;
}

/**
 * @typedef {object} AstNode
 * @property {string} type
 * @property {number} start
 * @property {number} end
 * @property {{ value?: unknown }} [source]
 * @property {{ type: string; local: { name: string } }[]} [specifiers]
 */

/**
 * Every node of an ESTree AST, depth first.
 * @param {unknown} node
 * @returns {Generator<AstNode>}
 */
function* walk(node) {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
  } else if (node && typeof node === "object") {
    if ("type" in node) yield /** @type {AstNode} */ (node);
    for (const value of Object.values(node))
      if (value && typeof value === "object") yield* walk(value);
  }
}

/**
 * The bootstrap's static imports (URL, bound name, place), the entry it imports dynamically,
 * and its code without the imports. Throws when the script is not the shape this step knows
 * (only static side-effect and namespace imports, one dynamic import of the entry), so a
 * framework change fails the build.
 * @param {string} body
 */
export function bootstrapParts(body) {
  const program = /** @type {AstNode & { body: AstNode[] }} */ (
    /** @type {unknown} */ (parseAst(body))
  );
  /** @type {{ url: string; name?: string; start: number; end: number }[]} */
  const imports = [];
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration") continue;
    const url = String(statement.source?.value);
    const [specifier, ...others] = statement.specifiers ?? [];
    if (others.length > 0 || (specifier && specifier.type !== "ImportNamespaceSpecifier")) {
      throw new Error(`defer-scripts: unexpected import in ${body}`);
    }
    imports.push({ url, name: specifier?.local.name, start: statement.start, end: statement.end });
  }
  const dynamicImports = [...walk(program.body)].filter((node) => node.type === "ImportExpression");
  const entry = dynamicImports[0]?.source?.value;
  if (dynamicImports.length !== 1 || typeof entry !== "string") {
    throw new Error(`defer-scripts: expected one import() of the entry in ${body}`);
  }
  const rest = spliceHtml(
    body,
    imports.map(({ start, end }) => ({ start, end, text: "" })),
  );
  return { imports, entry, rest };
}

/**
 * The bootstrap script body, rewritten to start after the first paint: its static imports
 * become post-paint dynamic imports bound to the same names, and the rest runs unchanged.
 * Throws when the script is not the shape bootstrapParts knows.
 * @param {string} body
 * @param {string[]} preloadHrefs
 * @param {ModuleImports} [importsOf]
 */
export function deferredBootstrap(body, preloadHrefs, importsOf = () => []) {
  const { imports, entry, rest } = bootstrapParts(body);
  const hints = [...preloadHrefs];
  for (const { url } of imports) if (!hints.includes(url)) hints.push(url);
  const order = evaluationOrder(
    hints,
    imports.map(({ url }) => url),
    entry,
    importsOf,
  );
  const bindings = imports.flatMap((entry, index) =>
    entry.name ? [`${entry.name}=m[${index}]`] : [],
  );
  return (
    `${MARKER}(function(){var h=${JSON.stringify(hints)},u=${JSON.stringify(imports.map(({ url }) => hints.indexOf(url)))},o=${JSON.stringify(order)},` +
    `run=function(m){${bindings.length ? `var ${bindings.join(",")};` : ""}${rest.trim()}};\n${LOADER}})();`
  );
}

/**
 * Queues the page's modulepreloads removed and its bootstrap (the first inline module script)
 * deferred until first paint. `importsOf(url)` lists the modules a module imports statically.
 * @param {ParsedPage} page
 * @param {ModuleImports} [importsOf]
 */
export function deferScriptsStep(page, importsOf) {
  const bootstrap = bootstrapScript(page.elements);
  if (!bootstrap || bootstrap.body.startsWith(MARKER)) return;
  const preloads = page.elements.filter(
    (element) => element.tag === "link" && hasToken(element, "rel", "modulepreload"),
  );
  const hrefs = [...new Set(preloads.map((link) => link.attrs.href ?? "").filter(Boolean))];
  const body = deferredBootstrap(bootstrap.body, hrefs, importsOf);
  for (const link of preloads) page.remove(link);
  page.replaceBody(bootstrap, body);
}

/**
 * The page with its modulepreloads removed and its bootstrap deferred (deferScriptsStep).
 * @param {string} html
 * @param {ModuleImports} [importsOf]
 */
export function deferPageScripts(html, importsOf) {
  const page = parsedPage(html);
  deferScriptsStep(page, importsOf);
  return page.html();
}

const STATIC_IMPORTS = new Set([
  "ImportDeclaration",
  "ExportNamedDeclaration",
  "ExportAllDeclaration",
]);

/**
 * `importsOf` for a built client folder: the static imports (`import … from`, `export … from`)
 * of each /assets/ module, from its syntax tree; each file is read once (every page shares the
 * same few chunks, React DOM's among them).
 * @param {(url: string) => string} readAsset
 * @returns {ModuleImports}
 */
export function builtModuleImports(readAsset) {
  /** @type {Map<string, string[]>} */
  const known = new Map();
  return (url) => {
    let imports = known.get(url);
    if (!imports) {
      const program = /** @type {{ body: AstNode[] }} */ (
        /** @type {unknown} */ (parseAst(readAsset(url)))
      );
      imports = program.body
        .filter((node) => STATIC_IMPORTS.has(node.type))
        .map((node) => node.source?.value)
        .filter((source) => typeof source === "string" && source.startsWith("."))
        .map((relative) => new URL(String(relative), `https://site${url}`).pathname);
      known.set(url, imports);
    }
    return imports;
  };
}
