import { describe, expect, it } from "vitest";
import { htmlElements, spliceHtml, startTagInsertPoint } from "../../web/scripts/html-elements.mjs";

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>' +
  '<script type="module">if (a < b) import("/x.js");</script></head>' +
  '<body><p style="color:&quot;red&quot;">Hi</p><template><i>t</i></template></body></html>';

describe("htmlElements", () => {
  const elements = htmlElements(page);

  it("finds each element with its decoded attributes and raw body, templates included", () => {
    expect(elements.map((element) => element.tag)).toEqual([
      "html",
      "head",
      "meta",
      "link",
      "script",
      "body",
      "p",
      "template",
      "i",
    ]);
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
