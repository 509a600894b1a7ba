// Which npm packages a route module reaches through static imports (dynamic import() calls
// are code the page loads later, so they are not followed). Used to tell which pages "use"
// Swiper, LiveChat or Firebase in their first load.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pathAliases } from "../../../web/scripts/path-aliases.mjs";

const SRC_DIR = fileURLToPath(new URL("../../../web/src", import.meta.url));
// The desk is an app of its own (web/desk): its route ids are paths under its own folder.
const DESK_DIR = fileURLToPath(new URL("../../../web/desk", import.meta.url));
// tsconfig.json's aliases as import prefixes: "~/" → web/src/, "@lead" → shared/lead.ts.
const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(pathAliases()).map(([alias, path]) =>
    /\.\w+$/.test(path) ? [alias, path] : [`${alias}/`, `${path}/`],
  ),
);
const isAliased = (specifier: string) =>
  Object.keys(ALIASES).some((prefix) => specifier.startsWith(prefix));
const EXTENSIONS = ["", ".tsx", ".ts", ".mts", ".js", "/index.tsx", "/index.ts"];

// `import x from "y"`, `import "y"`, `export … from "y"`; not `import("y")`, not `import type`.
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^"'();]*?\sfrom\s*)?["']([^"']+)["']/gm;

function resolveLocal(specifier: string, fromFile: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? (ALIASES[alias] as string) + specifier.slice(alias.length)
    : specifier.startsWith(".")
      ? resolve(dirname(fromFile), specifier)
      : null;
  if (base === null) return null;
  const file = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && /\.(tsx?|mts|js)$/.test(candidate),
  );
  return file ?? null;
}

const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];

/**
 * npm packages statically reachable from the route modules with these ids ("pages/x/y") of the
 * site's app, or of the desk's.
 */
export function staticPackages(routeIds: string[], app: "site" | "desk" = "site"): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const appDir = app === "desk" ? DESK_DIR : SRC_DIR;
  const queue = routeIds
    .map((id) => resolveLocal(`./${id}`, join(appDir, "root.tsx")))
    .filter((file): file is string => file !== null);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (!specifier || /\.(css|svg|png|webp|avif|jpg)(\?.*)?$/.test(specifier)) continue;
      const local = resolveLocal(specifier, file);
      if (local) queue.push(local);
      else if (!specifier.startsWith(".") && !isAliased(specifier)) {
        packages.add(packageName(specifier) as string);
      }
    }
  }
  return packages;
}

/** The source file of a route id, for messages. */
export const routeSource = (id: string) => join("web/src", id);
