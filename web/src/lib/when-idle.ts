/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), or after
 * `fallbackMs` where the browser cannot say (Safari has no requestIdleCallback). Answers a
 * cancel, for an effect's clean-up.
 */
export function whenIdle(task: () => void, timeout?: number, fallbackMs = 50): () => void {
  if (!("requestIdleCallback" in window)) {
    const timer = setTimeout(task, fallbackMs);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(task, timeout ? { timeout } : undefined);
  return () => window.cancelIdleCallback(id);
}
