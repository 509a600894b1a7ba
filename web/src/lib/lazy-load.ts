// A module loaded on first use and then kept, for code too big for a page's first load (the
// Firebase SDK). What it adds to `promise ??= import(…)`: a caller can stop waiting (an
// AbortSignal, e.g. the save's deadline), and a load that was given up on before it finished,
// or that failed, is forgotten, so the next call starts a fresh one instead of joining a
// download that has stalled.

/** Returns `load()`'s value, loading it once; see the file comment for aborts and failures. */
export function lazyLoad<T>(load: () => Promise<T>): (signal?: AbortSignal) => Promise<T> {
  let current: { promise: Promise<T>; settled: boolean } | null = null;

  const start = () => {
    const entry = { promise: load(), settled: false };
    entry.promise.then(
      () => {
        entry.settled = true;
      },
      () => {
        entry.settled = true;
        if (current === entry) current = null;
      },
    );
    return entry;
  };

  return (signal) => {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const entry = (current ??= start());
    if (!signal) return entry.promise;
    return new Promise<T>((resolve, reject) => {
      const giveUp = () => {
        if (current === entry && !entry.settled) current = null;
        reject(signal.reason as Error);
      };
      signal.addEventListener("abort", giveUp, { once: true });
      entry.promise.then(
        (value) => {
          signal.removeEventListener("abort", giveUp);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener("abort", giveUp);
          reject(error as Error);
        },
      );
    });
  };
}
