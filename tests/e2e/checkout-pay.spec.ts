// Paying for a plan in Chromium against the built site, the emulators and the Stripe stand-in
// (its webhook through Hosting's /api/stripe/webhook rewrite): Pay → /checkout/paid says paid
// only once the server confirmed it, the lead is PAID and the desk shows it Paid; Cancel → back to the checkout with the
// order intact; Decline → the stand-in's error, nothing paid; a refunded, a failed and an
// expired attempt each followed by a second checkout that pays.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { deskHostingOrigin, hostingOrigin } from "../support/browser";
import { paymentOf, waitForPayment } from "../support/payments";
import { briefAtCheckout as visitorAtCheckout } from "./helpers/brief-visitor";
import { openDeskPage, signInAsSalesperson } from "./helpers/desk-browser";
import { browserTestBed } from "./helpers/test-bed";

const origin = hostingOrigin();
const deskOrigin = deskHostingOrigin();
const bed = browserTestBed({ standIn: true, stripeWebhook: `${origin}/api/stripe/webhook` });

/** A visitor sends a brief for `plan` and reaches the checkout; returns the page and lead id. */
const briefAtCheckout = (label: string, plan = "branding-identity") =>
  visitorAtCheckout(bed.browser(), origin, label, plan);

/** A salesperson opens the lead's page on the desk (signed in, then granted the sales claim). */
async function openOnDesk(leadId: string, email: string): Promise<Page> {
  const { page } = await openDeskPage(bed.browser());
  await signInAsSalesperson(page, `${deskOrigin}/desk`, email);
  await page.goto(`${deskOrigin}/desk/leads/${leadId}`);
  return page;
}

const payButton = (page: Page) => page.getByRole("button", { name: /^Pay \$2,499 securely$/ });

/** From the checkout to the stand-in's payment page, where the visitor presses `button`. */
async function chooseOnStripe(page: Page, button: string) {
  await payButton(page).click();
  await page.waitForURL((url) => url.origin === bed.stripe().origin);
  await page.getByRole("button", { name: button }).click();
}

describe("paying for a plan", () => {
  it("Pay on the stand-in's page → /checkout/paid says paid, the lead is PAID and the desk shows it Paid", async () => {
    const { page, leadId } = await briefAtCheckout("pay");
    // The amount is the server's quote (payLinkQuote), shown once it answers: a cold function
    // in the emulator may take a few seconds.
    await expect
      .poll(
        () => page.getByText("You pay $2,499 today: the whole price of your package.").count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    await chooseOnStripe(page, "Pay");
    await page.waitForURL((url) => url.pathname === "/checkout/paid");
    await page
      .getByRole("heading", { name: "Payment received — $2,499 for Brand Identity" })
      .waitFor({ timeout: 20_000 });
    await page.getByText(/e-mails your receipt to the address in your brief/).waitFor();
    expect(await page.getByText("owner@lonestar-roasters.example").count()).toBe(0);
    expect((await waitForPayment(leadId, "PAID")).amountCents).toBe(249_900);
    await page.context().close();

    // Sales sees it on the desk: the lead's payment says Paid in full, with the amount.
    const desk = await openOnDesk(leadId, "jordan.pay@brandvista.studio");
    await expect
      .poll(() => desk.getByTestId("lead-payment").textContent(), { timeout: 30_000 })
      .toBe("Paid in full $2,499");
    await desk.context().close();
  }, 120_000);

  it("Cancel → back to the checkout with the order intact, nothing paid", async () => {
    const { page, leadId } = await briefAtCheckout("cancel");
    await chooseOnStripe(page, "Cancel");
    await page.waitForURL(`${origin}/checkout`);
    await page.getByText("Brand Identity", { exact: true }).waitFor();
    await payButton(page).waitFor();
    expect((await paymentOf(leadId)).payment?.state).toBe("OPEN");
    await page.context().close();
  });

  it("Decline → the stand-in's card error, and the lead is not paid", async () => {
    const { page, leadId } = await briefAtCheckout("decline");
    await chooseOnStripe(page, "Decline");
    await page.getByRole("alert").filter({ hasText: "Your card was declined." }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await paymentOf(leadId)).payment?.state).toBe("OPEN");
    expect(bed.stripe().events.filter((e) => e.data.object.client_reference_id === leadId)).toEqual(
      [],
    );
    await page.context().close();
  });
});

describe("paying again after the money did not stay", () => {
  /**
   * The visitor goes to Stripe's page, where `spoil` makes the attempt end in `state` (through
   * the stand-in, as Stripe would); back on /checkout they pay again, on a new session.
   */
  async function payAgainAfter(label: string, state: string, spoil: (id: string) => Promise<void>) {
    const { page, leadId } = await briefAtCheckout(label);
    await payButton(page).click();
    await page.waitForURL((url) => url.origin === bed.stripe().origin);
    const first = String(bed.stripe().sessionOf(leadId)?.id);
    await spoil(first);
    await waitForPayment(leadId, state, 20_000);

    await page.goto(`${origin}/checkout`);
    await chooseOnStripe(page, "Pay");
    await page.waitForURL((url) => url.pathname === "/checkout/paid");
    await page
      .getByRole("heading", { name: "Payment received — $2,499 for Brand Identity" })
      .waitFor({ timeout: 20_000 });
    const paid = await waitForPayment(leadId, "PAID", 20_000);
    expect(paid).toMatchObject({ attempt: 2, sessionId: expect.not.stringMatching(first) });
    await page.context().close();
  }

  it("a refunded lead pays again", async () => {
    await payAgainAfter("refunded", "REFUNDED", async (id) => {
      await bed.stripe().pay(id);
      await bed.stripe().refund(id);
    });
  }, 120_000);

  it("a lead whose delayed payment failed pays again", async () => {
    await payAgainAfter("failed", "FAILED", async (id) => {
      await bed.stripe().payDelayed(id);
      await bed.stripe().settleDelayed(id, false);
    });
  }, 120_000);

  it("a lead whose session expired pays again", async () => {
    await payAgainAfter("expired", "EXPIRED", async (id) => {
      await bed.stripe().expire(id);
    });
  }, 120_000);
});
