// Byte budgets (no timing): the JavaScript a phone fetches while a page loads, HTML size,
// per-route code splitting, and the heavy libraries kept out of pages that do not use them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDeskPath } from "../../web/scripts/desk-csp.mjs";
import {
  deskHostingOrigin,
  hostingOrigin,
  launchBrowser,
  LIGHTHOUSE_PHONE,
} from "../support/browser";
import { waitFor } from "../support/emulators";
import {
  CLIENT_DIR,
  builtAsset,
  builtHtml,
  builtDeskPagePaths,
  builtPagePaths,
  builtPublicRoutes,
  firstLoadScripts,
  gzipBytes,
  readRouteManifest,
} from "./helpers/built-site";
import { watchRequests } from "./helpers/page-quiet";
import { staticPackages } from "./helpers/source-graph";

const KB = 1000;
/**
 * React 19 + React Router's floor (~112 KB) plus at most ~18 KB of the site's own code, and
 * 2 KB for the vitals reporter a sampled page view loads once idle (features/vitals: 1.6 KB;
 * the test build samples every page view). /pricing is the largest: 128.1 KB without the
 * reporter, 129.7 KB with it (November 2026).
 */
const LOAD_JS_BUDGET = 132 * KB;
const HTML_BUDGET = 14 * KB;
/**
 * The sales desk's scripts with the Firebase SDKs (Auth, Firestore), as /desk loads them:
 * 268 kB when set. Leaving re2js out (vite.config.ts) took 45 kB off; `npm run bench:desk`
 * reports the same scripts as sent (headers included).
 */
const DESK_JS_BUDGET = 280 * KB;
/** A string only re2js's own code holds (its parser's error message). */
const RE2JS_SIGNATURE = "invalid nested repetition operator";
/**
 * A page's response (headers and compressed body) must fit TCP's first congestion window, ten
 * segments of 1460 bytes, as Lighthouse models it: one byte more costs a whole round trip before
 * the first paint (/pricing's FCP went from ~700 to ~870 ms at 14,669 bytes).
 */
const FIRST_ROUND_TRIP_BYTES = 14_600;

builtPublicRoutes(); // fails with "Run `npm run build` first" when there is no build
// The site and the desk are two apps, each with its own route manifest (the desk's build is its
// own: docs/decisions/008-desk-own-app.md); a page is checked against its own app's routes.
const siteRoutes = Object.values(readRouteManifest("/").routes);
const deskRoutes = Object.values(readRouteManifest("/desk").routes);
const routesOf = (pagePath: string) => (isDeskPath(pagePath) ? deskRoutes : siteRoutes);
const NOT_FOUND_FILE = join(CLIENT_DIR, "404.html");

/** The route ids matched for a page path: the route and its layouts up to root. */
function routeChain(pagePath: string): string[] {
  const routes = routesOf(pagePath);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (id: string): string => {
    const segments: string[] = [];
    for (let at = byId.get(id); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.path) segments.unshift(at.path);
    }
    // A splat below a path ("pay/*") renders that path's prerendered shell ("/pay").
    return ("/" + segments.join("/")).replace(/\/\*$/, "");
  };
  // The route that renders the page: the splat for 404.html, else the (index) route whose
  // full path is the page's (root and pathless layouts never are).
  const candidates = routes.filter(
    (route) =>
      route.id !== "root" &&
      (route.path !== undefined || route.index) &&
      (pagePath === "404.html" ? route.path === "*" : fullPath(route.id) === pagePath),
  );
  const leaf = candidates.find((route) => route.index) ?? candidates[0];
  if (!leaf) throw new Error(`No route of the build's route table renders ${pagePath}`);
  const chain: string[] = [];
  for (
    let at: typeof leaf | undefined = leaf;
    at;
    at = at.parentId ? byId.get(at.parentId) : undefined
  ) {
    chain.push(at.id);
  }
  return chain;
}

const pages = [
  ...[...builtPagePaths(), ...builtDeskPagePaths()].map((path) => ({
    path,
    html: builtHtml(path),
  })),
  ...(existsSync(NOT_FOUND_FILE)
    ? [{ path: "404.html", html: readFileSync(NOT_FOUND_FILE, "utf8") }]
    : []),
];

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * URLs of every script a visit fetches while the page loads, as Lighthouse's mobile run sees
 * it: a 412 × 823 phone viewport, no scrolling, until the network has been quiet for a while
 * (the bootstrap imports the app after the first paint; anything loaded near the fold counts).
 */
