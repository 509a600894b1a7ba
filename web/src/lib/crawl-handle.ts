// What a route tells crawlers, as its module's `handle` (read at build time by
// app/crawl-policy.ts for sitemap.xml and robots.txt). A route that is not a landing page says:
//
//   export const handle: CrawlHandle = { sitemap: false, robots: "disallow" };
//
// A layout's handle covers every route inside it.

/** A route module's `handle`, as far as crawlers are concerned. */
export interface CrawlHandle {
  /** false: not listed in sitemap.xml (a step of a flow, a private tool). */
  sitemap?: boolean;
  /** "disallow": robots.txt asks crawlers to keep out of the path (up to its first parameter). */
  robots?: "disallow";
}

/** The handle of a route that is no landing page: a step of a flow, a private tool. */
export const UNLISTED: CrawlHandle = { sitemap: false, robots: "disallow" };
