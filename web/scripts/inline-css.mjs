// @ts-check
// Makes a prerendered page's CSS non-render-blocking: the page's own stylesheets (React
// Router's <Links/> renders one <link rel="stylesheet"> per CSS chunk, ~9 per page) are
// inlined as ONE <style> element before the first of them, and the links get `disabled`.
//
// Why not a critical-CSS library (Beasties): it rewrites each link into a deferred load
// (`media="print" onload=…`, `rel="preload"` or a loader script), which either needs an inline
// event handler the CSP would have to allow, or changes the link React hydrates. Why
// `disabled` instead of removing the links: React hydrates <head> in place and matches every
// <link rel="stylesheet"> it rendered by rel and href; a missing one is a hydration mismatch
// that re-renders the whole document. A disabled stylesheet link is neither fetched nor
// render-blocking, React's hydration keeps the attribute (tests/e2e/hosting.spec.ts fails if
// it stops doing so, or if hydration reports a mismatch), and the rules it would load are
// already in the <style>. Links React mounts later (client-side navigation to another route)
// are ordinary, enabled links. The <style> is hashed into the page's CSP by csp.mjs, like the
// inline scripts. No JavaScript is involved, so the page renders styled before any script.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { hasToken, htmlElements, parsedPage } from "./html-elements.mjs";

/** @typedef {import("./html-elements.mjs").HtmlElement} HtmlElement */
/** @typedef {import("./html-elements.mjs").ParsedPage} ParsedPage */

/**
 * The page's same-origin /assets/ stylesheet links, in document order.
 * @param {HtmlElement[]} elements
 * @returns {HtmlElement[]}
 */
const stylesheetLinks = (elements) =>
  elements.filter(
    (element) =>
      element.tag === "link" &&
      hasToken(element, "rel", "stylesheet") &&
      (element.attrs.href ?? "").startsWith("/assets/"),
  );

/**
 * Same-origin /assets/ stylesheet hrefs the page links, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export const pageStylesheets = (html) =>
  stylesheetLinks(htmlElements(html)).map((link) => link.attrs.href ?? "");

/**
 * A closing tag inside the CSS text would end the <style> element early.
 * @param {string} css
 */
const escapeStyleEnd = (css) => {
  let result = "";
  let at = 0;
  for (let found; (found = css.toLowerCase().indexOf("</style", at)) !== -1; at = found + 2) {
    result += css.slice(at, found) + "<\\/";
  }
  return result + css.slice(at);
};

/**
 * Queues the page's /assets/ stylesheets inlined (one <style>, same order) and their links
 * disabled. `readAsset(path)` returns the CSS of an asset path (fragment and query stripped).
 * @param {ParsedPage} page
 * @param {(path: string) => string} readAsset
 */
export function inlineCssStep(page, readAsset) {
  const links = stylesheetLinks(page.elements);
  const [first] = links;
  const inlined = page.elements.some(
    (element) => element.tag === "style" && "data-inlined-css" in element.attrs,
  );
  if (!first || inlined) return;
  const css = escapeStyleEnd(
    links
      .map((link) => readAsset(new URL(link.attrs.href ?? "", "https://site").pathname))
      .join("\n"),
  );
  page.insert(first.start, `<style data-inlined-css>${css}</style>`, {
    tag: "style",
    attrs: { "data-inlined-css": "" },
    body: css,
  });
  for (const link of links) page.addAttribute(link, ' disabled=""');
}

/**
 * The page with its /assets/ stylesheets inlined and their links disabled (inlineCssStep).
 * @param {string} html
 * @param {(path: string) => string} readAsset
 */
export function inlinePageCss(html, readAsset) {
  const page = parsedPage(html);
  inlineCssStep(page, readAsset);
  return page.html();
}

/**
 * Reads /assets/… CSS from a client build directory.
 * @param {string} clientDir
 * @returns {(path: string) => string}
 */
export const assetReader = (clientDir) => (path) =>
  readFileSync(join(clientDir, path), "utf8").trim();
