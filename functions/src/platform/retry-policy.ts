// Cloud Tasks' retry schedule, computed the way Cloud Tasks computes it, so a lead in RETRY
// can say when its next try is due and the watchdog can tell a waiting lead from a lost one.

export interface RetryPolicy {
  minBackoffSeconds: number;
  maxBackoffSeconds: number;
  /** Attempts per task, the first included. */
  maxAttempts: number;
}

/** Cloud Tasks' default: the back-off doubles this many times, then grows linearly. */
const MAX_DOUBLINGS = 16;

/** Seconds Cloud Tasks waits after failed attempt `attempt` (1 = the first) of a task. */
export function backoffSeconds(policy: RetryPolicy, attempt: number): number {
  const doublings = Math.min(attempt - 1, MAX_DOUBLINGS);
  const linear = Math.max(0, attempt - 1 - MAX_DOUBLINGS) * 2 ** MAX_DOUBLINGS;
  return Math.min(policy.maxBackoffSeconds, (2 ** doublings + linear) * policy.minBackoffSeconds);
}
