// The chain against EmailJS as it really behaves (issue 22), through the stand-in that plays
// the service: a send answered after our time-out, a 404 "Account not found" outage, a
// used-up monthly quota (426), a spammer typing a victim's address three times, and the
// service refusing wrong keys and ids.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createEmailJsTransport } from "../../functions/src/mail/emailjs";
import { EMAILJS_ANSWERS, WRONG_SETTINGS } from "../../functions/src/testing/emailjs-service";
import { VALID_LEAD } from "../fixtures/leads";
import { chainTestBed, isSalesMail, testSetting, waitForSettled } from "../support/chain";
import type { ReceivedEmailRequest } from "../support/emailjs-stand-in";
import { adminFirestore, waitFor } from "../support/emulators";
import { uniqueLeadId, waitForState } from "../support/leads";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";

const run = promisify(execFile);
const bed = chainTestBed();
const standIn = () => bed.standIn();
const TIMEOUT_MS = Number(testSetting("MAIL_SEND_TIMEOUT_SECONDS")) * 1000;

const salesFor = (leadId: string): ReceivedEmailRequest[] =>
  standIn()
    .requests.filter(isSalesMail)
    .filter((request) => request.body.template_params?.leadId === leadId);
const isReply = (request: ReceivedEmailRequest) =>
  request.body.template_id === testSetting("EMAILJS_AUTOREPLY_TEMPLATE_ID");
const repliesFor = (leadId: string) =>
  standIn()
    .requests.filter(isReply)
    .filter((request) => request.body.template_params?.leadId === leadId);

/** The lead's confirmation state once it is final. */
async function finalReplyState(leadId: string): Promise<string> {
  const db = await adminFirestore();
  return waitFor(
    async () => {
      const state = (await db.doc(`${LEADS_COLLECTION}/${leadId}`).get()).get("autoReply.state") as
        string | undefined;
      return state && !["QUEUED", "PROCESSING", "RETRY"].includes(state) ? state : undefined;
    },
    { what: `lead ${leadId}'s confirmation to end`, timeoutMs: 30_000 },
  );
}

describe("a send answered after the time-out", () => {
  it("is sent again (at least once), at most twice, the second saying it may repeat the first", async () => {
    // The first send reaches EmailJS (the mail goes out) but the answer comes too late.
    standIn().respondWith({ status: 200, text: "OK", delayMs: TIMEOUT_MS * 3 });
    const leadId = await bed.submit({ ...VALID_LEAD, companyName: "Late Answer Lumber" });

    const delivery = await waitForState(leadId, { timeoutMs: 40_000 });
    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 2 });
    const sales = salesFor(leadId);
    expect(sales).toHaveLength(2);
    expect(sales.map((r) => r.body.template_params?.repeatNotice)).toEqual([
      "",
      expect.stringMatching(/^This may repeat an e-mail sent on .* UTC whose answer never came\.$/),
    ]);
    const db = await adminFirestore();
    const unanswered = (await db.doc(`${LEADS_COLLECTION}/${leadId}`).get()).get(
      "delivery.unansweredAt",
    );
    expect(unanswered).toBeTruthy();
  });
});

describe("EmailJS answering 404 Account not found (its June 2025 outage)", () => {
  it("keeps the lead retrying on Cloud Tasks' schedule and mails it once after, without a replay", async () => {
    standIn().accountNotFound(5000);
    const leadId = await bed.submit({ ...VALID_LEAD, companyName: "Not Found Nurseries" });
    const retry = await waitForState(leadId, { states: ["RETRY"] });
    expect(retry.error).toEqual(EMAILJS_ANSWERS.accountNotFound);

    const delivery = await waitForState(leadId, { timeoutMs: 40_000 });
    expect(delivery).toMatchObject({ state: "SUCCESS", round: 0, reason: "created" });
    const sales = salesFor(leadId);
    expect(sales.filter((r) => r.status === 404).length).toBeGreaterThan(0);
    expect(sales.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe("EmailJS's monthly quota used up (426)", () => {
  it("holds the lead with EmailJS's answer, confirms nothing, and a release mails it once", async () => {
    standIn().quota(0);
    const leadId = await bed.submit({
      ...VALID_LEAD,
      companyName: "Quota Quarry",
      emailAddress: `${uniqueLeadId("quota")}@quotaquarry.com`,
    });
    expect(await waitForState(leadId)).toMatchObject({
      state: "HELD",
      error: EMAILJS_ANSWERS.quota,
    });
    standIn().quota(undefined); // a new month, or a bigger plan

    const { stdout } = await run(
      "node",
      ["functions/lib/ops/leads-cli.js", "resend", "--id", leadId],
      {
        timeout: 90_000,
      },
    );
    expect(stdout).toContain(`queued   ${leadId} (round 1)`);
    expect(await waitForState(leadId, { states: ["SUCCESS"] })).toMatchObject({
      reason: "replay",
    });
    const [settled] = await waitForSettled([leadId]);
    expect(settled?.autoReply, "a held lead confirms nothing").toBeUndefined();
    expect(salesFor(leadId).filter((r) => r.status === 200)).toHaveLength(1);
    expect(repliesFor(leadId)).toHaveLength(0);
  });
});

describe("no open relay", () => {
  it("sends one confirmation for three briefs to one typed address, with no typed text in it", async () => {
    const victim = `${uniqueLeadId("victim")}@example.org`;
    const pitch = (n: number) => ({
      ...VALID_LEAD,
      companyName: `CHEAP PILLS ${n} at pills.example`,
      sloganName: "Visit pills.example today",
      keyword: `pills ${n}`,
      emailAddress: n === 2 ? victim.toUpperCase() : victim,
    });
    const leadIds: string[] = [];
    for (const n of [1, 2, 3]) leadIds.push(await bed.submit(pitch(n), "relay"));

    const replies = await Promise.all(leadIds.map(finalReplyState));
    expect([...replies].sort()).toEqual(["DECLINED", "DECLINED", "SUCCESS"]);
    await waitForSettled(leadIds);
    const sent = standIn()
      .mailed()
      .filter(isReply)
      .filter((r) => leadIds.includes(String(r.body.template_params?.leadId)));
    expect(sent).toHaveLength(1);
    const params = sent[0]?.body.template_params ?? {};
    expect(Object.keys(params).sort()).toEqual(["emailAddress", "leadId", "plan"]);
    expect(JSON.stringify(params)).not.toMatch(/pills/i);
  });
});

describe("the stand-in, like EmailJS", () => {
  const configured = {
    publicKey: testSetting("EMAILJS_PUBLIC_KEY"),
    privateKey: testSetting("EMAILJS_PRIVATE_KEY"),
    serviceId: testSetting("EMAILJS_SERVICE_ID"),
    templateId: testSetting("EMAILJS_TEMPLATE_ID"),
    origin: testSetting("EMAILJS_ORIGIN"),
  };

  it.each(WRONG_SETTINGS)(
    "refuses a wrong %s with EmailJS's answer",
    async (_what, wrong, answer) => {
      const transport = createEmailJsTransport({ ...configured, ...wrong }, 5000);
      await expect(transport.send({ leadId: "refused" })).resolves.toEqual(answer);
    },
  );

  it("accepts the configured ones", async () => {
    const transport = createEmailJsTransport(configured, 5000);
    await expect(transport.send({ leadId: "accepted" })).resolves.toEqual({
      status: 200,
      text: "OK",
    });
  });
});
