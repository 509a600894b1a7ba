// React DOM's client, initialised when its own chunk is evaluated, without stack traces.
//
// vite.config.ts puts this module in the react-dom chunk, and the deferred bootstrap
// (web/scripts/defer-scripts.mjs) evaluates one chunk per task, so React DOM's one-off start-up
// work runs in a task of its own instead of in the entry's task that starts hydration. While it
// initialises, React DOM creates five Error objects it only ever compares by identity; with
// DevTools attached (Lighthouse) recording their stack traces made V8 re-parse all of React DOM
// for line numbers (13–50 ms). For just that time the global `Error` makes stackless errors
// (startup-stack-limit.ts); React DOM's own code is untouched.
import { nativeError } from "./startup-stack-limit";
import * as client from "react-dom/client";

/** `hydrateRoot` from react-dom/client. */
export const hydrateRoot = client.hydrateRoot;
globalThis.Error = nativeError.Error;
Error.stackTraceLimit = nativeError.stackTraceLimit;
