import { type RefObject, useEffect, useState } from "react";
import { activeSectionIndex } from "./active-section";
import { type ColourStop, SCROLL_GRADIENT, colourAtOffset } from "./gradient";

/** The CSS custom property the hook writes on the target element. */
export const SCROLL_COLOUR_PROPERTY = "--scroll-bg";

/**
 * Drives a scroll-dependent background on `target` and reports the active section.
 *
 * Performance: one passive scroll listener that only schedules a requestAnimationFrame;
 * each frame reads window.scrollY and innerHeight (no layout) and writes one CSS custom
 * property, and only when the colour changed. Section positions are measured in document
 * coordinates once, and again only when the page's size changes (ResizeObserver), so
 * scrolling never forces a layout.
 *
 * @returns the index in `sectionIds` of the section whose top has passed 75 % of the viewport, or -1
 */
export function useScrollColour(
  target: RefObject<HTMLElement | null>,
  sectionIds: readonly string[],
  table: readonly ColourStop[] = SCROLL_GRADIENT,
): number {
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const root = target.current;
    if (!root) return;
    const sections = sectionIds
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);

    let documentTops: number[] = [];
    let frame = 0;
    let lastColour = "";
    let lastActive = Number.NaN;

    const measure = () => {
      const scrollY = window.scrollY;
      documentTops = sections.map((el) => el.getBoundingClientRect().top + scrollY);
    };

    const update = () => {
      frame = 0;
      const scrollY = window.scrollY;
      const colour = colourAtOffset(scrollY, table);
      if (colour !== lastColour) {
        root.style.setProperty(SCROLL_COLOUR_PROPERTY, colour);
        lastColour = colour;
      }
      const index = activeSectionIndex(
        documentTops.map((top) => top - scrollY),
        window.innerHeight,
      );
      if (index !== lastActive) {
        lastActive = index;
        setActive(index);
      }
    };

    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };

    measure();
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    const resizeObserver =
      typeof ResizeObserver === "undefined"
        ? undefined
        : new ResizeObserver(() => {
            measure();
            schedule();
          });
    resizeObserver?.observe(root);

    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resizeObserver?.disconnect();
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [target, sectionIds, table]);

  return active;
}
