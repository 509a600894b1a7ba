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
//      fetched in parallel, no waterfall), then evaluates the modules one per task,
//      dependencies first, and last imports the entry as the original bootstrap did.
// React 19 hydrates the <link rel="modulepreload"> elements of <Scripts> as hoistables: it
// finds the injected ones in <head> by href, or adds them again (harmless) if missing.
const MODULEPRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\/?>/gi;
const BOOTSTRAP = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/i;
const SIDE_EFFECT_IMPORT = /^\s*import\s+"([^"]+)";?\s*$/gm;
const NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+"([^"]+)";?\s*$/gm;
const MARKER = "/*after-paint*/";

// Kept small (it is in every page's HTML). `h`: the modulepreload hints; `u`: indexes in `h` of
// the static imports, in source order; `o`: indexes in `h` of every module to evaluate before
// the entry, dependencies first (the static imports among them); `r`: the evaluated modules by
// index; `m`: the static imports' modules. `go` runs once, after the
// first contentful paint (the paint timing entry is reported once the frame is presented), or
// after two frames where paint timing is unsupported; the timer covers pages that never paint (a
// tab opened in the background) and must stay well above any real first paint.
// It adds one hint per task: in Lighthouse traces, adding them all at once was one task of up
// to 87 ms on a slowed CPU (the first modulepreload of a page alone costs several ms). Each hint
// asks for low priority: the page is complete without the scripts, so they should not compete
// with what is still painting (a hero image, the rest of the text). Lighthouse's simulation
// counts a high-priority script that starts before the largest paint as blocking that paint:
// /pricing's LCP was 1061–1154 ms with high-priority hints and 920–977 ms with low ones (4 runs).
// It then evaluates one module per task (`ev`): importing a module evaluates every module it
// depends on in the same task, so importing the route modules at once was one task of 20–40 ms
// (React Router, React DOM, the page) where each module alone takes a few.
const LOADER = `var d=0,m,r=[],n=0,k=0,go=function(){if(d)return;d=1;add()},add=function(){if(n<h.length){var l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h[n++];document.head.appendChild(l);setTimeout(add);return}ev()},ev=function(){if(k<o.length){var i=o[k++];import(h[i]).then(function(x){r[i]=x;setTimeout(ev)});return}m=u.map(function(i){return r[i]});run()};
if(typeof PerformanceObserver=="function"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})});
setTimeout(go,5000)`;

/**
 * Indexes in `hints` of the modules to evaluate before `entry`, each after the modules it
 * imports (`importsOf(url)`: the URLs a module imports statically), starting from the static
 * imports in source order. The entry itself is left out: it starts React once the route
 * modules are in place.
 */
export function evaluationOrder(hints, staticImports, entry, importsOf) {
  const order = [];
  const seen = new Set([entry]);
  const visit = (url) => {
    if (seen.has(url) || !hints.includes(url)) return;
    seen.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    order.push(hints.indexOf(url));
  };
  for (const url of [...staticImports, ...hints]) visit(url);
  return order;
}

const hrefOf = (link) => link.match(/\bhref="([^"]+)"/i)?.[1];

const ENTRY_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/;

/** The bootstrap script body, rewritten to start after the first paint. */
export function deferredBootstrap(body, preloadHrefs, importsOf = () => []) {
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
  const entry = rest.match(ENTRY_IMPORT)?.[1];
  if (!entry) throw new Error(`defer-scripts: no entry import in ${body}`);
  const order = evaluationOrder(
    hints,
    imports.map(({ url }) => url),
    entry,
    importsOf,
  );
  const bindings = imports
    .map((entry, index) => (entry.name ? `${entry.name}=m[${index}]` : ""))
    .filter(Boolean);
  return (
    `${MARKER}(function(){var h=${JSON.stringify(hints)},u=${JSON.stringify(imports.map(({ url }) => hints.indexOf(url)))},o=${JSON.stringify(order)},` +
    `run=function(){${bindings.length ? `var ${bindings.join(",")};` : ""}${rest.trim()}};\n${LOADER}})();`
  );
}

/**
 * The page with its modulepreloads removed and its bootstrap deferred until first paint.
 * `importsOf(url)` lists the modules a module imports statically (from the built files).
 */
export function deferPageScripts(html, importsOf) {
  const bootstrap = html.match(BOOTSTRAP);
  if (!bootstrap || bootstrap[2].startsWith(MARKER)) return html;
  const links = html.match(MODULEPRELOAD) ?? [];
  const hrefs = [...new Set(links.map(hrefOf).filter(Boolean))];
  const [script, attributes, body] = bootstrap;
  const deferred = `<script${attributes}>${deferredBootstrap(body, hrefs, importsOf)}</script>`;
  return html.replace(MODULEPRELOAD, "").replace(script, () => deferred);
}

const STATIC_IMPORT = /\b(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g;

/**
 * `importsOf` for a built client folder: the static imports of each /assets/ module, each file
 * read once (every page shares the same few chunks, React DOM's among them).
 */
export function builtModuleImports(readAsset) {
  const known = new Map();
  return (url) => {
    if (!known.has(url)) {
      const imports = [...readAsset(url).matchAll(STATIC_IMPORT)].map(
        ([, relative]) => new URL(relative, `https://site${url}`).pathname,
      );
      known.set(url, imports);
    }
    return known.get(url);
  };
}
