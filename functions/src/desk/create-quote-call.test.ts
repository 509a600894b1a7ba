// The desk's "Write a quote" (deskCreateQuote's handler): only a salesperson writes one; every
// refused shape is refused with its sentence and writes nothing; a quote replaces one not yet
// accepted and never one whose money was received; its link names this quote only.
import { describe, expect, it } from "vitest";
import type { Agreement } from "../shared/agreement.js";
import type { DeskActionRecord } from "../shared/desk-api.js";
import type { Payment } from "../shared/payment.js";
import { checkQuoteLink } from "../payments/quote-link.js";
import type { QuotedLead } from "../payments/create-quote.js";
import { fakeClock, recordingLogs } from "../testing/fakes.js";
import { SALES, WITHOUT_SALES_CLAIM } from "../testing/desk-callers.js";
import type { DeskActionCall } from "./desk-action.js";
import { QUOTE_REFUSALS, runDeskCreateQuote } from "./create-quote-call.js";

const NOW = new Date("2026-11-27T06:30:00Z");
const LEAD_ID = "Abc0AutoShapedLeadId";
const SECRET = "unit-test-pay-link-secret-of-32-bytes-or-more";
const GOOD = {
  leadId: LEAD_ID,
  lines: [
    { description: "Brand strategy workshop", amountCents: 250_000 },
    { description: "Logo and identity system", amountCents: 600_050 },
  ],
  depositPercent: 50,
};

function paidHistory(amountCents: number): Payment["history"] {
  return {
    "paid-pi_1": {
      kind: "paid",
      amountCents,
      currency: "usd",
      at: NOW,
      sessionId: "cs_1",
      paymentIntentId: "pi_1",
    },
  } as Payment["history"];
}

function setup(lead: Partial<QuotedLead> | null = {}) {
  const writes: {
    leadId: string;
    agreement: Agreement;
    note: string;
    mailKey: string;
    record: DeskActionRecord;
  }[] = [];
  const clock = fakeClock(NOW);
  const queued: string[] = [];
  const deps = {
    clock: clock.clock,
    logs: recordingLogs().logs,
    currentClaims: async (uid: string) => (uid === SALES.uid ? { role: "sales" } : undefined),
    payLinkSecret: SECRET,
    siteOrigin: "https://brandvista.studio",
    queue: {
      enqueue: async (task: unknown, taskId: string) => {
        queued.push(taskId);
        return "queued" as const;
      },
    },
    quoteStore: {
      async writeQuote(
        leadId: string,
        decide: (lead: QuotedLead) => void,
        quote: { agreement: Agreement; note: string; mailKey: string },
        record: DeskActionRecord,
      ) {
        if (leadId !== LEAD_ID || lead === null) return false;
        decide({ payment: undefined, agreement: null, accepted: null, ...lead });
        writes.push({ leadId, ...quote, record });
        return true;
      },
    },
  };
  const call = (data: unknown, ...as: [DeskActionCall["auth"]?]) =>
    runDeskCreateQuote({ auth: as.length > 0 ? as[0] : SALES, data }, deps);
  return { call, writes, queued };
}

