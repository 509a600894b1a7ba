import type { Config } from "@react-router/dev/config";
import { buildEndRunning, REACT_ROUTER_FUTURE } from "../scripts/vite-shared.mjs";
import { BUILD_DIRECTORY, buildPath, DESK_BUILD_DIRECTORY } from "../scripts/build-directory.mjs";
import { deskPostbuild } from "../scripts/desk-postbuild.mjs";
import { DESK_PRERENDERED_PATHS } from "./routes";

// The sales desk, an app of its own (docs/decisions/008-desk-own-app.md): React Router in
// framework mode, no server runtime. Its pages are prerendered (the frame the first paint draws
// into, with the list's template: docs/desk.md, "Loading and painting"); a lead's page is served
// by Hosting's rewrite of /desk/** to the SPA fallback (firebase.json's "desk" target).
// `buildEnd` then finishes the pages (web/scripts/desk-postbuild.mjs: inlined CSS, the
// bootstrap after the first paint, the early-rows script, the desk's CSP). Nothing is moved or
// deleted: the build's folder is the desk site's own.
export default {
  appDirectory: ".",
  buildDirectory: buildPath(BUILD_DIRECTORY, DESK_BUILD_DIRECTORY),
  ssr: false,
  prerender: DESK_PRERENDERED_PATHS,
  buildEnd: buildEndRunning(deskPostbuild),
  future: REACT_ROUTER_FUTURE,
} satisfies Config;
