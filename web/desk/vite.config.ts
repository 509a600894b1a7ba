// The sales desk's Vite config: an app of its own (docs/decisions/008-desk-own-app.md), built
// by `npm run build:desk` into <build>/desk/client (firebase.json's "desk" target) and served
// by `npm run dev:desk` on port 5174. It takes the site's shared components, content, styles
// and lib (`~/…`) and functions/src/shared (`@shared/…`, `@lead`) through the same aliases.
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";
import { DEFAULT_PROJECT_ID, isDemoProject } from "../src/lib/firebase-project.js";
import {
  DESK_DEV_PORT,
  FRAMEWORK_MODULES,
  REACT_DOM_MODULES,
  sharedViteSettings,
} from "../scripts/vite-shared.mjs";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The desk's script modules run nothing when loaded (the one that does, the early rows script,
// is bundled on its own: web/scripts/desk-early-script.mjs). Said so, a room's index.ts brings a
// page only the modules it uses: the overview's CSV cell does not bring the list's view.
const DESK_SCRIPT = /[\\/]web[\\/]desk[\\/](?!pages[\\/]).*\.tsx?$/;

export default defineConfig(({ command, mode }) => {
  const shared = sharedViteSettings(command, "desk");
  const env = loadEnv(mode, shared.envDir, "VITE_");
  // "Sign in as the demo salesperson" only where the build talks to the emulators (a demo-
  // project, web/src/lib/firebase-config.ts): elsewhere it is dead code, left out of the bundle.
  const demoSignIn = isDemoProject(env.VITE_FIREBASE_PROJECT_ID?.trim() || DEFAULT_PROJECT_ID);
  return {
    ...shared,
    define: { ...shared.define, __DESK_DEMO_SIGN_IN__: JSON.stringify(demoSignIn) },
    root: here("."),
    publicDir: here("./public"),
    plugins: [reactRouter()],
    server: { port: DESK_DEV_PORT, strictPort: true },
    build: {
      rolldownOptions: {
        treeshake: { moduleSideEffects: [{ test: DESK_SCRIPT, sideEffects: false }] },
        output: {
          // React DOM in a chunk of its own, React and the router in one. Unlike the site's, the
          // desk's React DOM has no compile hint (COMPILE_HINT): it comes by import() once the
          // first paint is drawn, and compiled whole at once it took ~0.4 s of the main thread at
          // 4× CPU (a trace of the overview's new tab). Without it, same sitting, 7 runs each
          // (`npm run bench:desk -- --runs 7`): the overview's first table 2,781 → 2,108 ms, the
          // list's reload 532 → 468 ms, its new tab 1,728 → 1,608 ms (its live rows 2,664 → 2,829
          // ms, within the runs' spread).
          codeSplitting: {
            groups: [
              { name: "react-dom", test: REACT_DOM_MODULES, priority: 2 },
              { name: "framework", test: FRAMEWORK_MODULES, priority: 1 },
            ],
          },
        },
      },
    },
    // Pre-bundled at the dev server's start, so the first visit does not re-bundle and reload.
    optimizeDeps: {
      include: [
        "firebase/app",
        "firebase/app-check",
        "firebase/auth",
        "firebase/firestore",
        "firebase/functions",
      ],
    },
  };
});
