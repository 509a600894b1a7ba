// @ts-check
// The desk's pages load React Router's modules at once (the desk is nothing without its code,
// so nothing waits for a paint the way the public pages' scripts do, defer-scripts.mjs), with
// one condition: when the desk has a first paint to show, the modules are asked for once that
// frame is drawn. On a return visit the inline script of
// web/desk/first-paint/first-paint.ts paints the list as this browser last drew it and sets
// the promise below; the modules' responses (a task each, even from the cache) and their
// evaluation would otherwise hold that frame back. So the page's modulepreload links (all but
// the React Router manifest's, which names the build) move into the bootstrap, which adds them
// to <head> and imports its modules when the promise resolves, or straight away when
// there is none: on a first visit the bootstrap is parsed a moment after the links would have
// been, and the rest is as React Router wrote it. React hydrates the added links as its own
// (defer-scripts.mjs says how).
import { bootstrapParts } from "./defer-scripts.mjs";
import { bootstrapScript, hasToken } from "./html-elements.mjs";

/** The window property first-paint.ts sets once it has painted (same name there). */
export const FIRST_PAINT_PROMISE = "__deskFirstPaint";
const MARKER = "/*after-first-paint*/";

/**
 * The bootstrap with its static imports turned into dynamic imports started once the first
 * paint's promise (if any) has resolved, after adding the `hints` (modulepreload hrefs) to
 * <head>; bound to the same names, the rest runs unchanged.
 * @param {string} body
 * @param {string[]} hints
 */
export function deskBootstrap(body, hints) {
  const { imports, rest } = bootstrapParts(body);
  const bindings = imports.flatMap((entry, index) =>
    entry.name ? [`${entry.name}=m[${index}]`] : [],
  );
  const loads = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(",");
  return (
    `${MARKER}(window.${FIRST_PAINT_PROMISE}||Promise.resolve())` +
    `.then(function(){${JSON.stringify(hints)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    `return Promise.all([${loads}])})` +
    `.then(function(m){${bindings.length ? `var ${bindings.join(",")};` : ""}${rest.trim()}});`
  );
}

/**
 * Queues the desk page's bootstrap (its first inline module script) rewritten by deskBootstrap,
 * and its modulepreload links removed (the bootstrap adds them).
 * @param {import("./html-elements.mjs").ParsedPage} page
 */
export function deskBootstrapStep(page) {
  const bootstrap = bootstrapScript(page.elements);
  if (!bootstrap || bootstrap.body.startsWith(MARKER)) return;
  // The manifest's link stays: it is how the first paint knows the build (first-paint.ts).
  const manifest = bootstrapParts(bootstrap.body).imports[0]?.url;
  const preloads = page.elements.filter(
    (element) =>
      element.tag === "link" &&
      hasToken(element, "rel", "modulepreload") &&
      element.attrs.href !== manifest,
  );
  if (preloads.length === 0) {
    throw new Error("desk-bootstrap: the desk's page has no modulepreloads");
  }
  if (!page.elements.some((element) => element.tag === "link" && element.attrs.href === manifest)) {
    throw new Error(`desk-bootstrap: the desk's page does not preload its manifest (${manifest})`);
  }
  const hints = [...new Set(preloads.map((link) => link.attrs.href ?? "").filter(Boolean))];
  for (const link of preloads) page.remove(link);
  page.replaceBody(bootstrap, deskBootstrap(bootstrap.body, hints));
}

/**
 * Queues a desk page's early script (desk-early-script.mjs, a file of /assets/ at `src`) right
 * after the page's <title>, early in <head>, as an async classic script: on a first visit it is
 * asked for before any of the desk's modules (their links live in the bootstrap, at the end of
 * the page) and starts its read while the page is still parsed; on a return visit it comes from
 * the cache and only waits there for the picture, but its evaluation still runs between the
 * head and the body (traced on a reload at 4× CPU: ~27 ms before the picture was parsed, half of
 * it V8 writing the script's code cache on its second load; docs/desk.md). On /desk, the inline
 * lines `fetchScript` (early-fetch.ts) go before it and send the queries themselves, as the head
 * is parsed; /desk/overview's one read waits for its script.
 * @param {import("./html-elements.mjs").ParsedPage} page
 * @param {string} src
 * @param {string} [fetchScript]
 */
export function deskEarlyStep(page, src, fetchScript) {
  const title = page.elements.find((element) => element.tag === "title");
  if (!title) throw new Error("desk-bootstrap: the desk's page has no <title> to follow");
  if (fetchScript !== undefined) {
    page.insert(title.end, `<script>${fetchScript}</script>`, {
      tag: "script",
      attrs: {},
      body: fetchScript,
    });
  }
  // High priority: Chromium asks for an async script at low priority, which it may hold back
  // while the page's <head> still loads; this one is what the first rows (or figures) wait for.
  page.insert(title.end, `<script async="" fetchpriority="high" src="${src}"></script>`, {
    tag: "script",
    attrs: { async: "", fetchpriority: "high", src },
    body: "",
  });
}
