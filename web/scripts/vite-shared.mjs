// @ts-check
// What the site's Vite config (vite.config.ts) and the desk's (web/desk/vite.config.ts) share:
// the import aliases, firebase.json's emulator ports, the CSS module names, the env folder and
// React DOM's chunk, and Chrome's compile hint (the site's alone uses it). Each app adds its own
// chunks and plugins.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { emulatorPortsDefine } from "./emulator-ports.mjs";
import { pathAliases } from "./path-aliases.mjs";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The desk's dev server port (`npm run dev:desk`; `npm start` prints it). */
export const DESK_DEV_PORT = 5174;

/** React Router's future flags, the same for both apps (their react-router.config.ts). */
export const REACT_ROUTER_FUTURE = {
  v8_middleware: true,
  v8_splitRouteModules: true,
  v8_viteEnvironmentApi: true,
  v8_passThroughRequests: true,
  v8_trailingSlashAwareDataRequests: true,
};

/**
 * @typedef {object} PostbuildOptions what each app's post-build step is given
 * @property {string} buildDirectory absolute (React Router's resolved `buildDirectory`)
 * @property {Record<string, string>} env the VITE_* variables the bundle was built with
 * @property {(message: string) => void} log Vite's logger
 */

/**
 * React Router's `buildEnd` hook for an app (their react-router.config.ts): runs the app's
 * post-build step (postbuild.mjs, desk-postbuild.mjs) on the build it just finished.
 * @param {(options: PostbuildOptions) => Promise<void>} postbuild
 */
export const buildEndRunning =
  (postbuild) =>
  /** @param {{ reactRouterConfig: { buildDirectory: string }; viteConfig: import("vite").ResolvedConfig }} build */
  ({ reactRouterConfig, viteConfig }) =>
    postbuild({
      buildDirectory: reactRouterConfig.buildDirectory,
      env: viteConfig.env,
      log: (message) => viteConfig.logger.info(message),
    });

/** React, the scheduler, JSX runtime and React Router: what every route module imports. */
export const FRAMEWORK_MODULES = /node_modules[\\/](react|scheduler|react-router)[\\/]/;
/** React DOM's own modules. */
export const REACT_DOM_MODULES = /node_modules[\\/]react-dom[\\/]/;

/**
 * Chrome's per-file compile hint (Chrome 136+): the chunk's functions are compiled at once, on
 * the thread that streams it in (vite.config.ts says why React DOM gets it, with figures).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Settings both apps' Vite configs start from.
 * @param {"build" | "serve"} command
 * @param {"site" | "desk"} app which app's config asks: each has its own pre-bundled dependencies
 */
export function sharedViteSettings(command, app) {
  return {
    // Tests build with an empty env folder (tests/support/test-build.mjs): no .env.local.
    envDir: process.env.BRANDVISTA_ENV_DIR ?? webDir,
    // firebase.json's emulator ports (web/src/lib/emulator-ports.ts).
    define: emulatorPortsDefine(),
    resolve: {
      alias: {
        ...pathAliases(),
        // Firestore's regex engine for Pipelines, which neither app runs: 46 kB gzip of the
        // desk's script (web/src/lib/re2js-left-out.ts says why it is safe).
        re2js: fileURLToPath(new URL("../src/lib/re2js-left-out.ts", import.meta.url)),
      },
    },
    // Short class names in production: they repeat on every element of the prerendered HTML,
    // and each page's HTML has a 14 KB gzip budget. Readable names in development.
    css: {
      modules: {
        generateScopedName:
          command === "build" ? "_[hash:base64:5]" : "[name]_[local]_[hash:base64:4]",
      },
    },
    // Where Vite keeps its pre-bundled dependencies: a folder per app. `npm start` runs both dev
    // servers at once, each with its own dependencies to pre-bundle; in one shared folder each
    // server's bundling made the other's files outdated (the desk's firebase/auth answered 504
    // "Outdated Optimize Dep" and the desk never opened). The browser tests point it at a fresh
    // folder, so they meet the dev server exactly as a first `npm start` does.
    cacheDir: join(
      process.env.BRANDVISTA_VITE_CACHE_DIR || join(repoRoot, "node_modules/.vite"),
      app,
    ),
  };
}
