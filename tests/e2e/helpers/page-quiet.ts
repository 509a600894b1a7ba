// Waiting for a page to go quiet by events, not by a fixed pause: the browser tests that ask
// "did anything more happen?" (a late script, a dev-server reload) wait for this instead.
import type { Page, Request } from "playwright-core";
import { waitFor } from "../../support/emulators";

/** Resolves in the page's next idle period, after a frame (so after work due before it). */
const untilIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve())),
      ),
  );

/**
 * Follows the page's requests from now on. `quiet()` resolves once the main thread has reached
 * an idle period with no request in flight and none started since the previous idle period:
 * idle callbacks the page asked for earlier have run by then (they run in order), so work it
 * left for later has started its requests, and a request that starts another (a module and
 * its imports, a dev server holding a dependency it is still bundling) is waited for too.
 */
export function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on("request", (request) => {
    started += 1;
    inFlight.add(request);
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  return {
    async quiet(): Promise<void> {
      for (;;) {
        const before = started;
        await untilIdle(page);
        await waitFor(async () => (inFlight.size === 0 ? true : undefined), {
          what: `${page.url()}'s requests to finish`,
          timeoutMs: 30_000,
        });
        await untilIdle(page);
        if (started === before && inFlight.size === 0) return;
      }
    },
  };
}
