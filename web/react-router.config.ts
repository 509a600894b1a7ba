import type { Config } from "@react-router/dev/config";
import { REACT_ROUTER_FUTURE } from "./scripts/vite-shared.mjs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { NOT_FOUND_PATH, REDIRECTED_PATHS } from "./src/app/crawl-policy";
import { BUILD_DIRECTORY } from "./scripts/build-directory.mjs";
import { postbuild } from "./scripts/postbuild.mjs";

// Static site: every route is prerendered to HTML at build time and hydrated in the
// browser. There is no server runtime; Firebase Hosting serves build/client. sitemap.xml and
// robots.txt are prerendered resource routes (src/app/crawl-policy.ts); `buildEnd` then
// finishes the pages (web/scripts/postbuild.mjs: 404.html, inlined CSS, deferred scripts, CSP).
//
// BRANDVISTA_RENDER=csr builds the same site rendered only in the browser (SPA mode, no
// prerendered pages) for the Lighthouse comparison in tests/bench; BRANDVISTA_BUILD_DIR
// sends such a build elsewhere so it never overwrites the deployable one.

const csrOnly = process.env.BRANDVISTA_RENDER === "csr";
const CRAWL_FILES = ["/sitemap.xml", "/robots.txt"];
// Shells of splat routes, prerendered once and served by Hosting for every path below them
// (firebase.json): /pay for /pay/<token>, /quote for /quote/<token> (issue 46).
const SHELL_PATHS = ["/pay", "/quote"];

export default {
  appDirectory: "src",
  buildDirectory: BUILD_DIRECTORY,
  ssr: false,
  // Every static path but the ones Hosting redirects (prerendering them would only publish a
  // stub), and the not-found page: "/404" renders the splat route (React Router fails the build
  // if there is none), and postbuild moves it to 404.html. The browser-only build prerenders
  // only the crawl files: their loaders are allowed because they run at build time.
  prerender: ({ getStaticPaths }) =>
    csrOnly
      ? CRAWL_FILES
      : [
          ...new Set([
            ...getStaticPaths().filter((path) => !REDIRECTED_PATHS.has(path)),
            ...SHELL_PATHS,
          ]),
          NOT_FOUND_PATH,
        ],
  buildEnd: async ({ reactRouterConfig, viteConfig }) => {
    // React Router also writes a `.data` file for each prerendered loader, for client-side
    // navigation; nothing navigates to a crawl file, so they are not published.
    for (const path of CRAWL_FILES) {
      rmSync(join(reactRouterConfig.buildDirectory, "client", `${path}.data`), { force: true });
    }
    await postbuild({
      buildDirectory: reactRouterConfig.buildDirectory,
      notFoundPath: csrOnly ? undefined : NOT_FOUND_PATH,
      env: viteConfig.env,
      log: (message) => viteConfig.logger.info(message),
    });
  },
  future: REACT_ROUTER_FUTURE,
} satisfies Config;
