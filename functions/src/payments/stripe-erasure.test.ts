// The Stripe half of an erasure with a fake gateway: what it reads from the leads, what it
// closes and deletes, that it does not ask Stripe about a person who never paid, and that any
// failure becomes StripeUnreachable (the erasure then deletes nothing).
import { describe, expect, it } from "vitest";
import type { StripeGateway } from "./stripe-gateway.js";
import {
  eraseAtStripe,
  NOTHING_AT_STRIPE,
  stripeTracesOf,
  StripeUnreachable,
  type ErasedLead,
} from "./stripe-erasure.js";

const lead = (
  id: string,
  data: Record<string, unknown>,
): ErasedLead & { collection: string; id: string } => ({
  collection: "formData",
  id,
  data: { emailAddress: "Jo@Example.com", ...data },
});

const PAID = lead("leadA", {
  payment: {
    state: "PAID",
    sessionId: "cs_paid",
    history: { "paid-pi_1": { sessionId: "cs_paid" }, "other-pi_0": { sessionId: "cs_old" } },
  },
});
const OPEN = lead("leadB", {
  payment: { state: "OPEN", sessionId: "cs_open", history: {} },
  invoice: { id: "in_recorded" },
  stripeCustomerId: "cus_recorded",
});

/** A Stripe with an open session naming a Customer, another Customer by address, invoices. */
function fakeStripe() {
  const calls: string[] = [];
  const open = new Set(["cs_open"]);
  const openInvoices = new Map([
    ["in_recorded", "cus_recorded"],
    ["in_of_session_customer", "cus_from_session"],
  ]);
  const customers = new Set(["cus_recorded", "cus_from_session", "cus_by_email"]);
  const gateway: Partial<StripeGateway> = {
    async closeSession(id) {
      calls.push(`close ${id}`);
      const expired = open.delete(id);
      return { expired, customerId: id === "cs_open" ? "cus_from_session" : null };
    },
    async customersByEmail(email) {
      calls.push(`customers ${email}`);
      return email === "Jo@Example.com" && customers.has("cus_by_email") ? ["cus_by_email"] : [];
    },
    async openInvoicesOf(customerId) {
      return [...openInvoices].filter(([, c]) => c === customerId).map(([id]) => id);
    },
    async voidOpenInvoice(id) {
      calls.push(`void ${id}`);
      return openInvoices.delete(id);
    },
    async deleteCustomer(id) {
      calls.push(`delete ${id}`);
      return customers.delete(id);
    },
  };
  return { gateway: gateway as StripeGateway, calls, open, openInvoices, customers };
}

describe("stripeTracesOf", () => {
  it("reads a deposit plan's Customer and its balance invoices, open and in the history", () => {
    const deposit = lead("leadC", {
      payment: {
        state: "PAID",
        sessionId: "cs_deposit",
        customerId: "cus_deposit",
        balance: { invoiceId: "in_balance_2", state: "OPEN" },
        history: {
          "paid-pi_2": { sessionId: "cs_deposit" },
          "balance-in_balance_1-voided": { sessionId: "cs_deposit", invoiceId: "in_balance_1" },
        },
      },
    });
    expect(stripeTracesOf([deposit])).toMatchObject({
      sessionIds: ["cs_deposit"],
      invoiceIds: ["in_balance_1", "in_balance_2"],
      customerIds: ["cus_deposit"],
    });
  });

  it("reads every session, invoice and Customer the leads recorded, and their addresses", () => {
    expect(stripeTracesOf([PAID, OPEN])).toEqual({
      sessionIds: ["cs_old", "cs_open", "cs_paid"],
      invoiceIds: ["in_recorded"],
      customerIds: ["cus_recorded"],
      emails: ["Jo@Example.com", "jo@example.com"],
    });
  });
});

describe("eraseAtStripe", () => {
  it("expires the open session, voids the open invoices and deletes every Customer", async () => {
    const stripe = fakeStripe();
    const counts = await eraseAtStripe(stripeTracesOf([PAID, OPEN]), stripe.gateway);
    expect(counts).toEqual({ sessionsExpired: 1, invoicesVoided: 2, customersDeleted: 3 });
    expect(stripe.open.size).toBe(0);
    expect(stripe.openInvoices.size).toBe(0);
    expect(stripe.customers.size).toBe(0);
    // Money paths close before the Customers go.
    const lastVoid = stripe.calls.findLastIndex((call) => call.startsWith("void"));
    const firstDelete = stripe.calls.findIndex((call) => call.startsWith("delete"));
    expect(lastVoid).toBeLessThan(firstDelete);
  });

  it("runs again after a failure half-way, counting only what it closes then", async () => {
    const stripe = fakeStripe();
    await eraseAtStripe(stripeTracesOf([PAID, OPEN]), stripe.gateway);
    await expect(eraseAtStripe(stripeTracesOf([PAID, OPEN]), stripe.gateway)).resolves.toEqual(
      NOTHING_AT_STRIPE,
    );
  });

  it("does not ask Stripe about a person whose leads never reached it", async () => {
    const stripe = fakeStripe();
    const never = lead("leadC", {});
    await expect(eraseAtStripe(stripeTracesOf([never]), stripe.gateway)).resolves.toEqual(
      NOTHING_AT_STRIPE,
    );
    await expect(eraseAtStripe(stripeTracesOf([never]), undefined)).resolves.toEqual(
      NOTHING_AT_STRIPE,
    );
    expect(stripe.calls).toEqual([]);
  });

  it("fails as StripeUnreachable when Stripe errs, or is not configured for a payer", async () => {
    const stripe = fakeStripe();
    stripe.gateway.closeSession = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:443");
    };
    await expect(eraseAtStripe(stripeTracesOf([OPEN]), stripe.gateway)).rejects.toBeInstanceOf(
      StripeUnreachable,
    );
    await expect(eraseAtStripe(stripeTracesOf([OPEN]), undefined)).rejects.toBeInstanceOf(
      StripeUnreachable,
    );
  });
});
