import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

// Scroll positions by history entry, so Back/Forward return to where the visitor was.
const positions = new Map<string, number>();

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scroll behaviour for every navigation (replaces the router's <ScrollRestoration/>):
 * a new page starts at the top (instantly); a URL with #hash scrolls to that section,
 * smoothly unless the visitor prefers reduced motion; Back/Forward restore the position.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    // We restore positions ourselves; the browser's own attempt would fight lazy routes.
    window.history.scrollRestoration = "manual";
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(currentKey.current, window.scrollY));
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", remember);
    };
  }, []);

  useLayoutEffect(() => {
    // Scroll events from here on belong to the new history entry.
    currentKey.current = location.key;
    // The first page view: the browser already handled the initial #hash (prerendered HTML).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const saved = positions.get(location.key);
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior: "instant" });
      return;
    }
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth" });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location.key, location.hash, navigationType]);

  return null;
}
