// A desk callable's refusal is a sentence with a next step, never a bare code.
import { describe, expect, it } from "vitest";
import { callErrorSentence } from "./call-sentence";

/** The Functions SDK's error as the desk receives it. */
const functionsError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe("callErrorSentence", () => {
  it("words a Customer Stripe does not know, with what to do", () => {
    expect(
      callErrorSentence(
        functionsError("failed-precondition", "Stripe refused: No such customer: 'cus_x1'", {
          reason: "stripeUnknownCustomer",
          customerId: "cus_x1",
        }),
      ),
    ).toBe(
      "Stripe does not know this client (customer cus_x1): open the lead in Stripe's dashboard, or ask the client to pay by the pay link.",
    );
  });

  it("never shows a bare code", () => {
    for (const [code, message] of [
      ["internal", "INTERNAL"],
      ["internal", "internal"],
      ["unavailable", "UNAVAILABLE"],
      ["unknown", ""],
    ] as const) {
      const sentence = callErrorSentence(functionsError(code, message));
      expect(sentence).not.toMatch(/^[A-Z_]+$/);
      expect(sentence).toMatch(/\s.*:|try again/i);
    }
    expect(callErrorSentence("not an error")).toMatch(/Try again in a minute/);
  });

  it("shows the server's own sentence, without the SDK's status", () => {
    // One of send-balance-invoice.ts's refusals, as the server words it.
    const depositUnpaid =
      "The deposit is not paid: the balance is invoiced once the deposit is in.";
    expect(callErrorSentence(functionsError("failed-precondition", `${depositUnpaid} [400]`))).toBe(
      depositUnpaid,
    );
  });

  it("tells a salesperson who lost access what to do", () => {
    expect(callErrorSentence(functionsError("permission-denied", "Not a salesperson."))).toMatch(
      /^The desk no longer knows you as a salesperson: sign out and in again/,
    );
  });
});
