// The alert policy in functions/monitoring matches exactly what logs.ts writes on alerts, and
// every alert entry links into the sales desk for the leads it names.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALERT_LABEL, type Logs } from "../platform/logs.js";

const policy = JSON.parse(
  readFileSync(new URL("../../monitoring/lead-mail-alert-policy.json", import.meta.url), "utf8"),
) as {
  documentation: { content: string };
  conditions: {
    conditionMatchedLog: { filter: string; labelExtractors?: Record<string, string> };
  }[];
};

describe("lead-mail alert policy", () => {
  it("filters on the label every alert entry carries, at severity ERROR", () => {
    expect(policy.conditions.map((c) => c.conditionMatchedLog.filter)).toEqual([
      `severity=ERROR AND jsonPayload.alert="${ALERT_LABEL}"`,
    ]);
  });

  it("puts the entry's desk link in the alert e-mail", () => {
    expect(policy.conditions[0]?.conditionMatchedLog.labelExtractors).toEqual({
      deskUrl: "EXTRACT(jsonPayload.deskUrl)",
    });
    expect(policy.documentation.content).toContain("${log.extracted_label.deskUrl}");
  });
});

const ORIGIN = "https://brandvista.studio";
const status = { status: 403, text: "Forbidden" };

/** The alert entries `write` logs, as [message, payload]. */
async function alertsOf(write: (logs: Logs) => void) {
  const { logger } = await import("firebase-functions");
  const { createLogs } = await import("../platform/logs.js");
  const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  vi.spyOn(logger, "info").mockImplementation(() => undefined);
  write(createLogs(() => `${ORIGIN}/`));
  return error.mock.calls as [string, Record<string, unknown>][];
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe("alert entries", () => {
  it("are logged at ERROR with the alert label, a stable message and no lead data", async () => {
    const { ALERTS } = await import("../platform/logs.js");
    const calls = await alertsOf((logs) => {
      logs.failed("lead1", 3, status, "sales");
      logs.watchdog(12, [{ leadId: "lead2", why: "retry overdue" }]);
      logs.watchdog(12, []);
    });
    expect(calls).toEqual([
      [
        ALERTS.leadFailed,
        {
          alert: ALERT_LABEL,
          leadId: "lead1",
          outcome: "ERROR",
          attempts: 3,
          status: 403,
          text: "Forbidden",
          deskLeadUrl: `${ORIGIN}/desk/leads/lead1`,
          deskUrl: `${ORIGIN}/desk/leads/lead1`,
        },
      ],
      [
        ALERTS.stuckLeads,
        {
          alert: ALERT_LABEL,
          scanned: 12,
          count: 1,
          stuck: [
            { leadId: "lead2", why: "retry overdue", deskLeadUrl: `${ORIGIN}/desk/leads/lead2` },
          ],
          deskUrl: `${ORIGIN}/desk`,
        },
      ],
    ]);
  });

  it("each carries a desk link, and the desk link of every lead it names", async () => {
    const writers: [string, (logs: Logs) => void][] = [
      ["failed", (logs) => logs.failed("a1", 1, status, "sales")],
      ["failed (confirmation)", (logs) => logs.failed("a2", 1, status, "confirmation")],
      ["held (first of a flood)", (logs) => logs.held("a3", true)],
      ["quotaHeld", (logs) => logs.quotaHeld("a4", 7, { status: 426, text: "Quota" }, true)],
      ["accountNotFound", (logs) => logs.accountNotFound("a5", { status: 404, text: "No" }, true)],
      ["quotaNearlyUsed", (logs) => logs.quotaNearlyUsed(160, 200)],
      [
        "watchdog",
        (logs) =>
          logs.watchdog(40, [
            { leadId: "a6", why: "never queued" },
            { leadId: "a7", why: "lease lapsed mid-send" },
          ]),
      ],
    ];
    for (const [name, write] of writers) {
      const calls = await alertsOf(write);
      expect(calls, name).toHaveLength(1);
      const [, payload] = calls[0] ?? [];
      expect(payload?.deskUrl, name).toMatch(new RegExp(`^${ORIGIN}/desk(/leads/a\\d)?$`));
      // Every lead id the entry names, at the top or in a list, has its link beside it.
      const named = [payload, ...((payload?.stuck as Record<string, unknown>[]) ?? [])].filter(
        (entry) => entry && "leadId" in entry,
      );
      for (const entry of named)
        expect(entry?.deskLeadUrl, name).toBe(`${ORIGIN}/desk/leads/${String(entry?.leadId)}`);
      vi.restoreAllMocks();
    }
  });

  it("open the desk's list for an alert about many leads, the lead's page for one", async () => {
    const [[, flood] = []] = await alertsOf((logs) => logs.held("f1", true));
    expect(flood).toMatchObject({
      deskLeadUrl: `${ORIGIN}/desk/leads/f1`,
      deskUrl: `${ORIGIN}/desk`,
    });
    vi.restoreAllMocks();
    const [[, failed] = []] = await alertsOf((logs) => logs.failed("e1", 1, status, "sales"));
    expect(failed?.deskUrl).toBe(`${ORIGIN}/desk/leads/e1`);
  });

  it("are not written for what needs no person", async () => {
    const calls = await alertsOf((logs) => {
      logs.held("h1", false);
      logs.quotaHeld("h2", 3, { status: 426, text: "Quota" }, false);
      logs.accountNotFound("h3", { status: 404, text: "No" }, false);
      logs.deskAction("uid", "release", [{ leadId: "h1", round: 1 }], []);
    });
    expect(calls).toEqual([]);
  });
});
