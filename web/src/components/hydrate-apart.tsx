import { type ReactNode, Suspense, useMemo } from "react";
import { useMountedByHydration } from "~/lib/use-mounted-by-hydration";

/**
 * Lets React hydrate `children` on their own. While hydrating, React leaves each Suspense
 * boundary's prerendered HTML in place, commits the rest of the page first, and then
 * hydrates the boundaries at idle priority in short, interruptible tasks, jumping the queue
 * for a boundary the visitor clicks or types into.
 *
 * A client-side render (a navigation) gets no boundary: if something inside waits for a module
 * (`hydrateOnReach`), the navigation waits for it with the whole page, as it waits for the
 * route's own module, instead of showing this part empty and filling it in.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const apart = useMountedByHydration();
  // The same element on the re-render that follows hydration: a boundary still waiting to be
  // hydrated must not see new props, or React gives up hydrating it and renders it afresh.
  return useMemo(
    () => (apart ? <Suspense fallback={null}>{children}</Suspense> : children),
    [apart, children],
  );
}
