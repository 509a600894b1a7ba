// The Content-Security-Policy of each prerendered page, delivered as a <meta http-equiv>.
//
// React Router's HTML carries inline <script> tags (hydration context, module imports,
// React's streaming helpers) that differ per route, and Firebase Hosting headers are static
// config. So the script and style parts of the policy, with a sha256 hash of every inline
// script of that very page, go into the page itself at build time; firebase.json keeps the
// directives a <meta> policy cannot carry (frame-ancestors) plus object-src/base-uri.
import { createHash } from "node:crypto";

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

const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Script types the browser executes (JSON-LD and other data blocks are not scripts). */
const isExecutable = (attributes) => {
  const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
  return (
    !type || type === "module" || type === "text/javascript" || type === "application/javascript"
  );
};

/** sha256 sources of every inline executable <script> in the page, in document order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes) || body === "") continue;
    hashes.push(sha256(body));
  }
  return [...new Set(hashes)];
}

/** sha256 sources of inline <style> elements and of style="" attributes of the page. */
export function inlineStyleHashes(html) {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) =>
    sha256(body),
  );
  const attributes = [...html.matchAll(/\sstyle\s*=\s*"([^"]*)"/gi)].map(([, value]) =>
    sha256(decodeEntities(value)),
  );
  return { elements: [...new Set(elements)], attributes: [...new Set(attributes)] };
}

// Attribute values are hashed as the browser sees them, after entity decoding.
const decodeEntities = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The page policy. `emulatorOrigins` (Firestore emulator) only for demo-project builds;
 * LiveChat hosts only when a chat licence is configured (otherwise the widget never loads);
 * reCAPTCHA and App Check hosts only when App Check is configured; `extra` sources (the sales
 * desk's, desk-csp.mjs) only on the pages that pass them.
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

/** Inserts (or replaces) the CSP <meta> right after <meta charset>, before any script. */
export function withCspMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "");
  const charset = cleaned.match(/<meta\s+charSet="[^"]*"\s*\/?>/i);
  if (charset?.index !== undefined) {
    const at = charset.index + charset[0].length;
    return cleaned.slice(0, at) + meta + cleaned.slice(at);
  }
  return cleaned.replace(/<head>/i, `<head>${meta}`);
}
