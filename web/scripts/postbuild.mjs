// @ts-check
// Finishes the prerendered pages and 404.html (site-files.mjs writes it); React Router calls it
// when the build ends (the `buildEnd` hook of web/react-router.config.ts). It edits the pages
// where they are and adds one file; it moves and deletes nothing:
//   1. checks that every page of sitemap.xml was prerendered,
//   2. inlines each page's CSS (inline-css.mjs: no render-blocking stylesheets) and makes it
//      request no JavaScript before its first paint (defer-scripts.mjs), nor its tab icon but
//      on the home page (icon-after-paint.mjs),
//   3. writes each page's Content-Security-Policy <meta>, with the hashes of its inline scripts
//      and styles (steps 2 and 3 share one parse of the page: html-elements.mjs's parsedPage),
//   4. writes build-info.json beside (not inside) the published folders: which Firebase project
//      the bundle was built for, and its App Check site key, for the hosting predeploy check
//      (deploy-check.mjs).
// The sales desk is an app of its own (web/desk, its own build and web/scripts/desk-postbuild.mjs).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildEnv } from "./build-env.mjs";
import { builtModuleImports, deferScriptsStep } from "./defer-scripts.mjs";
import { assetReader, inlineCssStep } from "./inline-css.mjs";
import { cspMetaStep, pagePolicy, scriptHashes, styleHashes } from "./csp.mjs";
import { parsedPage } from "./html-elements.mjs";
import { iconAfterPaintStep } from "./icon-after-paint.mjs";
import { CHECKOUT_PATHS, checkoutSources } from "./desk-csp.mjs";
import { isCapabilityPath } from "../src/lib/capability-paths.js";
import { htmlFileFor, prerenderedPages, publicRoutes } from "./site-routes.mjs";

/**
 * @param {object} options
 * @param {string} options.buildDirectory absolute (React Router's resolved `buildDirectory`)
 * @param {Record<string, string>} options.env the VITE_* variables the bundle was built with
 * @param {(message: string) => void} [options.log]
 */
export async function postbuild({ buildDirectory, env, log = console.log }) {
  const clientDir = join(buildDirectory, "client");
  const settings = buildEnv(env);
  // Browser-only (SPA mode): React Router renamed its fallback page to index.html.
  const spaMode = !existsSync(join(clientDir, "__spa-fallback.html"));

  // 1. every listed page exists
  const routes = publicRoutes(clientDir);
  if (!spaMode) {
    const missing = routes.filter((path) => !existsSync(htmlFileFor(path, clientDir)));
    if (missing.length > 0) {
      throw new Error(`postbuild: sitemap pages without prerendered HTML: ${missing.join(", ")}`);
    }
  }

  // 2 + 3. inline CSS, then the per-page CSP (which hashes the inlined <style>)
  const htmlFiles = [
    ...prerenderedPages(clientDir).map((page) => page.file),
    ...["404.html", "__spa-fallback.html"]
      .map((name) => join(clientDir, name))
      .filter((file) => existsSync(file)),
  ];
  const checkoutFiles = new Set(
    prerenderedPages(clientDir)
      .filter((page) => CHECKOUT_PATHS.includes(page.path))
      .map((page) => page.file),
  );
  const checkoutExtra = checkoutSources({
    projectId: settings.projectId,
    emulated: settings.emulatorOrigins.length > 0,
  });
  // Pages whose URL carries a capability: no chat vendor's hosts in their policy, so the widget
  // could not load there even if a script asked for it (lib/capability-paths.js).
  const capabilityFiles = new Set(
    prerenderedPages(clientDir)
      .filter((page) => isCapabilityPath(page.path))
      .map((page) => page.file),
  );
  const homeFile = htmlFileFor("/", clientDir);
  const readAsset = assetReader(clientDir);
  const moduleImports = builtModuleImports(readAsset);
  for (const file of htmlFiles) {
    // Parsed once: each step queues its edits, the CSP hashes what the steps leave.
    const page = parsedPage(readFileSync(file, "utf8"));
    inlineCssStep(page, readAsset);
    // No JavaScript request before the first paint: the page is complete without it, and
    // Lighthouse counts scripts that finish before the paint as render-blocking.
    deferScriptsStep(page, moduleImports);
    // Its tab icon after hydration, which the loader starts after the paint; the home page
    // keeps its link, which Google Search reads (icon-after-paint.mjs).
    if (file !== homeFile) iconAfterPaintStep(page);
    const elements = page.elementsAfterEdits();
    const hashes = { scriptHashes: scriptHashes(elements), styleHashes: styleHashes(elements) };
    const policy = pagePolicy({
      ...hashes,
      chat: settings.chat && !capabilityFiles.has(file),
      appCheck: settings.appCheck,
      emulatorOrigins: settings.emulatorOrigins,
      ...(checkoutFiles.has(file) ? { extra: checkoutExtra } : {}),
    });
    cspMetaStep(page, policy);
    writeFileSync(file, page.html());
  }

  // 4. build-info.json
  const { projectId, emulatorOrigins, appCheckSiteKey, onlinePayments } = settings;
  writeFileSync(
    join(buildDirectory, "build-info.json"),
    JSON.stringify(
      {
        projectId,
        emulatorOrigins,
        appCheckSiteKey,
        onlinePayments,
        builtAt: new Date().toISOString(),
      },
      null,
      2,
    ) + "\n",
  );

  log(
    `postbuild: ${htmlFiles.length} HTML files with CSP, sitemap of ${routes.length} routes` +
      (emulatorOrigins.length ? `, Firestore emulator allowed (${projectId})` : ""),
  );
}
