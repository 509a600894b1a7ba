// @ts-check
// The sales desk is published as a Hosting site of its own (firebase.json's "desk" target, e.g.
// desk.brandvista.studio), apart from the public site, whose pages load a chat vendor's script:
// nothing on the public origin can then read the desk's storage (a salesperson's token, the
// snapshot of leads). The last post-build step splits the one React Router build in two:
//   - <build>/desk/ (the desk site): the desk's pages (/desk, /desk/overview, /desk/requests and
//     the SPA fallback Hosting serves for /desk/**), a copy of /assets/ and the icons, and a
//     robots.txt that disallows everything;
//   - <build>/client/ (the public site) keeps everything else, minus the desk's pages and every
//     asset only the desk reaches (its route modules, the SDK chunk, the early-rows script…).
// "Only the desk reaches" is decided by following references from the public site's side: the
// asset names each public page, and each script it reaches, mentions (static and dynamic
// imports, Vite's preload lists), and React Router's route manifest without the desk's routes.
// A name mentioned anywhere on that side stays, so a chunk the two share always stays.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { isDeskPath } from "./desk-csp.mjs";

/** The desk site's folder inside a build folder, beside `client/` (firebase.json's desk target). */
export const DESK_SITE_DIRECTORY = "desk";

/** The desk site's robots.txt: nothing of it is for crawlers. */
export const DESK_ROBOTS_TXT = "User-agent: *\nDisallow: /\n";

/** @typedef {{ id: string; parentId?: string; path?: string; index?: boolean; [key: string]: unknown }} ManifestRoute */

/**
 * React Router's client manifest (/assets/manifest-*.js) of a client build, with its file.
 * @param {string} clientDir
 */
function routeManifest(clientDir) {
  const name = readdirSync(join(clientDir, "assets")).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  if (!name) throw new Error("desk-site: no React Router manifest (assets/manifest-*.js)");
  const source = readFileSync(join(clientDir, "assets", name), "utf8");
  /** @type {{ routes: Record<string, ManifestRoute> }} */
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  return { name, manifest };
}

/**
 * The ids of the routes whose full path is the desk's (/desk and below): its layout, index and
 * pathless routes included.
 * @param {Record<string, ManifestRoute>} routes
 */
export function deskRouteIds(routes) {
  /** @param {ManifestRoute} route */
  const fullPath = (route) => {
    /** @type {string[]} */
    const segments = [];
    for (let at = /** @type {ManifestRoute | undefined} */ (route); at;) {
      if (at.path) segments.unshift(at.path);
      at = at.parentId ? routes[at.parentId] : undefined;
    }
    return "/" + segments.join("/");
  };
  const all = Object.values(routes).filter((route) => route.id !== "root");
  const desk = new Set(
    all.filter((route) => isDeskPath(fullPath(route).replace(/\/+$/, ""))).map((route) => route.id),
  );
  // A pathless layout whose every child is the desk's (the desk's frame) is the desk's too.
  for (const layout of all.filter((route) => route.path === undefined && !route.index)) {
    const children = all.filter((route) => route.parentId === layout.id);
    if (children.length > 0 && children.every((child) => desk.has(child.id))) desk.add(layout.id);
  }
  return desk;
}

/**
 * Asset file names (in `assetNames`) that `text` mentions.
 * @param {string} text
 * @param {Set<string>} assetNames
 */
function mentionedAssets(text, assetNames) {
  const names = new Set();
  for (const [name] of text.matchAll(/[\w.-]+\.(?:js|css|mjs)\b/g)) {
    if (assetNames.has(name)) names.add(name);
  }
  return names;
}

/**
 * The asset names the public site reaches from its pages: every name its HTML mentions, and
 * every name mentioned by an asset so reached, except that the route manifest counts without
 * the desk's routes.
 * @param {object} options
 * @param {string} options.clientDir
 * @param {string[]} options.publicHtmlFiles
 */
export function publicAssets({ clientDir, publicHtmlFiles }) {
  const assetsDir = join(clientDir, "assets");
  const assetNames = new Set(readdirSync(assetsDir));
  const { name: manifestName, manifest } = routeManifest(clientDir);
  const deskIds = deskRouteIds(manifest.routes);
  const publicManifest = {
    ...manifest,
    routes: Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => !deskIds.has(id))),
  };
  /** @param {string} name */
  const textOf = (name) =>
    name === manifestName
      ? JSON.stringify(publicManifest)
      : /\.(js|mjs)$/.test(name)
        ? readFileSync(join(assetsDir, name), "utf8")
        : "";
  const reached = new Set();
  const queue = publicHtmlFiles.flatMap((file) => [
    ...mentionedAssets(readFileSync(file, "utf8"), assetNames),
  ]);
  while (queue.length > 0) {
    const name = /** @type {string} */ (queue.pop());
    if (reached.has(name)) continue;
    reached.add(name);
    queue.push(...mentionedAssets(textOf(name), assetNames));
  }
  return reached;
}

/**
 * Splits the finished client build into the public site (client/) and the desk site (desk/).
 * @param {object} options
 * @param {string} options.buildDirectory absolute
 * @param {Set<string>} options.deskHtmlFiles the desk's HTML files in client/ (absolute)
 * @returns {{ deskDir: string; removedAssets: string[] }}
 */
export function splitDeskSite({ buildDirectory, deskHtmlFiles }) {
  const clientDir = join(buildDirectory, "client");
  const deskDir = join(buildDirectory, DESK_SITE_DIRECTORY);
  rmSync(deskDir, { recursive: true, force: true });
  mkdirSync(deskDir, { recursive: true });

  const publicHtmlFiles = htmlFilesIn(clientDir).filter((file) => !deskHtmlFiles.has(file));
  const reached = publicAssets({ clientDir, publicHtmlFiles });

  // The desk site: its pages, every asset (the chunks it shares with the public site among
  // them) and the icons its pages link to.
  for (const file of deskHtmlFiles) {
    if (!existsSync(file)) continue;
    const target = join(deskDir, relative(clientDir, file));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
    rmSync(file);
  }
  cpSync(join(clientDir, "assets"), join(deskDir, "assets"), { recursive: true });
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    const isIcon = entry.isFile() && /\.(ico|png|svg|webmanifest)$/.test(entry.name);
    if (isIcon) cpSync(join(clientDir, entry.name), join(deskDir, entry.name));
  }
  writeFileSync(join(deskDir, "robots.txt"), DESK_ROBOTS_TXT);
  // Folders the moved pages leave empty (client/desk/…) go too.
  removeEmptyFolders(clientDir);

  // The public site: without the assets only the desk reaches.
  const removedAssets = readdirSync(join(clientDir, "assets")).filter(
    (name) => !reached.has(name) && /\.(js|mjs|css)$/.test(name),
  );
  for (const name of removedAssets) rmSync(join(clientDir, "assets", name));
  return { deskDir, removedAssets };
}

/** @param {string} dir */
function htmlFilesIn(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") files.push(...htmlFilesIn(path));
    else if (entry.isFile() && entry.name.endsWith(".html")) files.push(path);
  }
  return files;
}

/** @param {string} dir */
function removeEmptyFolders(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "assets") continue;
    const path = join(dir, entry.name);
    removeEmptyFolders(path);
    if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
  }
}
