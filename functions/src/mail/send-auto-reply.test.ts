// The prospect's confirmation: nothing the visitor typed but the address, one per address,
// none for a held lead (the relay guard), and the same send steps as the sales e-mail.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { newDelivery } from "../shared/delivery.js";
import type { StoredLead } from "../leads/lead-store.js";
import { sendAutoReply } from "./send-auto-reply.js";
import { fakeLeadStore, fakeTransport, recordingLogs } from "../testing/fakes.js";
import { testMailDeps } from "../testing/mail-deps.js";

const CREATED_AT = new Date("2030-05-06T14:59:58Z");
const MAILED = newDelivery({ state: "SUCCESS", attempts: 1 });
const QUEUED_REPLY = newDelivery({ state: "QUEUED" });
/** A spammer's brief: a pitch in every free-text field, a victim's address. */
const PITCH = {
  ...VALID_LEAD,
  companyName: "CHEAP PILLS at pills.example",
  sloganName: "Visit pills.example now",
  industry: "Buy now",
  keyword: "pills.example",
  emailAddress: "victim@example.org",
  plan: "logo-starter",
};

function setup(leads: Record<string, Partial<StoredLead>>) {
  const stored = Object.fromEntries(
    Object.entries(leads).map(([id, lead]) => [
      id,
      {
        fields: { ...PITCH, createdAt: CREATED_AT },
        delivery: MAILED,
        autoReply: QUEUED_REPLY,
        ...lead,
      },
    ]),
  );
  const db = fakeLeadStore(stored);
  const mail = fakeTransport();
  const log = recordingLogs();
  const deps = testMailDeps({
    store: db.store,
    mail: { transport: mail.transport },
    autoReplyTemplateId: "template_reply",
    logs: log.logs,
  });
  const run = (leadId: string) =>
    sendAutoReply({ leadId, round: 0, kind: "confirmation" }, { retryCount: 0 }, deps);
  return { db, mail, log, deps, run };
}

describe("sendAutoReply", () => {
  it("sends the address, the plan's label from our own list and the reference, nothing typed", async () => {
    const { run, mail, db } = setup({ lead1: {} });
    await expect(run("lead1")).resolves.toBe("SUCCESS");
    expect(mail.calls).toEqual([
      { emailAddress: "victim@example.org", plan: "Starter Logo — $249", leadId: "lead1" },
    ]);
    expect(mail.templates).toEqual(["template_reply"]);
    expect(db.autoReply("lead1")).toMatchObject({ state: "SUCCESS", attempts: 1 });
  });

  it("confirms one of three briefs to one address, however it was typed; the others are DECLINED", async () => {
    const { run, mail, db } = setup({
      first: {},
      second: { fields: { ...PITCH, emailAddress: " Victim@Example.org", createdAt: CREATED_AT } },
      third: { fields: { ...PITCH, emailAddress: "VICTIM@EXAMPLE.ORG", createdAt: CREATED_AT } },
    });
    const outcomes = [await run("first"), await run("second"), await run("third")];
    expect(outcomes).toEqual(["SUCCESS", "DECLINED", "DECLINED"]);
    expect(mail.calls).toHaveLength(1);
    expect(db.autoReply("second")?.info?.text).toMatch(/^Confirmation not sent: .*lead first/);
  });

  it("sends none for a lead that was held, even once released and mailed", async () => {
    const { run, mail } = setup({
      released: { delivery: newDelivery({ state: "SUCCESS", heldFor: "budget" }) },
    });
    await expect(run("released")).resolves.toBe("DECLINED");
    expect(mail.calls).toHaveLength(0);
  });

  it("ends DECLINED, not stuck in PROCESSING, when confirmations were turned off since queueing", async () => {
    const { run, mail, db, deps } = setup({ lead1: {} });
    deps.autoReplyTemplateId = undefined;
    await expect(run("lead1")).resolves.toBe("DECLINED");
    expect(mail.calls).toHaveLength(0);
    expect(db.autoReply("lead1")?.state).toBe("DECLINED");
  });

  it("does nothing for a confirmation already sent", async () => {
    const { run, mail } = setup({ lead1: { autoReply: newDelivery({ state: "SUCCESS" }) } });
    await expect(run("lead1")).resolves.toBe("done");
    expect(mail.calls).toHaveLength(0);
  });
});
