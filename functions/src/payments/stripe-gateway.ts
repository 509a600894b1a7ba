// The Stripe calls the payments make, behind one small interface so the logic's unit tests can
// pass a fake, and built from the settings in config.ts: the SDK's host/port/protocol point it
// at Stripe, or at a local stand-in (npm start, the tests) speaking the same protocol.
import Stripe from "stripe";
import type { StripeSettings } from "../platform/config.js";
import type { SessionLine } from "./agreement.js";
import type {
  ChargeFacts,
  DisputeFacts,
  IntentFacts,
  InvoiceChargeFacts,
  InvoiceFacts,
  InvoiceMoneyFacts,
  SessionFacts,
  StripeFacts,
} from "./stripe-facts.js";

/**
 * The Stripe API version the code is written against, pinned in the client (the SDK's own) and
 * on the webhook endpoint in the Dashboard (docs/payments.md): event payloads and answers keep
 * this shape whatever the account's default version becomes.
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

export type { InvoiceFacts, InvoiceMoneyFacts, SessionFacts } from "./stripe-facts.js";

/** The session startCheckout asks for (Stripe's Checkout Session parameters). */
export type NewSession = Stripe.Checkout.SessionCreateParams;

/**
 * The balance invoice sendBalanceInvoice asks for: one line of `amountCents` for the Customer,
 * sent by Stripe (collection_method send_invoice) and due `daysUntilDue` days after it is
 * finalized. `keyPrefix` makes each of the four requests' idempotency keys.
 */
export interface NewBalanceInvoice {
  customerId: string;
  amountCents: number;
  currency: "usd";
  daysUntilDue: number;
  description: string;
  metadata: Record<string, string>;
  keyPrefix: string;
}

/** A Customer made for a lead: the address Stripe e-mails its invoices to, and the company. */
export interface NewCustomer {
  email: string;
  name: string;
  leadId: string;
}

/** Stripe refused an idempotency key: it was first used with other parameters. */
export class IdempotencyKeyRefused extends Error {
  override name = "IdempotencyKeyRefused";
}

export interface StripeGateway {
  /** Throws IdempotencyKeyRefused when Stripe answers idempotency_error. */
  createSession(params: NewSession, idempotencyKey: string): Promise<SessionFacts>;
  retrieveSession(sessionId: string): Promise<SessionFacts>;
  /** Ends an open session at Stripe (it can no longer be paid). */
  expireSession(sessionId: string): Promise<SessionFacts>;
  /** The session, its payment intent, latest charge with refunds and disputes, as they are now. */
  paymentFacts(sessionId: string): Promise<StripeFacts>;
  /** The Checkout Session that made a payment intent; null for a payment made elsewhere. */
  sessionOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
  /** The session's lines (their names and amounts): what the client agreed to at checkout. */
  sessionLineItems(sessionId: string): Promise<SessionLine[]>;
  /** Every complete, paid Checkout Session created since `since` (the reconciler's listing). */
  listPaidSessions(since: Date): Promise<SessionFacts[]>;
  /**
   * Creates the balance invoice (draft, its line, finalized, sent), each request with its own
   * idempotency key from `keyPrefix`: retried after a crash, Stripe replays what it did.
   */
  createBalanceInvoice(invoice: NewBalanceInvoice): Promise<InvoiceFacts>;
  /**
   * Makes the Customer a quote with nothing due now is invoiced to (no checkout made one): its
   * id. The idempotency key makes a retry within Stripe's 24 hours answer the same Customer.
   */
  createCustomer(customer: NewCustomer, idempotencyKey: string): Promise<string>;
  /** The invoice as it is now. */
  retrieveInvoice(invoiceId: string): Promise<InvoiceFacts>;
  /**
   * The invoice as it is now, with the charge of each of its paid invoice payments (their
   * refunds and disputes): the balance's money after it was paid.
   */
  invoiceMoney(invoiceId: string): Promise<InvoiceMoneyFacts>;
  /**
   * The invoice a payment intent paid, through its invoice payment (since API 2025-03-31 the
   * intent names no invoice); null for a payment of no invoice.
   */
  invoiceOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
  /**
   * Every invoice of the Customer whose metadata names the lead, whatever its status: the
   * balance invoices made for it (recorded on the lead or not: a crash between the two).
   */
  leadInvoices(customerId: string, leadId: string): Promise<InvoiceFacts[]>;
  /**
   * Voids the invoice if it is open or uncollectible (both can still be paid; Stripe allows
   * voiding either), and answers it as it is then: void, or as it was (paid meanwhile, say).
   */
  voidPayableInvoice(invoiceId: string): Promise<InvoiceFacts>;
  // Erasure (payments/stripe-erasure.ts): what Stripe holds about a person, ended and deleted.
  /** Ends the session if it is still open; whether it did, and the Customer it names. */
  closeSession(sessionId: string): Promise<{ expired: boolean; customerId: string | null }>;
  /** The ids of the Customers Stripe holds with this address (exactly as given). */
  customersByEmail(email: string): Promise<string[]>;
  /** The ids of the Customer's invoices that can still be paid: open or uncollectible. */
  openInvoicesOf(customerId: string): Promise<string[]>;
  /** Voids the invoice if it can still be paid (open or uncollectible); whether it did (a missing one: false). */
  voidOpenInvoice(invoiceId: string): Promise<boolean>;
  /** Deletes the Customer; false when Stripe holds no such Customer (deleted before). */
  deleteCustomer(customerId: string): Promise<boolean>;
}

