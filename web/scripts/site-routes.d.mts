// Types of site-routes.mjs, for the TypeScript tests that share it.
export const DEFAULT_CLIENT_DIR: string;
export const PRIVATE_PREFIXES: string[];
export const NOT_FOUND_PATH: string;

export interface RouteManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
}

export interface RouteManifest {
  /** URL of the manifest chunk itself, e.g. /assets/manifest-1234abcd.js */
  href: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteManifestEntry>;
}

export interface SiteRoute {
  id: string;
  /** Full URL path, or null for a layout route. */
  path: string | null;
  module: string;
  imports: string[];
  clientLoaderModule?: string;
}

export function assertBuilt(clientDir?: string): void;
export function hostingRedirects(): Set<string>;
export function readRouteManifest(clientDir?: string): RouteManifest;
export function routeTable(manifest: RouteManifest): SiteRoute[];
export function isPublicPath(path: string, redirects?: Set<string>): boolean;
export function publicRoutes(clientDir?: string): string[];
export function prerenderedPages(clientDir?: string): { path: string; file: string }[];
export function htmlFileFor(path: string, clientDir?: string): string;
