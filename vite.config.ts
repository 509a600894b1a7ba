import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The web app lives in web/ (its React Router config is web/react-router.config.ts).
// The lead schema is shared with the Cloud Function, so it is imported from functions/.
export default defineConfig(({ command }) => ({
  root: here("./web"),
  // Tests build with an empty env folder (tests/support/test-build.mjs): no .env.local.
  envDir: process.env.BRANDVISTA_ENV_DIR ?? here("./web"),
  publicDir: here("./web/public"),
  plugins: [reactRouter()],
  resolve: {
    alias: {
      "~": here("./web/src"),
      "@lead": here("./functions/src/lead.ts"),
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
  server: { port: 5173, strictPort: true },
}));
