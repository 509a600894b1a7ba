/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), or after 50 ms where
 * the browser cannot say (Safari has no requestIdleCallback). Answers a cancel, for an effect's
 * clean-up.
 */
export function whenIdle(task: () => void, timeoutMs?: number): () => void {
  if (!("requestIdleCallback" in window)) {
    const timer = setTimeout(task, 50);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(task, timeoutMs ? { timeout: timeoutMs } : undefined);
  return () => window.cancelIdleCallback(id);
}
