// Stripe's errors met by Send balance invoice leave as HttpsErrors whose details the desk words.
import Stripe from "stripe";
import { HttpsError } from "firebase-functions/v2/https";
import { describe, expect, it } from "vitest";
import { readStripeRefusal } from "../shared/desk-refusals.js";
import { stripeRefusalOf, withStripeRefusals } from "./stripe-refusal.js";

/** The Stripe SDK's error for an API answer of `type` (with its `code`, when Stripe gives one). */
const stripeError = (type: "invalid_request_error" | "api_error", message: string, code?: string) =>
  Stripe.errors.StripeError.generate({ type, message, code });

const missingCustomer = () =>
  stripeError("invalid_request_error", "No such customer: 'cus_seed123'", "resource_missing");

describe("stripeRefusalOf", () => {
  it("names the Customer Stripe does not know", () => {
    expect(stripeRefusalOf(missingCustomer())).toEqual({
      reason: "stripeUnknownCustomer",
      customerId: "cus_seed123",
    });
  });

  it("names the Checkout Session Stripe does not know", () => {
    const error = stripeError(
      "invalid_request_error",
      "No such checkout.session: 'cs_test_abc'",
      "resource_missing",
    );
    expect(stripeRefusalOf(error)).toEqual({
      reason: "stripeUnknownSession",
      sessionId: "cs_test_abc",
    });
  });

  it("says Stripe is unavailable for its own failures, and keeps any other refusal's message", () => {
    const apiError = stripeError("api_error", "Something went wrong on Stripe's end.");
    expect(stripeRefusalOf(apiError)).toEqual({ reason: "stripeUnavailable" });
    const refused = stripeError("invalid_request_error", "This customer has no address.");
    expect(stripeRefusalOf(refused)).toEqual({
      reason: "stripeRefused",
      stripeMessage: "This customer has no address.",
    });
  });

  it("leaves errors that are not Stripe's alone", () => {
    expect(stripeRefusalOf(new Error("socket hang up"))).toBeUndefined();
    expect(stripeRefusalOf(new HttpsError("not-found", "There is no such lead."))).toBeUndefined();
  });
});

describe("withStripeRefusals", () => {
  it("turns a Stripe error into an HttpsError whose details the desk reads back", async () => {
    const thrown = await withStripeRefusals(() => Promise.reject(missingCustomer())).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(HttpsError);
    expect((thrown as HttpsError).code).toBe("failed-precondition");
    expect(readStripeRefusal((thrown as HttpsError).details)).toEqual({
      reason: "stripeUnknownCustomer",
      customerId: "cus_seed123",
    });
  });

  it("passes the answer, and any other error, through", async () => {
    await expect(withStripeRefusals(() => Promise.resolve(7))).resolves.toBe(7);
    await expect(
      withStripeRefusals(() => Promise.reject(new Error("socket hang up"))),
    ).rejects.toThrow("socket hang up");
  });
});
