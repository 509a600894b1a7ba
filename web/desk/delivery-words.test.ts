import { describe, expect, it } from "vitest";
import { actionFor, autoReplyWords, deliveryWords, needsAttention } from "./delivery-words";
import { toDeskLead } from "./desk-lead";

const now = new Date("2026-11-25T10:40:00Z");
const lead = (
  delivery: Record<string, unknown> | undefined,
  createdAt = new Date("2026-11-25T10:30:00Z"),
) => toDeskLead("lead-1", { companyName: "Acme", createdAt, ...(delivery ? { delivery } : {}) });
const words = (
  delivery: Record<string, unknown> | undefined,
  companyOf?: (id: string) => string | undefined,
) => deliveryWords(lead(delivery), { now, timeZone: "UTC", companyOf });

describe("deliveryWords", () => {
  it("says each state as the desk shows it", () => {
    expect(words({ state: "SUCCESS" })).toBe("Mailed");
    expect(words({ state: "RETRY", nextAttemptAt: new Date("2026-11-25T10:42:00Z") })).toBe(
      "Retrying — next try 10:42",
    );
    expect(words({ state: "RETRY", nextAttemptAt: new Date("2026-11-25T10:32:00Z") })).toBe(
      "Retry overdue — was due 10:32",
    );
    expect(words({ state: "HELD", heldFor: "budget" })).toBe("Held: hourly limit");
    expect(words({ state: "HELD", heldFor: "quota" })).toBe("Held: monthly quota");
    expect(words({ state: "ERROR", error: { status: 403, text: "Forbidden" } })).toBe(
      "Failed: 403 Forbidden",
    );
    expect(words({ state: "ERROR", error: { status: 0, text: "timeout" } })).toBe(
      "Failed: no answer (timeout)",
    );
    expect(
      words({ state: "DUPLICATE", duplicateOf: "first-lead" }, (id) =>
        id === "first-lead" ? "Acme Bakery" : undefined,
      ),
    ).toBe("Duplicate of Acme Bakery");
    expect(words({ state: "DUPLICATE", duplicateOf: "abcdefghijkl" })).toBe(
      "Duplicate of lead abcdefgh",
    );
    expect(words({ state: "SUCCESS", unansweredAt: now })).toBe("Mailed (may have gone out twice)");
  });

  it("says a lead is late when it has no final state five minutes after it arrived", () => {
    expect(words(undefined)).toBe("Not queued after 5 minutes");
    expect(deliveryWords(lead(undefined, new Date("2026-11-25T10:38:00Z")), { now })).toBe(
      "Waiting for the queue",
    );
  });
});

describe("needsAttention", () => {
  it("takes ERROR, HELD, overdue retries and leads not delivered after five minutes", () => {
    expect(needsAttention(lead({ state: "ERROR" }), now)).toBe(true);
    expect(needsAttention(lead({ state: "HELD" }), now)).toBe(true);
    expect(
      needsAttention(
        lead({ state: "RETRY", nextAttemptAt: new Date("2026-11-25T10:39:00Z") }),
        now,
      ),
    ).toBe(true);
    expect(
      needsAttention(
        lead({ state: "RETRY", nextAttemptAt: new Date("2026-11-25T10:41:00Z") }),
        now,
      ),
    ).toBe(false);
    expect(needsAttention(lead({ state: "QUEUED" }), now)).toBe(true);
    expect(needsAttention(lead({ state: "QUEUED" }, new Date("2026-11-25T10:38:00Z")), now)).toBe(
      false,
    );
    expect(needsAttention(lead({ state: "SUCCESS" }), now)).toBe(false);
    expect(needsAttention(lead({ state: "DUPLICATE" }), now)).toBe(false);
  });
});

describe("actionFor", () => {
  it("offers Release for HELD, Send anyway for DUPLICATE, Resend for failed or stuck, nothing for mailed", () => {
    expect(actionFor(lead({ state: "HELD" }), now)).toBe("release");
    expect(actionFor(lead({ state: "DUPLICATE" }), now)).toBe("sendAnyway");
    expect(actionFor(lead({ state: "ERROR" }), now)).toBe("resend");
    expect(actionFor(lead({ state: "QUEUED" }), now)).toBe("resend");
    expect(actionFor(lead({ state: "SUCCESS" }), now)).toBeNull();
    expect(
      actionFor(lead({ state: "PROCESSING" }, new Date("2026-11-25T10:39:00Z")), now),
    ).toBeNull();
  });
});

describe("autoReplyWords", () => {
  const reply = (autoReply: Record<string, unknown>) =>
    autoReplyWords(toDeskLead("lead-1", { companyName: "Acme", autoReply }), "UTC");

  it("says the confirmation's state in each state's own words", () => {
    expect(reply({ state: "SUCCESS" })).toBe("Confirmation sent");
    expect(reply({ state: "DECLINED" })).toBe("Confirmation held back by the relay guard");
    expect(reply({ state: "ERROR", error: { status: 403, text: "Forbidden" } })).toBe(
      "Confirmation failed: 403 forbidden",
    );
    expect(reply({ state: "RETRY", nextAttemptAt: new Date("2026-11-25T10:42:00Z") })).toBe(
      "Confirmation retrying — next try 10:42",
    );
    expect(reply({ state: "SKIPPED" })).toBe("Confirmation not sent: EmailJS not configured");
    expect(reply({ state: "QUEUED" })).toBe("Confirmation queued");
    expect(autoReplyWords(toDeskLead("lead-1", {}))).toBeNull();
  });
});

describe("a state the desk does not know (written by newer functions)", () => {
  it("is shown by its name, needs no attention by itself and offers no action", () => {
    expect(words({ state: "PAUSED" })).toBe("Unknown state PAUSED");
    expect(needsAttention(lead({ state: "PAUSED" }), now)).toBe(false);
    expect(actionFor(lead({ state: "PAUSED" }), now)).toBeNull();
  });
});
