// @ts-check
// The desk's pages keep React Router's modulepreloads and bootstrap as they are (the desk is
// nothing without its code, so nothing waits for a paint the way the public pages' scripts do,
// defer-scripts.mjs), with one change: the bootstrap evaluates its modules only after the
// desk's first paint has gone to the screen, when there is one. On a return visit the inline
// script of web/src/features/desk/first-paint.ts paints the list as this browser last drew it
// and sets the promise below; evaluating React, the router and the desk's modules first would
// hold that frame back by a long task. Without a picture the promise is absent and the
// bootstrap runs at once, as React Router wrote it.
import { bootstrapParts } from "./defer-scripts.mjs";
import { hasToken } from "./html-elements.mjs";

/** window property holding "the first paint was presented" (first-paint.ts sets it). */
export const FIRST_PAINT_PROMISE = "__deskFirstPaint";
const MARKER = "/*after-first-paint*/";

/**
 * The bootstrap with its static imports turned into dynamic imports started once the first
 * paint's promise (if any) has resolved, bound to the same names; the rest runs unchanged.
 * @param {string} body
 */
export function deskBootstrap(body) {
  const { imports, rest } = bootstrapParts(body);
  const bindings = imports.flatMap((entry, index) =>
    entry.name ? [`${entry.name}=m[${index}]`] : [],
  );
  const loads = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(",");
  return (
    `${MARKER}(window.${FIRST_PAINT_PROMISE}||Promise.resolve())` +
    `.then(function(){return Promise.all([${loads}])})` +
    `.then(function(m){${bindings.length ? `var ${bindings.join(",")};` : ""}${rest.trim()}});`
  );
}

/**
 * Queues the desk page's bootstrap (its first inline module script) rewritten by deskBootstrap;
 * its modulepreloads stay, so the modules download and compile meanwhile.
 * @param {import("./html-elements.mjs").ParsedPage} page
 */
export function deskBootstrapStep(page) {
  const bootstrap = page.elements.find(
    (element) =>
      element.tag === "script" && element.attrs.type === "module" && !("src" in element.attrs),
  );
  if (!bootstrap || bootstrap.body.startsWith(MARKER)) return;
  if (!page.elements.some((element) => hasToken(element, "rel", "modulepreload"))) {
    throw new Error("desk-bootstrap: the desk's page has no modulepreloads to keep");
  }
  page.replaceBody(bootstrap, deskBootstrap(bootstrap.body));
}
