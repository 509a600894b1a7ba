// Makes a prerendered page request no JavaScript before its first contentful paint.
//
// React Router's HTML has <link rel="modulepreload"> tags for every module of the route and
// an inline bootstrap module script with static imports of the manifest and the route
// modules. On a fast connection those requests finish while the HTML is still being parsed,
// so the bootstrap (and hydration) can run before the first paint, and Lighthouse's
// simulation then counts all ~125 KB as render-blocking, at random from run to run. The page
// is complete and styled without JavaScript, so this step:
//   1. removes the modulepreload tags from the HTML,
//   2. rewrites the bootstrap so that, once the first contentful paint has happened, it adds
//      the same modulepreload hints to <head>, one per task (the whole chunk graph is still
//      fetched in parallel, no waterfall) and then imports the route modules and the entry in
//      the original order.
// React 19 hydrates the <link rel="modulepreload"> elements of <Scripts> as hoistables: it
// finds the injected ones in <head> by href, or adds them again (harmless) if missing.
const MODULEPRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\/?>/gi;
const BOOTSTRAP = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/i;
const SIDE_EFFECT_IMPORT = /^\s*import\s+"([^"]+)";?\s*$/gm;
const NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+"([^"]+)";?\s*$/gm;
const MARKER = "/*after-paint*/";

// Kept small (it is in every page's HTML). `h`: the modulepreload hints; `u`: indexes in `h` of
// the static imports, in source order; `m`: their modules. `go` runs once, after the first
// contentful paint (the paint timing entry is reported once the frame is presented), or after
// two frames where paint timing is unsupported; the timer covers pages that never paint (a
// tab opened in the background) and must stay well above any real first paint.
// It adds one hint per task: in Lighthouse traces, adding them all at once was one task of up
// to 87 ms on a slowed CPU (the first modulepreload of a page alone costs several ms).
const LOADER = `var d=0,m=[],n=0,go=function(){if(d)return;d=1;add()},add=function(){if(n<h.length){var l=document.createElement("link");l.rel="modulepreload";l.href=h[n++];document.head.appendChild(l);setTimeout(add);return}u.reduce(function(p,i){return p.then(function(){return import(h[i])}).then(function(x){m.push(x)})},Promise.resolve()).then(run)};
if(typeof PerformanceObserver=="function"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})});
setTimeout(go,5000)`;

const hrefOf = (link) => link.match(/\bhref="([^"]+)"/i)?.[1];

/** The bootstrap script body, rewritten to start after the first paint. */
export function deferredBootstrap(body, preloadHrefs) {
  const imports = [];
  let rest = body.replace(SIDE_EFFECT_IMPORT, (_, url) => {
    imports.push({ url });
    return "";
  });
  rest = rest.replace(NAMESPACE_IMPORT, (_, name, url) => {
    imports.push({ name, url });
    return "";
  });
  if (/^\s*import\s/m.test(rest)) throw new Error(`defer-scripts: unexpected import in ${body}`);
  // Source order of the static imports: the order they were evaluated in.
  imports.sort((a, b) => body.indexOf(`"${a.url}"`) - body.indexOf(`"${b.url}"`));
  const hints = [...preloadHrefs];
  for (const { url } of imports) if (!hints.includes(url)) hints.push(url);
  const bindings = imports
    .map((entry, index) => (entry.name ? `${entry.name}=m[${index}]` : ""))
    .filter(Boolean);
  return (
    `${MARKER}(function(){var h=${JSON.stringify(hints)},u=${JSON.stringify(imports.map(({ url }) => hints.indexOf(url)))},` +
    `run=function(){${bindings.length ? `var ${bindings.join(",")};` : ""}${rest.trim()}};\n${LOADER}})();`
  );
}

/** The page with its modulepreloads removed and its bootstrap deferred until first paint. */
export function deferPageScripts(html) {
  const bootstrap = html.match(BOOTSTRAP);
  if (!bootstrap || bootstrap[2].startsWith(MARKER)) return html;
  const links = html.match(MODULEPRELOAD) ?? [];
  const hrefs = [...new Set(links.map(hrefOf).filter(Boolean))];
  const [script, attributes, body] = bootstrap;
  const deferred = `<script${attributes}>${deferredBootstrap(body, hrefs)}</script>`;
  return html.replace(MODULEPRELOAD, "").replace(script, () => deferred);
}
