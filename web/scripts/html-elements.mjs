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
 * The page with each [start, end) range replaced by its text. Ranges must not overlap; an
 * empty range (start === end) inserts.
 * @param {string} html
 * @param {{ start: number; end: number; text: string }[]} edits
 */
export function spliceHtml(html, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
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
