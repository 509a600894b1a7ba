// The retry schedule: Cloud Tasks' back-off, and that production's settings ride out a day.
import { describe, expect, it } from "vitest";
import { backoffSeconds, type RetryPolicy } from "./retry-policy.js";

/** How long a task keeps retrying before its last attempt: the outage it rides out. */
function coveredSeconds(policy: RetryPolicy): number {
  let total = 0;
  for (let attempt = 1; attempt < policy.maxAttempts; attempt += 1)
    total += backoffSeconds(policy, attempt);
  return total;
}

const PRODUCTION = { minBackoffSeconds: 10, maxBackoffSeconds: 3600, maxAttempts: 36 };

describe("retry policy", () => {
  it("doubles from 10 s and stops growing at 1 h", () => {
    const waits = Array.from({ length: 11 }, (_, index) => backoffSeconds(PRODUCTION, index + 1));
    expect(waits).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600]);
  });

  it("keeps retrying for more than 24 hours with production's defaults (docs/lead-pipeline.md, 'Retries cover a day')", () => {
    // 10 + 20 + … + 2560 = 5110 s over the first 9 retries, then 26 × 3600 s = 93 600 s.
    expect(coveredSeconds(PRODUCTION)).toBe(5110 + 26 * 3600);
    expect(coveredSeconds(PRODUCTION)).toBeGreaterThan(24 * 3600);
  });
});
