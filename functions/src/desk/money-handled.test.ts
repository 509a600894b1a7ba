// "Mark handled" and the money case it closes: which changes of money put a lead under Needs
// attention (a refund, a dispute, a mismatch or another session's payment on a lead that stays
// PAID, an overpayment), the callable's refusals (no sales claim, no reason, nothing to
// handle), and what it records: who, when, why, in deskActions and moneyHandled, and the lead
// out of the list until a new change of money comes.
import { HttpsError } from "firebase-functions/v2/https";
import { describe, expect, it } from "vitest";
import type { DeskActionRecord } from "../shared/desk-api.js";
import {
  moneyCaseKeys,
  needsPersonForMoney,
  openMoneyCase,
  type MoneyHandled,
} from "../shared/money-case.js";
import type { Payment, PaymentEntry } from "../shared/payment.js";
import { SALES, WITHOUT_SALES_CLAIM } from "../testing/desk-callers.js";
import { recordingLogs } from "../testing/fakes.js";
import { PAYMENT_TEST_NOW, testDepositPaid } from "../testing/payment-fixtures.js";
import type { DeskActionCall } from "./desk-action.js";
import { NOTHING_TO_HANDLE, runMoneyHandled, type MoneyCaseStore } from "./money-handled.js";

const NOW = PAYMENT_TEST_NOW;
const LEAD = "Lead1AutoShapedId000";
const REASON = "Refunded the second payment in Stripe on 25 Nov (re_9); client confirmed.";

const entry = (kind: PaymentEntry["kind"], fields: Partial<PaymentEntry> = {}): PaymentEntry => ({
  kind,
  amountCents: 649_950,
  currency: "usd",
  at: NOW,
  sessionId: "cs_test_1",
  paymentIntentId: "pi_1",
  ...fields,
});

/** A paid deposit with extra history entries. */
const paidWith = (history: Record<string, PaymentEntry>, fields: Partial<Payment> = {}) => {
  const base = testDepositPaid(fields);
  return { ...base, history: { ...base.history, ...history } };
};

describe("the money case", () => {
  it("lists nothing for a paid lead with a clean history", () => {
    expect(moneyCaseKeys(testDepositPaid())).toEqual([]);
  });

  it("lists a mismatch, another session's payment and an overpayment on a lead that stays PAID", () => {
    const payment = paidWith({
      "mismatch-pi_1": entry("mismatch"),
      "other-pi_2": entry("otherSession", { paymentIntentId: "pi_2" }),
      "balance-in_1-overpaid": entry("overpaid", { invoiceId: "in_1" }),
    });
    expect(payment.state).toBe("PAID");
    expect(moneyCaseKeys(payment)).toEqual([
      "balance-in_1-overpaid",
      "mismatch-pi_1",
      "other-pi_2",
    ]);
  });

  it("lists a refund or a dispute while the lead is in that state, and not after it paid again", () => {
    const refunded = paidWith({ "refund-re_1": entry("refunded") }, { state: "REFUNDED" });
    expect(moneyCaseKeys(refunded)).toEqual(["refund-re_1"]);
    const disputed = paidWith({ "dispute-dp_1": entry("disputed") }, { state: "DISPUTED" });
    expect(moneyCaseKeys(disputed)).toEqual(["dispute-dp_1"]);
    const paidAgain = paidWith(
      { "refund-re_1": entry("refunded"), "paid-pi_3": entry("paid") },
      { state: "PAID" },
    );
    expect(moneyCaseKeys(paidAgain)).toEqual([]);
    // A state that needs a person without the entry that says why (stored before the history).
    expect(moneyCaseKeys({ state: "DISPUTE_LOST", history: {} })).toEqual(["state-DISPUTE_LOST"]);
  });

  it("is closed by what was handled, and opened again by a later change", () => {
    const refunded = paidWith({ "refund-re_1": entry("refunded") }, { state: "REFUNDED" });
    expect(needsPersonForMoney(refunded, ["refund-re_1"])).toBe(false);
    const again = paidWith(
      { "refund-re_1": entry("refunded"), "dispute-dp_1": entry("disputed") },
      { state: "DISPUTED" },
    );
    expect(openMoneyCase(again, ["refund-re_1"])).toEqual(["dispute-dp_1"]);
  });
});

