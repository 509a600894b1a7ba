// The floor app's build (tests/bench/floor/README.md): React Router's Vite plugin and nothing
// else, so what it loads is what an empty React Router app loads.
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [reactRouter()],
});
