// React DOM's client, initialised when its own chunk is evaluated, without stack traces.
//
// vite.config.ts puts this module in the react-dom chunk, and the deferred bootstrap
// (web/scripts/defer-scripts.mjs) evaluates one chunk per task, so React DOM's one-off start-up
// work runs in a task of its own instead of in the entry's task that starts hydration. While it
// initialises, React DOM creates five Error objects it only ever compares by identity; with
// DevTools attached (Lighthouse) each stack trace made V8 re-parse all of React DOM for line
// numbers. `Error.stackTraceLimit` (V8's documented stack trace API) is 0 for just that time.
import { stackTraceLimit } from "./startup-stack-limit";
import * as client from "react-dom/client";

/** `hydrateRoot` from react-dom/client. */
export const hydrateRoot = client.hydrateRoot;
Error.stackTraceLimit = stackTraceLimit;
