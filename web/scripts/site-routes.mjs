// @ts-check
// The site's pages as the build produced them, for the post-build step, the tests and the
// benchmark: the public routes are the pages sitemap.xml lists (written at build time from the
// route table and each route's `handle`, web/src/app/crawl-policy.ts), the rest is the files on
// disk, so no list is kept here that could drift.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_DIRECTORY, buildPath, DESK_SITE_DIRECTORY } from "./build-directory.mjs";
import { htmlElements } from "./html-elements.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The build to read: the deployable one, or the tests' own (BRANDVISTA_BUILD_DIR). */
export const DEFAULT_CLIENT_DIR = buildPath(BUILD_DIRECTORY, "client");

/** The same build's desk site (firebase.json's "desk" target: the desk app, web/desk). */
export const DEFAULT_DESK_DIR = buildPath(BUILD_DIRECTORY, DESK_SITE_DIRECTORY);

/**
 * Throws a message that says how to produce the build, unless clientDir holds one.
 * @param {string} [clientDir]
 */
export function assertBuilt(clientDir = DEFAULT_CLIENT_DIR) {
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(
      `No site build in ${relative(repoRoot, clientDir) || clientDir} (index.html missing). ` +
        "Run `npm run build` first.",
    );
  }
}

/**
 * The paths sitemap.xml lists, in its order ("/" first).
 * @param {string} [clientDir]
 * @returns {string[]}
 */
export function publicRoutes(clientDir = DEFAULT_CLIENT_DIR) {
  assertBuilt(clientDir);
  const file = join(clientDir, "sitemap.xml");
  if (!existsSync(file)) throw new Error(`No sitemap.xml in ${clientDir}`);
  return htmlElements(readFileSync(file, "utf8"))
    .filter((element) => element.tag === "loc")
    .map((loc) => new URL(loc.body.trim()).pathname);
}

/**
 * Every prerendered HTML page as { path, file }, found by walking the build output.
 * @param {string} [clientDir]
 * @returns {{ path: string; file: string }[]}
 */
export function prerenderedPages(clientDir = DEFAULT_CLIENT_DIR) {
  // The desk site has no index.html at its root (its pages live under /desk).
  if (!existsSync(join(clientDir, "desk"))) assertBuilt(clientDir);
  /** @type {{ path: string; file: string }[]} */
  const pages = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets" && !entry.name.startsWith(".")) walk(file);
      } else if (entry.name === "index.html") {
        const dirPath = relative(clientDir, dir).split(sep).join("/");
        pages.push({ path: "/" + dirPath, file });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * The file that Hosting serves for a clean URL path (cleanUrls, no trailing slash).
 * @param {string} path
 * @param {string} [clientDir]
 */
export function htmlFileFor(path, clientDir = DEFAULT_CLIENT_DIR) {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path, "index.html");
}
