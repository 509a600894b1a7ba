// @ts-check
// Finishes the sales desk's prerendered pages; React Router calls it when the desk's build ends
// (the `buildEnd` hook of web/desk/react-router.config.ts). For each page (/desk, /desk/overview,
// /desk/requests and the SPA fallback, index.html, that Hosting serves for /desk/**):
//   1. inlines its CSS (inline-css.mjs), as on the public pages;
//   2. rewrites React Router's bootstrap so the desk's modules load at once but run after a
//      return visit's first paint (desk-bootstrap.mjs); /desk also gets the early-rows script
//      and the inline lines that send the first visit's queries, /desk/overview the script that
//      sends the rollup's read (desk-early-script.mjs);
//   3. writes its Content-Security-Policy <meta> (deskPagePolicy: the page's hashes, Google
//      sign-in, the callables, never a chat vendor).
// It moves and deletes nothing: the build's folder is the desk site's own (firebase.json's
// "desk" target), and no asset of the public site is in it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildEnv } from "./build-env.mjs";
import { deskBootstrapStep, deskEarlyStep } from "./desk-bootstrap.mjs";
import { deskEarlyFetchScript, writeDeskEarlyScript } from "./desk-early-script.mjs";
import { assetReader, inlineCssStep } from "./inline-css.mjs";
import { cspMetaStep, scriptHashes, styleHashes } from "./csp.mjs";
import { parsedPage } from "./html-elements.mjs";
import { DESK_PREFIX, deskPagePolicy, deskSources } from "./desk-csp.mjs";
import { prerenderedPages } from "./site-routes.mjs";

/** /desk/overview (DESK_OVERVIEW_PATH, functions/src/shared/desk-links.ts). */
const DESK_OVERVIEW_PREFIX = `${DESK_PREFIX}/overview`;

/**
 * @param {object} options
 * @param {string} options.buildDirectory absolute (the desk's React Router `buildDirectory`)
 * @param {Record<string, string>} options.env the VITE_* variables the bundle was built with
 * @param {(message: string) => void} [options.log]
 */
export async function deskPostbuild({ buildDirectory, env, log = console.log }) {
  const clientDir = join(buildDirectory, "client");
  const settings = buildEnv(env);
  const pages = prerenderedPages(clientDir);
  const listFile = pages.find((page) => page.path === DESK_PREFIX)?.file;
  if (!listFile) throw new Error("desk-postbuild: /desk was not prerendered");
  const overviewFile = pages.find((page) => page.path === DESK_OVERVIEW_PREFIX)?.file;
  if (!overviewFile) throw new Error("desk-postbuild: /desk/overview was not prerendered");
  const htmlFiles = pages.map((page) => page.file);

  const earlyScript = await writeDeskEarlyScript(clientDir, "rows");
  const earlyOverview = await writeDeskEarlyScript(clientDir, "overview");
  const earlyFetch = await deskEarlyFetchScript(env);
  const extra = deskSources({
    projectId: settings.projectId,
    authDomain: settings.authDomain,
    emulated: settings.emulatorOrigins.length > 0,
  });
  const readAsset = assetReader(clientDir);
  for (const file of htmlFiles) {
    const page = parsedPage(readFileSync(file, "utf8"));
    inlineCssStep(page, readAsset);
    deskBootstrapStep(page);
    if (file === listFile) deskEarlyStep(page, earlyScript, earlyFetch);
    if (file === overviewFile) deskEarlyStep(page, earlyOverview);
    const elements = page.elementsAfterEdits();
    const policy = deskPagePolicy({
      scriptHashes: scriptHashes(elements),
      styleHashes: styleHashes(elements),
      build: settings,
      extra,
    });
    cspMetaStep(page, policy);
    writeFileSync(file, page.html());
  }
  log(`desk-postbuild: ${htmlFiles.length} desk pages with CSP`);
}
