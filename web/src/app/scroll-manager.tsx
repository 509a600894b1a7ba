import { useEffect, useLayoutEffect, useSyncExternalStore } from "react";
import { ScrollRestoration, useLocation, useNavigationType } from "react-router-dom";

/** Set on <html> while a navigation's scroll must jump: global.css turns smooth scrolling off. */
export const SCROLL_JUMP_ATTRIBUTE = "data-scroll-jump";

/**
 * React Router's <ScrollRestoration> does the work: a new page starts at the top, a URL with
 * #hash scrolls to that section, Back/Forward return to the saved position, and the first
 * (prerendered) page view is left to the browser. It scrolls with the page's CSS
 * `scroll-behavior`, which global.css makes smooth (unless the visitor prefers reduced
 * motion) so that a #hash glides to its section; ScrollJump makes every other navigation jump.
 *
 * Both mount only once the page has hydrated, so the prerendered HTML carries no
 * <ScrollRestoration> inline script (its bytes and CSP hash would push the largest pages past
 * their one-round-trip budget; docs/page-speed.md). That script only restores a reloaded page's
 * position before hydration; the browser does that itself, since React Router hands scroll
 * restoration back to it when the page is left.
 */
export function ScrollManager() {
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  if (!hydrated) return null;
  return (
    <>
      {/* Before <ScrollRestoration>: React runs a sibling's layout effects first. */}
      <ScrollJump />
      <ScrollRestoration />
    </>
  );
}

const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/** Marks <html> for an instant scroll when the navigation is to a new page or back/forward. */
function ScrollJump() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const jump = navigationType === "POP" || !hash;

  useLayoutEffect(() => {
    if (!jump) return;
    const root = document.documentElement;
    root.setAttribute(SCROLL_JUMP_ATTRIBUTE, "");
    // Chromium reads scroll-behavior from the last computed style: compute it now, or the
    // scroll that follows still glides.
    void getComputedStyle(root).scrollBehavior;
  }, [key, jump]);

  // Passive effects run after every layout effect of the commit, so after the scroll: links
  // within a page (the skip link, plain #anchors) glide again.
  useEffect(() => {
    document.documentElement.removeAttribute(SCROLL_JUMP_ATTRIBUTE);
  }, [key]);

  return null;
}
