import { describe, expect, it } from "vitest";
import { toDeskLead } from "./desk-lead";
import { leadsCsv } from "./list/lead-csv";
import { paymentEntryWords, paymentNeedsPerson, paymentWords } from "./payment-words";
import { storedQuote } from "./stored-quote.fixture";

const payment = (fields: Record<string, unknown>) =>
  toDeskLead("lead1", {
    companyName: "Lone Star Roasters",
    payment: { sessionId: "cs_test_1", amountCents: 249_900, ...fields },
  }).payment;

describe("the desk's Payment column", () => {
  it("says Paid with the amount, the other states by their label, nothing before a checkout", () => {
    expect(paymentWords(payment({ state: "PAID" }))).toBe("Paid in full $2,499");
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
    expect(row).toContain('PAID,"Paid in full $2,499",249900,0,2026-11-25T10:00:00.000Z,cs_test_1');
  });
});

// Brand System, $4,999 with a 50 % deposit: $2,499.50 at checkout, $2,499.50 invoiced later.
const SENT = new Date("2026-11-10T15:00:00Z");
const DUE = new Date("2026-11-24T15:00:00Z");
const deposit = (balance?: Record<string, unknown>) =>
  toDeskLead("lead2", {
    payment: {
      state: "PAID",
      planId: "branding-system",
      sessionId: "cs_test_2",
      amountCents: 249_950,
      customerId: "cus_test_2",
      ...(balance && {
        balance: {
          invoiceId: "in_test_2",
          amountCents: 249_950,
          hostedUrl: "https://invoice.stripe.com/i/test_2",
          sentAt: SENT,
          dueAt: DUE,
          paidAt: null,
          lastFailedAt: null,
          ...balance,
        },
      }),
    },
  }).payment;

describe("the desk's words for a deposit plan", () => {
  const before = new Date("2026-11-20T12:00:00Z");
  const after = new Date("2026-11-25T12:00:00Z");

  it("says deposit paid until the balance is invoiced, and again after a voided invoice", () => {
    expect(paymentWords(deposit(), before, "UTC")).toBe("Deposit paid $2,499.50");
    expect(paymentWords(deposit({ state: "VOID" }), before, "UTC")).toBe("Deposit paid $2,499.50");
  });

  it("says balance due with the amount and since when, then overdue after the due date", () => {
    expect(paymentWords(deposit({ state: "OPEN" }), before, "UTC")).toBe(
      "Balance due $2,499.50 (since Nov 10, 2026)",
    );
    expect(paymentNeedsPerson(deposit({ state: "OPEN" }), before)).toBe(false);
    expect(paymentWords(deposit({ state: "OPEN" }), after, "UTC")).toBe(
      "Balance overdue $2,499.50 (was due Nov 24, 2026)",
    );
    expect(paymentNeedsPerson(deposit({ state: "OPEN" }), after)).toBe(true);
  });

  it("says paid in full with the deposit and the balance together, or written off", () => {
    const paidAt = new Date("2026-11-21T09:00:00Z");
    expect(paymentWords(deposit({ state: "PAID", paidAt }), after, "UTC")).toBe(
      "Paid in full $4,999",
    );
    expect(paymentNeedsPerson(deposit({ state: "PAID", paidAt }), after)).toBe(false);
    expect(paymentWords(deposit({ state: "UNCOLLECTIBLE" }), after, "UTC")).toBe(
      "Balance written off $2,499.50",
    );
  });

  it("reads the customer and ignores a balance map without its dates", () => {
    expect(deposit()?.customerId).toBe("cus_test_2");
    expect(deposit({ state: "OPEN", dueAt: null })?.balance).toBeNull();
    expect(deposit({ state: "SOMETHING_NEW" })?.balance).toBeNull();
  });

  it("lists the history's money in and out, oldest first, each kind in words", () => {
    const lead = toDeskLead("lead3", {
      payment: {
        state: "PAID",
        planId: "branding-system",
        amountCents: 249_950,
        history: {
          "balance-in_2-paid": {
            kind: "balancePaid",
            amountCents: 249_950,
            currency: "usd",
            at: new Date("2026-11-21T09:00:00Z"),
          },
          "paid-pi_1": {
            kind: "paid",
            amountCents: 249_950,
            currency: "usd",
            at: new Date("2026-11-02T09:00:00Z"),
          },
          broken: "not a map",
        },
      },
    });
    const history = lead.payment?.history ?? [];
    expect(history.map((entry) => [entry.key, paymentEntryWords(entry)])).toEqual([
      ["paid-pi_1", "Payment received"],
      ["balance-in_2-paid", "Balance paid"],
    ]);
    expect(paymentEntryWords({ kind: "refunded" })).toBe("Payment refunded");
    expect(paymentEntryWords({ kind: "balanceUncollectible" })).toBe("Balance written off");
    expect(paymentEntryWords({ kind: "somethingNew" })).toBe("somethingNew");
  });
});

