import { useState, useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * Whether this component came to life by hydrating prerendered HTML (true while prerendering
 * too: the server writes the HTML that hydration will meet), not by a client-side render such
 * as a navigation. React reads the server snapshot while it hydrates a component, in the first
 * pass or in a Suspense boundary hydrated later, and the client one otherwise. The answer is
 * kept from the first render: React re-renders once after hydration with the client value, and
 * a component must not change its tree then.
 */
export function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const [atMount] = useState(hydrating);
  return atMount;
}
