import type { Config } from "@react-router/dev/config";
import { buildEndRunning, REACT_ROUTER_FUTURE } from "./scripts/vite-shared.mjs";
import { REDIRECTED_PATHS } from "./src/app/crawl-policy";
import { BUILD_DIRECTORY } from "./scripts/build-directory.mjs";
import { postbuild } from "./scripts/postbuild.mjs";

// Static site: every route is prerendered to HTML at build time and hydrated in the
// browser. There is no server runtime; Firebase Hosting serves build/client. Before React Router
// prerenders, the site's own step writes 404.html, sitemap.xml and robots.txt from the server
// build (web/scripts/site-files.mjs, a plugin in vite.config.ts); `buildEnd` then finishes the
// pages (web/scripts/postbuild.mjs: inlined CSS, deferred scripts, CSP). Every file is written
// where Hosting serves it: no step moves or deletes one.
//
// BRANDVISTA_RENDER=csr builds the same site rendered only in the browser (SPA mode, no
// prerendered pages) for the Lighthouse comparison in tests/bench; BRANDVISTA_BUILD_DIR
// sends such a build elsewhere so it never overwrites the deployable one.

const csrOnly = process.env.BRANDVISTA_RENDER === "csr";
// Shells of splat routes, prerendered once and served by Hosting for every path below them
// (firebase.json): /pay for /pay/<token>, /quote for /quote/<token> (issue 46).
const SHELL_PATHS = ["/pay", "/quote"];

export default {
  appDirectory: "src",
  buildDirectory: BUILD_DIRECTORY,
  ssr: false,
  // Every static path but the ones Hosting redirects (prerendering them would only publish a
  // stub). The not-found page is not among them: site-files.mjs writes it as 404.html.
  prerender: ({ getStaticPaths }) =>
    csrOnly
      ? []
      : [
          ...new Set([
            ...getStaticPaths().filter((path) => !REDIRECTED_PATHS.has(path)),
            ...SHELL_PATHS,
          ]),
        ],
  buildEnd: buildEndRunning(postbuild),
  future: REACT_ROUTER_FUTURE,
} satisfies Config;
