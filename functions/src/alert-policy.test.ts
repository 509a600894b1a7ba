// The alert policy in functions/monitoring matches exactly what logs.ts writes on alerts.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { ALERT_LABEL } from "./logs.js";

describe("lead-mail alert policy", () => {
  it("filters on the label every alert entry carries, at severity ERROR", () => {
    const policy = JSON.parse(
      readFileSync(new URL("../monitoring/lead-mail-alert-policy.json", import.meta.url), "utf8"),
    ) as { conditions: { conditionMatchedLog: { filter: string } }[] };
    expect(policy.conditions.map((c) => c.conditionMatchedLog.filter)).toEqual([
      `severity=ERROR AND jsonPayload.alert="${ALERT_LABEL}"`,
    ]);
  });
});

describe("alert entries", () => {
  it("are logged at ERROR with the alert label, a stable message and no lead data", async () => {
    const { logger } = await import("firebase-functions");
    const { ALERTS, functionsLogs } = await import("./logs.js");
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    functionsLogs.failed("lead1", 3, { status: 403, text: "Forbidden" });
    functionsLogs.watchdog(12, [{ leadId: "lead2", why: "retry overdue" }]);
    functionsLogs.watchdog(12, []);
    expect(error.mock.calls).toEqual([
      [
        ALERTS.leadFailed,
        {
          alert: ALERT_LABEL,
          leadId: "lead1",
          outcome: "ERROR",
          attempts: 3,
          status: 403,
          text: "Forbidden",
        },
      ],
      [
        ALERTS.stuckLeads,
        {
          alert: ALERT_LABEL,
          scanned: 12,
          count: 1,
          stuck: [{ leadId: "lead2", why: "retry overdue" }],
        },
      ],
    ]);
    error.mockRestore();
  });
});
