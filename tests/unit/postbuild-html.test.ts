import { describe, expect, it } from "vitest";
import {
  builtModuleImports,
  deferPageScripts,
  evaluationOrder,
} from "../../web/scripts/defer-scripts.mjs";
import { inlineScriptHashes, inlineStyleHashes } from "../../web/scripts/csp.mjs";
import {
  deskBootstrap,
  deskBootstrapStep,
  deskEarlyStep,
  FIRST_PAINT_PROMISE,
} from "../../web/scripts/desk-bootstrap.mjs";
import { DESK_EARLY_SCRIPTS, deskEarlyScript } from "../../web/scripts/desk-early-script.mjs";
import { parsedPage } from "../../web/scripts/html-elements.mjs";
import { ICON_PLACEHOLDER, iconAfterPaintStep } from "../../web/scripts/icon-after-paint.mjs";
import { FIRST_PAINT_PROMISE as PROMISE_THE_PICTURE_SETS } from "../../web/desk/first-paint";
import { inlinePageCss, pageStylesheets } from "../../web/scripts/inline-css.mjs";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48"/>',
  '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css#"/>',
  "</head><body><h1>Hello</h1>",
  '<script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");</script></body></html>',
].join("");

const assets: Record<string, string> = {
  "/assets/root.css": "body{margin:0}",
  "/assets/page.css": "h1{color:red}",
};
const read = (href: string) => {
  const css = assets[href];
  if (css === undefined) throw new Error(`unexpected asset ${href}`);
  return css;
};

