// The built site as Firebase Hosting serves it (Hosting emulator): headers, redirects,
// 404, sitemap/robots, each route's HTML without JavaScript, and a clean console in Chromium.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viteEnv } from "../../web/scripts/build-env.mjs";
import { ICON_PLACEHOLDER } from "../../web/scripts/icon-after-paint.mjs";
import { site } from "../../web/src/content/site";
import { deskHostingOrigin, hostingOrigin, launchBrowser } from "../support/browser";
import {
  CLIENT_DIR,
  DESK_DIR,
  builtDeskPagePaths,
  builtHtml,
  builtPagePaths,
  builtPublicRoutes,
  readHead,
  readRouteManifest,
  routeTable,
} from "./helpers/built-site";
import { openAndWatch } from "./helpers/page-watch";

const origin = hostingOrigin();
const deskOrigin = deskHostingOrigin();
const routes = builtPublicRoutes();
// The origin the build used: web/.env* (as Vite reads them), else site.ts's default.
const siteOrigin = (viteEnv("production").VITE_SITE_ORIGIN || site.origin).replace(/\/+$/, "");
const serviceRoutes = routeTable(readRouteManifest())
  .filter((route) => route.id.startsWith("pages/services/") && route.path)
  .map((route) => route.path as string);
const UNKNOWN_PATH = "/no-such-page/for-sure";

const get = (path: string, init: RequestInit = {}) =>
  fetch(origin + path, { redirect: "manual", ...init });

/** Every JSON-LD node of a page, @graph flattened. */
const jsonLdNodes = (html: string): Record<string, unknown>[] =>
  readHead(html).jsonLd.flatMap((node) =>
    Array.isArray(node["@graph"]) ? (node["@graph"] as Record<string, unknown>[]) : [node],
  );
const typesOf = (node: Record<string, unknown>) => [node["@type"]].flat().map(String);

const SECURITY_HEADERS: Record<string, RegExp> = {
  "content-security-policy": /frame-ancestors 'none'/,
  "strict-transport-security": /max-age=\d{8,}; includeSubDomains/,
  "x-content-type-options": /^nosniff$/,
  "x-frame-options": /^DENY$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
};

function expectSecurityHeaders(response: Response, what: string) {
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name), `${name} on ${what}`).toMatch(pattern);
  }
}

describe("Hosting headers", () => {
  it("serves HTML with no-cache and every security header", async () => {
    for (const path of ["/", routes.at(-1) ?? "/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/text\/html/);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expectSecurityHeaders(response, path);
    }
  });

  it("sends no Cross-Origin-Opener-Policy (docs/decisions/004-no-coop.md)", async () => {
    // COOP makes Chromium open a fresh renderer process for the page (a browsing context group
    // switch; on Android, a dedicated process for every site that sends it): measured here, the
    // new process's first document commit doubled and carried most of the pages' blocking time.
    for (const path of ["/", routes.at(-1) ?? "/"]) {
      const response = await get(path);
      expect(response.headers.get("cross-origin-opener-policy"), path).toBeNull();
    }
  });

  it("serves hashed assets as immutable for a year, nosniff, without the pages' headers", async () => {
    const html = await (await get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, "the home page references a /assets/*.js chunk").toBeTruthy();
    const response = await get(asset as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // The headers that govern a document (framing, features, referrer, HSTS) say nothing on a
    // script; together they were ~440 bytes of every chunk's response (docs/page-speed.md).
    for (const name of Object.keys(SECURITY_HEADERS).filter(
      (key) => key !== "x-content-type-options",
    )) {
      expect(response.headers.get(name), `${name} on ${asset as string}`).toBeNull();
    }
  });

  it("gives sitemap.xml and robots.txt a short public cache", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=3600");
    }
  });
});

describe("Content-Security-Policy of each page", () => {
  it.each(builtPagePaths())(
    "%s has a strict CSP <meta> that hashes its inline scripts",
    async (path) => {
      const html = await (await get(path)).text();
      const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
      expect(meta, "CSP <meta> present").toBeTruthy();
      const policy = (meta as RegExpMatchArray)[1] as string;
      const firstScript = html.search(/<script\b/);
      expect(meta?.index, "CSP <meta> comes before every script").toBeLessThan(
        firstScript < 0 ? Infinity : firstScript,
      );
      const scriptSrc = policy.match(/script-src ([^;]+)/)?.[1] ?? "";
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
      expect(policy).toMatch(/object-src 'none'/);
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|application\/ld\+json/.test(attributes ?? "") || !body) continue;
        const hash = createHash("sha256").update(body).digest("base64");
        expect(scriptSrc, `hash of inline script "${body.slice(0, 60)}…"`).toContain(hash);
      }
    },
  );
});

