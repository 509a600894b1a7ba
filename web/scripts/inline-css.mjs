// Makes a prerendered page's CSS non-render-blocking: the page's own stylesheets (React
// Router's <Links/> renders one <link rel="stylesheet"> per CSS chunk, ~9 per page) are
// inlined as ONE <style> element before the first of them, and the links get `disabled`.
//
// Why `disabled` instead of removing the links: React hydrates <head> in place and expects
// every <link rel="stylesheet"> it rendered (a missing one is a hydration mismatch that
// re-renders the whole document). A disabled stylesheet link is neither fetched nor
// render-blocking, React's production hydration does not patch attributes, and the rules it
// would load are already in the <style>. Links React mounts later (client-side navigation to
// another route) are ordinary, enabled links. The <style> is hashed into the page's CSP by
// csp.mjs, like the inline scripts. No JavaScript is involved, so the page renders styled
// before (and without) any script.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*?\/?>/gi;

/** Same-origin /assets/ stylesheet hrefs the page links, in document order. */
export function pageStylesheets(html) {
  return [...html.matchAll(STYLESHEET_LINK)]
    .map(([, href]) => href)
    .filter((href) => href.startsWith("/assets/"));
}

/**
 * The page with its /assets/ stylesheets inlined (one <style>, same order) and their links
 * disabled. `readAsset(href)` returns the CSS of an href (fragment stripped).
 */
export function inlinePageCss(html, readAsset) {
  const hrefs = pageStylesheets(html);
  if (hrefs.length === 0 || /<style data-inlined-css>/.test(html)) return html;
  const css = hrefs
    .map((href) => readAsset(href.replace(/[#?].*$/, "")))
    .join("\n")
    // A closing tag inside the CSS text would end the <style> element early.
    .replace(/<\/style/gi, "<\\/style");
  let first = true;
  return html.replace(STYLESHEET_LINK, (tag, href) => {
    if (!href.startsWith("/assets/")) return tag;
    const disabled = tag.replace(/\s*\/?>$/, ' disabled=""/>');
    if (!first) return disabled;
    first = false;
    return `<style data-inlined-css>${css}</style>${disabled}`;
  });
}

/** Reads /assets/… CSS from a client build directory. */
export const assetReader = (clientDir) => (href) =>
  readFileSync(join(clientDir, href), "utf8").trim();
