// The chain against EmailJS as it really behaves (issue 22), through the stand-in that plays
// the service: a send answered after our time-out, a 404 "Account not found" outage, a
// used-up monthly quota (426), a spammer typing a victim's address three times, ids and
// addresses made to say something (issue 38), and the service refusing wrong keys and ids.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createEmailJsTransport } from "../../functions/src/mail/emailjs";
import { EMAILJS_ANSWERS, WRONG_SETTINGS } from "../../functions/src/testing/emailjs-service";
import { VALID_LEAD } from "../fixtures/leads";
import { chainTestBed, isSalesMail, testSetting, waitForSettled } from "../support/chain";
import type { ReceivedEmailRequest } from "../support/emailjs-stand-in";
import { adminFirestore, waitFor } from "../support/emulators";
import { seedLead, uniqueLeadId, waitForState } from "../support/leads";
import { buildTemplate } from "../../functions/mail-templates/build";
import { renderLikeEmailJs } from "../../functions/mail-templates/emailjs-syntax";
import { PROSPECT_TEMPLATE, SALES_TEMPLATE } from "../../functions/mail-templates/templates";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { REFERENCE_PATTERN } from "../../functions/src/shared/lead-reference";
import { AUTO_REPLY_TEMPLATE_VARIABLES } from "../../functions/src/mail/template-params";

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
/** The confirmations asked for `address` (they carry no lead id: only the address and the plan). */
const repliesTo = (address: string) =>
  standIn()
    .requests.filter(isReply)
    .filter(
      (request) =>
        String(request.body.template_params?.emailAddress).toLowerCase() === address.toLowerCase(),
    );

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
    // The first send reaches EmailJS (the mail goes out) but the answer comes too late. Only
    // this lead's mail takes that answer, not another file's sales mail still on its way.
    standIn().answerOnly((body) => body.template_params?.companyName === "Late Answer Lumber");
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
    const address = `${uniqueLeadId("quota")}@quotaquarry.com`;
    const leadId = await bed.submit({
      ...VALID_LEAD,
      companyName: "Quota Quarry",
      emailAddress: address,
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
    expect(repliesTo(address)).toHaveLength(0);
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
    const sent = repliesTo(victim).filter((r) => r.status === 200);
    expect(sent).toHaveLength(1);
    const params = sent[0]?.body.template_params ?? {};
    expect(Object.keys(params).sort()).toEqual([...AUTO_REPLY_TEMPLATE_VARIABLES].sort());
    expect(JSON.stringify(params)).not.toMatch(/pills/i);
  });
});

describe("ids and addresses that carry nothing (issue 38)", () => {
  /** Every mailto link in `html`, as EmailJS's rendering leaves it (HTML-escaped). */
  const mailtoLinks = (html: string) =>
    [...html.matchAll(/href="(mailto:[^"]*)"/g)].map((match) => match[1] ?? "");

  it("mails nothing for a lead under an id someone chose, written past the rules", async () => {
    const chosen = `URGENT invoice overdue ${uniqueLeadId("")} pay at evil dot example`;
    await seedLead(chosen);
    expect(await waitForState(chosen)).toMatchObject({
      state: "ERROR",
      error: { text: "Invalid lead, not sent: leadId: not a document id of the automatic shape" },
    });
    await waitForSettled([chosen]);
    const mentions = standIn().requests.filter((r) => JSON.stringify(r.body).includes(chosen));
    expect(mentions).toEqual([]);
  });

  it("sends the sales mail encoded links and a normalised Reply-To, the confirmation no id", async () => {
    // The HTML standard lets ? & = into a local part; only the host is held to a host name.
    const address = `${uniqueLeadId("Cc")}?cc=ceo&body=hi@Harbor-Bikes.example`;
    const leadId = await bed.submit({
      ...VALID_LEAD,
      companyName: "Harbor Bikes",
      emailAddress: address,
    });
    expect(await waitForState(leadId)).toMatchObject({ state: "SUCCESS" });
    // The confirmation is queued just after the sales mail's SUCCESS is written: wait for it.
    expect(await finalReplyState(leadId)).toBe("SUCCESS");

    const [sales, prospect] = await Promise.all([
      buildTemplate(SALES_TEMPLATE),
      buildTemplate(PROSPECT_TEMPLATE),
    ]);
    const salesParams = (salesFor(leadId).find((r) => r.status === 200)?.body.template_params ??
      {}) as Record<string, string>;
    const salesHtml = renderLikeEmailJs(sales.html, salesParams, { html: true });
    const links = mailtoLinks(salesHtml);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link, "the address cannot open a mailto query").not.toMatch(/[?&]/);
      expect(decodeURIComponent(link.replace(/&amp;/g, "&"))).toBe(`mailto:${address}`);
    }
    expect(renderLikeEmailJs(sales.replyTo, salesParams, { html: false })).toBe(
      address.toLowerCase(),
    );

    const [reply] = repliesTo(address).filter((r) => r.status === 200);
    const replyParams = (reply?.body.template_params ?? {}) as Record<string, string>;
    expect(Object.keys(replyParams).sort()).toEqual([...AUTO_REPLY_TEMPLATE_VARIABLES].sort());
    // The brief is named by its short reference (a brief with a plan also carries a pay link,
    // whose token hides the id: pay-link.emulator.test.ts).
    expect(replyParams.reference).toMatch(REFERENCE_PATTERN);
    const shown = [
      renderLikeEmailJs(prospect.subject, replyParams, { html: false }),
      renderLikeEmailJs(prospect.html, replyParams, { html: true }),
      renderLikeEmailJs(prospect.text, replyParams, { html: false }),
    ].join("\n");
    expect(shown).not.toContain(leadId);
    expect(JSON.stringify(replyParams)).not.toContain(leadId);
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
