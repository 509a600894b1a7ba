// `npm start` runs the site's and the desk's dev servers at once. Each pre-bundles its own
// dependencies; sharing one folder, each server's bundling outdated the other's files (the
// desk's firebase/auth answered 504 "Outdated Optimize Dep" and the desk never opened offline).
import { describe, expect, it } from "vitest";
import { sharedViteSettings } from "../../web/scripts/vite-shared.mjs";

describe("the two apps' Vite caches", () => {
  it("are two folders, in development and in builds", () => {
    for (const command of ["serve", "build"] as const) {
      const site = sharedViteSettings(command, "site").cacheDir;
      const desk = sharedViteSettings(command, "desk").cacheDir;
      expect(site).not.toBe(desk);
      expect(site.startsWith(desk) || desk.startsWith(site)).toBe(false);
    }
  });
});