/** A store over one lead: the transaction's read, the writes it would make. */
function store(payment: Payment | undefined, handledBefore: string[] = []) {
  const writes: { handled: MoneyHandled; record: DeskActionRecord; attention: boolean }[] = [];
  const lead = { payment, handled: handledBefore, exists: payment !== undefined };
  const value: MoneyCaseStore = {
    async markHandled(leadId, mark) {
      if (leadId !== LEAD || !lead.exists) return undefined;
      const write = mark(lead.payment, lead.handled);
      writes.push(write);
      lead.handled = write.handled.keys;
      return write.handled;
    },
  };
  return { store: value, writes, lead };
}

function deps(case_: ReturnType<typeof store>, claims: Record<string, unknown> | undefined) {
  return {
    clock: { now: () => NOW },
    logs: recordingLogs().logs,
    store: case_.store,
    currentClaims: async () => claims,
  };
}

const call = (data: unknown, auth: DeskActionCall["auth"] = SALES): DeskActionCall => ({
  auth,
  data,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpsError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("deskMoneyHandled", () => {
  const overpaid = () =>
    paidWith({ "balance-in_1-overpaid": entry("overpaid", { invoiceId: "in_1" }) });

  it.each(WITHOUT_SALES_CLAIM)("refuses %s, and writes nothing", async (_what, auth) => {
    const lead = store(overpaid());
    const refused = await refusal(
      runMoneyHandled(call({ leadId: LEAD, reason: REASON }, auth), deps(lead, auth?.token)),
    );
    expect(refused.code).toBe("permission-denied");
    expect(lead.writes).toEqual([]);
  });

  it("refuses a salesperson whose claim Auth no longer holds", async () => {
    const lead = store(overpaid());
    const refused = await refusal(
      runMoneyHandled(call({ leadId: LEAD, reason: REASON }), deps(lead, {})),
    );
    expect(refused.code).toBe("permission-denied");
    expect(lead.writes).toEqual([]);
  });

  it.each([
    ["no reason", { leadId: LEAD }],
    ["an empty reason", { leadId: LEAD, reason: "" }],
    ["a reason of blanks", { leadId: LEAD, reason: "   " }],
    ["a reason too long", { leadId: LEAD, reason: "x".repeat(501) }],
    ["no lead id", { reason: REASON }],
    ["another field", { leadId: LEAD, reason: REASON, keys: ["x"] }],
  ])("refuses %s, and writes nothing", async (_what, data) => {
    const lead = store(overpaid());
    const refused = await refusal(runMoneyHandled(call(data), deps(lead, { role: "sales" })));
    expect(refused.code).toBe("invalid-argument");
    expect(lead.writes).toEqual([]);
  });

  it("refuses a lead with nothing to handle, and one we do not have", async () => {
    const clean = store(testDepositPaid());
    expect(
      await refusal(
        runMoneyHandled(call({ leadId: LEAD, reason: REASON }), deps(clean, { role: "sales" })),
      ),
    ).toEqual({ code: "failed-precondition", message: NOTHING_TO_HANDLE });
    const none = store(undefined);
    expect(
      (
        await refusal(
          runMoneyHandled(call({ leadId: LEAD, reason: REASON }), deps(none, { role: "sales" })),
        )
      ).code,
    ).toBe("not-found");
  });

  it("closes the case with who, when and why, audited in deskActions; a new change opens it again", async () => {
    const lead = store(overpaid());
    await expect(
      runMoneyHandled(
        call({ leadId: LEAD, reason: `  ${REASON}  ` }),
        deps(lead, { role: "sales" }),
      ),
    ).resolves.toEqual({ handled: ["balance-in_1-overpaid"] });
    expect(lead.writes).toEqual([
      {
        handled: {
          keys: ["balance-in_1-overpaid"],
          at: NOW,
          byUid: SALES.uid,
          byEmail: "alex.morgan@brandvista.studio",
          reason: REASON,
        },
        record: {
          action: "moneyHandled",
          byUid: SALES.uid,
          byEmail: "alex.morgan@brandvista.studio",
          at: NOW,
          reason: REASON,
        },
        attention: false,
      },
    ]);
    expect(needsPersonForMoney(lead.lead.payment, lead.lead.handled)).toBe(false);
    // Marked again with nothing new: refused, nothing written.
    expect(
      (
        await refusal(
          runMoneyHandled(call({ leadId: LEAD, reason: REASON }), deps(lead, { role: "sales" })),
        )
      ).code,
    ).toBe("failed-precondition");
    // A dispute afterwards: under Needs attention again.
    lead.lead.payment = paidWith(
      {
        "balance-in_1-overpaid": entry("overpaid", { invoiceId: "in_1" }),
        "dispute-dp_1": entry("disputed"),
      },
      { state: "DISPUTED" },
    );
    expect(needsPersonForMoney(lead.lead.payment, lead.lead.handled)).toBe(true);
  });
});
