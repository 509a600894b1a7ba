// @ts-check
// Finishes the prerendered pages; React Router calls it when the build ends (the `buildEnd`
// hook of web/react-router.config.ts):
//   1. moves the prerendered not-found page to 404.html (Hosting serves it with status 404),
//   2. checks that every page of sitemap.xml was prerendered,
//   3. inlines each page's CSS (inline-css.mjs: no render-blocking stylesheets) and makes it
//      request no JavaScript before its first paint (defer-scripts.mjs); the desk's pages need
//      their code at once and only wait for a return visit's first paint (desk-bootstrap.mjs),
//   4. writes each page's Content-Security-Policy <meta>, with the hashes of its inline scripts
//      and styles (steps 3 and 4 share one parse of the page: html-elements.mjs's parsedPage),
//   5. writes build-info.json beside (not inside) the published folders: which Firebase project
//      the bundle was built for, and its App Check site key, for the hosting predeploy check
//      (deploy-check.mjs),
//   6. splits the build into the two Hosting sites (desk-site.mjs): the desk's pages and a copy of
//      the assets go to <build>/desk/ (firebase.json's "desk" target, the desk's own origin), and
//      the public site's client/ keeps none of the desk's pages or desk-only chunks.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildEnv } from "./build-env.mjs";
import { builtModuleImports, deferScriptsStep } from "./defer-scripts.mjs";
import { deskBootstrapStep, deskEarlyStep } from "./desk-bootstrap.mjs";
import { deskEarlyFetchScript, writeDeskEarlyScript } from "./desk-early-script.mjs";
import { assetReader, inlineCssStep } from "./inline-css.mjs";
import { cspMetaStep, pagePolicy, scriptHashes, styleHashes } from "./csp.mjs";
import { parsedPage } from "./html-elements.mjs";
import {
  CHECKOUT_PATHS,
  checkoutSources,
  DESK_PREFIX,
  deskPagePolicy,
  deskSources,
  isDeskPath,
} from "./desk-csp.mjs";
import { splitDeskSite } from "./desk-site.mjs";
import { isCapabilityPath } from "../src/lib/capability-paths.js";
import { htmlFileFor, prerenderedPages, publicRoutes } from "./site-routes.mjs";

/**
 * @param {object} options
 * @param {string} options.buildDirectory absolute (React Router's resolved `buildDirectory`)
 * @param {string} [options.notFoundPath] the prerendered path of the not-found page
 * @param {Record<string, string>} options.env the VITE_* variables the bundle was built with
 * @param {(message: string) => void} [options.log]
 */
export async function postbuild({ buildDirectory, notFoundPath, env, log = console.log }) {
  const clientDir = join(buildDirectory, "client");
  const settings = buildEnv(env);
  // Browser-only (SPA mode): React Router renamed its fallback page to index.html.
  const spaMode = !existsSync(join(clientDir, "__spa-fallback.html"));

  // 1. 404.html
  if (notFoundPath) {
    const notFoundSource = htmlFileFor(notFoundPath, clientDir);
    if (!existsSync(notFoundSource))
      throw new Error(`postbuild: ${notFoundPath} was not prerendered`);
    renameSync(notFoundSource, join(clientDir, "404.html"));
    rmSync(join(clientDir, notFoundPath), { recursive: true, force: true });
  }

  // 2. every listed page exists
  const routes = publicRoutes(clientDir);
  if (!spaMode) {
    const missing = routes.filter((path) => !existsSync(htmlFileFor(path, clientDir)));
    if (missing.length > 0) {
      throw new Error(`postbuild: sitemap pages without prerendered HTML: ${missing.join(", ")}`);
    }
  }

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
  // /desk itself (the list) also gets the early-rows script: its first query before React.
  const deskListFile = prerenderedPages(clientDir).find((page) => page.path === DESK_PREFIX)?.file;
  const earlyScript = deskListFile ? await writeDeskEarlyScript(clientDir) : null;
  const earlyFetch = deskListFile ? await deskEarlyFetchScript(env) : null;
  const deskExtra = deskSources({
    projectId: settings.projectId,
    authDomain: settings.authDomain,
    emulated: settings.emulatorOrigins.length > 0,
  });
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
  const readAsset = assetReader(clientDir);
  const moduleImports = builtModuleImports(readAsset);
  for (const file of htmlFiles) {
    // Parsed once: each step queues its edits, the CSP hashes what the steps leave.
    const page = parsedPage(readFileSync(file, "utf8"));
    inlineCssStep(page, readAsset);
    // No JavaScript request before the first paint: the page is complete without it, and
    // Lighthouse counts scripts that finish before the paint as render-blocking. The desk's
    // pages (the SPA fallback among them) are nothing without their code: they keep React
    // Router's loader, whose modulepreloads fetch the desk's frame and list at once (the
    // frame then starts the SDKs' chunk itself, features/desk/session/desk-sdk-loader.ts), evaluated
    // after the desk's own first paint when it has one (desk-bootstrap.mjs).
    if (deskFiles.has(file)) deskBootstrapStep(page);
    else deferScriptsStep(page, moduleImports);
    if (file === deskListFile && earlyScript && earlyFetch) {
      deskEarlyStep(page, earlyScript, earlyFetch);
    }
    const elements = page.elementsAfterEdits();
    const hashes = { scriptHashes: scriptHashes(elements), styleHashes: styleHashes(elements) };
    const policy = deskFiles.has(file)
      ? deskPagePolicy({ ...hashes, build: settings, extra: deskExtra })
      : pagePolicy({
          ...hashes,
          chat: settings.chat && !capabilityFiles.has(file),
          appCheck: settings.appCheck,
          emulatorOrigins: settings.emulatorOrigins,
          ...(checkoutFiles.has(file) ? { extra: checkoutExtra } : {}),
        });
    cspMetaStep(page, policy);
    writeFileSync(file, page.html());
  }

  // 5. build-info.json
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

  // 6. the desk's own site (browser-only builds have no desk pages to move: they stay whole)
  const desk = spaMode
    ? null
    : splitDeskSite({
        buildDirectory,
        deskHtmlFiles: new Set([...deskFiles].filter((file) => existsSync(file))),
      });

  log(
    `postbuild: ${htmlFiles.length} HTML files with CSP, sitemap of ${routes.length} routes` +
      (desk ? `, desk site with ${desk.removedAssets.length} desk-only assets moved out` : "") +
      (emulatorOrigins.length ? `, Firestore emulator allowed (${projectId})` : ""),
  );
}
