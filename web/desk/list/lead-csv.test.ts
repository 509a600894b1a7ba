import { LEAD_FIELDS } from "@shared/lead-fields";
import { describe, expect, it } from "vitest";
import { toDeskLead } from "../desk-lead";
import { csvCell, leadsCsv, neutralise } from "./lead-csv";
import { storedQuote } from "../stored-quote.fixture";

const lead = (fields: Record<string, unknown>) =>
  toDeskLead("lead-1", {
    companyName: "Acme",
    sloganName: "",
    industry: "Bakery",
    keyword: "bread",
    emailAddress: "owner@acme.example",
    number: "(214) 555-0100",
    createdAt: new Date("2026-11-25T10:00:00Z"),
    ...fields,
  });

describe("neutralise", () => {
  it.each(['=HYPERLINK("http://x")', "+1 214 555 0100", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "makes %j text by prefixing an apostrophe",
    (value) => {
      expect(neutralise(value)).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text alone", () => {
    expect(neutralise("Acme = best")).toBe("Acme = best");
    expect(neutralise("")).toBe("");
  });
});

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks after neutralising", () => {
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });
});

describe("leadsCsv", () => {
  it("writes a header and one row per lead with every answer, the plan label and the source", () => {
    const csv = leadsCsv(
      [
        lead({
          companyName: "=cmd|' /C calc'!A0",
          plan: "logo-starter",
          source: { utmSource: "google", utmMedium: "cpc", referrer: "https://www.google.com/" },
          delivery: { state: "HELD", heldFor: "budget", attempts: 0, round: 0 },
        }),
      ],
      new Date("2026-11-25T11:00:00Z"),
    );
    const [header, row, end] = csv.split("\r\n");
    expect(end).toBe("");
    expect(header?.split(",")).toEqual(
      expect.arrayContaining([
        "id",
        "receivedAt",
        ...LEAD_FIELDS, // every answer of the brief has its column
        "plan",
        "planLabel",
        "utmSource",
        "utmMedium",
        "referrer",
        "deliveryState",
        "delivery",
      ]),
    );
    expect(row).toContain("'=cmd|' /C calc'!A0");
    expect(row).not.toMatch(/(^|,)=/);
    expect(row).toContain("Starter Logo — $249");
    expect(row).toContain("google,cpc");
    expect(row).toContain("HELD,Held: hourly limit");
    expect(row).toContain("'(214) 555-0100".slice(1));
    expect(row).toContain("2026-11-25T10:00:00.000Z");
  });
});

describe("leadsCsv's payment columns", () => {
  const columns = (csv: string) => {
    const [header = "", ...rows] = csv.split("\r\n");
    const names = header.split(",");
    // Cells split at commas outside quotes ("Paid in full $4,999" is one cell).
    const cells = (row: string) => row.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [];
    return rows
      .filter(Boolean)
      .map((row) =>
        Object.fromEntries(cells(row).map((cell, i) => [names[i], cell.replace(/,$/, "")])),
      );
  };
  const payment = (fields: Record<string, unknown>) =>
    lead({
      payment: {
        state: "PAID",
        sessionId: "cs_test_1",
        amountCents: 249_950,
        planId: "branding-system",
        paidAt: new Date("2026-11-02T09:00:00Z"),
        ...fields,
      },
    });

  it("carries a deposit plan's deposit and its balance invoice, with their dates", () => {
    const [row] = columns(
      leadsCsv(
        [
          payment({
            balance: {
              invoiceId: "in_test_1",
              state: "PAID",
              amountCents: 249_950,
              hostedUrl: "https://invoice.stripe.com/i/test_1",
              sentAt: new Date("2026-11-10T15:00:00Z"),
              dueAt: new Date("2026-11-24T15:00:00Z"),
              paidAt: new Date("2026-11-21T09:00:00Z"),
            },
          }),
        ],
        new Date("2026-11-25T11:00:00Z"),
      ),
    );
    expect(row).toMatchObject({
      depositCents: "249950",
      depositPaidAt: "2026-11-02T09:00:00.000Z",
      balanceCents: "249950",
      balanceInvoiceState: "PAID",
      balanceInvoicedAt: "2026-11-10T15:00:00.000Z",
      balanceDueAt: "2026-11-24T15:00:00.000Z",
      balancePaidAt: "2026-11-21T09:00:00.000Z",
    });
  });

  it("carries what the client agreed to: a quote's total, its share due now and its validity", () => {
    const agreement = storedQuote({ depositPercent: 25 });
    const [quoted, none] = columns(
      leadsCsv([lead({ agreement }), lead({})], new Date("2026-11-25T11:00:00Z")),
    );
    expect(quoted).toMatchObject({
      agreement: "quote",
      agreedTotalCents: "850050",
      agreedDueNowCents: "212513",
      quoteValidUntil: "2026-12-20T09:00:00.000Z",
      quote: '"Quote $8,500.50 sent 5 days ago, expires Dec 20, 2026"',
    });
    expect(none).toMatchObject({ agreement: "", agreedTotalCents: "", quote: "" });
  });

  it("gives a deposit not yet invoiced its balance to come, and a full-price plan no deposit", () => {
    const [deposit, full] = columns(
      leadsCsv(
        [payment({}), payment({ planId: "logo-starter", amountCents: 24_900 })],
        new Date("2026-11-25T11:00:00Z"),
      ),
    );
    expect(deposit).toMatchObject({
      depositCents: "249950",
      balanceCents: "249950",
      balanceInvoiceState: "",
      balanceDueAt: "",
    });
    expect(full).toMatchObject({ depositCents: "", depositPaidAt: "", balanceCents: "" });
  });
});
