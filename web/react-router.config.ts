import type { Config } from "@react-router/dev/config";

// Static site: every route is prerendered to HTML at build time and hydrated in the
// browser. There is no server runtime; Firebase Hosting serves build/client.
export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: false,
  prerender: true,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
