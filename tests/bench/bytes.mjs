// Byte figures of one built HTML page: its gzip size and the gzip size of the JavaScript
// its first load fetches (modulepreloads, <script src>, inline module imports and hints).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const gzip = (content) => gzipSync(content, { level: 9 }).length;

/** /assets/*.js URLs a first visit to this HTML loads. */
export function firstLoadScripts(html) {
  const urls = new Set();
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    urls.add(href);
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(src);
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Imports, and the deferred bootstrap's list of modulepreload hints (web/scripts/defer-scripts.mjs).
    for (const [, url] of body.matchAll(/"(\/[^"]+\.js)"/g)) urls.add(url);
  }
  return [...urls].filter((url) => url.endsWith(".js"));
}

/** { htmlKb, jsKb } (gzip, kB = 1000 bytes) for the HTML file of a page. */
export function pageBytes(clientDir, htmlFile) {
  const html = readFileSync(htmlFile, "utf8");
  const js = firstLoadScripts(html).reduce(
    (sum, url) => sum + gzip(readFileSync(join(clientDir, url))),
    0,
  );
  return { htmlKb: gzip(html) / 1000, jsKb: js / 1000 };
}
