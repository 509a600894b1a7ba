// A throw-away Firebase project folder that serves one build with the Hosting emulator, on
// ports of its own (so it never collides with the test emulators), using the repository's
// real hosting settings (headers, redirects, cleanUrls).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runFirebase } from "../support/firebase.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Writes <dir>/firebase.json serving `publicDir` on `port`; `spa` adds the SPA rewrite. */
export function writeHostingProject(dir, { publicDir, port, spa }) {
  mkdirSync(dir, { recursive: true });
  const { hosting } = JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8"));
  const config = {
    hosting: {
      ...hosting,
      // Relative: the Hosting emulator resolves it against the project folder.
      public: relative(dir, publicDir),
      ...(spa ? { rewrites: [{ source: "**", destination: "/index.html" }] } : {}),
    },
    emulators: {
      singleProjectMode: true,
      hub: { host: "127.0.0.1", port: port + 100 },
      logging: { host: "127.0.0.1", port: port + 200 },
      hosting: { host: "127.0.0.1", port },
      ui: { enabled: false },
    },
  };
  writeFileSync(join(dir, "firebase.json"), JSON.stringify(config, null, 2));
  return join(dir, "firebase.json");
}

/** Runs `command` while the Hosting emulator serves the project `config`; resolves with its exit code. */
export function runWithHosting(config, command) {
  return runFirebase([
    "emulators:exec",
    "--config",
    config,
    "--project",
    "demo-brandvista",
    "--only",
    "hosting",
    command,
  ]);
}
