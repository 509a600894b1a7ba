// @ts-check
// The Content-Security-Policy of each prerendered page, delivered as a <meta http-equiv>.
//
// React Router's HTML carries inline <script> tags (hydration context, module imports,
// React's streaming helpers) that differ per route, and Firebase Hosting headers are static
// config. So the script and style parts of the policy, with a sha256 hash of every inline
// script of that very page, go into the page itself at build time; firebase.json keeps the
// directives a <meta> policy cannot carry (frame-ancestors) plus object-src/base-uri.
import { createHash } from "node:crypto";
import { htmlElements, parsedPage } from "./html-elements.mjs";

/** @typedef {import("./html-elements.mjs").FinalElement} FinalElement */
/** @typedef {import("./html-elements.mjs").ParsedPage} ParsedPage */

const LIVECHAT = {
  // https://www.livechat.com/help/use-livechat-with-content-security-policy/
  script: ["https://cdn.livechatinc.com", "https://*.livechatinc.com"],
  connect: [
    "https://*.livechatinc.com",
    "wss://*.livechatinc.com",
    "https://*.livechat.com",
    "wss://*.livechat.com",
  ],
  frame: ["https://secure.livechatinc.com", "https://*.livechatinc.com"],
  img: ["https://*.livechatinc.com", "https://cdn.livechat-files.com"],
};

const FIRESTORE = "https://firestore.googleapis.com";

// Firebase App Check with reCAPTCHA Enterprise (only when VITE_RECAPTCHA_ENTERPRISE_SITE_KEY
// is set): Google's script and its iframe, and App Check's token exchange. Every page gets
// them, because a visitor reaches the brief through client-side navigation from any page,
// and the policy in force is the one of the page first loaded.
const APP_CHECK = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  connect: ["https://content-firebaseappcheck.googleapis.com"],
};

const sha256 = (/** @type {string} */ text) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Script types the browser executes (JSON-LD and other data blocks are not scripts).
 * @param {FinalElement} script
 */
const isExecutable = (script) => {
  const type = (script.attrs.type ?? "").trim().toLowerCase();
  return (
    !type || type === "module" || type === "text/javascript" || type === "application/javascript"
  );
};

/**
 * sha256 sources of every inline executable <script> among the elements, in document order.
 * @param {FinalElement[]} elements
 * @returns {string[]}
 */
export function scriptHashes(elements) {
  const hashes = elements
    .filter((element) => element.tag === "script" && !("src" in element.attrs))
    .filter((script) => isExecutable(script) && script.body !== "")
    .map((script) => sha256(script.body));
  return [...new Set(hashes)];
}

/**
 * sha256 sources of the inline <style> elements and style="" attributes among the elements
 * (attribute values hashed as the browser sees them, entities decoded).
 * @param {FinalElement[]} elements
 * @returns {{ elements: string[]; attributes: string[] }}
 */
export function styleHashes(elements) {
  const styles = elements.filter((element) => element.tag === "style").map((s) => sha256(s.body));
  const attributes = elements
    .map((element) => element.attrs.style)
    .filter((value) => value !== undefined)
    .map((value) => sha256(value));
  return { elements: [...new Set(styles)], attributes: [...new Set(attributes)] };
}

/**
 * sha256 sources of every inline executable <script> in the page, in document order.
 * @param {string} html
 */
export const inlineScriptHashes = (html) => scriptHashes(htmlElements(html));

/**
 * sha256 sources of the page's inline <style> elements and style="" attributes.
 * @param {string} html
 */
export const inlineStyleHashes = (html) => styleHashes(htmlElements(html));

/**
 * The page policy. `emulatorOrigins` (Firestore emulator) only for demo-project builds;
 * LiveChat hosts only when a chat licence is configured (otherwise the widget never loads);
 * reCAPTCHA and App Check hosts only when App Check is configured; `extra` sources (the sales
 * desk's, desk-csp.mjs) only on the pages that pass them.
 * @param {object} options
 * @param {string[]} options.scriptHashes
 * @param {{ elements: string[]; attributes: string[] }} options.styleHashes
 * @param {boolean} [options.chat]
 * @param {boolean} [options.appCheck]
 * @param {string[]} [options.emulatorOrigins]
 * @param {{ script: string[]; connect: string[]; frame: string[] }} [options.extra]
 * @returns {string}
 */
export function pagePolicy({
  scriptHashes,
  styleHashes,
  chat = false,
  appCheck = false,
  emulatorOrigins = [],
  extra = { script: [], connect: [], frame: [] },
}) {
  const styleSources = ["'self'", ...styleHashes.elements];
  if (styleHashes.attributes.length > 0)
    styleSources.push("'unsafe-hashes'", ...styleHashes.attributes);
  const directives = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...scriptHashes,
      ...(chat ? LIVECHAT.script : []),
      ...(appCheck ? APP_CHECK.script : []),
      ...extra.script,
    ],
    "style-src": styleSources,
    "img-src": ["'self'", "data:", ...(chat ? LIVECHAT.img : [])],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      FIRESTORE,
      ...emulatorOrigins,
      ...(chat ? LIVECHAT.connect : []),
      ...(appCheck ? APP_CHECK.connect : []),
      ...extra.connect,
    ],
    "frame-src":
      chat || appCheck || extra.frame.length
        ? [...(chat ? LIVECHAT.frame : []), ...(appCheck ? APP_CHECK.frame : []), ...extra.frame]
        : ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Queues the CSP <meta> inserted right after <meta charset>, before any script (an earlier one
 * replaced).
 * @param {ParsedPage} page
 * @param {string} policy
 */
export function cspMetaStep(page, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const { elements } = page;
  const old = elements.filter(
    (element) =>
      element.tag === "meta" &&
      element.attrs["http-equiv"]?.toLowerCase() === "content-security-policy",
  );
  const anchor =
    elements.find((element) => element.tag === "meta" && "charset" in element.attrs) ??
    elements.find((element) => element.tag === "head");
  if (!anchor) throw new Error("withCspMeta: the page has no <head>");
  const at = anchor.tag === "head" ? anchor.startTagEnd : anchor.end;
  for (const element of old) page.remove(element);
  page.insert(
    at,
    meta,
    { tag: "meta", attrs: { "http-equiv": "Content-Security-Policy", content: policy }, body: "" },
    { first: true },
  );
}

/**
 * Inserts (or replaces) the CSP <meta> right after <meta charset> (cspMetaStep).
 * @param {string} html
 * @param {string} policy
 */
export function withCspMeta(html, policy) {
  const page = parsedPage(html);
  cspMetaStep(page, policy);
  return page.html();
}
