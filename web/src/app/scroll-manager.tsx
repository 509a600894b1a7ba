import { useEffect, useLayoutEffect } from "react";
import { ScrollRestoration, useLocation, useNavigationType } from "react-router-dom";

/** Set on <html> while a navigation's scroll must jump: global.css turns smooth scrolling off. */
export const SCROLL_JUMP_ATTRIBUTE = "data-scroll-jump";

/**
 * React Router's <ScrollRestoration> does the work: a new page starts at the top, a URL with
 * #hash scrolls to that section, Back/Forward return to the saved position, and the first
 * (prerendered) page view is left to the browser. It scrolls with the page's CSS
 * `scroll-behavior`, which global.css makes smooth (unless the visitor prefers reduced
 * motion) so that a #hash glides to its section; ScrollJump makes every other navigation jump.
 */
export function ScrollManager() {
  return (
    <>
      {/* Before <ScrollRestoration>: React runs a sibling's layout effects first. */}
      <ScrollJump />
      <ScrollRestoration />
    </>
  );
}

/** Marks <html> for an instant scroll when the navigation is to a new page or back/forward. */
function ScrollJump() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const jump = navigationType === "POP" || !hash;

  useLayoutEffect(() => {
    if (jump) document.documentElement.setAttribute(SCROLL_JUMP_ATTRIBUTE, "");
  }, [key, jump]);

  // Passive effects run after every layout effect of the commit, so after the scroll: links
  // within a page (the skip link, plain #anchors) glide again.
  useEffect(() => {
    document.documentElement.removeAttribute(SCROLL_JUMP_ATTRIBUTE);
  }, [key]);

  return null;
}