/** Stripe answered that the object does not exist (404 resource_missing). */
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (error.code === "resource_missing" || error.statusCode === 404);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** A Stripe client for these settings (built per call: it throws without a key). */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    // A callable answers a browser that waits: fail within seconds, not Stripe's 80.
    timeout: 20_000,
    maxNetworkRetries: 2,
    apiVersion: STRIPE_API_VERSION,
  });
}

/** The session's facts from Stripe's object (an API answer or an event's payload). */
export function sessionFacts(session: Stripe.Checkout.Session): SessionFacts {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    status: session.status ?? "open",
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    leadId: session.metadata?.leadId || session.client_reference_id || null,
    planId: session.metadata?.planId || null,
    attempt: attemptOf(session.metadata),
    paymentIntentId: idOf(intent),
    customerEmail: session.customer_email ?? session.customer_details?.email ?? null,
    customerId: idOf(session.customer),
    expiresAt: dateOrNull(session.expires_at),
  };
}

/** The checkout attempt our metadata names (sessions and balance invoices carry it). */
const attemptOf = (metadata: Stripe.Metadata | null | undefined) =>
  /^\d+$/.test(metadata?.attempt ?? "") ? Number(metadata?.attempt) : null;
const dateOf = (seconds: number) => new Date(seconds * 1000);
const dateOrNull = (seconds: number | null | undefined) =>
  typeof seconds === "number" && seconds > 0 ? dateOf(seconds) : null;

/** The invoice's facts from Stripe's object (an API answer or an event's payload). */
function invoiceFacts(invoice: Stripe.Invoice): InvoiceFacts {
  const metadata = invoice.metadata ?? {};
  const transitions = invoice.status_transitions;
  return {
    id: invoice.id ?? "",
    status: invoice.status ?? "draft",
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    customerId: idOf(invoice.customer),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    leadId: metadata.leadId || null,
    kind: metadata.kind || null,
    attempt: attemptOf(metadata),
    attemptCount: invoice.attempt_count ?? 0,
    finalizedAt: dateOrNull(transitions?.finalized_at),
    dueAt: dateOrNull(invoice.due_date),
    paidAt: dateOrNull(transitions?.paid_at),
    voidedAt: dateOrNull(transitions?.voided_at),
    markedUncollectibleAt: dateOrNull(transitions?.marked_uncollectible_at),
  };
}

function intentFacts(intent: Stripe.PaymentIntent): IntentFacts {
  return {
    id: intent.id,
    status: intent.status,
    amountReceivedCents: intent.amount_received,
    createdAt: dateOf(intent.created),
  };
}

