// The pay page's words per state in Chromium (issue 45, step 6, done-when (h)), on the built
// site against the emulators: leads planted with the payment map the functions write, each
// opened through a signed /pay/<token>. A disputed payment, a partly refunded one and a refunded
// balance each say their own words with the phone number and offer nothing to pay (never "This
// order is paid"); after a lost dispute the page says why and offers what is owed; a deposit
// lead with an open balance invoice is offered that invoice.
import { Timestamp } from "firebase-admin/firestore";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPayLink } from "../../functions/src/payments/pay-link";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { payCopy } from "../../web/src/content/pay";
import { hostingOrigin, launchBrowser } from "../support/browser";
import { adminFirestore } from "../support/emulators";
import { paymentAt, seedLead, uniqueLeadId } from "../support/leads";
import { DEMO_PAY_LINK_SECRET } from "../support/stripe-stand-in.mjs";

const origin = hostingOrigin();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const at = Timestamp.fromDate(new Date(Date.now() - 86_400_000));
const entry = (kind: string, cents: number, extra: Record<string, unknown> = {}) => ({
  kind,
  amountCents: cents,
  currency: "usd",
  at,
  sessionId: "cs_test_planted",
  paymentIntentId: "pi_planted",
  ...extra,
});

/** A lead of `plan` holding `payment` as the functions write it; its pay page, open. */
async function payPageOf(
  label: string,
  plan: string,
  payment: Record<string, unknown>,
): Promise<Page> {
  const leadId = uniqueLeadId(label);
  await seedLead(leadId, { fields: { plan, companyName: `Planted ${label}` } });
  const db = await adminFirestore();
  await db.doc(`${LEADS_COLLECTION}/${leadId}`).update({
    payment: paymentAt(at, {
      sessionId: "cs_test_planted",
      planId: plan,
      paymentIntentId: "pi_planted",
      ...payment,
    }),
  });
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/pay/${signPayLink(leadId, new Date(), DEMO_PAY_LINK_SECRET)}`);
  return page;
}

/**
 * The pay page of a lead of `plan` holding `payment` says `words.heading` and `words.text`,
 * gives the phone number, offers nothing to pay, and never says "paid".
 */
async function expectSettledPayPage(
  label: string,
  plan: string,
  words: { heading: string; text: string },
  payment: Record<string, unknown>,
) {
  const page = await payPageOf(label, plan, payment);
  await page.getByRole("heading", { name: words.heading }).waitFor({ timeout: 20_000 });
  const main = page.locator("main");
  expect(await main.innerText()).toContain(words.text);
  expect(await main.innerText()).not.toContain("This order is paid");
  expect(await main.getByRole("link", { name: payCopy.phoneDisplay }).getAttribute("href")).toBe(
    `tel:${payCopy.phoneTel}`,
  );
  expect(await main.getByRole("button").count()).toBe(0);
  await page.context().close();
}

/** Paid, then the money moved: each says its own words, the phone number, nothing to pay. */
const settledCases: {
  name: string;
  label: string;
  plan: string;
  words: { heading: string; text: string };
  payment: Record<string, unknown>;
}[] = [
  {
    name: "DISPUTED: the payment is with the bank",
    label: "disputed",
    plan: "branding-identity",
    words: payCopy.disputed,
    payment: {
      state: "DISPUTED",
      amountCents: 249_900,
      history: {
        "paid-pi_planted": entry("paid", 249_900),
        "dispute-dp_planted": entry("disputed", 249_900),
      },
    },
  },
  {
    name: "PARTIALLY_REFUNDED: part went back, the rest is kept",
    label: "partly",
    plan: "branding-identity",
    words: payCopy.partlyRefunded,
    payment: {
      state: "PARTIALLY_REFUNDED",
      amountCents: 249_900,
      amountRefundedCents: 50_000,
      history: {
        "paid-pi_planted": entry("paid", 249_900),
        "refund-re_planted": entry("refunded", 50_000),
      },
    },
  },
  {
    name: "a refunded balance: nothing to pay, its own words",
    label: "balref",
    plan: "mobile-mvp",
    words: payCopy.balanceRefunded,
    payment: {
      state: "PAID",
      amountCents: 649_950,
      customerId: "cus_planted",
      balance: {
        invoiceId: "in_planted",
        state: "PAID",
        amountCents: 649_950,
        hostedUrl: "https://invoice.stripe.com/i/in_planted",
        sentAt: at,
        dueAt: at,
        paidAt: at,
        lastFailedAt: null,
        attempt: 1,
      },
      history: {
        "paid-pi_planted": entry("paid", 649_950),
        "balance-in_planted-paid": entry("balancePaid", 649_950, { invoiceId: "in_planted" }),
        "balance-refund-re_planted": entry("refunded", 649_950, { invoiceId: "in_planted" }),
      },
    },
  },
];

describe("the pay page per state", { timeout: 90_000 }, () => {
  for (const { name, label, plan, words, payment } of settledCases) {
    it(name, async () => {
      await expectSettledPayPage(label, plan, words, payment);
    });
  }

  it("DISPUTE_LOST: says why, and offers to pay what is owed", async () => {
    const page = await payPageOf("lost", "branding-identity", {
      state: "DISPUTE_LOST",
      amountCents: 249_900,
      history: {
        "paid-pi_planted": entry("paid", 249_900),
        "dispute-dp_planted": entry("disputed", 40_000),
        "dispute-dp_planted-lost": entry("disputeLost", 40_000),
      },
    });
    await page.getByText(payCopy.again.disputeLost).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("button", { name: "Pay $400 securely" }).count()).toBe(1);
    expect(await page.locator("main").innerText()).not.toContain("This order is paid");
    await page.context().close();
  });

  it("a deposit lead with an open balance invoice, partly refunded: offered the invoice", async () => {
    const page = await payPageOf("openinv", "mobile-mvp", {
      state: "PARTIALLY_REFUNDED",
      amountCents: 649_950,
      amountRefundedCents: 10_000,
      customerId: "cus_planted",
      balance: {
        invoiceId: "in_open",
        state: "OPEN",
        amountCents: 649_950,
        hostedUrl: "https://invoice.stripe.com/i/in_open",
        sentAt: at,
        dueAt: Timestamp.fromDate(new Date(Date.now() + 13 * 86_400_000)),
        paidAt: null,
        lastFailedAt: null,
        attempt: 1,
      },
      history: {
        "paid-pi_planted": entry("paid", 649_950),
        "refund-re_planted": entry("refunded", 10_000),
      },
    });
    const pay = page.getByRole("link", { name: "Pay the $6,499.50 balance" });
    await pay.waitFor({ timeout: 20_000 });
    expect(await pay.getAttribute("href")).toBe("https://invoice.stripe.com/i/in_open");
    await page.context().close();
  });
});
