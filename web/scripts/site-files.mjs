// @ts-check
/* global Request -- Node 20 has fetch's Request built in */
// The public site's files that React Router's prerendering would put in the wrong place, written
// where Hosting serves them, from the server build, before React Router prerenders the pages
// (and then removes the server build):
//   - 404.html: the not-found page (the splat route rendered at NOT_FOUND_PATH). Hosting serves
//     /404.html with status 404 for any path it has no file for; React Router would write it to
//     404/index.html, a page of its own served with status 200;
//   - sitemap.xml and robots.txt, from the route table (the server entry's `crawlFiles`,
//     web/src/app/crawl-files.ts). As prerendered resource routes they would come with a `.data`
//     twin each.
// So no build step moves or deletes a built file (tests/unit/build-writes-in-place.test.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";

/**
 * @typedef {object} SiteServerBuild what this step reads of React Router's server build
 * @property {string[]} prerender the paths React Router prerenders (none: a browser-only build)
 * @property {{ module: { crawlFiles?: (routes: unknown) => Record<string, string> } }} entry
 * @property {unknown} routes
 */

/**
 * The Vite plugin: runs once the site's server build is written.
 * @param {{ notFoundPath: string }} options
 * @returns {import("vite").Plugin}
 */
export function siteFiles({ notFoundPath }) {
  return {
    name: "brandvista:site-files",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      // Before React Router's own writeBundle, which prerenders and then deletes this build.
      order: "pre",
      sequential: true,
      async handler(output, bundle) {
        // React Router's server build has one entry: virtual:react-router/server-build.
        const entries = Object.values(bundle).filter(
          (file) => file.type === "chunk" && file.isEntry,
        );
        const entry = entries.length === 1 ? entries[0] : undefined;
        if (!output.dir || !entry) {
          throw new Error(`site-files: ${entries.length} server build entries, expected one`);
        }
        const config = this.environment.getTopLevelConfig();
        const clientOutDir = config.environments.client?.build.outDir;
        if (!clientOutDir) throw new Error("site-files: no client build directory");
        const clientDir = resolve(config.root, clientOutDir);
        /** @type {SiteServerBuild} */
        const build = await import(pathToFileURL(join(output.dir, entry.fileName)).href);
        const written = await writeSiteFiles({ build, clientDir, notFoundPath });
        config.logger.info(`site-files: ${written.join(", ")}`);
      },
    },
  };
}

/**
 * Writes the crawl files and, unless the build prerenders nothing (the browser-only build for
 * the bench), 404.html. Returns the names written.
 * @param {{ build: SiteServerBuild; clientDir: string; notFoundPath: string }} options
 */
export async function writeSiteFiles({ build, clientDir, notFoundPath }) {
  const crawlFiles = build.entry.module.crawlFiles;
  if (!crawlFiles) throw new Error("site-files: the server entry exports no crawlFiles");
  mkdirSync(clientDir, { recursive: true });
  const files = Object.entries(crawlFiles(build.routes));
  if (build.prerender.length > 0) {
    files.push(["404.html", await renderPage(build, notFoundPath)]);
  }
  for (const [name, body] of files) writeFileSync(join(clientDir, name), body);
  return files.map(([name]) => name);
}

/**
 * One page's HTML, rendered as React Router prerenders it. The handler of a build with
 * `ssr: false` renders in full only the paths of its prerender list, so it is given a build whose
 * list is this page alone.
 * @param {SiteServerBuild} build
 * @param {string} path
 */
async function renderPage(build, path) {
  const handler = createRequestHandler(
    /** @type {import("react-router").ServerBuild} */ ({ ...build, prerender: [path] }),
    "production",
  );
  const response = await handler(new Request(`http://localhost${path}/`));
  const html = await response.text();
  if (response.status !== 200) {
    throw new Error(`site-files: ${path} rendered with status ${response.status}\n${html}`);
  }
  return html;
}
