// React Router's server entry: it only prerenders (lib/prerender-entry.tsx, shared with the desk).
// The build also reads sitemap.xml and robots.txt from it (app/crawl-files.ts, written by
// web/scripts/site-files.mjs from this build's route table).
export { default, streamTimeout } from "./lib/prerender-entry";
export { crawlFiles } from "./app/crawl-files";
