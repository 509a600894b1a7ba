// /robots.txt, prerendered at build time like /sitemap.xml: crawl everything except the routes
// whose `handle` says `robots: "disallow"` and the paths redirected to another origin, the
// desk's (crawl-policy.ts), and point at the sitemap.
import { site } from "~/content/site";
import { crawlPolicy, OFF_SITE_PATHS } from "./crawl-policy";
import { serverRoutes } from "./server-routes";

/** robots.txt for an origin (no trailing slash) and the paths to keep crawlers out of. */
export function robotsTxt(origin: string, disallow: string[]): string {
  const lines = disallow.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${lines}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function loader() {
  const { disallow } = crawlPolicy(await serverRoutes());
  return new Response(
    robotsTxt(site.origin.replace(/\/+$/, ""), [...OFF_SITE_PATHS, ...disallow]),
    {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    },
  );
}
