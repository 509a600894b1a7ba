import type { Config } from "@react-router/dev/config";

// Prerendered, no server runtime, like the site (web/react-router.config.ts). `npm run bench`
// builds it into bench-results/sites/floor-build.
export default {
  appDirectory: "app",
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? "../../../bench-results/sites/floor-build",
  ssr: false,
  prerender: ["/"],
} satisfies Config;
