// sitemap.xml and robots.txt, written at build time beside the prerendered pages: the site's
// server entry exports `crawlFiles` and web/scripts/site-files.mjs calls it with the server
// build's route table, so each route's `handle` decides (crawl-policy.ts) and a new route is
// listed, or opts out, by itself. They are files, not routes: a resource route prerendered by
// React Router would also publish a `.data` twin for client-side navigation nobody makes.
import { site } from "~/content/site";
import { type BuildRoute, crawlPolicy, OFF_SITE_PATHS } from "./crawl-policy";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A sitemap of absolute URLs (origin without trailing slash, paths like "/pricing"). */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n");
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls}\n</urlset>\n`
  );
}

/** robots.txt for an origin (no trailing slash) and the paths to keep crawlers out of. */
export function robotsTxt(origin: string, disallow: string[]): string {
  const lines = disallow.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${lines}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * The crawl files by name, for the site's origin: the sitemap lists the pages, robots.txt keeps
 * crawlers out of the routes whose `handle` says `robots: "disallow"` and of the paths
 * redirected to another origin (the desk's), and points at the sitemap.
 */
export function crawlFiles(routes: Record<string, BuildRoute | undefined>): Record<string, string> {
  const origin = site.origin.replace(/\/+$/, "");
  const { sitemap, disallow } = crawlPolicy(routes);
  return {
    "sitemap.xml": sitemapXml(origin, sitemap),
    "robots.txt": robotsTxt(origin, [...OFF_SITE_PATHS, ...disallow]),
  };
}
