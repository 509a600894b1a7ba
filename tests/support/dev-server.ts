// The Vite dev server of `npm start` (React Router dev, hot reload), started by a browser test
// on a port of its own and with an empty dependency cache, so the test meets it exactly as a
// developer's first `npm start` does. It talks to the emulators the test runs inside (the
// default demo project writes to the Firestore emulator, at firebase.json's port).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

export interface DevServer {
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
  close(): Promise<void>;
}

/** Starts the dev server on 127.0.0.1:`port`; resolves once it listens. */
export async function startDevServer(port: number, timeoutMs = 60_000): Promise<DevServer> {
  const cacheDir = mkdtempSync(join(tmpdir(), "brandvista-vite-cache-"));
  const child = spawn(
    join(root, "node_modules/.bin/react-router"),
    ["dev", ".", "--config", "../vite.config.ts", "--port", String(port), "--strictPort"],
    {
      cwd: join(root, "web"),
      // NO_COLOR: with CI set, Vite colours its output even into a pipe, which would hide the
      // "Local: http…" line from the check below.
      env: { ...process.env, BRANDVISTA_VITE_CACHE_DIR: cacheDir, BROWSER: "none", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group, so close() ends esbuild/rolldown workers too
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const close = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(cacheDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  // eslint-disable-next-line no-control-regex -- ANSI colour codes, should any get through
  while (!/Local:\s+http/.test(output.replace(/\u001b\[[0-9;]*m/g, ""))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`The Vite dev server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: `http://127.0.0.1:${port}`, output: () => output, close };
}
