// sitemap.xml and robots.txt, written from the build's route table at build time.
import { PRIVATE_PREFIXES } from "./site-routes.mjs";

const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A sitemap of absolute URLs (origin without trailing slash, paths like "/pricing"). */
export function sitemapXml(origin, paths) {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(origin + (path === "/" ? "/" : path))}</loc></url>`)
    .join("\n");
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls}\n</urlset>\n`
  );
}

/** robots.txt: crawl everything except the brief flow, point at the sitemap. */
export function robotsTxt(origin) {
  const disallow = PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