/** What a charge, a refund and a dispute each say alike: their id, amount and creation time. */
const amountFacts = (object: { id: string; amount: number; created: number }) => ({
  id: object.id,
  amountCents: object.amount,
  createdAt: dateOf(object.created),
});

const chargeFacts = (charge: Stripe.Charge): ChargeFacts => ({
  ...amountFacts(charge),
  currency: charge.currency,
  refunds: (charge.refunds?.data ?? []).map((refund) => ({
    ...amountFacts(refund),
    status: refund.status ?? "pending",
  })),
});

const disputeFacts = (dispute: Stripe.Dispute): DisputeFacts => ({
  ...amountFacts(dispute),
  status: dispute.status,
});

/** The gateway on the real SDK. */
export function stripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = stripeClient(settings);
  return {
    async createSession(params, idempotencyKey) {
      try {
        return sessionFacts(await stripe.checkout.sessions.create(params, { idempotencyKey }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeIdempotencyError)
          throw new IdempotencyKeyRefused(error.message);
        throw error;
      }
    },
    async retrieveSession(sessionId) {
      return sessionFacts(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async expireSession(sessionId) {
      return sessionFacts(await stripe.checkout.sessions.expire(sessionId));
    },
    async paymentFacts(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["payment_intent.latest_charge.refunds"],
      });
      const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
      const charge =
        intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      // A charge lists no disputes; ask for them when it says it has some.
      const disputes = charge?.disputed
        ? (await stripe.disputes.list({ charge: charge.id, limit: 100 })).data
        : [];
      return {
        session: sessionFacts(session),
        intent: intent && intentFacts(intent),
        charge: charge && chargeFacts(charge),
        disputes: disputes.map(disputeFacts),
      };
    },
    async sessionOfPaymentIntent(paymentIntentId) {
      const found = await stripe.checkout.sessions.list({
        payment_intent: paymentIntentId,
        limit: 1,
      });
      return idOf(found.data[0]) ?? null;
    },
    async sessionLineItems(sessionId) {
      const listed = await stripe.checkout.sessions.listLineItems(sessionId, { limit: 100 });
      return listed.data.map((item) => ({
        description: item.description ?? "",
        amountCents: item.amount_total,
      }));
    },
    async listPaidSessions(since) {
      const paid: SessionFacts[] = [];
      // Auto-pagination: every page of the look-back, 100 sessions a request.
      const listed = stripe.checkout.sessions.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        status: "complete",
        limit: 100,
      });
      for await (const session of listed)
        if (session.payment_status === "paid") paid.push(sessionFacts(session));
      return paid;
    },
    async leadInvoices(customerId, leadId) {
      const found: InvoiceFacts[] = [];
      for await (const invoice of stripe.invoices.list({ customer: customerId, limit: 100 }))
        if (invoice.metadata?.leadId === leadId) found.push(invoiceFacts(invoice));
      return found;
    },
    async voidPayableInvoice(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId);
      if (invoice.status !== "open" && invoice.status !== "uncollectible")
        return invoiceFacts(invoice);
      try {
        return invoiceFacts(await stripe.invoices.voidInvoice(invoiceId));
      } catch (error) {
        // Paid (or voided) between the read and the void: answer it as it is now.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return invoiceFacts(await stripe.invoices.retrieve(invoiceId));
        throw error;
      }
    },
    async createCustomer({ email, name, leadId }, idempotencyKey) {
      const customer = await stripe.customers.create(
        { email, ...(name && { name }), metadata: { leadId } },
        { idempotencyKey },
      );
      return customer.id;
    },
    async createBalanceInvoice(invoice) {
      const key = (step: string) => ({ idempotencyKey: `${invoice.keyPrefix}-${step}` });
      // The attempt's invoice may exist already: made by a call that died before the lead
      // recorded it, longer ago than Stripe keeps idempotency keys (24 hours). Found by its
      // metadata, it is taken up where that call stopped, and no second one is made.
      const attempt = invoice.metadata.attempt;
      let made: Stripe.Invoice | undefined;
      for await (const each of stripe.invoices.list({ customer: invoice.customerId, limit: 100 }))
        if (
          each.metadata?.leadId === invoice.metadata.leadId &&
          each.metadata?.kind === invoice.metadata.kind &&
          each.metadata?.attempt === attempt
        ) {
          made = each;
          break;
        }
      if (made && made.status !== "draft") {
        // Finalized: sent again (the same invoice, e-mailed once more at worst), unless it is
        // no longer open.
        if (made.status !== "open") return invoiceFacts(made);
        return invoiceFacts(await stripe.invoices.sendInvoice(made.id ?? "", {}, key("send")));
      }
      // The draft first, then its line on it: since API 2022-08-01 a new invoice leaves the
      // Customer's pending items out, so the line names the invoice it belongs to.
      const draft =
        made ??
        (await stripe.invoices.create(
          {
            customer: invoice.customerId,
            collection_method: "send_invoice",
            days_until_due: invoice.daysUntilDue,
            currency: invoice.currency,
            description: invoice.description,
            metadata: invoice.metadata,
            auto_advance: false,
          },
          key("invoice"),
        ));
      const invoiceId = draft.id ?? "";
      if (draft.amount_due === 0)
        await stripe.invoiceItems.create(
          {
            customer: invoice.customerId,
            invoice: invoiceId,
            amount: invoice.amountCents,
            currency: invoice.currency,
            description: invoice.description,
            metadata: invoice.metadata,
          },
          key("item"),
        );
      await stripe.invoices.finalizeInvoice(invoiceId, {}, key("finalize"));
      return invoiceFacts(await stripe.invoices.sendInvoice(invoiceId, {}, key("send")));
    },
    async retrieveInvoice(invoiceId) {
      return invoiceFacts(await stripe.invoices.retrieve(invoiceId));
    },
    async invoiceMoney(invoiceId) {
      const invoice = invoiceFacts(await stripe.invoices.retrieve(invoiceId));
      const charges: InvoiceChargeFacts[] = [];
      // Only a paid invoice has money to follow; its payments are few (ours are paid once).
      if (invoice.status === "paid")
        for await (const paid of stripe.invoicePayments.list({
          invoice: invoiceId,
          status: "paid",
          limit: 100,
        })) {
          const intentId = idOf(paid.payment.payment_intent);
          if (paid.payment.type !== "payment_intent" || !intentId) continue;
          const intent = await stripe.paymentIntents.retrieve(intentId, {
            expand: ["latest_charge.refunds"],
          });
          const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
          if (!charge) continue;
          const disputes = charge.disputed
            ? (await stripe.disputes.list({ charge: charge.id, limit: 100 })).data
            : [];
          charges.push({
            paymentIntentId: intentId,
            charge: chargeFacts(charge),
            disputes: disputes.map(disputeFacts),
          });
        }
      return { ...invoice, charges };
    },
    async invoiceOfPaymentIntent(paymentIntentId) {
      const found = await stripe.invoicePayments.list({
        payment: { type: "payment_intent", payment_intent: paymentIntentId },
        limit: 1,
      });
      return idOf(found.data[0]?.invoice) ?? null;
    },
    async closeSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const customerId = idOf(session.customer);
      if (session.status !== "open") return { expired: false, customerId };
      await stripe.checkout.sessions.expire(sessionId);
      return { expired: true, customerId };
    },
    async customersByEmail(email) {
      const ids: string[] = [];
      for await (const customer of stripe.customers.list({ email, limit: 100 }))
        ids.push(customer.id);
      return ids;
    },
    async openInvoicesOf(customerId) {
      const ids: string[] = [];
      // A written-off invoice can still be paid at Stripe: it is closed like an open one.
      for (const status of ["open", "uncollectible"] as const)
        for await (const invoice of stripe.invoices.list({
          customer: customerId,
          status,
          limit: 100,
        }))
          if (invoice.id) ids.push(invoice.id);
      return ids;
    },
    async voidOpenInvoice(invoiceId) {
      try {
        const invoice = await stripe.invoices.retrieve(invoiceId);
        if (invoice.status !== "open" && invoice.status !== "uncollectible") return false;
        await stripe.invoices.voidInvoice(invoiceId);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async deleteCustomer(customerId) {
      try {
        return (await stripe.customers.del(customerId)).deleted;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
