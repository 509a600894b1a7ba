// @ts-check
// The pages whose URL can carry a capability (a bearer token in the path or the query): a pay
// link's token (/pay/<token>), a Checkout session id (/checkout/paid?session_id=…), and the
// quote pages' links (issue 46, when they exist). No third-party script may read such a URL,
// and no request from such a page may pass it on as a referrer. One list, read by:
// the chat (features/chat: no launcher, and the loader refuses to load), the build's CSP
// (web/scripts/postbuild.mjs: no chat vendor's hosts in these pages' policy), and
// firebase.json's `Referrer-Policy: no-referrer` on them (held to this list by
// tests/unit/capability-paths.test.ts, which also runs every route of web/src/routes.ts
// through it). Plain JavaScript (type-checked through JSDoc), as firebase-project.js, because
// the Node build scripts import it without a compile step.

/** Path prefixes of the capability pages: the prefix itself and anything under it. */
export const CAPABILITY_PATH_PREFIXES = /** @type {const} */ (["/pay", "/checkout", "/quote"]);

/**
 * Whether a path is a capability page: the prefix, with any tail or trailing slash, in any
 * capitals (a guard a mis-cased link slips past is no guard).
 * @param {string} pathname
 * @returns {boolean}
 */
export function isCapabilityPath(pathname) {
  const path = pathname.toLowerCase();
  return CAPABILITY_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}
