// One time limit for a whole save: downloading the SDK and the write share it, so a visitor
// waits at most that long whichever part stalls.

/** Thrown (as the abort reason) when the deadline passes; shaped like a FirestoreError. */
export class DeadlineError extends Error {
  readonly code = "deadline-exceeded";
}

export interface Deadline {
  /** Aborted when the time is up: pass it to work that can stop waiting. */
  signal: AbortSignal;
  /** `promise`, or a DeadlineError once the time is up, whichever comes first. */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Stops the clock (call when the work is over). */
  clear(): void;
}

/** Starts a deadline `timeoutMs` from now. */
export function startDeadline(timeoutMs: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DeadlineError(`No answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  const { signal } = controller;
  return {
    signal,
    race: (promise) =>
      new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason as Error);
        if (signal.aborted) return onAbort();
        signal.addEventListener("abort", onAbort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
      }),
    clear: () => clearTimeout(timer),
  };
}
