// A throw-away Firebase project folder that serves one build with the Hosting emulator, on
// ports of its own (so it never collides with the test emulators), using the repository's
// real hosting settings (headers, redirects, cleanUrls).
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runFirebase } from "../../web/scripts/dev/firebase.mjs";
import { hostingSite, SITE_TARGET } from "../../web/scripts/hosting-sites.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Writes <dir>/firebase.json serving `publicDir` on `port`; `spa` adds the SPA rewrite. */
export function writeHostingProject(dir, { publicDir, port, spa }) {
  mkdirSync(dir, { recursive: true });
  // The public site's settings, as one untargeted site (the page-speed bench measures it only).
  const hosting = {
    ...hostingSite(JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8")), SITE_TARGET),
  };
  delete hosting.target;
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

/**
 * Serves a private copy of the build `site` (copied to bench-results/sites/<name>, so a rebuild
 * by someone else cannot change files mid-run) on `port`, and runs `script` again under it with
 * `--origin` set and this process's arguments passed on. Resolves with that run's exit code.
 */
export function rerunOnPrivateCopy(script, name, port, site) {
  const siteDir = join(repoRoot, "bench-results", "sites", name);
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(resolve(repoRoot, site), siteDir, { recursive: true });
  const projectDir = join(repoRoot, "bench-results", `hosting-${name}`);
  const config = writeHostingProject(projectDir, { publicDir: siteDir, port, spa: false });
  const passOn = process.argv
    .slice(2)
    .map((arg) => JSON.stringify(arg))
    .join(" ");
  return runWithHosting(
    config,
    `node "${fileURLToPath(script)}" --origin http://127.0.0.1:${port} ${passOn}`,
  );
}

/**
 * Called by the command that `runWithHosting` runs: gives the Hosting emulator serving it (the
 * `firebase emulators:exec` process above this one) the lowest CPU priority, every thread of it.
 * In the field the pages come from a CDN on other machines; here the emulator gzips every script
 * as it serves it, on the same two cores as the browser being measured, during the page load.
 * Linux only (reads /proc); elsewhere it says so and changes nothing.
 */
export function yieldCpuToBrowser() {
  try {
    const parentOf = (pid) =>
      Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
    let emulator = process.ppid;
    while (!readFileSync(`/proc/${emulator}/cmdline`, "utf8").includes("emulators:exec")) {
      emulator = parentOf(emulator);
      if (emulator <= 1) throw new Error("not started by firebase emulators:exec");
    }
    const threads = readdirSync(`/proc/${emulator}/task`).map(Number);
    for (const thread of threads) setPriority(thread, 19);
    return threads.length;
  } catch (error) {
    console.log(`  (the Hosting emulator keeps its CPU priority: ${error.message})`);
    return 0;
  }
}
