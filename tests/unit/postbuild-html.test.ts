import { describe, expect, it } from "vitest";
import { inlineStyleHashes } from "../../web/scripts/csp.mjs";
import { deferModulePreloads } from "../../web/scripts/defer-preloads.mjs";
import { inlinePageCss, pageStylesheets } from "../../web/scripts/inline-css.mjs";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="icon" href="/favicon.svg"/>',
  '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css#"/>',
  "</head><body><h1>Hello</h1>",
  '<script type="module" async="">import "/assets/root.js";</script></body></html>',
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

describe("deferModulePreloads", () => {
  const html = deferModulePreloads(page);

  it("moves every modulepreload from <head> to just before the bootstrap module script", () => {
    const [head, body] = html.split("</head>");
    expect(head).not.toContain("modulepreload");
    expect(body).toContain(
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/><script type="module"',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("leaves a page without a module script alone and is idempotent", () => {
    const noScript = page.replace(/<script[\s\S]*<\/script>/, "");
    expect(deferModulePreloads(noScript)).toBe(noScript);
    expect(deferModulePreloads(html)).toBe(html);
  });
});
