// Writes <build>/build-info.json beside (not inside) the published client folder: which
// Firebase project the bundle was built for and whether it talks to an emulator. The hosting
// predeploy check (deploy-check.mjs) reads it, so `firebase deploy` can refuse a demo build.
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildEnv } from "./build-env.mjs";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(webDir, process.env.BRANDVISTA_BUILD_DIR ?? "build");
const { projectId, emulatorOrigins } = buildEnv("production");
writeFileSync(
  join(buildDir, "build-info.json"),
  JSON.stringify({ projectId, emulatorOrigins, builtAt: new Date().toISOString() }, null, 2) + "\n",
);
