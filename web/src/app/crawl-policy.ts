// What crawlers are told about the site, decided per route by the route's `handle`
// (lib/crawl-handle.ts) and read from the server build's route table when sitemap.xml and
// robots.txt are written (app/crawl-files.ts). A layout's handle covers every route inside it.
// Paths with parameters (":id", "*") are never listed; paths Hosting redirects (firebase.json)
// are not pages.
import type { CrawlHandle } from "~/lib/crawl-handle";
import firebaseConfig from "../../../firebase.json";

/** A route of React Router's server build (`ServerBuild["routes"]`), as much as is read here. */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { default?: unknown; handle?: unknown };
}

export { NOT_FOUND_PATH } from "../pages/not-found/not-found-path";

/** The public site's Hosting settings (firebase.json's "site" target; the desk has its own). */
const publicHosting = firebaseConfig.hosting.find((site) => site.target === "site");

/**
 * Paths the public site redirects to another of its pages (firebase.json): not pages of their
 * own, never prerendered. A redirect to another origin (/desk, to the desk's own site, an app of
 * its own) is not counted: the site has no such route.
 */
export const REDIRECTED_PATHS: ReadonlySet<string> = new Set(
  (publicHosting?.redirects ?? [])
    .filter((redirect) => redirect.destination.startsWith("/"))
    .map((redirect) => redirect.source),
);

/**
 * Static paths the public site redirects to another origin (/desk, to the desk's own site):
 * robots.txt keeps crawlers out of them, as of any page that is not for them.
 */
export const OFF_SITE_PATHS: readonly string[] = (publicHosting?.redirects ?? [])
  .filter((redirect) => !redirect.destination.startsWith("/") && !redirect.source.includes(":"))
  .map((redirect) => redirect.source);

const crawlHandle = (route: BuildRoute): CrawlHandle =>
  typeof route.module.handle === "object" && route.module.handle !== null
    ? (route.module.handle as CrawlHandle)
    : {};

/** The sitemap's paths and robots.txt's Disallow lines, from the build's route table. */
export function crawlPolicy(routes: Record<string, BuildRoute | undefined>): {
  sitemap: string[];
  disallow: string[];
} {
  const byId = new Map(
    Object.values(routes)
      .filter((route) => route !== undefined)
      .map((route) => [route.id, route]),
  );
  const chain = (route: BuildRoute): BuildRoute[] =>
    route.parentId && byId.has(route.parentId)
      ? [...chain(byId.get(route.parentId) as BuildRoute), route]
      : [route];
  const sitemap: string[] = [];
  const disallow: string[] = [];
  for (const route of byId.values()) {
    // Pages only: a path or index route that renders something (not a resource route).
    if ((route.path === undefined && !route.index) || !route.module.default) continue;
    const routes = chain(route);
    const segments = routes.flatMap((at) => (at.path ? at.path.split("/") : []));
    const path = "/" + segments.join("/");
    const handles = routes.map(crawlHandle);
    const dynamic = segments.findIndex((segment) => segment.startsWith(":") || segment === "*");
    if (handles.some((handle) => handle.robots === "disallow")) {
      const before = "/" + segments.slice(0, dynamic).join("/");
      // A trailing splat ("pay/*") matches its bare path (/pay) too: disallow that prefix; a
      // parameter needs a segment, so only what lies below is disallowed ("/a/:id" → "/a/").
      const splatOnly = dynamic === segments.length - 1 && segments[dynamic] === "*";
      disallow.push(dynamic === -1 ? path : splatOnly ? before : `${before}/`);
    }
    if (dynamic !== -1 || REDIRECTED_PATHS.has(path)) continue;
    if (handles.some((handle) => handle.sitemap === false)) continue;
    sitemap.push(path);
  }
  // "/" first, then the route table's order.
  sitemap.sort((a, b) => Number(b === "/") - Number(a === "/"));
  // robots.txt rules are path prefixes: a disallowed "/a" already keeps crawlers out of "/a/b".
  const prefixes = [...new Set(disallow)];
  const covered = (path: string) =>
    prefixes.some((prefix) => prefix !== path && path.startsWith(prefix));
  return { sitemap: [...new Set(sitemap)], disallow: prefixes.filter((path) => !covered(path)) };
}