describe("deskCreateQuote", () => {
  it("writes the quote as the lead's agreement and answers its reference, amounts and link", async () => {
    const { call, writes, queued } = setup();
    const answer = await call({ ...GOOD, note: "Two rounds of changes are included." });
    expect(answer).toMatchObject({
      reference: expect.stringMatching(/^BV-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      totalCents: 850_050,
      dueNowCents: 425_025,
      validUntil: "2026-12-27T06:30:00.000Z",
    });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.agreement).toEqual({
      source: "quote",
      totalCents: 850_050,
      currency: "usd",
      depositPercent: 50,
      plan: null,
      lines: GOOD.lines,
      validUntil: new Date("2026-12-27T06:30:00Z"),
      agreedAt: NOW,
      writtenBy: { by: "sales", uid: SALES.uid },
    });
    expect(writes[0]?.note).toBe("Two rounds of changes are included.");
    // One e-mail per quote: its task is keyed by the lead and the quote.
    expect(writes[0]?.mailKey).toBe(`q${NOW.getTime()}`);
    expect(queued).toEqual([`lead-${LEAD_ID}-0-quote-q${NOW.getTime()}`]);
    expect(writes[0]?.record).toMatchObject({ action: "quote", byUid: SALES.uid, at: NOW });
    const token = answer.payUrl.replace("https://brandvista.studio/quote/", "");
    expect(checkQuoteLink(token, NOW, SECRET)).toEqual({
      kind: "valid",
      leadId: LEAD_ID,
      agreedAt: NOW,
      validUntil: new Date("2026-12-27T06:30:00Z"),
    });
    expect(answer.payUrl).not.toContain(LEAD_ID);
  });

  it("takes the validity it is given, 7 to 90 days", async () => {
    const { call } = setup();
    expect((await call({ ...GOOD, validDays: 7 })).validUntil).toBe("2026-12-04T06:30:00.000Z");
    expect((await call({ ...GOOD, validDays: 90 })).validUntil).toBe("2027-02-25T06:30:00.000Z");
    expect((await call({ ...GOOD, depositPercent: 0 })).dueNowCents).toBe(0);
  });

  const line = (description: string, amountCents: unknown) => ({ description, amountCents });
  const REFUSED: [string, unknown, string][] = [
    ["no lines", { ...GOOD, lines: [] }, QUOTE_REFUSALS.noLines],
    [
      "31 lines",
      { ...GOOD, lines: Array(31).fill(line("Page", 100)) },
      QUOTE_REFUSALS.tooManyLines,
    ],
    [
      "an amount in dollars and cents",
      { ...GOOD, lines: [line("Logo", 12.5)] },
      QUOTE_REFUSALS.amount,
    ],
    ["a zero amount", { ...GOOD, lines: [line("Logo", 0)] }, QUOTE_REFUSALS.amount],
    ["a negative amount", { ...GOOD, lines: [line("Logo", -500)] }, QUOTE_REFUSALS.amount],
    ["an amount as text", { ...GOOD, lines: [line("Logo", "500")] }, QUOTE_REFUSALS.amount],
    [
      "a total over $100,000",
      { ...GOOD, lines: [line("Site", 6_000_000), line("App", 4_000_001)] },
      QUOTE_REFUSALS.total,
    ],
    ["an empty description", { ...GOOD, lines: [line("  ", 500)] }, QUOTE_REFUSALS.description],
    [
      "a description of 201 characters",
      { ...GOOD, lines: [line("x".repeat(201), 500)] },
      QUOTE_REFUSALS.description,
    ],
    ["a 30 % deposit", { ...GOOD, depositPercent: 30 }, QUOTE_REFUSALS.deposit],
    ["a 100 % deposit", { ...GOOD, depositPercent: 100 }, QUOTE_REFUSALS.deposit],
    ["6 days", { ...GOOD, validDays: 6 }, QUOTE_REFUSALS.validDays],
    ["91 days", { ...GOOD, validDays: 91 }, QUOTE_REFUSALS.validDays],
    ["a note of 1,001 characters", { ...GOOD, note: "n".repeat(1001) }, QUOTE_REFUSALS.note],
    ["a note with markup", { ...GOOD, note: "<b>Hi</b>" }, QUOTE_REFUSALS.note],
    ["a malformed lead id", { ...GOOD, leadId: "leads/x" }, QUOTE_REFUSALS.leadId],
    ["a price field the form never sends", { ...GOOD, totalCents: 1 }, QUOTE_REFUSALS.shape],
    ["nothing", null, QUOTE_REFUSALS.shape],
  ];
  it.each(REFUSED)("refuses %s with its sentence, and writes nothing", async (_, data, message) => {
    const { call, writes, queued } = setup();
    await expect(call(data)).rejects.toMatchObject({ code: "invalid-argument", message });
    expect(writes).toEqual([]);
    expect(queued).toEqual([]);
  });

  it("refuses an unknown lead with not-found", async () => {
    const { call, writes } = setup(null);
    await expect(call(GOOD)).rejects.toMatchObject({
      code: "not-found",
      message: QUOTE_REFUSALS.unknownLead,
    });
    expect(writes).toEqual([]);
  });

  it.each(WITHOUT_SALES_CLAIM)("refuses %s, and writes nothing", async (_, auth) => {
    const { call, writes } = setup();
    await expect(call(GOOD, auth)).rejects.toMatchObject({ code: "permission-denied" });
    expect(writes).toEqual([]);
  });

  it("replaces a quote not yet accepted, and refuses one whose money was received", async () => {
    const payment = { state: "PAID", history: paidHistory(425_025) } as unknown as Payment;
    const accepted = setup({ payment });
    await expect(accepted.call(GOOD)).rejects.toMatchObject({
      code: "failed-precondition",
      message: QUOTE_REFUSALS.accepted,
    });
    expect(accepted.writes).toEqual([]);
    const refunded = {
      ...payment,
      state: "REFUNDED",
      history: {
        ...paidHistory(425_025),
        "refund-re_1": { ...paidHistory(425_025)["paid-pi_1"], kind: "refunded" },
      },
    } as unknown as Payment;
    expect((await setup({ payment: refunded }).call(GOOD)).totalCents).toBe(850_050);
    const processing = setup({
      payment: { state: "PROCESSING", history: {} } as unknown as Payment,
    });
    await expect(processing.call(GOOD)).rejects.toMatchObject({
      message: QUOTE_REFUSALS.processing,
    });
    const open = setup({ payment: { state: "EXPIRED", history: {} } as unknown as Payment });
    expect((await open.call(GOOD)).dueNowCents).toBe(425_025);
  });

  it("refuses to replace a quote accepted with nothing due now", async () => {
    const agreement = { agreedAt: new Date("2026-11-20T00:00:00Z") } as Agreement;
    const { call, writes } = setup({ agreement, accepted: { agreedAt: agreement.agreedAt } });
    await expect(call(GOOD)).rejects.toMatchObject({ message: QUOTE_REFUSALS.accepted });
    expect(writes).toEqual([]);
  });

  it("writes nothing without a pay-link secret", async () => {
    const { call, writes } = setup();
    const noKey = runDeskCreateQuote(
      { auth: SALES, data: GOOD },
      {
        clock: fakeClock(NOW).clock,
        logs: recordingLogs().logs,
        currentClaims: async () => ({ role: "sales" }),
        payLinkSecret: undefined,
        siteOrigin: "https://brandvista.studio",
        queue: { enqueue: async () => "queued" as const },
        quoteStore: { writeQuote: async () => true },
      },
    );
    await expect(noKey).rejects.toMatchObject({ code: "failed-precondition" });
    void call;
    expect(writes).toEqual([]);
  });
});
