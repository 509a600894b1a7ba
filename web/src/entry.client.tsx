// React Router's default client entry. It already runs after the first paint: the post-build
// step (web/scripts/defer-scripts.mjs) makes each prerendered page's bootstrap import it only
// once the page has painted, so hydration never holds the first paint back.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