describe("inlinePageCss", () => {
  const html = inlinePageCss(page, read);

  it("inlines every linked /assets/ stylesheet, in order, as one <style>", () => {
    expect(html).toContain("<style data-inlined-css>body{margin:0}\nh1{color:red}</style>");
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it("keeps the links React hydrates, disabled so they neither load nor block rendering", () => {
    expect(pageStylesheets(html)).toEqual(["/assets/root.css", "/assets/page.css#"]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css" disabled=""/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/page.css#" disabled=""/>');
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("is idempotent, and the <style> gets a CSP hash", () => {
    expect(inlinePageCss(html, read)).toBe(html);
    expect(inlineStyleHashes(html).elements).toHaveLength(1);
  });

  it("cannot close the <style> early", () => {
    const tricky = inlinePageCss(page, (href) =>
      href === "/assets/root.css" ? 'a::after{content:"</style>"}' : "",
    );
    expect(tricky.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe("deferPageScripts", () => {
  const html = deferPageScripts(page);
  const bootstrap = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("removes every modulepreload link and every static import from the HTML", () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(bootstrap).not.toMatch(/^\s*import\s/m);
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48"/>');
  });

  it("waits for the first contentful paint, then adds every hint and imports in source order", () => {
    expect(bootstrap).toContain("first-contentful-paint");
    expect(bootstrap).toContain('h=["/assets/entry.js","/assets/root.js","/assets/manifest.js"]');
    expect(bootstrap).toContain("u=[2,1]");
    expect(bootstrap).toContain("o=[2,1]");
    expect(bootstrap).toContain("route0=m[1]");
    expect(bootstrap.indexOf("route0=m[1]")).toBeLessThan(
      bootstrap.indexOf("__reactRouterRouteModules"),
    );
  });

  it("starts nothing before it is called back, then loads the hints, modules and entry", async () => {
    const loaded: string[] = [];
    const appended: string[] = [];
    let paint: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const win: Record<string, unknown> = {};
    class Observer {
      static supportedEntryTypes = ["paint"];
      constructor(private callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        paint = () =>
          this.callback({ getEntriesByName: () => [{}] }, { disconnect: () => undefined });
      }
    }
    const priorities: string[] = [];
    const document = {
      createElement: () => ({}) as { href?: string; fetchPriority?: string },
      head: {
        appendChild: (link: { href: string; fetchPriority?: string }) => {
          appended.push(link.href);
          priorities.push(link.fetchPriority ?? "auto");
        },
      },
    };
    const importer = (url: string) => {
      loaded.push(url);
      return Promise.resolve({ url });
    };
    const run = new Function(
      "PerformanceObserver",
      "setTimeout",
      "requestAnimationFrame",
      "document",
      "window",
      "__import",
      bootstrap.replace(/\bimport\(/g, "__import("),
    );
    run(
      Observer,
      (callback: () => void) => timers.push(callback),
      () => undefined,
      document,
      win,
      importer,
    );
    expect(appended).toEqual([]);
    expect(loaded).toEqual([]);
    paint?.();
    // One hint per task: the first comes at once, each of the others on a later timer.
    timers.shift()?.();
    expect(appended).toEqual(["/assets/entry.js"]);
    expect(loaded).toEqual([]);
    // Then one module per task: each import waits for the timer after the previous one.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (let round = 0; round < 10; round += 1) {
      while (timers.length > 0) timers.shift()?.();
      await tick();
      if (loaded.length === 1) expect(timers.length).toBe(1);
    }
    expect(appended).toEqual(["/assets/entry.js", "/assets/root.js", "/assets/manifest.js"]);
    expect(priorities).toEqual(["low", "low", "low"]);
    expect(loaded).toEqual(["/assets/manifest.js", "/assets/root.js", "/assets/entry.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root.js" } });
    // The 5 s fallback timer and the paint's timer both ran above: the modules load once.
    expect(loaded).toHaveLength(3);
  });

  it("evaluates each module after the modules it imports, the entry last", () => {
    // entry → react-dom, framework; root → framework, shell; shell → framework
    const graph: Record<string, string[]> = {
      "/entry.js": ["/react-dom.js", "/framework.js"],
      "/root.js": ["/framework.js", "/shell.js"],
      "/shell.js": ["/framework.js"],
    };
    const hints = [
      "/entry.js",
      "/react-dom.js",
      "/framework.js",
      "/root.js",
      "/shell.js",
      "/manifest.js",
    ];
    const order = evaluationOrder(
      hints,
      ["/manifest.js", "/root.js"],
      "/entry.js",
      (url) => graph[url] ?? [],
    );
    expect(order.map((index) => hints[index])).toEqual([
      "/manifest.js",
      "/framework.js",
      "/shell.js",
      "/root.js",
      "/react-dom.js",
    ]);
  });

  it("reads a built module's static imports, not its dynamic ones", () => {
    const files: Record<string, string> = {
      "/assets/root-1.js":
        'import{a as e}from"./framework-2.js";import"./shell-3.js";const t=()=>import("./lazy-4.js");',
    };
    const importsOf = builtModuleImports((href) => files[href] ?? "");
    expect(importsOf("/assets/root-1.js")).toEqual([
      "/assets/framework-2.js",
      "/assets/shell-3.js",
    ]);
  });

  it("fails the build, naming the script, when the bootstrap is not the shape it knows", () => {
    const named = page.replace(
      'import "/assets/manifest.js";',
      'import { x } from "/assets/manifest.js";',
    );
    expect(() => deferPageScripts(named)).toThrow(/defer-scripts: unexpected import/);
    const noEntry = page.replace('import("/assets/entry.js");', "");
    expect(() => deferPageScripts(noEntry)).toThrow(/defer-scripts: expected one import\(\)/);
  });

  it("is idempotent, leaves a page without a module script alone, and the script gets a hash", () => {
    expect(deferPageScripts(html)).toBe(html);
    const noScript = page.replace(/<script[\s\S]*<\/script>/, "");
    expect(deferPageScripts(noScript)).toBe(noScript);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});

describe("iconAfterPaintStep", () => {
  const withIconStep = (html: string) => {
    const edited = parsedPage(html);
    iconAfterPaintStep(edited);
    return edited.html();
  };

  it("names an empty data: URL for the icon instead of /favicon.ico, and nothing else changes", () => {
    const html = withIconStep(page);
    expect(html).toContain(`<link rel="icon" href="${ICON_PLACEHOLDER}"/>`);
    expect(html).not.toContain("/favicon.ico");
    expect(html.replace(`<link rel="icon" href="${ICON_PLACEHOLDER}"/>`, "")).toBe(
      page.replace('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48"/>', ""),
    );
  });

  it("is idempotent, and leaves a page without an icon link as it is", () => {
    const html = withIconStep(page);
    expect(withIconStep(html)).toBe(html);
    const noIcon = page.replace(/<link rel="icon"[^>]*>/, "");
    expect(withIconStep(noIcon)).toBe(noIcon);
  });
});

describe("deskBootstrap", () => {
  const body = page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
  const hints = ["/assets/entry.js", "/assets/root.js"];
  /** Runs the rewritten bootstrap with `win` as window; answers what it imported and hinted. */
  const runBootstrap = (win: Record<string, unknown>) => {
    const loaded: string[] = [];
    const hinted: string[] = [];
    const document = {
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { appendChild: (link: { rel: string; href: string }) => hinted.push(link.href) },
    };
    new Function(
      "window",
      "document",
      "__import",
      deskBootstrap(body, hints).replace(/\bimport\(/g, "__import("),
    )(win, document, (url: string) => {
      loaded.push(url);
      return Promise.resolve({ url });
    });
    return { loaded, hinted };
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("waits for the promise the desk's first paint sets, then hints and loads the modules and the entry", async () => {
    expect(FIRST_PAINT_PROMISE).toBe(PROMISE_THE_PICTURE_SETS);
    let painted: () => void = () => undefined;
    const win: Record<string, unknown> = {
      [FIRST_PAINT_PROMISE]: new Promise<void>((resolve) => (painted = resolve)),
    };
    const { loaded, hinted } = runBootstrap(win);
    await tick();
    expect(loaded).toEqual([]);
    expect(hinted).toEqual([]);
    painted();
    await tick();
    await tick();
    expect(hinted).toEqual(hints);
    expect(loaded).toEqual(["/assets/manifest.js", "/assets/root.js", "/assets/entry.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root.js" } });
  });

  it("starts at once without a first paint, importing what the original bootstrap imported", async () => {
    const win: Record<string, unknown> = {};
    const { loaded, hinted } = runBootstrap(win);
    await tick();
    await tick();
    expect(hinted).toEqual(hints);
    expect(loaded).toEqual(["/assets/manifest.js", "/assets/root.js", "/assets/entry.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root.js" } });
  });

  it("keeps only the manifest's modulepreload in the desk's HTML, and fails without it", () => {
    const withManifest = page.replace(
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.js"/>',
    );
    const desk = parsedPage(withManifest);
    deskBootstrapStep(desk);
    const html = desk.html();
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/manifest.js"/>',
    ]);
    expect(html).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(() => deskBootstrapStep(parsedPage(page))).toThrow(/does not preload its manifest/);
  });
});

/**
 * What an early script must not hold: an import (it is one classic script), React (its element
 * markers: the `react.*` symbols' names and `$$typeof`; not `createElement`, which the early
 * rows call on the DOM) or Firestore's SDK (its channel).
 */
const NOT_SELF_CONTAINED = /\bimport\s*[("{*]|react\.|\$\$typeof|WebChannelConnection/;

describe("the desk's early-rows script", () => {
  it("is loaded async from /desk's <head>, after inline lines that send the queries, right after the <title>", () => {
    const desk = parsedPage(page.replace("</head>", "<title>Sales desk</title></head>"));
    deskEarlyStep(desk, "/assets/desk-early-abc.js", "sendQueries()");
    const html = desk.html();
    expect(html).toContain(
      '<title>Sales desk</title><script>sendQueries()</script><script async="" fetchpriority="high" src="/assets/desk-early-abc.js"></script>',
    );
    expect(inlineScriptHashes(html)).toHaveLength(inlineScriptHashes(page).length + 1);
    expect(() => deskEarlyStep(parsedPage(page), "/assets/desk-early-abc.js", "x()")).toThrow(
      /no <title>/,
    );
  });

  it("is one self-contained script within its budget, without React or the Firebase SDKs", async () => {
    const code = await deskEarlyScript();
    expect(code.length).toBeGreaterThan(1000);
    expect(code.length).toBeLessThanOrEqual(DESK_EARLY_SCRIPTS.rows.budget);
    expect(code).not.toMatch(NOT_SELF_CONTAINED);
    expect(code).toContain(":runQuery");
  }, 60_000);
});

describe("the overview's early script", () => {
  it("is loaded async right after /desk/overview's <title>, with no inline lines before it", () => {
    const overview = parsedPage(page.replace("</head>", "<title>Sales desk</title></head>"));
    deskEarlyStep(overview, "/assets/desk-early-overview-abc.js");
    const html = overview.html();
    expect(html).toContain(
      '<title>Sales desk</title><script async="" fetchpriority="high" src="/assets/desk-early-overview-abc.js"></script>',
    );
    expect(inlineScriptHashes(html)).toHaveLength(inlineScriptHashes(page).length);
  });

  it("reads the rollup by REST in a few kB, without React or the Firebase SDKs", async () => {
    const code = await deskEarlyScript("overview");
    expect(code.length).toBeLessThanOrEqual(DESK_EARLY_SCRIPTS.overview.budget);
    expect(code).not.toMatch(NOT_SELF_CONTAINED);
    expect(code).toContain(":runQuery");
    expect(code).toContain("overviewWeeks");
  }, 60_000);
});
