// @ts-check
// Holds a page's tab icon back until the page has painted and hydrated.
//
// Chromium fetches a page's icon (`<link rel="icon">`, or /favicon.ico when a page names none)
// as soon as it has parsed the <head>, at high priority. Nothing on the page waits for it, but
// Lighthouse's simulated LCP counts every request that is not a low-priority image and that
// ended before the largest paint: the icon's round trip added 50-120 ms to the LCP of most
// routes (docs/page-speed.md, "Before the LCP"). So every page but the home page is written with
// an icon link to an empty `data:` URL, for which no browser requests anything. React renders
// the real link (root.tsx's `links`) and, hydrating after the first paint, finds no link to that
// URL in the <head> and adds it, as it does for any `<link>` it hoists: every browser then
// fetches the icon. A page whose scripts never run still gets its icon in Chromium, which falls
// back to /favicon.ico once the page has loaded.
//
// The home page keeps its link as it is: Google Search takes a site's favicon from the home
// page's `<link rel="icon">` when it crawls it.
import { bootstrapScript, hasToken } from "./html-elements.mjs";

/** An empty `data:` URL: an icon no browser requests anything for. */
export const ICON_PLACEHOLDER = "data:,";
const PLACEHOLDER_LINK = `<link rel="icon" href="${ICON_PLACEHOLDER}"/>`;

/**
 * Replaces the page's `<link rel="icon">` by one to ICON_PLACEHOLDER. A page without one, or
 * already rewritten, or without a module script to hydrate it (nothing would add the real link
 * back), is left as it is.
 * @param {import("./html-elements.mjs").ParsedPage} page
 */
export function iconAfterPaintStep(page) {
  if (!bootstrapScript(page.elements)) return;
  const icon = page.elements.find(
    (element) =>
      element.tag === "link" &&
      hasToken(element, "rel", "icon") &&
      element.attrs.href !== ICON_PLACEHOLDER,
  );
  if (!icon) return;
  page.remove(icon);
  page.insert(icon.start, PLACEHOLDER_LINK, {
    tag: "link",
    attrs: { rel: "icon", href: ICON_PLACEHOLDER },
    body: "",
  });
}
