// Each kind of e-mail logs and alerts in its own words: whoever is on call reads which e-mail
// went out or failed from the message alone. The words are written out here on purpose, so a
// change to any of them is a decision this test makes visible.
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "firebase-functions";
import { MAIL_KIND_NAMES, type MailKind } from "../shared/mail-kinds.js";
import { ALERT_LABEL, createLogs } from "./logs.js";

const WORDS: Record<MailKind, { sent: string; failed: string }> = {
  sales: {
    sent: "lead mail: e-mail sent",
    failed: "Lead mail alert: a lead ended in ERROR and was not mailed to sales",
  },
  confirmation: {
    sent: "lead mail: auto-reply sent",
    failed: "Lead mail alert: a prospect's confirmation e-mail ended in ERROR",
  },
  paymentNote: {
    sent: "lead mail: payment note sent to sales",
    failed: "Lead mail alert: the note to sales that a lead paid ended in ERROR",
  },
  paymentChange: {
    sent: "lead mail: payment change note sent to sales",
    failed: "Lead mail alert: the note to sales about a change of money ended in ERROR",
  },
  quote: {
    sent: "lead mail: quote sent to the prospect",
    failed: "Lead mail alert: a quote's e-mail to the prospect ended in ERROR",
  },
};
const status = { status: 403, text: "Forbidden" };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("each kind of e-mail's log line and alert", () => {
  it("has words for every kind in MAIL_KINDS", () => {
    expect(Object.keys(WORDS).sort()).toEqual([...MAIL_KIND_NAMES].sort());
  });

  it.each(MAIL_KIND_NAMES)(
    "%s: logs its own words when sent, and alerts in its own when failed",
    (kind) => {
      const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
      const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const logs = createLogs(() => "https://brandvista.studio");
      logs.sent("lead1", 1, { status: 200, text: "OK" }, kind);
      logs.failed("lead1", 2, status, kind);
      expect(info.mock.calls).toEqual([
        [WORDS[kind].sent, expect.objectContaining({ leadId: "lead1", outcome: "SUCCESS" })],
      ]);
      expect(error.mock.calls).toEqual([
        [
          WORDS[kind].failed,
          expect.objectContaining({ alert: ALERT_LABEL, leadId: "lead1", outcome: "ERROR" }),
        ],
      ]);
    },
  );

  it("never tells sales a lead went unmailed when only its payment note failed", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    createLogs(() => "https://brandvista.studio").failed("lead1", 1, status, "paymentNote");
    expect(String(error.mock.calls[0]?.[0])).not.toMatch(/not mailed to sales/);
  });
});
