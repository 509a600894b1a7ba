import { reactRouter } from "@react-router/dev/vite";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import {
  COMPILE_HINT,
  FRAMEWORK_MODULES,
  REACT_DOM_MODULES,
  sharedViteSettings,
} from "./web/scripts/vite-shared.mjs";
import { siteFiles } from "./web/scripts/site-files.mjs";
import { cheapestPricesUsd } from "./functions/src/shared/plans.ts";
import { NOT_FOUND_PATH } from "./web/src/pages/not-found/not-found-path.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Fewer, larger shared chunks. Left alone, the bundler gives each small shared module (hero,
// section, CTA link, JSX runtime…) a chunk of its own, and every chunk costs the page a request
// and the post-paint bootstrap a modulepreload hint and a task (docs/page-speed.md). React DOM
// has a chunk of its own: it alone gets the compile hint below, and the entry that starts React
// stays a few hundred bytes.
//
// Files and folders of web/src are named in the groups below through `webSources`, which fails
// the build if one does not exist: renaming or moving one cannot silently change the chunks.
function webSources(group: string, sources: string[]) {
  const paths = sources.map((source) => {
    const path = here(`./web/src/${source}`);
    if (!existsSync(path)) {
      throw new Error(
        `vite.config.ts: the ${group} chunk's source web/src/${source} does not exist`,
      );
    }
    return path;
  });
  return (id: string) => {
    const file = id.split("?")[0] ?? id;
    return paths.some((path) => (path.endsWith("/") ? file.startsWith(path) : file === path));
  };
}

// React DOM's start-up without stack traces (react-dom-client.ts): the module that swaps the
// global Error, React DOM and the module that swaps it back are evaluated together, in order.
const isReactDomStart = webSources("react-dom", ["stackless-errors.ts", "react-dom-client.ts"]);
// The app shell: small shared UI and content every page shell uses (not the brief wizard, not a
// page), by folder where a folder holds only shell code, else by file.
const isShellModule = webSources("shell", [
  "components/",
  "features/chat/",
  "features/chunk-reload/",
  "content/site.ts",
  "content/navigation.ts",
  "content/format-usd.ts",
  "features/brief/start-brief.ts",
  // Tiny modules every page's first load imports (the routes' crawl and flow handles, the
  // visit-source capture at start-up): each was a chunk of its own, 50–900 bytes, and each
  // request costs ~800 bytes of response headers, more than the code (issue 49's "JS with
  // headers"; docs/page-speed.md).
  "lib/crawl-handle.ts",
  "lib/flow-handle.ts",
  // Run-when-idle, used by the menu and the vitals reporter on every page and by the brief.
  "lib/when-idle.ts",
  "features/attribution/visit-source.ts",
]);

const CHUNK_GROUPS = [
  {
    name: "react-dom",
    test: (id: string) => REACT_DOM_MODULES.test(id) || isReactDomStart(id),
    priority: 3,
  },
  {
    // React, the scheduler, JSX runtime and React Router: what every route module imports.
    name: "framework",
    test: FRAMEWORK_MODULES,
    priority: 2,
  },
  {
    name: "shell",
    test: (id: string) => isShellModule(id) || /vite[\\/]preload-helper/.test(id),
    priority: 1,
  },
];

// Chrome's per-file compile hint (Chrome 136+): compile every function of the file at once, on
// the background thread that streams the script in, instead of one by one on the main thread
// when each is first called. Hydration calls hundreds of React DOM's functions for the first
// time; compiled lazily, that was 0.5–5 ms each inside React's work slices, turning 5 ms slices
// into 15–25 ms tasks (Lighthouse traces, `npm run bench:trace`). Measured with `npm run bench`
// (4 routes × 4 runs, median TBT): 13–22 ms with the hint on React DOM, 22–55 ms without, and
// 34–62 ms with React Router's chunk hinted too (more compiling up front, competing for the
// CPU). Other browsers ignore the comment.
const EAGER_CHUNKS = new Set(["react-dom"]);

/** `__SERVICE_FROM_PRICE_USD__.logo` → `249`, … for every service (from-prices.d.ts). */
export function fromPriceDefines(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cheapestPricesUsd()).map(([category, priceUsd]) => [
      `__SERVICE_FROM_PRICE_USD__.${category}`,
      String(priceUsd),
    ]),
  );
}

// The public site lives in web/ (its React Router config is web/react-router.config.ts; the
// sales desk is an app of its own, web/desk/vite.config.ts). The lead schema is shared with the
// Cloud Function, so it is imported from functions/.
export default defineConfig(({ command }) => {
  const shared = sharedViteSettings(command, "site");
  return {
    ...shared,
    // Each service's "from" price, from @shared/plans (web/src/content/from-prices.d.ts says why).
    define: { ...shared.define, ...fromPriceDefines() },
    root: here("./web"),
    publicDir: here("./web/public"),
    // siteFiles: 404.html, sitemap.xml and robots.txt, written in place from the server build.
    plugins: [reactRouter(), siteFiles({ notFoundPath: NOT_FOUND_PATH })],
    server: { port: 5173, strictPort: true },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
          postBanner: (chunk: { name: string }) =>
            EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : "",
        },
      },
    },
    // Pre-bundle, at dev-server start, every package a page imports only later (a step of the
    // brief, a lazy import). Left to discovery, the first visit finds them, re-bundles and
    // reloads the page ("optimized dependencies changed. reloading"), wiping what a visitor had
    // started typing. tests/e2e/brief-dev.spec.ts fails if a fresh dev server still reloads.
    optimizeDeps: {
      include: [
        "react-hook-form",
        "@hookform/resolvers/zod",
        "zod",
        "firebase/app",
        "firebase/firestore/lite",
        "firebase/app-check", // only with VITE_RECAPTCHA_ENTERPRISE_SITE_KEY, at the first Send
        "firebase/functions", // the checkout's callables
        "web-vitals",
        "swiper",
        "swiper/modules",
        "swiper/react",
      ],
    },
  };
});
