// A quote's e-mail to the prospect: sent once for the quote its task names, with the lines, the
// total, the share due now, the reference and a link that opens that quote; no document id. A
// quote replaced before its turn is DECLINED and nothing is sent.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import type { Agreement } from "../shared/agreement.js";
import { newDelivery } from "../shared/delivery.js";
import { fakeLeadStore, fakeTransport } from "../testing/fakes.js";
import { testMailDeps } from "../testing/mail-deps.js";
import { testQuote } from "../testing/payment-fixtures.js";
import { checkQuoteLink } from "../payments/quote-link.js";
import { sendQuoteMail } from "./send-quote-mail.js";

const LEAD_ID = "Lead1AutoShapedId000";
const AT = new Date("2030-05-06T14:00:00Z");
const SECRET = "quote-mail-unit-test-secret-of-32-bytes-or-more";
const QUOTE = testQuote({ validUntil: new Date("2030-06-05T14:00:00Z"), agreedAt: AT });
const KEY = `q${AT.getTime()}`;

function setup(agreement: Agreement = QUOTE) {
  const db = fakeLeadStore({
    [LEAD_ID]: {
      fields: { ...VALID_LEAD, createdAt: AT },
      delivery: newDelivery({ state: "SUCCESS" }),
      agreement,
      quoteNote: "Two rounds of changes are included.",
      quoteMails: { [KEY]: newDelivery({ state: "QUEUED", queuedAt: AT }) },
    },
  });
  const mail = fakeTransport();
  const deps = {
    ...testMailDeps({ store: db.store, mail: { transport: mail.transport } }),
    quoteTemplateId: "template_quote",
    payLinkSecret: SECRET,
    quoteSiteOrigin: "https://brandvista.studio",
  };
  const task = { leadId: LEAD_ID, round: 0, kind: "quote", change: KEY };
  return { db, mail, deps, task };
}

describe("sendQuoteMail", () => {
  it("sends the quote once, with its lines, amounts, note and a link to it, and no id", async () => {
    const { db, mail, deps, task } = setup();
    expect(await sendQuoteMail(task, { retryCount: 0 }, deps)).toBe("SUCCESS");
    expect(await sendQuoteMail(task, { retryCount: 0 }, deps)).toBe("done");
    expect(mail.calls).toHaveLength(1);
    expect(mail.templates).toEqual(["template_quote"]);
    const params = mail.calls[0] ?? {};
    expect(params).toMatchObject({
      emailAddress: VALID_LEAD.emailAddress,
      reference: expect.stringMatching(/^BV-/),
      lines: "Brand strategy workshop: $2,500\nLogo and identity system: $6,000.50",
      total: "$8,500.50",
      dueNow: "$4,250.25",
      dueNowShare: "50%",
      later: "$4,250.25",
      validUntil: "June 5, 2030",
      note: "Two rounds of changes are included.",
    });
    expect(JSON.stringify(params)).not.toContain(LEAD_ID);
    const token = String(params.payUrl).replace("https://brandvista.studio/quote/", "");
    expect(checkQuoteLink(token, AT, SECRET)).toMatchObject({ leadId: LEAD_ID, agreedAt: AT });
    expect((await db.store.read(LEAD_ID))?.lead.quoteMails?.[KEY]?.state).toBe("SUCCESS");
  });

  it("declines a quote replaced before its turn, sending nothing", async () => {
    const { db, mail, deps, task } = setup({
      ...QUOTE,
      agreedAt: new Date("2030-05-07T00:00:00Z"),
    });
    expect(await sendQuoteMail(task, { retryCount: 0 }, deps)).toBe("DECLINED");
    expect(mail.calls).toEqual([]);
    expect((await db.store.read(LEAD_ID))?.lead.quoteMails?.[KEY]?.info?.text).toMatch(/replaced/);
  });
});
