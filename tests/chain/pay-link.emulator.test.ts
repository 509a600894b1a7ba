// The pay link through the emulators and the Stripe stand-in (issue 40): the prospect's
// confirmation carries /pay/<token> and the lead's short reference (no document id); the token
// is quoted (plan, amount, company, reference) and opens a Checkout Session for its lead; a
// tampered and an expired token create no Checkout Session at the stand-in.
import { describe, expect, it } from "vitest";
import { signPayLink } from "../../functions/src/payments/pay-link";
import { REFUSALS } from "../../functions/src/payments/start-checkout";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import {
  PAY_LINK_QUOTE_FUNCTION,
  START_CHECKOUT_FUNCTION,
} from "../../functions/src/shared/function-names";
import { starterLogoDue } from "../../functions/src/testing/payment-fixtures";
import { REFERENCE_FIELD, REFERENCE_PATTERN } from "../../functions/src/shared/lead-reference";
import type { PayLinkQuote, StartCheckoutAnswer } from "../../functions/src/shared/payment-api";
import { VALID_LEAD } from "../fixtures/leads";
import { chainTestBed, isMailWith, testSetting } from "../support/chain";
import { adminFirestore, waitFor } from "../support/emulators";
import { call, resultOf, stripeTestBed } from "../support/payments";

const bed = chainTestBed();
const stripe = stripeTestBed();
const DAY = 86_400_000;

/** Checkout Sessions the functions asked the stand-in to create, so far. */
const sessionsCreated = () =>
  stripe().requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").length;

/** The pay link in the lead's confirmation, once the EmailJS stand-in received it. */
async function confirmationOf(company: string, address: string) {
  const leadId = await bed.submit(
    { ...VALID_LEAD, companyName: company, emailAddress: address, plan: "logo-starter" },
    "paylink",
  );
  const params = await waitFor(
    async () =>
      bed
        .standIn()
        .requests.filter(isMailWith("EMAILJS_AUTOREPLY_TEMPLATE_ID", "emailAddress", address))
        .at(-1)?.body.template_params as Record<string, string> | undefined,
    { what: `the confirmation to ${address}`, timeoutMs: 30_000 },
  );
  const token = new URL(params.payUrl ?? "").pathname.replace(/^\/pay\//, "");
  return { leadId, params, token };
}

describe("the pay link", () => {
  it("comes in the confirmation with the short reference, is quoted, and opens the lead's checkout", async () => {
    const { leadId, params, token } = await confirmationOf("Paylink Pecans", "pay@pecans.example");
    expect(JSON.stringify(params)).not.toContain(leadId);
    const stored = (
      await (await adminFirestore()).collection(LEADS_COLLECTION).doc(leadId).get()
    ).get(REFERENCE_FIELD) as string;
    expect(stored).toMatch(REFERENCE_PATTERN);
    expect(params.reference).toBe(stored);

    const quote = resultOf(await call<PayLinkQuote>(PAY_LINK_QUOTE_FUNCTION, { token }));
    expect(quote).toEqual(starterLogoDue("Paylink Pecans", stored));

    const before = sessionsCreated();
    const answer = resultOf(await call<StartCheckoutAnswer>(START_CHECKOUT_FUNCTION, { token }));
    expect(answer.amountCents).toBe(24_900);
    expect(sessionsCreated()).toBe(before + 1);
    expect(stripe().sessionOf(leadId)?.cancel_url).toMatch(new RegExp(`/pay/${token}$`));
  });

  it("a tampered and an expired token get their own answer and create no Checkout Session", async () => {
    const { leadId, token } = await confirmationOf("Stale Link Co", "stale@link.example");
    const at = token.indexOf(".") - 4;
    const tampered = `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
    const expired = signPayLink(
      leadId,
      new Date(Date.now() - 31 * DAY),
      testSetting("PAY_LINK_SECRET"),
    );
    const before = sessionsCreated();

    for (const [bad, kind, status, message] of [
      [tampered, "invalid", "INVALID_ARGUMENT", REFUSALS.badLink],
      [expired, "expired", "FAILED_PRECONDITION", REFUSALS.expiredLink],
    ] as const) {
      expect(resultOf(await call<PayLinkQuote>(PAY_LINK_QUOTE_FUNCTION, { token: bad }))).toEqual({
        kind,
      });
      expect(await call(START_CHECKOUT_FUNCTION, { token: bad })).toEqual({
        error: { status, message },
      });
    }
    expect(sessionsCreated()).toBe(before);
    expect(stripe().sessionOf(leadId)).toBeUndefined();
  });
});
