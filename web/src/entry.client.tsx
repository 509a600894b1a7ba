// React Router's default client entry. It already runs after the first paint: the post-build
// step (web/scripts/defer-scripts.mjs) makes each prerendered page's bootstrap import it only
// once the page has painted, so hydration never holds the first paint back. React DOM comes
// through react-dom-client.ts, which initialises it in its own chunk (and task).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "./react-dom-client";
import { HydratedRouter } from "react-router-dom";
import { captureVisitSource } from "~/features/attribution/visit-source";

// Where this visit came from (utm_*, an outside referrer, the first page), once per tab: the
// brief's lead carries it to sales. A few property reads, before React starts.
try {
  captureVisitSource(window.sessionStorage, window.location, document.referrer);
} catch {
  // sessionStorage itself can throw when storage is disabled; the lead then has no source.
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
