// The prospect's confirmation: nothing the visitor typed but the address, one per address,
// none for a held lead (the relay guard), and the same send steps as the sales e-mail.
import { leadReference } from "../leads/derive-reference.js";
import { checkPayLink } from "../payments/pay-link.js";
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
    sendAutoReply({ leadId, round: 0, kind: "autoReply" }, { retryCount: 0 }, deps);
  return { db, mail, log, deps, run };
}

describe("sendAutoReply", () => {
  it("carries a pay link that opens the lead's payment, and no document id", async () => {
    const { mail, deps } = setup({ Lead1AutoShapedId000: {} });
    const secret = "unit-test-pay-link-secret";
    await sendAutoReply(
      { leadId: "Lead1AutoShapedId000", round: 0, kind: "autoReply" },
      { retryCount: 0 },
      { ...deps, payLinkSecret: secret },
    );
    const payUrl = mail.calls[0]?.payUrl ?? "";
    expect(payUrl).toMatch(/^https:\/\/brandvista\.studio\/pay\/[A-Za-z0-9_.-]+$/);
    expect(JSON.stringify(mail.calls[0])).not.toContain("Lead1AutoShapedId000");
    const token = payUrl.slice(payUrl.lastIndexOf("/") + 1);
    expect(checkPayLink(token, deps.clock.now(), secret)).toMatchObject({
      kind: "valid",
      leadId: "Lead1AutoShapedId000",
    });
  });

  it("sends the address and the plan's label from our own list: nothing typed, no document id", async () => {
    const { run, mail, db } = setup({ Lead1AutoShapedId000: {} });
    await expect(run("Lead1AutoShapedId000")).resolves.toBe("SUCCESS");
    expect(mail.calls).toEqual([
      {
        emailAddress: "victim@example.org",
        plan: "Starter Logo — $249",
        reference: leadReference("Lead1AutoShapedId000"),
        // No link key in these deps: the mail carries no pay link.
        payUrl: "",
        pathFull: "yes",
        pathDeposit: "",
        pathQuote: "",
        amountNow: "$249",
        balanceLater: "$0",
      },
    ]);
    expect(mail.templates).toEqual(["template_reply"]);
    expect(db.autoReply("Lead1AutoShapedId000")).toMatchObject({ state: "SUCCESS", attempts: 1 });
  });

  it("confirms one of three briefs to one address, however it was typed; the others are DECLINED", async () => {
    const { run, mail, db } = setup({
      First0AutoShapedId00: {},
      Second0AutoShapedId0: {
        fields: { ...PITCH, emailAddress: " Victim@Example.org", createdAt: CREATED_AT },
      },
      Third0AutoShapedId00: {
        fields: { ...PITCH, emailAddress: "VICTIM@EXAMPLE.ORG", createdAt: CREATED_AT },
      },
    });
    const outcomes = [
      await run("First0AutoShapedId00"),
      await run("Second0AutoShapedId0"),
      await run("Third0AutoShapedId00"),
    ];
    expect(outcomes).toEqual(["SUCCESS", "DECLINED", "DECLINED"]);
    expect(mail.calls).toHaveLength(1);
    expect(db.autoReply("Second0AutoShapedId0")?.info?.text).toMatch(
      /^Confirmation not sent: .*lead First0AutoShapedId00/,
    );
  });

  it("sends none for a lead that was held, even once released and mailed", async () => {
    const { run, mail } = setup({
      Released0AutoShaped0: { delivery: newDelivery({ state: "SUCCESS", heldFor: "budget" }) },
    });
    await expect(run("Released0AutoShaped0")).resolves.toBe("DECLINED");
    expect(mail.calls).toHaveLength(0);
  });

  it("ends DECLINED, not stuck in PROCESSING, when confirmations were turned off since queueing", async () => {
    const { run, mail, db, deps } = setup({ Lead1AutoShapedId000: {} });
    deps.autoReplyTemplateId = undefined;
    await expect(run("Lead1AutoShapedId000")).resolves.toBe("DECLINED");
    expect(mail.calls).toHaveLength(0);
    expect(db.autoReply("Lead1AutoShapedId000")?.state).toBe("DECLINED");
  });

  it("does nothing for a confirmation already sent", async () => {
    const { run, mail } = setup({
      Lead1AutoShapedId000: { autoReply: newDelivery({ state: "SUCCESS" }) },
    });
    await expect(run("Lead1AutoShapedId000")).resolves.toBe("done");
    expect(mail.calls).toHaveLength(0);
  });
});
