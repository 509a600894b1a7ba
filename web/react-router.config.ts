import type { Config } from "@react-router/dev/config";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Static site: every route is prerendered to HTML at build time and hydrated in the
// browser. There is no server runtime; Firebase Hosting serves build/client, and
// web/scripts/postbuild.mjs then adds the sitemap, robots.txt, 404.html and the CSP.
//
// BRANDVISTA_RENDER=csr builds the same site rendered only in the browser (SPA mode, no
// prerendered HTML) for the Lighthouse comparison in tests/bench; BRANDVISTA_BUILD_DIR
// sends such a build elsewhere so it never overwrites the deployable one.

const csrOnly = process.env.BRANDVISTA_RENDER === "csr";

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8");

/** Paths Hosting redirects (firebase.json): prerendering them would only publish a stub. */
function redirectedPaths(): Set<string> {
  const config = JSON.parse(read("../firebase.json")) as {
    hosting?: { redirects?: { source: string }[] };
  };
  return new Set((config.hosting?.redirects ?? []).map((redirect) => redirect.source));
}

/** The not-found page is a splat route; "/404" renders it, and postbuild moves it to 404.html. */
const NOT_FOUND_PATH = "/404";
const hasSplatRoute = () => /\broute\(\s*["']\*["']/.test(read("./src/routes.ts"));

export default {
  appDirectory: "src",
  buildDirectory: process.env.BRANDVISTA_BUILD_DIR ?? "build",
  ssr: false,
  prerender: csrOnly
    ? false
    : ({ getStaticPaths }) => {
        const redirected = redirectedPaths();
        const paths = getStaticPaths().filter((path) => !redirected.has(path));
        return hasSplatRoute() ? [...paths, NOT_FOUND_PATH] : paths;
      },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
