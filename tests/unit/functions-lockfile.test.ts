// The functions package deploys on its own (Cloud Build runs `npm ci` in functions/), so it
// keeps a lockfile of its own, which must name exactly the versions its package.json pins.
// After changing functions/package.json, regenerate it (docs/operations.md, "Deploying to a real Firebase project").
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../functions/${path}`, import.meta.url), "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    packages?: Record<
      string,
      {
        version?: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      }
    >;
  };

describe("functions/package-lock.json", () => {
  const manifest = read("package.json");
  const lock = read("package-lock.json");

  it("lists the same direct dependencies as functions/package.json", () => {
    expect(lock.packages?.[""]?.dependencies).toEqual(manifest.dependencies);
    expect(lock.packages?.[""]?.devDependencies).toEqual(manifest.devDependencies);
  });

  it("resolves each direct dependency to the pinned version", () => {
    const pinned = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, version] of Object.entries(pinned))
      expect(lock.packages?.[`node_modules/${name}`]?.version, name).toBe(version);
  });
});
