// The site's routes as the build produced them: read from React Router's route manifest
// (build/client/assets/manifest-*.js, generated from web/src/routes.ts) and the prerendered
// HTML files, so the sitemap, the tests and the benchmark never keep a copy that can drift.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The build to read: the deployable one (firebase.json hosting.public), or the tests' own. */
export const DEFAULT_CLIENT_DIR = join(
  repoRoot,
  "web",
  process.env.BRANDVISTA_BUILD_DIR ?? "build",
  "client",
);

/**
 * Paths that are part of a visitor's flow, not landing pages, and the sales desk: never in the
 * sitemap, disallowed in robots.txt.
 */
export const PRIVATE_PREFIXES = ["/brief/", "/final-step", "/checkout", "/desk"];

/** The prerendered path of the not-found page (moved to 404.html by postbuild). */
export const NOT_FOUND_PATH = "/404";

/** Throws a message that says how to produce the build, unless clientDir holds one. */
export function assertBuilt(clientDir = DEFAULT_CLIENT_DIR) {
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(
      `No site build in ${relative(repoRoot, clientDir) || clientDir} (index.html missing). ` +
        "Run `npm run build` first.",
    );
  }
}

/** Redirect sources of the Hosting config (e.g. /home): not pages of their own. */
export function hostingRedirects() {
  const config = JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8"));
  return new Set((config.hosting?.redirects ?? []).map((redirect) => redirect.source));
}

/** React Router's route manifest (window.__reactRouterManifest) from the build. */
export function readRouteManifest(clientDir = DEFAULT_CLIENT_DIR) {
  assertBuilt(clientDir);
  const index = readFileSync(join(clientDir, "index.html"), "utf8");
  const href = index.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!href) throw new Error(`No React Router manifest is referenced by ${clientDir}/index.html`);
  const source = readFileSync(join(clientDir, href), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { href, ...JSON.parse(json) };
}

/**
 * Every route of the route table with its full URL path (layouts have none; the splat
 * route's path is "*"), its module chunk and the chunks that module imports.
 */
export function routeTable(manifest) {
  const routes = Object.values(manifest.routes);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route) => {
    const segments = [];
    for (let at = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.path) segments.unshift(at.path);
    }
    return "/" + segments.join("/");
  };
  return routes
    .filter((route) => route.id !== "root")
    .map((route) => ({
      id: route.id,
      path: route.path === undefined && !route.index ? null : fullPath(route),
      module: route.module,
      imports: route.imports ?? [],
      clientLoaderModule: route.clientLoaderModule,
    }));
}

/** Whether a static route path is a public page (sitemap, SEO tests, Lighthouse). */
export function isPublicPath(path, redirects = hostingRedirects()) {
  if (path.includes(":") || path.includes("*")) return false;
  if (path === NOT_FOUND_PATH || redirects.has(path)) return false;
  return !PRIVATE_PREFIXES.some(
    (prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix),
  );
}

/** The public routes of the build, in route-table order ("/" first). */
export function publicRoutes(clientDir = DEFAULT_CLIENT_DIR) {
  const redirects = hostingRedirects();
  const paths = routeTable(readRouteManifest(clientDir))
    .map((route) => route.path)
    .filter((path) => path !== null && isPublicPath(path, redirects));
  const unique = [...new Set(paths)];
  return unique.sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : 0));
}

/** Every prerendered HTML page as { path, file }, found by walking the build output. */
export function prerenderedPages(clientDir = DEFAULT_CLIENT_DIR) {
  assertBuilt(clientDir);
  const pages = [];
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

/** The file that Hosting serves for a clean URL path (cleanUrls, no trailing slash). */
export function htmlFileFor(path, clientDir = DEFAULT_CLIENT_DIR) {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path, "index.html");
}
