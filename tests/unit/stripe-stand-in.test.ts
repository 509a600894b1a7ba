// The Stripe stand-in answers the real `stripe` client as Stripe does where the payments depend
// on it: idempotency keys compared by parameters and their first answer replayed (a 5xx too),
// sessions that expire on its clock, refunds and disputes as objects, the expansions and the
// session list the functions ask for, events held back to be sent in any order, or twice, and
// the Customers and invoices an erasure closes (through the functions' own gateway).
import { createServer, type Server } from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeGateway } from "../../functions/src/payments/stripe-gateway";
import {
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
  type StripeStandIn,
} from "../support/stripe-stand-in.mjs";

let standIn: StripeStandIn;
let stripe: Stripe;
let hook: Server;
/** The event types the webhook endpoint received, in order. */
const received: string[] = [];

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push((JSON.parse(body) as { type: string }).type);
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const address = hook.address();
  const hookPort = typeof address === "object" && address ? address.port : 0;
  standIn = await startStripeStandIn({ port: 0, webhookUrl: `http://127.0.0.1:${hookPort}/` });
  const port = Number(new URL(standIn.origin).port);
  stripe = new Stripe(STAND_IN_SECRET_KEY, {
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => hook.close(resolve));
});

/** The functions' own gateway, on the stand-in. */
const gateway = () =>
  stripeGateway({
    secretKey: STAND_IN_SECRET_KEY,
    host: "127.0.0.1",
    port: Number(new URL(standIn.origin).port),
    protocol: "http",
  });

const params = (fields: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  ({
    mode: "payment",
    client_reference_id: "lead1",
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "usd", unit_amount: 249_900, product_data: { name: "Logo" } },
      },
    ],
    success_url: "http://127.0.0.1:5050/checkout/paid?session_id={CHECKOUT_SESSION_ID}",
    expires_at: standIn.now() + 3600,
    ...fields,
  }) satisfies Stripe.Checkout.SessionCreateParams;

const create = (key: string, fields?: Partial<Stripe.Checkout.SessionCreateParams>) =>
  stripe.checkout.sessions.create(params(fields), { idempotencyKey: key });

/** A paid session's id, its events sent to the endpoint. */
async function paidSession(key: string) {
  const session = await create(key);
  await standIn.pay(session.id);
  return session.id;
}

