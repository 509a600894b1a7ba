// Reads the built site (web/build/client, and the desk's own site web/build/desk) for the
// hosting, budget and accessibility specs.
// Every route list comes from the build's own route table, never from a copy in a test.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { isDeskPath } from "../../../web/scripts/desk-csp.mjs";
import {
  DEFAULT_CLIENT_DIR,
  DEFAULT_DESK_DIR,
  assertBuilt,
  htmlFileFor,
  prerenderedPages,
  publicRoutes,
} from "../../../web/scripts/site-routes.mjs";

export { DEFAULT_CLIENT_DIR as CLIENT_DIR, DEFAULT_DESK_DIR as DESK_DIR, htmlFileFor };

export interface RouteManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
}

/**
 * React Router's client route manifest (window.__reactRouterManifest) as the build shipped it:
 * which chunk each route loads, for the budget tests. Read from the built files because that is
 * what they check; it fails loudly if React Router changes how it ships the manifest.
 */
export function readRouteManifest(
  /** A page of the app whose manifest is read: "/" the site's, "/desk" the desk's (its own build). */
  pagePath = "/",
): { routes: Record<string, RouteManifestEntry> } {
  assertBuilt();
  const index = builtHtml(pagePath);
  const href = index.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!href)
    throw new Error(`No React Router manifest (/assets/manifest-*.js) in ${pagePath}'s HTML`);
  const source = builtAsset(href);
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as { routes: Record<string, RouteManifestEntry> };
}

/** Every route of the manifest with its full URL path (layouts: null; the splat: "/*"). */
export function routeTable(manifest: { routes: Record<string, RouteManifestEntry> }) {
  const routes = Object.values(manifest.routes);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: RouteManifestEntry) => {
    const segments: string[] = [];
    for (
      let at: RouteManifestEntry | undefined = route;
      at;
      at = at.parentId ? byId.get(at.parentId) : undefined
    ) {
      if (at.path) segments.unshift(at.path);
    }
    return "/" + segments.join("/");
  };
  return routes
    .filter((route) => route.id !== "root")
    .map((route) => ({
      id: route.id,
      path: route.path === undefined && !route.index ? null : fullPath(route),
    }));
}

/** Public routes of the build; throws "Run `npm run build` first" when there is none. */
export function builtPublicRoutes(): string[] {
  assertBuilt();
  const routes = publicRoutes();
  if (!routes.includes("/")) throw new Error("The build's route table has no home route");
  return routes;
}

/** Every page path of the desk's own site (/desk, /desk/overview …). */
export function builtDeskPagePaths(): string[] {
  assertBuilt();
  // Not "/": the desk app's index.html is the SPA fallback Hosting serves for /desk/**.
  return prerenderedPages(DEFAULT_DESK_DIR)
    .map((page) => page.path)
    .filter((path) => path !== "/")
    .sort();
}

/** Every prerendered page path of the public site (public, brief steps, checkout …), "/" first. */
export function builtPagePaths(): string[] {
  return prerenderedPages()
    .map((page) => page.path)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/** The prerendered HTML of a route, as written to disk. */
export function builtHtml(path: string): string {
  return readFileSync(
    htmlFileFor(path, isDeskPath(path) ? DEFAULT_DESK_DIR : DEFAULT_CLIENT_DIR),
    "utf8",
  );
}

/** gzip size in bytes (level 9, close to what a CDN sends). */
export function gzipBytes(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * The JavaScript a first visit to this HTML loads before the page is interactive: every
 * modulepreload, every <script src> and every module imported by an inline module script.
 */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (href) urls.add(href);
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (src) urls.add(src);
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Imports, and the deferred bootstrap's list of modulepreload hints (web/scripts/defer-scripts.mjs).
    for (const [, url] of (body ?? "").matchAll(/"(\/[^"]+\.js)"/g)) if (url) urls.add(url);
  }
  return [...urls].filter((url) => url.endsWith(".js"));
}

/** Reads a built asset by its URL path ("/assets/x.js"); the desk's own are on its site only. */
export function builtAsset(url: string): string {
  const file = join(DEFAULT_CLIENT_DIR, url);
  return readFileSync(existsSync(file) ? file : join(DEFAULT_DESK_DIR, url), "utf8");
}

/** Decodes the few entities React writes into text and attribute values. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Plain-HTML view of a page head and headings, without running any JavaScript. */
export function readHead(html: string) {
  const attr = (tag: string, name: string) =>
    tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null;
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag);
  const meta = (key: "name" | "property", value: string) => {
    const tag = metas.find((candidate) => attr(candidate, key) === value);
    return tag ? decodeHtml(attr(tag, "content") ?? "") : null;
  };
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const canonical = links.find((tag) => attr(tag, "rel") === "canonical");
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map(([, text]) =>
    decodeHtml(text ?? ""),
  );
  const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) =>
    decodeHtml((inner ?? "").replace(/<[^>]+>/g, "").replace(/<!--.*?-->/g, "")).trim(),
  );
  const jsonLd = [
    ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].flatMap(([, body]) => {
    const data = JSON.parse(body ?? "null") as unknown;
    return Array.isArray(data) ? (data as unknown[]) : [data];
  });
  return {
    titles,
    h1s,
    description: meta("name", "description"),
    canonical: canonical ? attr(canonical, "href") : null,
    ogTitle: meta("property", "og:title"),
    twitterCard: meta("name", "twitter:card"),
    jsonLd: jsonLd as Record<string, unknown>[],
  };
}
