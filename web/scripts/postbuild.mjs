// Runs after `react-router build` (see the root package.json "build" script):
//   1. moves the prerendered not-found page to 404.html (Hosting serves it with status 404),
//   2. writes sitemap.xml and robots.txt from the build's route table,
//   3. inlines each prerendered page's CSS (inline-css.mjs: no render-blocking stylesheets) and
//      makes it request no JavaScript before its first paint (defer-scripts.mjs),
//   4. writes each page's Content-Security-Policy <meta>, with the hashes of its inline scripts
//      and styles.
// Usage: node web/scripts/postbuild.mjs [buildDirectory]   (default: $BRANDVISTA_BUILD_DIR or web/build)
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildEnv } from "./build-env.mjs";
import { builtModuleImports, deferPageScripts } from "./defer-scripts.mjs";
import { assetReader, inlinePageCss } from "./inline-css.mjs";
import { inlineScriptHashes, inlineStyleHashes, pagePolicy, withCspMeta } from "./csp.mjs";
import { deskSources, isDeskPath } from "./desk-csp.mjs";
import { robotsTxt, sitemapXml } from "./seo-files.mjs";
import {
  NOT_FOUND_PATH,
  assertBuilt,
  htmlFileFor,
  prerenderedPages,
  publicRoutes,
} from "./site-routes.mjs";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(webDir, process.argv[2] ?? process.env.BRANDVISTA_BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");
assertBuilt(clientDir);

const env = buildEnv();
const spaMode = !existsSync(join(clientDir, "__spa-fallback.html"));

// 1. 404.html
const notFoundSource = htmlFileFor(NOT_FOUND_PATH, clientDir);
if (existsSync(notFoundSource)) {
  renameSync(notFoundSource, join(clientDir, "404.html"));
  rmSync(join(clientDir, NOT_FOUND_PATH), { recursive: true, force: true });
} else if (!spaMode && !existsSync(join(clientDir, "404.html"))) {
  console.warn("postbuild: no not-found page was prerendered (no splat route): no 404.html");
}

// 2. sitemap.xml + robots.txt
const routes = publicRoutes(clientDir);
if (!spaMode) {
  const missing = routes.filter((path) => !existsSync(htmlFileFor(path, clientDir)));
  if (missing.length > 0) {
    throw new Error(`postbuild: public routes without prerendered HTML: ${missing.join(", ")}`);
  }
}
writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(env.origin, routes));
writeFileSync(join(clientDir, "robots.txt"), robotsTxt(env.origin));

// 3 + 4. inline CSS, then the per-page CSP (which hashes the inlined <style>)
const htmlFiles = [
  ...prerenderedPages(clientDir).map((page) => page.file),
  ...["404.html", "__spa-fallback.html"]
    .map((name) => join(clientDir, name))
    .filter((file) => existsSync(file)),
];
// The desk's pages get the desk's sources (sign-in, callable); Hosting serves the SPA fallback
// only for /desk/** (firebase.json rewrites), so it is a desk page too.
const deskFiles = new Set([
  ...prerenderedPages(clientDir)
    .filter((page) => isDeskPath(page.path))
    .map((page) => page.file),
  join(clientDir, "__spa-fallback.html"),
]);
const deskExtra = deskSources({
  projectId: env.projectId,
  authDomain: env.authDomain,
  emulated: env.emulatorOrigins.length > 0,
});
const readAsset = assetReader(clientDir);
const moduleImports = builtModuleImports(readAsset);
for (const file of htmlFiles) {
  const styled = inlinePageCss(readFileSync(file, "utf8"), readAsset);
  // No JavaScript request before the first paint: the page is complete without it, and
  // Lighthouse counts scripts that finish before the paint as render-blocking. The SPA
  // fallback has nothing to paint before JavaScript, so it keeps React Router's loader.
  const html = file.endsWith("__spa-fallback.html")
    ? styled
    : deferPageScripts(styled, moduleImports);
  const policy = pagePolicy({
    scriptHashes: inlineScriptHashes(html),
    styleHashes: inlineStyleHashes(html),
    chat: env.chat,
    appCheck: env.appCheck,
    emulatorOrigins: env.emulatorOrigins,
    ...(deskFiles.has(file) ? { extra: deskExtra } : {}),
  });
  writeFileSync(file, withCspMeta(html, policy));
}

console.log(
  `postbuild: ${relative(process.cwd(), clientDir)}: ${htmlFiles.length} HTML files with CSP, ` +
    `sitemap of ${routes.length} routes for ${env.origin}` +
    (env.emulatorOrigins.length ? `, Firestore emulator allowed (${env.projectId})` : ""),
);
