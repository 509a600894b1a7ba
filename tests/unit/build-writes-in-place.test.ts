// Both apps' builds write each file where Hosting serves it (issue 47): no build step moves,
// renames, copies or deletes a built file. The steps are the modules the build configs load
// (vite.config.ts, web/react-router.config.ts, web/desk's two) and whatever they import from
// this repo; none of them may take a moving or deleting function from node:fs, and the npm
// scripts that build may not shell out to mv, cp or rm. React Router's own clean-up of its
// server build is its business, not a step of ours.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CONFIGS = [
  "vite.config.ts",
  "web/react-router.config.ts",
  "web/desk/vite.config.ts",
  "web/desk/react-router.config.ts",
];
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts"];
const MOVING = /^(rename|rm|rmdir|unlink|cp|copyFile)(Sync)?$/;

/** The repo file a relative import names, if it is one. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

const importSpecifiers = (text: string) =>
  [...text.matchAll(/(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']/g)].map(
    (match) => match[1] as string,
  );

/** Every repo module the build configs load, directly or through imports. */
function buildModules(): string[] {
  const seen = new Set<string>();
  const queue = CONFIGS.map((config) => join(ROOT, config));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.includes("node_modules") || file.endsWith(".json")) continue;
    seen.add(file);
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** The moving or deleting file-system calls a module's source can reach. */
function movingCalls(text: string): string[] {
  const found: string[] = [];
  const fsImport =
    /import\s+(\{[^}]*\}|\*\s+as\s+(\w+)|(\w+))\s+from\s+["'](?:node:)?fs(?:\/promises)?["']/g;
  for (const match of text.matchAll(fsImport)) {
    const [, named, namespace, defaultName] = match;
    if (named?.startsWith("{")) {
      const names = named
        .slice(1, -1)
        .split(",")
        .map((name) => name.trim().split(/\s+as\s+/)[0] as string);
      found.push(...names.filter((name) => MOVING.test(name)));
    }
    const object = namespace ?? defaultName;
    if (object) {
      const calls = text.matchAll(new RegExp(`\\b${object}(?:\\.promises)?\\.(\\w+)\\(`, "g"));
      found.push(
        ...[...calls].map((call) => call[1] as string).filter((name) => MOVING.test(name)),
      );
    }
  }
  return found;
}

describe("the builds write every file in place", () => {
  const modules = buildModules();

  it("follows the configs into the build's own steps", () => {
    const names = modules.map((file) => relative(ROOT, file));
    // The post-build steps and the plugin that writes 404.html and the crawl files.
    expect(names).toEqual(
      expect.arrayContaining([
        "web/scripts/postbuild.mjs",
        "web/scripts/desk-postbuild.mjs",
        "web/scripts/site-files.mjs",
        "web/scripts/inline-css.mjs",
      ]),
    );
  });

  it("no build step imports a function that moves, copies or deletes files", () => {
    const offenders = modules
      .map((file) => ({
        file: relative(ROOT, file),
        calls: movingCalls(readFileSync(file, "utf8")),
      }))
      .filter((module) => module.calls.length > 0);
    expect(offenders).toEqual([]);
  });

  it("the npm scripts that build run no mv, cp or rm", () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const building = Object.entries(scripts).filter(([name]) => /^build(:|$)/.test(name));
    expect(building.map(([name]) => name)).toEqual(
      expect.arrayContaining(["build", "build:site", "build:desk"]),
    );
    for (const [, command] of building) {
      expect(command).not.toMatch(/(^|[\s;&|])(mv|cp|rm|rmdir|rsync)\s/);
    }
  });

  it("the check sees a rename, a delete and a namespace's unlink", () => {
    expect(movingCalls('import { existsSync, renameSync } from "node:fs";')).toEqual([
      "renameSync",
    ]);
    expect(movingCalls('import { rm as remove } from "node:fs/promises";')).toEqual(["rm"]);
    expect(movingCalls('import * as fs from "fs";\nfs.unlinkSync(file);')).toEqual(["unlinkSync"]);
    expect(movingCalls('import { readFileSync, writeFileSync } from "node:fs";')).toEqual([]);
  });
});
