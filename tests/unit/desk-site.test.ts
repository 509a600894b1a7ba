// The build's split into the two Hosting sites (web/scripts/desk-site.mjs): the desk's pages and
// the assets only it reaches leave the public site; the desk's site gets its pages, the assets
// and a robots.txt that disallows everything. Over a small build of the same shape as React
// Router's (a route manifest, an entry, route modules, a lazily loaded SDK chunk).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DESK_ROBOTS_TXT, deskRouteIds, splitDeskSite } from "../../web/scripts/desk-site.mjs";

const routes = {
  root: { id: "root", path: "", module: "/assets/root-r1.js", imports: ["/assets/shared-s1.js"] },
  "pages/home": { id: "pages/home", parentId: "root", index: true, module: "/assets/home-h1.js" },
  "pages/desk/desk-layout": {
    id: "pages/desk/desk-layout",
    parentId: "root",
    module: "/assets/desk-layout-d1.js",
    imports: ["/assets/shared-s1.js", "/assets/desk-frame-f1.js"],
  },
  "pages/desk/list": {
    id: "pages/desk/list",
    parentId: "pages/desk/desk-layout",
    path: "desk",
    module: "/assets/desk-list-l1.js",
  },
  "pages/desk/lead": {
    id: "pages/desk/lead",
    parentId: "pages/desk/desk-layout",
    path: "desk/leads/:leadId",
    module: "/assets/desk-lead-p1.js",
  },
};

const files: Record<string, string> = {
  "client/index.html": `<html><head><link rel="modulepreload" href="/assets/manifest-m1.js"/><script type="module">import "/assets/entry-e1.js";</script></head><body>Home</body></html>`,
  "client/pricing/index.html": `<html><head><script type="module">import "/assets/entry-e1.js";</script></head><body>Pricing</body></html>`,
  "client/404.html": `<html><head></head><body>Not found</body></html>`,
  "client/desk/index.html": `<html><head><script async src="/assets/desk-early-x1.js"></script><link rel="modulepreload" href="/assets/desk-layout-d1.js"/></head><body>Desk</body></html>`,
  "client/desk/overview/index.html": `<html><head></head><body>Overview</body></html>`,
  "client/__spa-fallback.html": `<html><head></head><body>Opening the desk…</body></html>`,
  "client/assets/manifest-m1.js": `window.__reactRouterManifest=${JSON.stringify({ entry: { module: "/assets/entry-e1.js" }, routes })};`,
  "client/assets/entry-e1.js": `import"./shared-s1.js";import("./firebase-app-a1.js");`,
  "client/assets/shared-s1.js": `export const x=1;`,
  "client/assets/root-r1.js": `import"./shared-s1.js";`,
  "client/assets/home-h1.js": `export default 1;`,
  "client/assets/firebase-app-a1.js": `const deps=["assets/firestore-lite-w1.js"];`,
  "client/assets/firestore-lite-w1.js": `export{}`,
  "client/assets/desk-layout-d1.js": `import"./shared-s1.js";import"./desk-frame-f1.js";import("./desk-sdk-k1.js");`,
  "client/assets/desk-frame-f1.js": `export{}`,
  "client/assets/desk-list-l1.js": `export{}`,
  "client/assets/desk-lead-p1.js": `export{}`,
  "client/assets/desk-sdk-k1.js": `export{}`,
  "client/assets/desk-early-x1.js": `(function(){})()`,
  "client/assets/font-n1.woff2": "font",
  "client/favicon.ico": "icon",
  "client/robots.txt": "User-agent: *\nDisallow: /desk\n",
  "client/sitemap.xml": "<urlset/>",
};

let build: string;
beforeEach(() => {
  build = mkdtempSync(join(tmpdir(), "desk-site-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(build, path)), { recursive: true });
    writeFileSync(join(build, path), text);
  }
});
afterEach(() => rmSync(build, { recursive: true, force: true }));

const deskHtml = () =>
  new Set(
    ["desk/index.html", "desk/overview/index.html", "__spa-fallback.html"].map((file) =>
      join(build, "client", file),
    ),
  );

describe("splitDeskSite", () => {
  it("moves the desk's pages to the desk's site, with every asset, the icons and its robots.txt", () => {
    splitDeskSite({ buildDirectory: build, deskHtmlFiles: deskHtml() });
    const desk = join(build, "desk");
    for (const page of ["desk/index.html", "desk/overview/index.html", "__spa-fallback.html"]) {
      expect(existsSync(join(desk, page)), page).toBe(true);
      expect(existsSync(join(build, "client", page)), page).toBe(false);
    }
    expect(readdirSync(join(desk, "assets")).sort()).toEqual(
      Object.keys(files)
        .filter((path) => path.startsWith("client/assets/"))
        .map((path) => path.slice("client/assets/".length))
        .sort(),
    );
    expect(existsSync(join(desk, "favicon.ico"))).toBe(true);
    expect(readFileSync(join(desk, "robots.txt"), "utf8")).toBe(DESK_ROBOTS_TXT);
    // Nothing of the public site's own pages.
    expect(existsSync(join(desk, "index.html"))).toBe(false);
    expect(existsSync(join(desk, "pricing"))).toBe(false);
    expect(existsSync(join(desk, "sitemap.xml"))).toBe(false);
  });

  it("leaves the public site none of the desk's pages or desk-only chunks, and all it shares", () => {
    const { removedAssets } = splitDeskSite({ buildDirectory: build, deskHtmlFiles: deskHtml() });
    expect(removedAssets.sort()).toEqual([
      "desk-early-x1.js",
      "desk-frame-f1.js",
      "desk-layout-d1.js",
      "desk-lead-p1.js",
      "desk-list-l1.js",
      "desk-sdk-k1.js",
    ]);
    const left = readdirSync(join(build, "client", "assets")).sort();
    expect(left).toEqual([
      "entry-e1.js",
      "firebase-app-a1.js",
      "firestore-lite-w1.js",
      "font-n1.woff2",
      "home-h1.js",
      "manifest-m1.js",
      "root-r1.js",
      "shared-s1.js",
    ]);
    expect(existsSync(join(build, "client", "desk"))).toBe(false);
    expect(existsSync(join(build, "client", "index.html"))).toBe(true);
    expect(existsSync(join(build, "client", "sitemap.xml"))).toBe(true);
  });

  it("counts the desk's routes by their full path, its pathless frame included, not a look-alike", () => {
    const ids = deskRouteIds({
      ...routes,
      "pages/desktop": { id: "pages/desktop", parentId: "root", path: "desktop-apps", module: "" },
    });
    expect([...ids].sort()).toEqual([
      "pages/desk/desk-layout",
      "pages/desk/lead",
      "pages/desk/list",
    ]);
  });
});
