import { describe, expect, it } from "vitest";
import { toDeskLead } from "./desk-lead";
import { leadsCsv } from "./list/lead-csv";
import { paymentWords } from "./payment-words";

const payment = (fields: Record<string, unknown>) =>
  toDeskLead("lead1", {
    companyName: "Lone Star Roasters",
    payment: { sessionId: "cs_test_1", amountCents: 249_900, ...fields },
  }).payment;

describe("the desk's Payment column", () => {
  it("says Paid with the amount, the other states by their label, nothing before a checkout", () => {
    expect(paymentWords(payment({ state: "PAID" }))).toBe("Paid $2,499");
    expect(paymentWords(payment({ state: "OPEN" }))).toBe("Open");
    expect(paymentWords(payment({ state: "PROCESSING" }))).toBe("Processing");
    expect(paymentWords(payment({ state: "EXPIRED" }))).toBe("Expired");
    expect(paymentWords(payment({ state: "REFUNDED" }))).toBe("Refunded");
    expect(paymentWords(payment({ state: "DISPUTED" }))).toBe("Disputed");
    expect(
      paymentWords(payment({ state: "PARTIALLY_REFUNDED", amountRefundedCents: 50_000 })),
    ).toBe("Partly refunded ($500 of $2,499)");
    expect(paymentWords(payment({ state: "SOMETHING_NEW" }))).toBe("SOMETHING_NEW");
    expect(paymentWords(null)).toBe("");
  });

  it("exports the payment columns in the CSV", () => {
    const lead = toDeskLead("lead1", {
      companyName: "Lone Star Roasters",
      payment: {
        state: "PAID",
        sessionId: "cs_test_1",
        amountCents: 249_900,
        paidAt: new Date("2026-11-25T10:00:00Z"),
      },
    });
    const [header, row] = leadsCsv([lead], new Date("2026-11-25T11:00:00Z")).split("\r\n");
    expect(header).toContain(
      "paymentState,payment,paymentAmountCents,paymentRefundedCents,paidAt,checkoutSessionId",
    );
    expect(row).toContain('PAID,"Paid $2,499",249900,0,2026-11-25T10:00:00.000Z,cs_test_1');
  });
});