describe("the desk's words for the ledger's cases", () => {
  // Brand System's deposit and balance ($2,499.50 each), the balance paid by invoice in_b.
  const at = new Date("2026-11-20T10:00:00Z");
  const entry = (kind: string, amountCents: number) => ({ kind, amountCents, currency: "usd", at });
  const ledger = (state: string, history: Record<string, unknown>) =>
    toDeskLead("lead3", {
      payment: {
        state,
        planId: "branding-system",
        sessionId: "cs_test_3",
        amountCents: 249_950,
        history: {
          "paid-pi_3": entry("paid", 249_950),
          "balance-in_b-paid": entry("balancePaid", 249_950),
          ...history,
        },
      },
    }).payment;

  it("words the balance's refunds, disputes, an overpayment and a failed refund as the ledger says", () => {
    expect(
      paymentWords(
        ledger("PARTIALLY_REFUNDED", {
          "balance-in_b-refund-re_1": entry("balanceRefunded", 50_000),
          "balance-in_b-refund-re_2": entry("balanceRefunded", 199_950),
        }),
      ),
    ).toBe("Balance refunded $2,499.50");
    expect(
      paymentWords(
        ledger("DISPUTED", { "balance-in_b-dispute-dp_1": entry("balanceDisputed", 249_950) }),
      ),
    ).toBe("Balance disputed");
    expect(
      paymentWords(
        ledger("DISPUTE_LOST", {
          "balance-in_b-dispute-dp_1": entry("balanceDisputed", 249_950),
          "balance-in_b-dispute-dp_1-lost": entry("balanceDisputeLost", 249_950),
        }),
      ),
    ).toBe("Balance dispute lost $2,499.50");
    expect(
      paymentWords(
        ledger("OVERPAID", {
          "balance-in_c-paid": entry("balancePaid", 249_950),
          "balance-in_c-overpaid": entry("overpaid", 249_950),
        }),
      ),
    ).toBe("Overpaid $2,499.50 — refund");
    expect(
      paymentWords(
        ledger("REFUND_FAILED", {
          "balance-in_b-refund-re_1": entry("balanceRefunded", 50_000),
          "balance-in_b-refund-re_1-failed": entry("balanceRefundFailed", 50_000),
        }),
      ),
    ).toBe("Refund failed $500");
    // The checkout's own refund and dispute keep their words.
    expect(paymentWords(ledger("DISPUTED", {}))).toBe("Disputed");
    expect(paymentEntryWords({ kind: "balanceRefunded" })).toBe("Balance refunded");
  });
});

describe("the Payment column of a quote's lead", () => {
  const NOW = new Date("2026-11-25T11:00:00Z");
  const quote = storedQuote();
  const paidDeposit = (balance?: Record<string, unknown>) =>
    toDeskLead("lead1", {
      companyName: "Quoted Roasters",
      agreement: quote,
      payment: {
        state: "PAID",
        sessionId: "cs_test_1",
        amountCents: 425_025,
        planId: "",
        history: {
          "paid-pi_1": { kind: "paid", amountCents: 425_025, currency: "usd", at: NOW },
          ...(balance?.state === "PAID" && {
            "balance-in_1-paid": { kind: "balancePaid", amountCents: 425_025, currency: "usd" },
          }),
        },
        ...(balance && { balance }),
      },
    }).payment;

  it("says the deposit is paid and the rest to come, measured against the quote", () => {
    expect(paymentWords(paidDeposit(), NOW, "UTC")).toBe("Deposit paid $4,250.25");
  });

  it("says Paid in full with the quote's total once its balance is paid", () => {
    const balance = {
      invoiceId: "in_1",
      state: "PAID",
      amountCents: 425_025,
      hostedUrl: "https://invoice.stripe.com/i/in_1",
      sentAt: new Date("2026-11-22T09:00:00Z"),
      dueAt: new Date("2026-12-06T09:00:00Z"),
      paidAt: new Date("2026-11-24T09:00:00Z"),
    };
    expect(paymentWords(paidDeposit(balance), NOW, "UTC")).toBe("Paid in full $8,500.50");
  });
});
