import { useSyncExternalStore } from "react";
import { briefStore, type BriefState, type BriefStore } from "./brief-store";

/**
 * The stored brief, or null while it cannot be known yet: during prerendering and the first
 * (hydrating) render in the browser. Pages are prerendered without sessionStorage, so reading
 * it only after hydration keeps the server HTML and the first client render identical.
 */
export function useBrief(store: BriefStore = briefStore): BriefState | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}

function serverSnapshot(): null {
  return null;
}
