// @ts-check
// The elements of a built HTML page as an HTML parser sees them (parse5, the WHATWG parser
// jsdom uses), each with its source offsets. The post-build steps edit pages by splicing text
// at those offsets instead of re-serialising the document, so React's markup stays byte for
// byte what it rendered (hydration, and every page's 14,600-byte first round trip, depend on it).
import { parse } from "parse5";

/**
 * @typedef {object} HtmlElement
 * @property {string} tag lower-case tag name
 * @property {Record<string, string>} attrs attribute values, entities decoded
 * @property {number} start offset of "<" of the start tag
 * @property {number} end offset just past the end tag (or the start tag of a void element)
 * @property {number} startTagEnd offset just past the start tag
 * @property {number} bodyEnd offset of the end tag ("</"), or `end` when there is none
 * @property {string} body the raw text between the tags (a script's or style's source)
 */

/**
 * @typedef {object} ParsedNode
 * @property {string} [tagName]
 * @property {{ name: string; value: string }[]} [attrs]
 * @property {ParsedNode[]} [childNodes]
 * @property {ParsedNode} [content]
 * @property {{ startOffset: number; endOffset: number; startTag?: { endOffset: number }; endTag?: { startOffset: number } }} [sourceCodeLocation]
 */

/**
 * Every element of the page, in document order.
 * @param {string} html
 * @returns {HtmlElement[]}
 */
export function htmlElements(html) {
  /** @type {HtmlElement[]} */
  const found = [];
  /** @param {ParsedNode} node */
  const visit = (node) => {
    const location = node.sourceCodeLocation;
    // Elements the parser implied (a missing <head>, <tbody>…) have no location: nothing to edit.
    if (node.tagName && location) {
      const startTagEnd = location.startTag?.endOffset ?? location.endOffset;
      const bodyEnd = location.endTag?.startOffset ?? location.endOffset;
      found.push({
        tag: node.tagName,
        attrs: Object.fromEntries((node.attrs ?? []).map(({ name, value }) => [name, value])),
        start: location.startOffset,
        end: location.endOffset,
        startTagEnd,
        bodyEnd,
        body: html.slice(startTagEnd, bodyEnd),
      });
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(/** @type {ParsedNode} */ (parse(html, { sourceCodeLocationInfo: true })));
  return found;
}

/**
 * Whether an element's space-separated attribute (rel, class…) holds `token`.
 * @param {HtmlElement} element
 * @param {string} name
 * @param {string} token
 */
export const hasToken = (element, name, token) =>
  (element.attrs[name] ?? "").toLowerCase().split(" ").includes(token);

/**
 * The page's bootstrap: its first inline module script, which React Router writes to import the
 * route's modules and hydrate. Undefined on a page that never hydrates.
 * @param {HtmlElement[]} elements
 * @returns {HtmlElement | undefined}
 */
export const bootstrapScript = (elements) =>
  elements.find(
    (element) =>
      element.tag === "script" && element.attrs.type === "module" && !("src" in element.attrs),
  );

/**
 * The page with each [start, end) range replaced by its text. Ranges must not overlap; an
 * empty range (start === end) inserts; insertions at one offset keep their order, except that
 * one with `first: true` goes before the others.
 * @param {string} html
 * @param {{ start: number; end: number; text: string; first?: boolean }[]} edits
 */
export function spliceHtml(html, edits) {
  const sorted = [...edits].sort(
    (a, b) => a.start - b.start || a.end - b.end || Number(!!b.first) - Number(!!a.first),
  );
  let result = "";
  let at = 0;
  for (const { start, end, text } of sorted) {
    if (start < at) throw new Error(`spliceHtml: overlapping edits at ${start}`);
    result += html.slice(at, start) + text;
    at = end;
  }
  return result + html.slice(at);
}

/**
 * Offset just before the closing ">" or "/>" of an element's start tag: where an attribute
 * can be added.
 * @param {string} html
 * @param {HtmlElement} element
 */
export function startTagInsertPoint(html, element) {
  const close = html.slice(element.start, element.startTagEnd).endsWith("/>") ? 2 : 1;
  return element.startTagEnd - close;
}

/**
 * @typedef {Pick<HtmlElement, "tag" | "attrs" | "body">} FinalElement an element as the finished
 *   page will have it (what the Content-Security-Policy hashes); `body` is exact for elements
 *   without child elements (a script's or style's source), not for a <head> whose children
 *   were edited
 */

/**
 * A page parsed once, for the post-build steps to edit in turn: each step reads the elements
 * as parsed and queues its edits; `elementsAfterEdits()` tells a later step what the page will
 * hold (the CSP hashes the scripts and styles the earlier steps wrote), and `html()` makes every
 * edit at once. No step parses the page again.
 * @param {string} source
 */
export function parsedPage(source) {
  const elements = htmlElements(source);
  /** @type {{ start: number; end: number; text: string; first?: boolean }[]} */
  const edits = [];
  /** @type {Map<HtmlElement, string>} */
  const bodies = new Map();
  /** @type {Set<HtmlElement>} */
  const removed = new Set();
  /** @type {{ at: number; first: boolean; element: FinalElement }[]} */
  const inserted = [];
  return {
    /** The elements as parsed, in document order. */
    elements,
    /**
     * Removes an element (one without child elements: a link, a meta).
     * @param {HtmlElement} element
     */
    remove(element) {
      removed.add(element);
      edits.push({ start: element.start, end: element.end, text: "" });
    },
    /**
     * Replaces what stands between the element's tags (a script's or style's source).
     * @param {HtmlElement} element
     * @param {string} body
     */
    replaceBody(element, body) {
      bodies.set(element, body);
      edits.push({ start: element.startTagEnd, end: element.bodyEnd, text: body });
    },
    /**
     * Adds attribute text (such as ` disabled=""`) at the end of the element's start tag.
     * @param {HtmlElement} element
     * @param {string} text
     */
    addAttribute(element, text) {
      const at = startTagInsertPoint(source, element);
      edits.push({ start: at, end: at, text });
    },
    /**
     * Inserts an element at an offset: its markup, and what later steps should see of it.
     * `first`: before anything else inserted at the same offset.
     * @param {number} at
     * @param {string} markup
     * @param {FinalElement} element
     * @param {{ first?: boolean }} [options]
     */
    insert(at, markup, element, { first = false } = {}) {
      inserted.push({ at, first, element });
      edits.push({ start: at, end: at, text: markup, first });
    },
    /**
     * The elements the edited page will hold, in document order.
     * @returns {FinalElement[]}
     */
    elementsAfterEdits() {
      const kept = elements
        .filter((element) => !removed.has(element))
        .map((element) => ({ at: element.start, element, body: bodies.get(element) }));
      const added = [...inserted].sort((a, b) => a.at - b.at || Number(b.first) - Number(a.first));
      /** @type {FinalElement[]} */
      const result = [];
      let next = 0;
      for (const { at, element, body } of kept) {
        for (; next < added.length && (added[next]?.at ?? Infinity) <= at; next += 1) {
          result.push(/** @type {FinalElement} */ (added[next]?.element));
        }
        result.push(body === undefined ? element : { ...element, body });
      }
      return [...result, ...added.slice(next).map(({ element }) => element)];
    },
    /** The page with every queued edit made. */
    html: () => spliceHtml(source, edits),
  };
}

/** @typedef {ReturnType<typeof parsedPage>} ParsedPage */