async function scriptsFetchedDuringLoad(browser: Browser, path: string): Promise<string[]> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") urls.add(request.url());
    });
    const requests = watchRequests(page);
    // The desk's pages are on the desk's own origin (the public site redirects /desk there).
    const origin = isDeskPath(path) ? deskHostingOrigin() : hostingOrigin();
    await page.goto(origin + path, { waitUntil: "load" });
    // The bootstrap imports the HTML's own module graph after the first paint, which the
    // browser reports a moment later (idle periods can come first): wait for that graph to be
    // requested, then for the page to go quiet as Lighthouse does, so whatever it starts after
    // (idle callbacks, modules importing modules) is in.
    const graph = firstLoadScripts(builtHtml(path)).map((asset) => origin + asset);
    await waitFor(async () => (graph.every((url) => urls.has(url)) ? true : undefined), {
      what: `${path}'s first-load scripts to be requested`,
      timeoutMs: 30_000,
    });
    await requests.quiet();
    return [...urls];
  } finally {
    await context.close();
  }
}

/** The gzip bytes of built assets, and one line per asset to show when over a budget. */
function gzipTotal(assets: string[]): { total: number; sizes: string } {
  return {
    total: assets.reduce((sum, url) => sum + gzipBytes(builtAsset(url)), 0),
    sizes: assets.map((url) => `${url} ${kb(gzipBytes(builtAsset(url)))}`).join("\n  "),
  };
}

