// Renders each page at build time (prerendering; there is no server at run time), for both
// apps: the site's entry.server.tsx and the desk's (web/desk/entry.server.tsx) are this module. React
// Router's default entry streams the shell first and sends every Suspense boundary that
// resolved later out of order: hidden <div id="S:n"> copies, a ~850-byte swap script and one
// inline script per boundary, which the browser then moves into place after the first paint.
// A static page has nobody waiting for a first byte, so this waits for everything
// ("onAllReady", React's advice for static generation) and writes each boundary in place.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router-dom";

/** How long a boundary may wait before React gives up on it (React Router reads this export). */
export const streamTimeout = 5_000;

/** The HTML of one prerendered page, complete. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React otherwise outlines boundaries past ~12.8 KB of HTML even when they are ready,
        // to let a streamed shell paint sooner; a prerendered file gains nothing from that.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          // A page that fails to render must fail the build, not ship as a half page.
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
