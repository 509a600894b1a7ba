// /sitemap.xml, prerendered at build time (a resource route: React Router writes the loader's
// response to build/client/sitemap.xml). The pages come from the server build's route table and
// each route's `handle` (crawl-policy.ts), so a new route is listed, or opts out, by itself.
import { site } from "~/content/site";
import { crawlPolicy } from "./crawl-policy";
import { serverRoutes } from "./server-routes";

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

export async function loader() {
  const { sitemap } = crawlPolicy(await serverRoutes());
  return new Response(sitemapXml(site.origin.replace(/\/+$/, ""), sitemap), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
