// React Router's default client entry, except that hydration starts after the browser has
// painted the prerendered HTML. The page is complete and styled without JavaScript, so
// nothing waits on hydration to be seen; starting it first (the modules are often fetched
// before the parser is done) held the first paint back by the whole hydration on slow
// phones. A frame callback runs just before a paint, and a task queued from it runs after.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
