// React DOM's client, initialised in its own chunk (and so its own task) without stack traces.
//
// vite.config.ts puts this module and stackless-errors.ts in the react-dom chunk, and the
// deferred bootstrap (web/scripts/defer-scripts.mjs) evaluates one chunk per task, so React
// DOM's one-off start-up runs in a task of its own, not in the entry's task that starts
// hydration. At start-up React DOM makes five Error objects it only ever compares by identity
// (SuspenseException and the like). With DevTools attached (Lighthouse, PageSpeed Insights)
// V8 records each one's stack trace with line numbers, which makes it re-parse all of React DOM
// in a task that blocks the page. `Error.stackTraceLimit = 0` alone does not help: the inspector
// asks for its own frames. So, for just that start-up, the global `Error` makes stackless errors
// (stackless-errors.ts); React DOM's code is used as published. What it buys and when to remove
// it: docs/decisions/003-stackless-start-up-errors.md. web/src/react-dom-client.test.ts
// fails if React DOM stops making those errors, and tests/e2e/budgets.spec.ts if the built
// chunk stops running swap, start-up and restore in that order.
import { nativeError } from "./stackless-errors";
import * as client from "react-dom/client";

/** `hydrateRoot` from react-dom/client. */
export const hydrateRoot = client.hydrateRoot;

globalThis.Error = nativeError.Error;
Error.stackTraceLimit = nativeError.stackTraceLimit;
