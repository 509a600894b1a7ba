import { describe, expect, it } from "vitest";
import {
  htmlElements,
  parsedPage,
  spliceHtml,
  startTagInsertPoint,
} from "../../web/scripts/html-elements.mjs";
import type { HtmlElement } from "../../web/scripts/html-elements.mjs";

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>' +
  '<script type="module">if (a < b) import("/x.js");</script></head>' +
  '<body><p style="color:&quot;red&quot;">Hi</p><template><i>t</i></template></body></html>';

describe("htmlElements", () => {
  const elements = htmlElements(page);

  it("finds each element with its decoded attributes and raw body, templates included", () => {
    const tags = "html head meta link script body p template i".split(" ");
    expect(elements.map((element) => element.tag)).toEqual(tags);
    const script = elements.find((element) => element.tag === "script");
    expect(script?.body).toBe('if (a < b) import("/x.js");');
    expect(elements.find((element) => element.tag === "p")?.attrs.style).toBe('color:"red"');
    expect(elements.find((element) => element.tag === "meta")?.attrs).toEqual({ charset: "utf-8" });
  });

  it("gives offsets that splice the source without touching the rest", () => {
    const link = elements.find((element) => element.tag === "link");
    if (!link) throw new Error("no link");
    expect(page.slice(link.start, link.end)).toBe('<link rel="stylesheet" href="/a.css"/>');
    const at = startTagInsertPoint(page, link);
    const edited = spliceHtml(page, [{ start: at, end: at, text: " disabled" }]);
    expect(edited).toBe(page.replace('href="/a.css"/>', 'href="/a.css" disabled/>'));
  });

  it("refuses overlapping edits", () => {
    expect(() =>
      spliceHtml(page, [
        { start: 0, end: 10, text: "" },
        { start: 5, end: 12, text: "" },
      ]),
    ).toThrow(/overlapping/);
  });
});

describe("parsedPage", () => {
  it("makes every step's edits in one pass and tells what the edited page will hold", () => {
    const edited = parsedPage(page);
    const [meta, link, script] = ["meta", "link", "script"].map((tag) => {
      const found = edited.elements.find((element) => element.tag === tag);
      if (!found) throw new Error(`no ${tag}`);
      return found;
    }) as [HtmlElement, HtmlElement, HtmlElement];
    edited.insert(link.start, "<style>b{}</style>", { tag: "style", attrs: {}, body: "b{}" });
    edited.addAttribute(link, " disabled");
    edited.replaceBody(script, "run();");
    edited.insert(meta.end, "<meta/>", { tag: "meta", attrs: {}, body: "" }, { first: true });
    edited.remove(meta);
    expect(edited.html()).toBe(
      page
        .replace('<meta charSet="utf-8"/>', "<meta/>")
        .replace("<link", "<style>b{}</style><link")
        .replace('"/a.css"/>', '"/a.css" disabled/>')
        .replace('if (a < b) import("/x.js");', "run();"),
    );
    expect(edited.html()).toBe(
      spliceHtml(page, [
        { start: meta.start, end: meta.end, text: "<meta/>" },
        { start: link.start, end: link.start, text: "<style>b{}</style>" },
        {
          start: startTagInsertPoint(page, link),
          end: startTagInsertPoint(page, link),
          text: " disabled",
        },
        { start: script.startTagEnd, end: script.bodyEnd, text: "run();" },
      ]),
    );
    const after = edited.elementsAfterEdits();
    expect(after.map((element) => element.tag)).toEqual(
      htmlElements(edited.html()).map((element) => element.tag),
    );
    expect(after.map((element) => element.tag).slice(2, 5)).toEqual(["meta", "style", "link"]);
    expect(after.find((element) => element.tag === "script")?.body).toBe("run();");
    const rawText = (elements: { tag: string; body: string }[]) =>
      elements.filter((element) => ["script", "style"].includes(element.tag)).map((e) => e.body);
    expect(rawText(after)).toEqual(rawText(htmlElements(edited.html())));
  });
});