describe("idempotency keys, as Stripe compares them", () => {
  it("replays the first answer for the same key and the same parameters, in any key order", async () => {
    const expiresAt = standIn.now() + 3600;
    const first = await create("same-1", { expires_at: expiresAt });
    const sessionsBefore = standIn.sessions.size;
    // The same parameters with their keys the other way round: the body differs, not the request.
    const reordered = Object.fromEntries(
      Object.entries(params({ expires_at: expiresAt })).reverse(),
    ) as Stripe.Checkout.SessionCreateParams;
    const again = await stripe.checkout.sessions.create(reordered, { idempotencyKey: "same-1" });
    expect(again.id).toBe(first.id);
    expect(standIn.sessions.size).toBe(sessionsBefore);
  });

  it("refuses the same key with other parameters (idempotency_error, 400)", async () => {
    await create("other-1", { expires_at: standIn.now() + 3600 });
    const refused = await create("other-1", { expires_at: standIn.now() + 7200 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((refused as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it("replays a 5xx first answer, and does not remember a refusal that did nothing", async () => {
    standIn.injectFault({ method: "POST", path: "/v1/checkout/sessions", answer: 500 });
    const failed = await create("five-1").catch((error: unknown) => error);
    expect((failed as Stripe.errors.StripeError).statusCode).toBe(500);
    const replayed = await create("five-1").catch((error: unknown) => error);
    expect((replayed as Stripe.errors.StripeError).statusCode).toBe(500);

    const invalid = await create("bad-1", { expires_at: standIn.now() + 60 }).catch(
      (error: unknown) => error,
    );
    expect((invalid as Stripe.errors.StripeError).statusCode).toBe(400);
    const fixed = await create("bad-1", { expires_at: standIn.now() + 3600 });
    expect(fixed.id).toMatch(/^cs_test_/);
  });

  it("does a request whose answer is lost, and replays it to a later retry", async () => {
    // The client retries a dropped connection on its own: lose every answer it waits for.
    standIn.injectFault({
      method: "POST",
      path: "/v1/checkout/sessions",
      answer: "lost",
      times: 5,
    });
    const before = standIn.sessions.size;
    const expiresAt = standIn.now() + 3600;
    const lost = await create("lost-1", { expires_at: expiresAt }).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(standIn.sessions.size).toBe(before + 1);
    standIn.clearFaults();
    const retried = await create("lost-1", { expires_at: expiresAt });
    expect(standIn.sessions.size).toBe(before + 1);
    expect(standIn.sessions.has(retried.id)).toBe(true);
  });
});

describe("sessions expire on the stand-in's clock", () => {
  it("answers expired past `expires_at`, and sends checkout.session.expired", async () => {
    const session = await create("clock-1", { expires_at: standIn.now() + 31 * 60 });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    await standIn.advanceClock(32 * 60);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
    expect(
      standIn.events.filter(
        (e) => e.type === "checkout.session.expired" && e.data.object.id === session.id,
      ),
    ).toHaveLength(1);
  });
});

describe("what the functions read back", () => {
  it("expands a session's payment intent and its latest charge with its refunds", async () => {
    const sessionId = await paidSession("expand-1");
    const first = await standIn.refund(sessionId, 40_000);
    const second = await standIn.refund(sessionId, 9_900);
    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["payment_intent.latest_charge.refunds"],
    });
    const intent = session.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    expect(intent.status).toBe("succeeded");
    expect(charge).toMatchObject({ amount: 249_900, amount_refunded: 49_900, refunded: false });
    expect(charge.refunds?.data.map((r) => [r.id, r.amount])).toEqual([
      [second.refund.id, 9_900],
      [first.refund.id, 40_000],
    ]);
    const plain = await stripe.charges.retrieve(charge.id);
    expect(plain.refunds).toBeUndefined();
    const withRefunds = await stripe.charges.retrieve(charge.id, { expand: ["refunds"] });
    expect(withRefunds.refunds?.data).toHaveLength(2);
    expect((await stripe.paymentIntents.retrieve(intent.id)).latest_charge).toBe(charge.id);
  });

  it("keeps a dispute's status, and closes it won or lost", async () => {
    const sessionId = await paidSession("dispute-1");
    const { dispute } = await standIn.dispute(sessionId);
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe("needs_response");
    const listed = await stripe.disputes.list({ charge: String(dispute.charge) });
    expect(listed.data.map((d) => d.id)).toEqual([dispute.id]);
    const { event } = await standIn.closeDispute(dispute.id, "won");
    expect(event.type).toBe("charge.dispute.closed");
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe("won");
  });

  it("fails a delayed payment: async_payment_failed, the intent back to requires_payment_method", async () => {
    const session = await create("delayed-1");
    await standIn.payDelayed(session.id);
    const { event } = await standIn.settleDelayed(session.id, false);
    expect(event.type).toBe("checkout.session.async_payment_failed");
    const read = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["payment_intent"],
    });
    expect(read.payment_status).toBe("unpaid");
    expect((read.payment_intent as Stripe.PaymentIntent).status).toBe("requires_payment_method");
  });

  it("lists sessions newest first, filtered by created, status and payment intent, in pages", async () => {
    // Past the other tests' sessions, so the list holds only these three.
    await standIn.advanceClock(10);
    const since = standIn.now();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push(await paidSession(`list-${n}-${since}`));
    const firstPage = await stripe.checkout.sessions.list({
      created: { gte: since },
      status: "complete",
      limit: 2,
    });
    expect(firstPage.data.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(firstPage.has_more).toBe(true);
    const next = await stripe.checkout.sessions.list({
      created: { gte: since },
      status: "complete",
      limit: 2,
      starting_after: ids[1],
    });
    expect(next.data.map((s) => s.id)).toEqual([ids[0]]);
    expect(next.has_more).toBe(false);
    const intent = String(standIn.sessions.get(ids[0] ?? "")?.payment_intent);
    const byIntent = await stripe.checkout.sessions.list({ payment_intent: intent });
    expect(byIntent.data.map((s) => s.id)).toEqual([ids[0]]);
    const all: string[] = [];
    for await (const s of stripe.checkout.sessions.list({ created: { gte: since }, limit: 1 }))
      all.push(s.id);
    expect(all).toEqual([...ids].reverse());
  });
});

describe("events in any order, late or twice", () => {
  it("holds events and sends them in the order asked, one twice", async () => {
    standIn.sendWebhooks(false);
    try {
      const sessionId = await paidSession("order-1");
      await standIn.refund(sessionId);
      await standIn.dispute(sessionId);
      const held = standIn.heldEvents();
      expect(held.map((e) => e.type)).toEqual([
        "checkout.session.completed",
        "charge.refunded",
        "charge.dispute.created",
      ]);
      const [completed = "", refunded = "", disputed = ""] = held.map((e) => String(e.id));
      received.length = 0;
      await standIn.releaseHeld([disputed, refunded, completed, refunded]);
      expect(received).toEqual([
        "charge.dispute.created",
        "charge.refunded",
        "checkout.session.completed",
        "charge.refunded",
      ]);
      expect(standIn.heldEvents()).toEqual([]);
    } finally {
      standIn.sendWebhooks(true);
    }
  });
});

describe("the stand-in's Customers and invoices, as erasure reaches them", () => {
  it("makes a session that names a Customer take its address, and refuses an unknown one", async () => {
    const customer = await stripe.customers.create({ email: "kit@oak-bay.example" });
    const session = await stripe.checkout.sessions.create(params({ customer: customer.id }));
    expect(session).toMatchObject({ customer: customer.id, customer_email: "kit@oak-bay.example" });
    await expect(
      stripe.checkout.sessions.create(params({ customer: "cus_nobody" })),
    ).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("closes an open session once, naming its Customer", async () => {
    const customer = await stripe.customers.create({ email: "kit@oak-bay.example" });
    const session = await stripe.checkout.sessions.create(params({ customer: customer.id }));
    await expect(gateway().closeSession(session.id)).resolves.toEqual({
      expired: true,
      customerId: customer.id,
    });
    expect(standIn.sessions.get(session.id)?.status).toBe("expired");
    await expect(gateway().closeSession(session.id)).resolves.toEqual({
      expired: false,
      customerId: customer.id,
    });
  });

  it("finds Customers by their exact address, voids open invoices, deletes a Customer once", async () => {
    const email = `ash.${Date.now()}@cedar-row.example`;
    const customer = await stripe.customers.create({ email });
    const invoice = standIn.createOpenInvoice(customer.id, 120_000);
    const stripeSide = gateway();
    await expect(stripeSide.customersByEmail(email)).resolves.toEqual([customer.id]);
    // Stripe matches the address as stored: another spelling finds nothing.
    await expect(stripeSide.customersByEmail(email.toUpperCase())).resolves.toEqual([]);
    await expect(stripeSide.openInvoicesOf(customer.id)).resolves.toEqual([invoice.id]);
    await expect(stripeSide.voidOpenInvoice(String(invoice.id))).resolves.toBe(true);
    await expect(stripeSide.voidOpenInvoice(String(invoice.id))).resolves.toBe(false);
    await expect(stripeSide.voidOpenInvoice("in_missing")).resolves.toBe(false);
    await expect(stripeSide.openInvoicesOf(customer.id)).resolves.toEqual([]);
    await expect(stripeSide.deleteCustomer(customer.id)).resolves.toBe(true);
    await expect(stripeSide.deleteCustomer(customer.id)).resolves.toBe(false);
    await expect(stripeSide.customersByEmail(email)).resolves.toEqual([]);
  });
});

describe("Invoicing: the balance invoice a deposit plan's desk sends", () => {
  /** A deposit checkout paid: the Customer Stripe made at completion. */
  async function customerOfPaidDeposit(key: string) {
    const session = await create(key, {
      customer_creation: "always",
      customer_email: "rae@birch-lane.example",
    });
    expect(session.customer).toBeNull();
    await standIn.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    return String(paid.customer);
  }
  const balance = (customerId: string, keyPrefix: string) => ({
    customerId,
    amountCents: 649_950,
    currency: "usd" as const,
    daysUntilDue: 14,
    description: "MVP App: the balance due at delivery ($6,499.50), order BV-7K3Q-M9XD",
    metadata: { leadId: "lead1", planId: "mobile-mvp", kind: "balance", attempt: "1" },
    keyPrefix,
  });
  /** The page's form posted, as a browser does. */
  const press = (url: string, button: "pay" | "decline") =>
    fetch(`${url}/${button}`, { method: "POST", redirect: "manual" });
  /** Waits for the stand-in's event of `type` about `invoiceId` to reach the endpoint. */
  const eventFor = async (type: string, invoiceId: string) => {
    for (let i = 0; i < 50; i += 1) {
      const found = standIn.deliveries.find(
        (d) => d.event.type === type && d.event.data.object.id === invoiceId,
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${type} for ${invoiceId}`);
  };

  it("makes a Customer when a session with customer_creation=always completes, with its address", async () => {
    const customerId = await customerOfPaidDeposit("deposit-customer");
    expect(customerId).toMatch(/^cus_/);
    expect(standIn.customers.get(customerId)).toMatchObject({ email: "rae@birch-lane.example" });
    await expect(
      stripe.checkout.sessions.create(params({ customer_creation: "sometimes" as "always" })),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("creates, finalizes and sends an invoice once per key prefix, due in its days", async () => {
    const customerId = await customerOfPaidDeposit("deposit-invoice");
    const before = standIn.invoices.size;
    const invoice = await gateway().createBalanceInvoice(balance(customerId, "balance-lead1-1"));
    expect(invoice).toMatchObject({
      status: "open",
      amountDueCents: 649_950,
      customerId,
      leadId: "lead1",
      kind: "balance",
      attempt: 1,
      hostedUrl: `${standIn.origin}/invoice/${invoice.id}`,
    });
    const finalized = invoice.finalizedAt?.getTime() ?? 0;
    expect(invoice.dueAt?.getTime()).toBe(finalized + 14 * 86_400_000);
    expect(standIn.invoiceSends(invoice.id)).toBe(1);
    // A retry with the same keys (a crash after Stripe made it) reaches the same invoice.
    const again = await gateway().createBalanceInvoice(balance(customerId, "balance-lead1-1"));
    expect(again.id).toBe(invoice.id);
    expect(standIn.invoices.size).toBe(before + 1);
    expect(standIn.invoiceItems.size).toBeGreaterThan(0);
    expect(standIn.invoiceSends(invoice.id)).toBe(1);
    // Stripe's own refusals: finalize twice, a line on a finalized invoice.
    await expect(stripe.invoices.finalizeInvoice(invoice.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      stripe.invoiceItems.create({
        customer: customerId,
        invoice: invoice.id,
        amount: 1,
        currency: "usd",
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("serves the hosted invoice page: Decline fails a payment, Pay pays it, each with its signed event", async () => {
    const customerId = await customerOfPaidDeposit("deposit-hosted");
    const { id, hostedUrl } = await gateway().createBalanceInvoice(
      balance(customerId, "balance-hosted-1"),
    );
    const url = String(hostedUrl);
    const page = await (await fetch(url)).text();
    expect(page).toContain("$6,499.50");
    expect(page).toContain(`action="/invoice/${id}/pay"`);

    expect((await press(url, "decline")).status).toBe(402);
    await eventFor("invoice.payment_failed", id);
    await expect(gateway().retrieveInvoice(id)).resolves.toMatchObject({
      status: "open",
      attemptCount: 1,
    });

    expect((await press(url, "pay")).status).toBe(200);
    const paid = await eventFor("invoice.paid", id);
    expect(paid.event.data.object).toMatchObject({ status: "paid", amount_paid: 649_950 });
    await expect(gateway().retrieveInvoice(id)).resolves.toMatchObject({
      status: "paid",
      amountPaidCents: 649_950,
      attemptCount: 2,
    });
    expect(await (await fetch(url)).text()).toContain("This invoice is paid.");
  });

  it("lists a session's line, as the agreement's backfill reads it", async () => {
    const session = await create("line-items");
    const lines = await stripe.checkout.sessions.listLineItems(session.id);
    expect(lines.data).toEqual([
      expect.objectContaining({ description: "Logo", amount_total: session.amount_total }),
    ]);
    await expect(gateway().sessionLineItems(session.id)).resolves.toEqual([
      { description: "Logo", amountCents: session.amount_total },
    ]);
  });

  it("takes a payment of a written-off invoice on its page, and voids a written-off one", async () => {
    const customerId = await customerOfPaidDeposit("deposit-written-off");
    const first = await gateway().createBalanceInvoice(balance(customerId, "balance-off-1"));
    await standIn.markUncollectible(first.id);
    expect(await (await fetch(String(first.hostedUrl))).text()).toContain("/pay");
    expect((await press(String(first.hostedUrl), "pay")).status).toBe(200);
    await eventFor("invoice.paid", first.id);
    // Paid: voiding it is refused, and the gateway answers it as it is.
    await expect(gateway().voidPayableInvoice(first.id)).resolves.toMatchObject({
      status: "paid",
    });
    const second = await gateway().createBalanceInvoice({
      ...balance(customerId, "balance-off-2"),
      metadata: { leadId: "lead-off", planId: "mobile-mvp", kind: "balance", attempt: "2" },
    });
    await standIn.markUncollectible(second.id);
    await expect(gateway().voidPayableInvoice(second.id)).resolves.toMatchObject({
      status: "void",
    });
    await expect(gateway().leadInvoices(customerId, "lead-off")).resolves.toEqual([
      expect.objectContaining({ id: second.id, status: "void", attempt: 2 }),
    ]);
  });
  it("pays an invoice by an intent and charge that name no invoice, linked by its invoice payment", async () => {
    const customerId = await customerOfPaidDeposit("deposit-inpay");
    const { id, hostedUrl } = await gateway().createBalanceInvoice(
      balance(customerId, "balance-inpay-1"),
    );
    expect((await press(String(hostedUrl), "pay")).status).toBe(200);
    await eventFor("invoice.paid", id);
    const charge = standIn.chargeOfInvoice(id);
    const intent = await stripe.paymentIntents.retrieve(String(charge.payment_intent));
    // Since API 2025-03-31: no invoice on the intent or the charge, none of its metadata.
    expect(intent).not.toHaveProperty("invoice");
    expect(intent.metadata).toEqual({});
    expect(charge).not.toHaveProperty("invoice");
    expect(charge.metadata).toEqual({});
    const listed = await stripe.invoicePayments.list({
      payment: { type: "payment_intent", payment_intent: intent.id },
    });
    expect(listed.data).toEqual([
      expect.objectContaining({
        object: "invoice_payment",
        invoice: id,
        status: "paid",
        amount_paid: 649_950,
        payment: { type: "payment_intent", payment_intent: intent.id },
      }),
    ]);
    await expect(gateway().invoiceOfPaymentIntent(intent.id)).resolves.toBe(id);
    await expect(gateway().invoiceOfPaymentIntent("pi_unknown")).resolves.toBeNull();
    // Stripe requires the payment's type with the payment filter.
    await expect(
      stripe.invoicePayments.list({
        payment: { payment_intent: intent.id } as unknown as { type: "payment_intent" },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });

    // The invoice's money: refunded in part, disputed; the refund then fails.
    const { refund } = await standIn.refundCharge(charge.id, 100_000);
    const { dispute } = await standIn.disputeCharge(charge.id);
    const money = await gateway().invoiceMoney(id);
    expect(money.charges).toEqual([
      {
        paymentIntentId: intent.id,
        charge: expect.objectContaining({
          id: charge.id,
          refunds: [
            expect.objectContaining({ id: refund.id, amountCents: 100_000, status: "succeeded" }),
          ],
        }),
        disputes: [expect.objectContaining({ id: dispute.id, status: "needs_response" })],
      },
    ]);
    const { event } = await standIn.failRefund(refund.id);
    expect(event).toMatchObject({
      type: "charge.refund.updated",
      data: { object: { id: refund.id, status: "failed", payment_intent: intent.id } },
    });
    expect((await stripe.charges.retrieve(charge.id)).amount_refunded).toBe(0);
    const after = await gateway().invoiceMoney(id);
    expect(after.charges[0]?.charge.refunds).toEqual([
      expect.objectContaining({ id: refund.id, status: "failed" }),
    ]);
  });

  it("voids and marks uncollectible through the API, each sending its event", async () => {
    const customerId = await customerOfPaidDeposit("deposit-void");
    const first = await gateway().createBalanceInvoice(balance(customerId, "balance-void-1"));
    await stripe.invoices.markUncollectible(first.id);
    await eventFor("invoice.marked_uncollectible", first.id);
    await stripe.invoices.voidInvoice(first.id);
    await eventFor("invoice.voided", first.id);
    await expect(gateway().retrieveInvoice(first.id)).resolves.toMatchObject({ status: "void" });
    await expect(stripe.invoices.markUncollectible(first.id)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe("a key forgotten after 24 hours, and the invoice found by its metadata", () => {
  it("makes a new object for a key first used more than 24 hours ago", async () => {
    const first = await stripe.customers.create(
      { email: "window@birch-lane.example" },
      { idempotencyKey: "window-key" },
    );
    const replayed = await stripe.customers.create(
      { email: "window@birch-lane.example" },
      { idempotencyKey: "window-key" },
    );
    expect(replayed.id).toBe(first.id);
    await standIn.advanceClock(24 * 3600);
    const later = await stripe.customers.create(
      { email: "window@birch-lane.example" },
      { idempotencyKey: "window-key" },
    );
    expect(later.id).not.toBe(first.id);
  });

  it("takes up a draft its keys no longer reach: the same invoice, its line, finalized and sent", async () => {
    const customer = await stripe.customers.create({ email: "draft@birch-lane.example" });
    const metadata = { leadId: "lead-draft", planId: "mobile-mvp", kind: "balance", attempt: "1" };
    // A call died after Stripe made the draft; two days on, Stripe has forgotten its keys.
    const draft = await stripe.invoices.create(
      { customer: customer.id, collection_method: "send_invoice", days_until_due: 14, metadata },
      { idempotencyKey: "balance-lead-draft-1-invoice" },
    );
    await standIn.advanceClock(2 * 86_400);
    const made = await gateway().createBalanceInvoice({
      customerId: customer.id,
      amountCents: 649_950,
      currency: "usd",
      daysUntilDue: 14,
      description: "MVP App: the balance",
      metadata,
      keyPrefix: "balance-lead-draft-1",
    });
    expect(made).toMatchObject({ id: draft.id, status: "open", amountDueCents: 649_950 });
    expect(standIn.invoiceSends(String(draft.id))).toBe(1);
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).toHaveLength(1);
  });
});
