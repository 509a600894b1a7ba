import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { focusesHeadingOnLoad } from "~/lib/flow-handle";

/**
 * After a route change the focus goes to the new page's main heading (its <h1>), so a keyboard
 * or screen-reader user starts reading the new page, not the body. Not when the page has put
 * the focus inside itself already (the brief moves it to each question's field). On the first
 * load only pages whose handle asks for it (lib/flow-handle.ts: the steps after the brief).
 */
export function HeadingFocus() {
  const { pathname } = useLocation();
  const onLoad = useMatches().some((match) => focusesHeadingOnLoad(match.handle));
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = lastPath.current;
    lastPath.current = pathname;
    // Only a new path moves the focus: a change of ?query or #hash stays on the same page.
    if (previous === pathname) return;
    if (previous === null && !onLoad) return;
    focusMainHeading();
  }, [pathname, onLoad]);

  return null;
}

/** Focuses the <h1> of the page's <main>, unless the focus is already within the page. */
export function focusMainHeading(doc: Document = document): void {
  const main = doc.querySelector("main");
  const active = doc.activeElement;
  if (!main || (active && active !== doc.body && main.contains(active))) return;
  const heading = main.querySelector<HTMLElement>("h1");
  if (!heading) return;
  // Focusable by script only: the heading does not join the Tab order.
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  // The scroll is the router's (ScrollManager): the heading is at the top of the new page.
  heading.focus({ preventScroll: true });
}
