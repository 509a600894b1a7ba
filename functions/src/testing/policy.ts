// The retry policy the tests use: the shape of production's, with short waits.
import type { RetryPolicy } from "../platform/retry-policy.js";

export const DEFAULT_TEST_POLICY: RetryPolicy = {
  minBackoffSeconds: 1,
  maxBackoffSeconds: 4,
  maxAttempts: 5,
};
