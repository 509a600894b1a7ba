// The task's kind on the wire: what the first release wrote (none for the sales e-mail), so the
// previous release, still running during a deploy, runs every task the new one queues as the
// same e-mail; task ids must not change, or a redelivered event would queue a second task for an
// e-mail already queued.
import { describe, expect, it } from "vitest";
import { MAIL_KINDS, mailKindOf } from "./mail-kinds.js";

describe("mailKindOf", () => {
  it("reads a task with no kind as the sales e-mail, and the wire names as their kinds", () => {
    expect(mailKindOf(undefined)).toBe("sales");
    expect(mailKindOf("autoReply")).toBe("confirmation");
    expect(mailKindOf("payment")).toBe("paymentNote");
    expect(mailKindOf("paymentChange")).toBe("paymentChange");
  });

  it("refuses a kind no release wrote, the code's own names included", () => {
    expect(mailKindOf("sales")).toBeUndefined();
    expect(mailKindOf("confirmation")).toBeUndefined();
    expect(mailKindOf("invoice")).toBeUndefined();
    expect(mailKindOf(3)).toBeUndefined();
  });
});

describe("task ids", () => {
  it("stay what they were before the table: one per lead and round", () => {
    expect(MAIL_KINDS.sales.taskId("abc", 2)).toBe("lead-abc-2");
    expect(MAIL_KINDS.confirmation.taskId("abc", 0)).toBe("lead-abc-0-reply");
    expect(MAIL_KINDS.confirmation.taskId("abc", 1)).toBe("lead-abc-0-reply-1");
    expect(MAIL_KINDS.paymentNote.taskId("abc", 0)).toBe("lead-abc-0-payment");
    expect(MAIL_KINDS.sales.taskId("a/b c", 0)).toBe("lead-a_b_c-0");
  });

  it("name the change for a payment change note: one task per lead and change", () => {
    const id = MAIL_KINDS.paymentChange.taskId;
    expect(id("abc", 0, "refund-re_1")).toBe("lead-abc-0-money-refund-re_1");
    expect(id("abc", 2, "refund-re_1")).toBe("lead-abc-0-money-refund-re_1--2");
    expect(id("abc", 0, "refund-re_1")).not.toBe(id("abc", 0, "refund-re_2"));
    expect(id("abc", 0, "paid-pi_1")).not.toBe(id("abd", 0, "paid-pi_1"));
  });
});