describe("JavaScript fetched during the load (gzip)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(builtPublicRoutes())(`%s fetches at most ${kb(LOAD_JS_BUDGET)}`, async (path) => {
    const urls = await scriptsFetchedDuringLoad(browser, path);
    const foreign = urls.filter((url) => !url.startsWith(hostingOrigin() + "/assets/"));
    expect(foreign, "every script comes from the site's own /assets/").toEqual([]);
    const assets = urls.map((url) => new URL(url).pathname);
    // The first-load graph of the HTML is part of what is fetched, never more than it.
    expect(assets).toEqual(expect.arrayContaining(firstLoadScripts(builtHtml(path))));
    const { total, sizes } = gzipTotal(assets);
    expect(total, `fetched during the load of ${path}:\n  ${sizes}`).toBeLessThanOrEqual(
      LOAD_JS_BUDGET,
    );
  });

  it(`the sales desk (/desk) fetches at most ${kb(DESK_JS_BUDGET)}, without re2js`, async () => {
    // Signed out: the desk's modules and both SDKs load (Auth decides what to show), as for a
    // salesperson, whose list adds no module of its own.
    const assets = (await scriptsFetchedDuringLoad(browser, "/desk")).map(
      (url) => new URL(url).pathname,
    );
    expect(assets.filter((url) => builtAsset(url).includes(RE2JS_SIGNATURE))).toEqual([]);
    expect(assets.some((url) => /[`"']@firebase\/firestore[`"']/.test(builtAsset(url)))).toBe(true);
    const { total, sizes } = gzipTotal(assets);
    expect(total, `fetched by /desk:\n  ${sizes}`).toBeLessThanOrEqual(DESK_JS_BUDGET);
  });
});

describe("HTML size (gzip)", () => {
  it.each(pages.map((page) => page.path))(`%s is at most ${kb(HTML_BUDGET)}`, (path) => {
    const page = pages.find((candidate) => candidate.path === path);
    expect(gzipBytes(page?.html ?? "")).toBeLessThanOrEqual(HTML_BUDGET);
  });
});

/** Bytes of a page's response as the Hosting emulator sends it to Chrome: headers + body. */
function responseBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(
      hostingOrigin() + path,
      { headers: { "accept-encoding": "br, gzip, deflate" } },
      (response) => {
        const head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
        const pairs = response.rawHeaders;
        let bytes = head.length + 2;
        for (let i = 0; i < pairs.length; i += 2)
          bytes += `${pairs[i]}: ${pairs[i + 1]}\r\n`.length;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

describe("the document arrives in one round trip (headers + compressed body)", () => {
  it.each(builtPublicRoutes())(`%s is at most ${FIRST_ROUND_TRIP_BYTES} bytes`, async (path) => {
    expect(await responseBytes(path)).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
});

describe("code split per route", () => {
  /** Route module chunks of the routes a page does not render. */
  const foreignRouteChunks = (path: string, html: string) => {
    const own = new Set(routeChain(path));
    const loaded = new Set(firstLoadScripts(html));
    const routes = routesOf(path);
    return routes
      .filter((route) => !own.has(route.id))
      .flatMap((route) => [route.module, route.clientLoaderModule].filter(Boolean) as string[])
      .filter(
        (chunk) => loaded.has(chunk) && !routes.some((r) => own.has(r.id) && r.module === chunk),
      );
  };

  it("the landing page's first load holds no other page's route chunk", () => {
    const html = builtHtml("/logo-design-services");
    expect(routeChain("/logo-design-services")).toEqual(["pages/landing/landing-page", "root"]);
    expect(foreignRouteChunks("/logo-design-services", html)).toEqual([]);
  });

  it.each(pages.map((page) => page.path))("%s loads only its own routes' chunks", (path) => {
    const page = pages.find((candidate) => candidate.path === path);
    expect(foreignRouteChunks(path, page?.html ?? "")).toEqual([]);
  });
});

// Strings that only the library's own code contains (checked against each package's dist).
const LIBRARIES = [
  {
    name: "Swiper",
    packages: ["swiper"],
    signature: /swiper-slide-fully-visible|swiper-centered-offset-before/,
  },
  {
    name: "LiveChat",
    packages: ["@livechat/widget-react", "@livechat/widget-core"],
    signature: /\[LiveChatWidget\]|customer_status_changed/,
  },
  {
    name: "Firebase",
    packages: ["firebase", "@firebase/app", "@firebase/firestore"],
    // The SDK's own component names, quoted as its bundle quotes them. Not Firestore's host: the
    // desk's early-rows script (web/desk/first-paint/early-query.ts) names it too, without any SDK.
    signature: /[`"']@firebase\/(?:app|firestore|auth)[`"']/,
  },
];

describe("heavy libraries stay out of the first load of pages that do not use them", () => {
  const loadedLibraries = (html: string) =>
    LIBRARIES.filter((library) =>
      firstLoadScripts(html).some((url) => library.signature.test(builtAsset(url))),
    ).map((library) => library.name);

  it.each(pages.map((page) => page.path))("%s", (path) => {
    const page = pages.find((candidate) => candidate.path === path);
    const used = staticPackages(routeChain(path), isDeskPath(path) ? "desk" : "site");
    const allowed = LIBRARIES.filter((library) =>
      library.packages.some((pkg) => used.has(pkg)),
    ).map((library) => library.name);
    const unexpected = loadedLibraries(page?.html ?? "").filter((name) => !allowed.includes(name));
    expect(unexpected, `statically imported packages: ${[...used].join(", ")}`).toEqual([]);
  });

  it("no public page loads the LiveChat widget or the Firebase SDK up front (loaded on intent)", () => {
    const offenders = builtPublicRoutes().flatMap((path) =>
      loadedLibraries(builtHtml(path))
        .filter((name) => name !== "Swiper")
        .map((name) => `${path}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});

// web/src/react-dom-client.ts relies on the bundler keeping module order inside the react-dom
// chunk: stackless errors on, React DOM's client initialised, the native Error back.
describe("React DOM starts in its own chunk without stack traces", () => {
  it("the react-dom chunk swaps in stackless errors, initialises React DOM, then swaps back", () => {
    const chunk = readdirSync(join(CLIENT_DIR, "assets")).find(
      (name) => name.startsWith("react-dom-") && name.endsWith(".js"),
    );
    expect(chunk, "a react-dom-*.js chunk").toBeDefined();
    const code = builtAsset(`/assets/${chunk}`);
    const swaps = code.split("globalThis.Error=").length - 1;
    const off = code.indexOf("globalThis.Error=");
    const start = code.lastIndexOf(".hydrateRoot");
    const on = code.lastIndexOf("globalThis.Error=");
    expect(swaps).toBe(2);
    expect(start).toBeGreaterThan(off);
    expect(on).toBeGreaterThan(start);
  });
});