describe("Redirects and not-found", () => {
  it("answers /home and /index.html with a 301 to /", async () => {
    for (const path of ["/home", "/index.html"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", origin).pathname, path).toBe("/");
    }
  });

  it("has one canonical form: a trailing slash redirects to the bare path", async () => {
    const path = routes.find((route) => route !== "/") ?? "/about";
    const response = await get(`${path}/`);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", origin).pathname).toBe(path);
  });

  it("answers an unknown path with 404 and the not-found page", async () => {
    const file = join(CLIENT_DIR, "404.html");
    expect(existsSync(file), "web/build/client/404.html exists (a splat route renders it)").toBe(
      true,
    );
    const expectedH1 = readHead(readFileSync(file, "utf8")).h1s[0];
    expect(expectedH1, "404.html has an H1").toBeTruthy();
    const response = await get(UNKNOWN_PATH);
    expect(response.status).toBe(404);
    expect(readHead(await response.text()).h1s).toEqual([expectedH1]);
  });
});

describe("The sales desk on its own origin (firebase.json's desk target)", () => {
  const getDesk = (path: string) => fetch(deskOrigin + path, { redirect: "manual" });

  it("the public site answers /desk and /desk/** with a 301 to the desk's origin", async () => {
    for (const path of ["/desk", "/desk/overview", "/desk/leads/AbCdEfGhIjKlMnOpQrSt"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(deskOrigin + path);
    }
  });

  it("the public site's build holds none of the desk's pages or chunks; the desk's site serves them", async () => {
    // Two apps, two builds: nothing is cut out of the public site's build afterwards.
    expect(existsSync(join(CLIENT_DIR, "desk"))).toBe(false);
    const publicAssets = readdirSync(join(CLIENT_DIR, "assets"));
    expect(publicAssets.filter((name) => /^desk|firestore-queries|desk-sdk/.test(name))).toEqual(
      [],
    );
    const deskScripts = readdirSync(join(DESK_DIR, "assets")).filter((name) =>
      name.endsWith(".js"),
    );
    expect(deskScripts.some((name) => name.startsWith("desk-sdk-"))).toBe(true);
    for (const name of deskScripts.filter((script) => script.startsWith("desk-"))) {
      expect((await get(`/assets/${name}`)).status, name).toBe(404);
      expect((await getDesk(`/assets/${name}`)).status, name).toBe(200);
    }
  });

  it("serves the desk's pages with COOP for Google's pop-up, no referrer, never from a shared cache", async () => {
    for (const path of [...builtDeskPagePaths(), "/desk/leads/AbCdEfGhIjKlMnOpQrSt"]) {
      const response = await getDesk(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe(
        "same-origin-allow-popups",
      );
      expect(response.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(response.headers.get("cache-control"), path).toMatch(/\b(private|no-store)\b/);
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      expect(response.headers.get("content-security-policy"), path).toMatch(
        /frame-ancestors 'none'/,
      );
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("names no chat vendor in any desk page, its policy included", () => {
    for (const path of builtDeskPagePaths()) {
      expect(builtHtml(path), path).not.toMatch(/livechat/i);
    }
    // The SPA fallback Hosting serves for /desk/** (a lead's page).
    expect(readFileSync(join(DESK_DIR, "index.html"), "utf8")).not.toMatch(/livechat/i);
  });

  it("sends the desk's origin to /desk and keeps crawlers out of all of it", async () => {
    const root = await getDesk("/");
    expect(root.status).toBe(301);
    expect(new URL(root.headers.get("location") ?? "", deskOrigin).pathname).toBe("/desk");
    expect(await (await getDesk("/robots.txt")).text()).toMatch(/^Disallow: \/$/m);
    // None of the public site's pages.
    expect((await getDesk("/pricing")).status).toBe(404);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every prerendered page robots.txt allows, by absolute URL, and no brief step", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const robots = await (await get("/robots.txt")).text();
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map(([, path]) => path ?? "");
    const allowedPages = builtPagePaths().filter(
      (path) => !disallowed.some((prefix) => path.startsWith(prefix)),
    );
    expect(locs[0]).toBe(`${siteOrigin}/`);
    expect([...locs].sort()).toEqual(allowedPages.map((path) => siteOrigin + path).sort());
    expect(locs.some((loc) => /\/(brief|final-step|checkout|404|home)\b/.test(loc ?? ""))).toBe(
      false,
    );
  });

  it("allows crawling, keeps the brief flow and the desk out and points to the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ["/brief/company", "/brief/number", "/final-step", "/checkout", "/desk"]) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  });
});

describe("Each public route's HTML, without JavaScript", () => {
  const titles = new Map<string, string>();

  it.each(routes)(
    "%s holds its H1, title, description, canonical and social tags",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const head = readHead(await response.text());
      expect(head.h1s, "exactly one non-empty H1").toHaveLength(1);
      expect(head.h1s[0]).not.toBe("");
      expect(head.titles, "exactly one <title>").toHaveLength(1);
      const title = head.titles[0] as string;
      const other = [...titles].find(([, seen]) => seen === title)?.[0];
      expect(other, `title "${title}" is not shared with another route`).toBeUndefined();
      titles.set(path, title);
      expect(head.description?.length ?? 0, "meta description").toBeGreaterThan(50);
      expect(head.canonical).toBe(siteOrigin + path);
      expect(head.ogTitle).toBe(title);
      expect(head.twitterCard).toMatch(/^summary/);
    },
  );

  // web/scripts/icon-after-paint.mjs: no icon request before the paint, but on the home page,
  // whose <link rel="icon"> Google Search reads.
  it.each(routes)(
    "%s names the favicon on the home page only, else an empty data: icon",
    async (path) => {
      const html = await (await get(path)).text();
      const icons = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((match) => match[1]);
      expect(icons).toEqual([path === "/" ? "/favicon.ico" : ICON_PLACEHOLDER]);
    },
  );

  it("home page has Organization JSON-LD with the Dallas address", async () => {
    const nodes = jsonLdNodes(await (await get("/")).text());
    const organization = nodes.find((node) =>
      typesOf(node).some((type) => /Organization|LocalBusiness|ProfessionalService/.test(type)),
    );
    expect(organization, `Organization among ${JSON.stringify(nodes)}`).toBeTruthy();
    const address = organization?.address as Record<string, string> | undefined;
    expect(address?.addressLocality).toBe("Dallas");
    expect(address?.addressRegion).toMatch(/^(TX|Texas)$/);
  });

  it("every service page has Service JSON-LD", async () => {
    expect(serviceRoutes.length, "service routes in the route table").toBeGreaterThanOrEqual(6);
    for (const path of serviceRoutes) {
      const nodes = jsonLdNodes(await (await get(path)).text());
      expect(
        nodes.some((node) => typesOf(node).includes("Service")),
        `${path} has a Service node`,
      ).toBe(true);
    }
  });
});

describe("In Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(builtPagePaths())(
    "%s loads without console errors, CSP violations or hydration warnings",
    async (path) => {
      const { page, problems, status } = await openAndWatch(context, origin + path);
      expect(status).toBe(200);
      expect(await problems()).toEqual([]);
      await page.close();
    },
  );

  // web/scripts/inline-css.mjs relies on React keeping the `disabled` it did not render, and
  // defer-scripts.mjs on the page painting before any script: this fails if either changes.
  it("hydrates /pricing with its stylesheet links still disabled and no CSS fetched", async () => {
    const page = await context.newPage();
    const css: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") css.push(request.url());
    });
    await page.goto(origin + "/pricing", { waitUntil: "networkidle" });
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document).some((key) => key.startsWith("__reactContainer")),
        ),
      )
      .toBe(true);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => link.disabled,
      ),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.every(Boolean)).toBe(true);
    expect(css).toEqual([]);
    await page.close();
  });

  // icon-after-paint.mjs relies on React adding the icon link root.tsx renders when hydration
  // finds none with its URL: this fails if that changes, and the tab would keep no icon.
  it("gives a page written with the placeholder icon its favicon link once hydrated", async () => {
    const page = await context.newPage();
    await page.goto(origin + "/about", { waitUntil: "networkidle" });
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) =>
            link.getAttribute("href"),
          ),
        ),
      )
      .toEqual([ICON_PLACEHOLDER, "/favicon.ico"]);
    const icon = await get("/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/icon/);
    await page.close();
  });

  it("hydrates the not-found page at an unknown URL without a mismatch", async () => {
    const { page, problems, status } = await openAndWatch(context, origin + UNKNOWN_PATH, {
      expectedStatus: 404,
    });
    expect(status).toBe(404);
    const expectedH1 = readHead(readFileSync(join(CLIENT_DIR, "404.html"), "utf8")).h1s[0];
    await expect.poll(() => page.locator("h1").allTextContents()).toEqual([expectedH1]);
    expect(await problems()).toEqual([]);
    await page.close();
  });
});
