// @ts-check
// A local Stripe for `npm start` and the tests: it answers the API calls the functions make, in
// Stripe's own protocol (form-encoded bodies with bracket keys, a Bearer secret key, the
// Idempotency-Key header and its rules, Stripe's error shapes), serves a look-alike of the
// hosted Checkout page with Pay, Decline and Cancel, Customers and Invoicing (invoice items,
// invoices finalized, sent, paid on a look-alike hosted invoice page with Pay and Decline,
// voided, marked uncollectible and still payable or voidable then), an invoice's payment as
// Stripe makes it since API 2025-03-31 (a payment intent and charge that name no invoice and
// carry none of its metadata, linked to it only by an invoice payment, GET /v1/invoice_payments),
// refunds that can fail afterwards (charge.refund.updated), and posts the events a real account
// would send, signed with stripe.webhooks.generateTestHeaderString, to the webhook endpoint.
// The functions reach it through the STRIPE_API_HOST / _PORT / _PROTOCOL params.
import { randomBytes } from "node:crypto";
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import { URLSearchParams } from "node:url";
import Stripe from "stripe";

/** The port stripe-mock uses; the stand-in takes it too. */
export const STRIPE_STAND_IN_PORT = 12111;
/** The demo keys: the emulators' secrets (with-emulators.mjs, start.mjs), never real ones. */
export const STAND_IN_SECRET_KEY = "sk_test_brandvista_stand_in";
/**
 * The emulators' pay-link secret (PAY_LINK_SECRET signs /pay/<token>): not Stripe's, but it
 * lives beside the stand-in's demo keys because `npm start` and the tests write them together.
 */
export const DEMO_PAY_LINK_SECRET = "demo-pay-link-secret-not-for-production";
/** The emulators' PAY_LINK_SECRET_PREVIOUS: as if the secret had been rotated from this one. */
export const DEMO_PAY_LINK_SECRET_PREVIOUS = "demo-previous-pay-link-secret-not-for-production";
export const STAND_IN_WEBHOOK_SECRET = "whsec_brandvista_stand_in";

/**
 * @typedef {Record<string, any>} StripeObject
 * @typedef {{ event: StripeObject, status: number, body: string }} Delivery
 * @typedef {object} StandInOptions
 * @property {number} [port] 0: any free port (read it from `origin`)
 * @property {string} [secretKey]
 * @property {string} [webhookSecret]
 * @property {string} [webhookUrl] where events go (the emulated stripeWebhook)
 * @property {boolean} [retryFailedWebhooks] retry a non-2xx delivery a few times, as Stripe does
 * @property {number} [webhookDelayMs] wait this long before posting an event
 */

const id = (/** @type {string} */ prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * Parses a form body with Stripe's bracket keys (`a[b][0][c]=1`, `expand[]=x`) into nested
 * objects and arrays. The same parser reads a GET's query string.
 * @param {string} body
 * @returns {StripeObject}
 */
export function parseStripeForm(body) {
  /** @type {StripeObject} */
  const root = {};
  /** @type {Map<string, number>} */
  const pushed = new Map();
  for (const [rawKey, value] of new URLSearchParams(body)) {
    // `list[]` appends: number it as the next index of that list.
    const key = rawKey.replace(/\[\](?=[^[]*$)/, () => {
      const base = rawKey.slice(0, rawKey.lastIndexOf("[]"));
      const index = pushed.get(base) ?? 0;
      pushed.set(base, index + 1);
      return `[${index}]`;
    });
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    /** @type {any} */
    let node = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (last) node[part] = value;
      else {
        const nextIsIndex = /^\d+$/.test(path[index + 1] ?? "");
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part];
      }
    });
  }
  return root;
}

/** The parameters in one canonical form (sorted keys), as Stripe compares an idempotent retry's. */
function canonical(/** @type {unknown} */ value) {
  /** @type {(v: unknown) => unknown} */
  const sort = (v) =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort(/** @type {Record<string, unknown>} */ (v)[k])]),
          )
        : v;
  return JSON.stringify(sort(value));
}

/** @param {number} status @param {string} type @param {string} message @param {string} [code] */
const stripeError = (status, type, message, code) => ({
  status,
  body: { error: { type, message, ...(code && { code }) } },
});

const missing = (/** @type {string} */ kind, /** @type {string | undefined} */ key) =>
  stripeError(404, "invalid_request_error", `No such ${kind}: '${key}'`, "resource_missing");

/** A copy without the stand-in's own fields (those starting with "_"). */
const publicView = (/** @type {StripeObject} */ object) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith("_")));

/**
 * @typedef {object} Fault
 * @property {string} method
 * @property {string} path
 * @property {"lost" | number} answer "lost": Stripe does the request but its answer never
 *   arrives (the connection drops); a number: Stripe fails with that status (an api_error)
 * @property {number} times
 */

/**
 * Starts the stand-in. Its `sessions`, `deliveries` and control methods let tests play what a
 * prospect and Stripe do.
 * @param {StandInOptions} [options]
 */
export async function startStripeStandIn(options = {}) {
  const port = options.port ?? STRIPE_STAND_IN_PORT;
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  /** Set once listening (port 0 takes a free port). */
  let origin = `http://127.0.0.1:${port}`;
  /** @type {Map<string, StripeObject>} */
  const sessions = new Map();
  /** @type {Map<string, StripeObject>} */
  const intents = new Map();
  /** @type {Map<string, StripeObject>} */
  const charges = new Map();
  /** @type {Map<string, StripeObject>} */
  const refunds = new Map();
  /** @type {Map<string, StripeObject>} */
  const disputes = new Map();
  /** Customers; a deleted one stays as Stripe's `{ id, deleted: true }`. @type {Map<string, StripeObject>} */
  const customers = new Map();
  /** @type {Map<string, StripeObject>} */
  const invoices = new Map();
  /** @type {Map<string, StripeObject>} */
  const invoiceItems = new Map();
  /** Invoice payments (`inpay_…`): the only link from an invoice to the intent that paid it. @type {Map<string, StripeObject>} */
  const invoicePayments = new Map();
  /** @type {Map<string, { request: string, status: number, body: unknown, at: number }>} */
  const idempotent = new Map();
  /** @type {Delivery[]} */
  const deliveries = [];
  /** @type {StripeObject[]} */
  const events = [];
  /** Events made while webhooks are held, not yet sent. @type {StripeObject[]} */
  const held = [];
  /** @type {{ method: string, path: string, body: StripeObject, query?: StripeObject, idempotencyKey?: string }[]} */
  const requests = [];
  /** @type {Fault[]} */
  const faults = [];
  let webhookUrl = options.webhookUrl;
  let webhookDelayMs = options.webhookDelayMs ?? 0;
  let sendWebhooks = true;
  /** Stripe's clock runs this far ahead of ours (advanceClock), so expiry can be played. */
  let clockOffsetMs = 0;
  const now = () => Math.floor((Date.now() + clockOffsetMs) / 1000);

  /** Posts one event, signed; records the answer. @param {StripeObject} event */
  async function deliver(event, attempt = 0) {
    if (!webhookUrl) return undefined;
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    /** @type {Delivery} */
    let delivery;
    try {
      const answer = await globalThis.fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      });
      delivery = { event, status: answer.status, body: await answer.text() };
    } catch (error) {
      delivery = { event, status: 0, body: String(error) };
    }
    deliveries.push(delivery);
    const failed = delivery.status < 200 || delivery.status >= 300;
    if (failed && options.retryFailedWebhooks && attempt < 5)
      setTimeout(() => void deliver(event, attempt + 1), 2000 * 2 ** attempt);
    return delivery;
  }

  /**
   * Makes an event of `type` about `object` and sends it, unless webhooks are held: then it
   * waits in `held` for releaseHeld (in any order) or redeliver.
   */
  async function emit(/** @type {string} */ type, /** @type {StripeObject} */ object) {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: JSON.parse(JSON.stringify(publicView(object))) },
    };
    events.push(event);
    if (!sendWebhooks) {
      held.push(event);
      return { event, delivery: undefined };
    }
    if (webhookDelayMs) await new Promise((resolve) => setTimeout(resolve, webhookDelayMs));
    return { event, delivery: await deliver(event) };
  }

  /**
   * Open sessions whose `expires_at` has passed turn expired at once, as at Stripe; the promise
   * is their events' delivery.
   */
  function expireDueSessions() {
    /** @type {Promise<unknown>[]} */
    const sent = [];
    for (const session of sessions.values())
      if (session.status === "open" && session.expires_at <= now()) {
        session.status = "expired";
        sent.push(emit("checkout.session.expired", session));
      }
    return Promise.all(sent);
  }

  /** @param {StripeObject} params */
  function createSession(params) {
    const item = params.line_items?.[0];
    const unit = Number(item?.price_data?.unit_amount);
    const quantity = Number(item?.quantity ?? 1);
    if (params.mode !== "payment" || !Number.isInteger(unit) || !params.success_url)
      return stripeError(400, "invalid_request_error", "Missing required param: line_items.");
    if (
      params.customer_creation !== undefined &&
      !["always", "if_required"].includes(params.customer_creation)
    )
      return stripeError(
        400,
        "invalid_request_error",
        `Invalid customer_creation: must be one of always or if_required`,
        "parameter_invalid_string",
      );
    if (params.customer_creation && params.customer)
      return stripeError(
        400,
        "invalid_request_error",
        "You may only specify one of these parameters: customer, customer_creation.",
      );
    if (params.customer_email && params.customer)
      return stripeError(
        400,
        "invalid_request_error",
        "You may only specify one of these parameters: customer, customer_email.",
      );
    const expiresAt = Number(params.expires_at ?? now() + 24 * 3600);
    if (params.customer && !customers.get(params.customer)?.email)
      return missing("customer", params.customer);
    if (expiresAt < now() + 30 * 60 - 60 || expiresAt > now() + 24 * 3600 + 60)
      return stripeError(
        400,
        "invalid_request_error",
        "The `expires_at` timestamp must be between 30 minutes and 24 hours from now.",
        "parameter_invalid_integer",
      );
    const session = {
      id: `cs_test_${randomBytes(24).toString("hex")}`,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: unit * quantity,
      amount_total: unit * quantity,
      currency: item.price_data.currency,
      client_reference_id: params.client_reference_id ?? null,
      customer: params.customer ?? null,
      // A session that names a Customer takes its address from it, as Stripe's does.
      customer_email: params.customer
        ? (customers.get(params.customer)?.email ?? null)
        : (params.customer_email ?? null),
      customer_details: null,
      metadata: params.metadata ?? {},
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      expires_at: expiresAt,
      created: now(),
      livemode: false,
      url: "",
      // Kept for the hosted page and the payment intent; not part of Stripe's answer shape.
      _line: { name: item.price_data.product_data?.name ?? "", quantity },
      _intentMetadata: params.payment_intent_data?.metadata ?? {},
      _declined: false,
      // customer_creation=always: Stripe makes a Customer when the session completes.
      _createCustomer: params.customer_creation === "always" && !params.customer,
    };
    session.url = `${origin}/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: session };
  }

  /** @param {string} sessionId */
  function sessionOrThrow(sessionId) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout.session: ${sessionId}`);
    return session;
  }

  /**
   * A new payment intent and its charge: "succeeded" takes the whole amount, "processing" (a
   * delayed method) nothing yet. `intentFields` and `chargeFields` add what each names.
   * @param {{ amount: number, currency: string, status: "succeeded" | "processing", metadata: Record<string, string> }} payment
   * @param {StripeObject} intentFields
   * @param {StripeObject} chargeFields
   */
  function newIntentAndCharge({ amount, currency, status, metadata }, intentFields, chargeFields) {
    const succeeded = status === "succeeded";
    const chargeId = id("ch");
    /** @type {StripeObject} */
    const intent = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      amount_received: succeeded ? amount : 0,
      currency,
      status,
      metadata,
      latest_charge: chargeId,
      ...intentFields,
      created: now(),
    };
    intents.set(intent.id, intent);
    charges.set(chargeId, {
      id: chargeId,
      object: "charge",
      amount,
      amount_captured: succeeded ? amount : 0,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      paid: succeeded,
      status: succeeded ? "succeeded" : "pending",
      currency,
      payment_intent: intent.id,
      ...chargeFields,
      created: now(),
      // Stripe does not copy the payment intent's metadata onto its charges.
      metadata: {},
      _refunds: /** @type {string[]} */ ([]),
    });
    return intent;
  }

  /**
   * The payment intent and charge of a session being paid.
   * @param {StripeObject} session
   * @param {"succeeded" | "processing"} status
   */
  function chargeFor(session, status) {
    const intent = newIntentAndCharge(
      {
        amount: session.amount_total,
        currency: session.currency,
        status,
        metadata: session._intentMetadata,
      },
      {
        receipt_email: session.customer_email,
        customer: /** @type {string | null} */ (session.customer ?? null),
      },
      { receipt_email: session.customer_email },
    );
    session.payment_intent = intent.id;
    session.customer_details = { email: session.customer_email };
    if (session._createCustomer && !session.customer) {
      session.customer = createCustomer({ email: session.customer_email }).id;
      intent.customer = session.customer;
    }
    return intent;
  }

  /** The charge of a paid session (refunds and disputes arrive on it). @param {string} sessionId */
  function chargeOf(sessionId) {
    const session = sessionOrThrow(sessionId);
    const intent = intents.get(session.payment_intent);
    const found = intent && charges.get(intent.latest_charge);
    if (!found) throw new Error(`Session ${sessionId} was not paid`);
    return found;
  }

  /** A charge's refunds as the API lists them (`expand[]=refunds`). @param {StripeObject} charge */
  const refundList = (charge) => ({
    object: "list",
    data: [...charge._refunds]
      .reverse()
      .map((/** @type {string} */ refundId) => publicView(refunds.get(refundId) ?? {})),
    has_more: false,
    url: `/v1/charges/${charge.id}/refunds`,
  });

  /** Each kind of object's store, by its ids' prefix. */
  const storesByPrefix = {
    cs_: sessions,
    pi_: intents,
    ch_: charges,
    re_: refunds,
    dp_: disputes,
    in_: invoices,
    cus_: customers,
  };
  /** Any object by its id's prefix, as its API answer. @param {string} objectId */
  function lookup(objectId) {
    const store = Object.entries(storesByPrefix).find(([prefix]) =>
      objectId.startsWith(prefix),
    )?.[1];
    const found = store?.get(objectId);
    return found ? publicView(found) : undefined;
  }

  /**
   * Replaces ids by their objects along each `expand[]` path (`payment_intent.latest_charge`),
   * as Stripe does; `refunds` on a charge is its list.
   * @param {StripeObject} answer @param {string[]} paths
   */
  function expand(answer, paths) {
    for (const path of paths) {
      /** @type {StripeObject | undefined} */
      let node = answer;
      for (const field of path.split(".")) {
        if (!node) break;
        if (field === "refunds" && node.object === "charge") {
          const stored = charges.get(node.id);
          node.refunds = stored ? refundList(stored) : null;
        } else if (typeof node[field] === "string")
          node[field] = lookup(node[field]) ?? node[field];
        node = typeof node[field] === "object" ? node[field] : undefined;
      }
    }
    return answer;
  }

  /** A new Customer (POST /v1/customers, or a test's control). @param {StripeObject} params */
  function createCustomer(params) {
    const customer = {
      id: id("cus"),
      object: "customer",
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      created: now(),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  /** A list answer of `found`, newest first, cut at `limit`. */
  const listOf = (
    /** @type {StripeObject[]} */ found,
    /** @type {StripeObject} */ query,
    /** @type {string} */ url,
  ) => {
    const limit = Math.min(Math.max(Number(query.limit ?? 10), 1), 100);
    let all = [...found].reverse();
    if (query.starting_after)
      all = all.slice(all.findIndex((o) => o.id === query.starting_after) + 1);
    return {
      object: "list",
      data: all.slice(0, limit).map(publicView),
      has_more: all.length > limit,
      url,
    };
  };

  /** GET /v1/checkout/sessions: newest first, filtered and paged as Stripe does. */
  function listSessions(/** @type {StripeObject} */ query) {
    const created = query.created ?? {};
    const bound = (/** @type {string} */ key) =>
      created[key] === undefined ? undefined : Number(created[key]);
    const [gte, gt, lte, lt] = ["gte", "gt", "lte", "lt"].map(bound);
    const exact = typeof created === "string" ? Number(created) : undefined;
    let all = [...sessions.values()]
      .reverse()
      .filter(
        (s) =>
          (exact === undefined || s.created === exact) &&
          (gte === undefined || s.created >= gte) &&
          (gt === undefined || s.created > gt) &&
          (lte === undefined || s.created <= lte) &&
          (lt === undefined || s.created < lt) &&
          (!query.status || s.status === query.status) &&
          (!query.payment_intent || s.payment_intent === query.payment_intent),
      );
    if (query.starting_after) {
      const at = all.findIndex((s) => s.id === query.starting_after);
      if (at < 0) return missing("checkout.session", query.starting_after);
      all = all.slice(at + 1);
    }
    const limit = Math.min(Math.max(Number(query.limit ?? 10), 1), 100);
    const itemPaths = (query.expand ?? [])
      .filter((/** @type {string} */ p) => p.startsWith("data."))
      .map((/** @type {string} */ p) => p.slice("data.".length));
    return {
      status: 200,
      body: {
        object: "list",
        data: all.slice(0, limit).map((s) => expand(publicView(s), itemPaths)),
        has_more: all.length > limit,
        url: "/v1/checkout/sessions",
      },
    };
  }

  /** A draft invoice (POST /v1/invoices), validated as Stripe does. @param {StripeObject} params */
  function createInvoice(params) {
    const customer = customers.get(params.customer ?? "");
    if (!params.customer)
      return stripeError(400, "invalid_request_error", "Missing required param: customer.");
    if (!customer || customer.deleted) return missing("customer", params.customer);
    const method = params.collection_method ?? "charge_automatically";
    const days = params.days_until_due === undefined ? undefined : Number(params.days_until_due);
    if (method === "send_invoice" && days === undefined && params.due_date === undefined)
      return stripeError(
        400,
        "invalid_request_error",
        "Invoices with `collection_method=send_invoice` must have a `days_until_due` or `due_date`.",
      );
    const invoice = {
      id: `in_${randomBytes(12).toString("hex")}`,
      object: "invoice",
      customer: customer.id,
      customer_email: customer.email,
      collection_method: method,
      status: "draft",
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      total: 0,
      subtotal: 0,
      currency: params.currency ?? "usd",
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      attempt_count: 0,
      attempted: false,
      auto_advance: params.auto_advance === "true",
      number: null,
      due_date: params.due_date === undefined ? null : Number(params.due_date),
      hosted_invoice_url: null,
      lines: { object: "list", data: /** @type {StripeObject[]} */ ([]), has_more: false, url: "" },
      status_transitions: {
        finalized_at: null,
        paid_at: null,
        voided_at: null,
        marked_uncollectible_at: null,
      },
      created: now(),
      livemode: false,
      _daysUntilDue: days,
      _sent: 0,
    };
    invoice.lines.url = `/v1/invoices/${invoice.id}/lines`;
    invoices.set(invoice.id, invoice);
    return { status: 200, body: invoice };
  }

  /** An invoice item (POST /v1/invoiceitems), on the draft it names. @param {StripeObject} params */
  function createInvoiceItem(params) {
    const customer = customers.get(params.customer ?? "");
    if (!customer || customer.deleted) return missing("customer", params.customer);
    const amount = Number(params.amount);
    if (!Number.isInteger(amount))
      return stripeError(400, "invalid_request_error", "Missing required param: amount.");
    const invoice = params.invoice ? invoices.get(params.invoice) : undefined;
    if (params.invoice && !invoice) return missing("invoice", params.invoice);
    if (invoice && invoice.status !== "draft")
      return stripeError(
        400,
        "invalid_request_error",
        `You can only add invoice items to draft invoices; ${invoice.id} is ${invoice.status}.`,
        "invoice_not_editable",
      );
    const item = {
      id: `ii_${randomBytes(12).toString("hex")}`,
      object: "invoiceitem",
      customer: customer.id,
      amount,
      currency: params.currency ?? "usd",
      description: params.description ?? null,
      invoice: invoice?.id ?? null,
      metadata: params.metadata ?? {},
      date: now(),
      livemode: false,
    };
    invoiceItems.set(item.id, item);
    if (invoice) {
      invoice.lines.data.push({
        id: `il_${randomBytes(12).toString("hex")}`,
        object: "line_item",
        amount,
        currency: item.currency,
        description: item.description,
        metadata: item.metadata,
      });
      for (const field of ["amount_due", "amount_remaining", "total", "subtotal"])
        invoice[field] += amount;
    }
    return { status: 200, body: item };
  }

  /** A refusal for an invoice not in one of `states`. @param {StripeObject} invoice @param {string[]} states */
  const notIn = (invoice, states) =>
    stripeError(
      400,
      "invalid_request_error",
      `This invoice is ${invoice.status}; it must be ${states.join(" or ")} for this request.`,
      "invoice_not_editable",
    );

  /** Finalizes a draft: open, numbered, its hosted page and due date; $0 is paid at once. @param {StripeObject} invoice */
  function finalizeInvoice(invoice) {
    if (invoice.status !== "draft") return notIn(invoice, ["draft"]);
    invoice.status = "open";
    invoice.number = `BV-${String(invoices.size).padStart(4, "0")}`;
    invoice.status_transitions.finalized_at = now();
    invoice.hosted_invoice_url = `${origin}/invoice/${invoice.id}`;
    if (invoice.collection_method === "send_invoice" && invoice.due_date === null)
      invoice.due_date = now() + (invoice._daysUntilDue ?? 30) * 86_400;
    if (invoice.amount_due === 0) {
      invoice.status = "paid";
      invoice.status_transitions.paid_at = now();
    }
    return { status: 200, body: invoice };
  }

  /**
   * An invoice's API call: /finalize, /send, /void, /mark_uncollectible (POST), or its read.
   * @param {StripeObject} invoice @param {string | undefined} action @param {string} method
   */
  function invoiceAction(invoice, action, method) {
    if (!action || method !== "POST") return { status: 200, body: invoice };
    switch (action) {
      case "finalize":
        return finalizeInvoice(invoice);
      case "send":
        if (invoice.status !== "open" || invoice.collection_method !== "send_invoice")
          return notIn(invoice, ["open (send_invoice)"]);
        // Stripe e-mails the hosted invoice page to the Customer; the stand-in counts it.
        invoice._sent += 1;
        return { status: 200, body: invoice };
      case "void":
        if (invoice.status !== "open" && invoice.status !== "uncollectible")
          return notIn(invoice, ["open", "uncollectible"]);
        invoice.status = "void";
        invoice.status_transitions.voided_at = now();
        void emit("invoice.voided", invoice);
        return { status: 200, body: invoice };
      case "mark_uncollectible":
        if (invoice.status !== "open") return notIn(invoice, ["open"]);
        invoice.status = "uncollectible";
        invoice.status_transitions.marked_uncollectible_at = now();
        void emit("invoice.marked_uncollectible", invoice);
        return { status: 200, body: invoice };
      default:
        return stripeError(
          404,
          "invalid_request_error",
          `Unrecognized request URL (POST: ${action})`,
        );
    }
  }

  /**
   * The card payment of an invoice, as Stripe makes it since API 2025-03-31: a payment intent
   * and its charge that name no invoice (no `invoice` field) and carry none of the invoice's
   * metadata, and the invoice payment that links the invoice to the intent.
   * @param {StripeObject} invoice
   */
  function payInvoiceByCard(invoice) {
    const intent = newIntentAndCharge(
      { amount: invoice.amount_due, currency: invoice.currency, status: "succeeded", metadata: {} },
      { customer: invoice.customer },
      { customer: invoice.customer },
    );
    const payment = {
      id: id("inpay"),
      object: "invoice_payment",
      amount_paid: invoice.amount_due,
      amount_requested: invoice.amount_due,
      created: now(),
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: "payment_intent", payment_intent: intent.id },
      status: "paid",
      status_transitions: { canceled_at: null, paid_at: now() },
    };
    invoicePayments.set(payment.id, payment);
    return intent;
  }

  /** @param {string} invoiceId */
  function invoiceOrThrow(invoiceId) {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`No such invoice: ${invoiceId}`);
    return invoice;
  }

  const control = {
    /** The prospect pays by card: complete + paid, then checkout.session.completed. */
    async pay(/** @type {string} */ sessionId) {
      // Paid at once (the hosted page redirects to the success page right after): only the
      // events wait for their turn.
      const expiring = expireDueSessions();
      const session = sessionOrThrow(sessionId);
      if (session.status !== "open") {
        await expiring;
        throw new Error(`Session ${sessionId} is ${session.status}`);
      }
      chargeFor(session, "succeeded");
      Object.assign(session, { status: "complete", payment_status: "paid" });
      await expiring;
      return emit("checkout.session.completed", session);
    },
    /** The prospect pays by a delayed method (bank debit): complete, unpaid for now. */
    async payDelayed(/** @type {string} */ sessionId) {
      const session = sessionOrThrow(sessionId);
      chargeFor(session, "processing");
      Object.assign(session, { status: "complete", payment_status: "unpaid" });
      return emit("checkout.session.completed", session);
    },
    /** The delayed payment clears, or fails (its intent back to requires_payment_method). */
    async settleDelayed(/** @type {string} */ sessionId, succeeded = true) {
      const session = sessionOrThrow(sessionId);
      const intent = intents.get(session.payment_intent);
      const paid = chargeOf(sessionId);
      if (succeeded) {
        session.payment_status = "paid";
        Object.assign(intent ?? {}, { status: "succeeded", amount_received: paid.amount });
        Object.assign(paid, { status: "succeeded", paid: true, amount_captured: paid.amount });
      } else {
        Object.assign(intent ?? {}, { status: "requires_payment_method" });
        Object.assign(paid, { status: "failed" });
      }
      return emit(
        succeeded
          ? "checkout.session.async_payment_succeeded"
          : "checkout.session.async_payment_failed",
        session,
      );
    },
    /** The session runs out unpaid now, whatever its `expires_at`. */
    async expire(/** @type {string} */ sessionId) {
      const session = sessionOrThrow(sessionId);
      if (session.status !== "open") throw new Error(`Session ${sessionId} is ${session.status}`);
      session.status = "expired";
      return emit("checkout.session.expired", session);
    },
    /**
     * Sales refunds `amount` cents of the payment (the rest by default): one more refund
     * object on the charge, then charge.refunded.
     * @param {string} sessionId
     * @param {number} [amount]
     */
    async refund(sessionId, amount) {
      return control.refundCharge(chargeOf(sessionId).id, amount);
    },
    /**
     * Sales refunds `amount` cents of a charge (a session's or an invoice's: chargeOfInvoice),
     * the rest by default: one more refund object on it, then charge.refunded.
     * @param {string} chargeId
     * @param {number} [amount]
     */
    async refundCharge(chargeId, amount) {
      const paid = charges.get(chargeId);
      if (!paid) throw new Error(`No charge ${chargeId}`);
      const rest = paid.amount - paid.amount_refunded;
      const cents = amount ?? rest;
      if (!Number.isInteger(cents) || cents <= 0 || cents > rest)
        throw new Error(`Cannot refund ${cents} of ${rest} cents left on ${paid.id}`);
      const refund = {
        id: id("re"),
        object: "refund",
        amount: cents,
        charge: paid.id,
        payment_intent: paid.payment_intent,
        currency: paid.currency,
        status: "succeeded",
        failure_reason: null,
        reason: "requested_by_customer",
        created: now(),
        metadata: {},
      };
      refunds.set(refund.id, refund);
      paid._refunds.push(refund.id);
      paid.amount_refunded += cents;
      paid.refunded = paid.amount_refunded >= paid.amount;
      return { refund, ...(await emit("charge.refunded", paid)) };
    },
    /**
     * The card's bank sends a refund back (a closed or expired card): the refund turns
     * `failed`, its amount is on the charge again, then charge.refund.updated (its object the
     * refund), as Stripe does for a refund that fails after it succeeded.
     * @param {string} refundId
     */
    async failRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`No refund ${refundId}`);
      if (refund.status === "failed") throw new Error(`Refund ${refundId} is failed already`);
      const paid = charges.get(refund.charge);
      Object.assign(refund, { status: "failed", failure_reason: "expired_or_canceled_card" });
      if (paid) {
        paid.amount_refunded -= refund.amount;
        paid.refunded = paid.amount_refunded >= paid.amount;
      }
      return emit("charge.refund.updated", refund);
    },
    /** The card holder disputes the charge (charge.dispute.created). */
    async dispute(/** @type {string} */ sessionId) {
      return control.disputeCharge(chargeOf(sessionId).id);
    },
    /** The card holder disputes a charge, a session's or an invoice's (charge.dispute.created). */
    async disputeCharge(/** @type {string} */ chargeId) {
      const paid = charges.get(chargeId);
      if (!paid) throw new Error(`No charge ${chargeId}`);
      const dispute = {
        id: id("dp"),
        object: "dispute",
        amount: paid.amount,
        currency: paid.currency,
        charge: paid.id,
        payment_intent: paid.payment_intent,
        reason: "fraudulent",
        status: "needs_response",
        created: now(),
        metadata: {},
      };
      disputes.set(dispute.id, dispute);
      paid.disputed = true;
      return { dispute, ...(await emit("charge.dispute.created", dispute)) };
    },
    /** The bank decides the dispute: charge.dispute.closed, won or lost. */
    async closeDispute(/** @type {string} */ disputeId, /** @type {"won" | "lost"} */ outcome) {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`No dispute ${disputeId}`);
      dispute.status = outcome;
      return emit("charge.dispute.closed", dispute);
    },
    /**
     * The charge that paid an invoice, found as an integration must: through its invoice
     * payment (the charge and its intent name no invoice). @param {string} invoiceId
     */
    chargeOfInvoice(invoiceId) {
      const paid = [...invoicePayments.values()].find(
        (each) => each.invoice === invoiceId && each.status === "paid",
      );
      const intent = paid && intents.get(paid.payment.payment_intent);
      const found = intent && charges.get(intent.latest_charge);
      if (!found) throw new Error(`Invoice ${invoiceId} was not paid`);
      return publicView(found);
    },
    /** Sends an event again, as Stripe does after a failed delivery or from its dashboard. */
    redeliver(/** @type {string} */ eventId) {
      const event = events.find((each) => each.id === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      const waiting = held.indexOf(event);
      if (waiting >= 0) held.splice(waiting, 1);
      return deliver(event);
    },
    /** Stops (false) or resumes sending events; the ones made meanwhile wait in heldEvents(). */
    sendWebhooks(/** @type {boolean} */ on) {
      sendWebhooks = on;
    },
    /** The events made while webhooks were held, not yet sent. */
    heldEvents() {
      return [...held];
    },
    /**
     * Sends held events one after the other, each awaited, in the order of `eventIds` (all
     * held ones, oldest first, by default); an id may come twice to send it twice.
     * @param {string[]} [eventIds]
     */
    async releaseHeld(eventIds) {
      const order = eventIds ?? held.map((event) => String(event.id));
      /** @type {(Delivery | undefined)[]} */
      const sent = [];
      for (const eventId of order) sent.push(await control.redeliver(eventId));
      return sent;
    },
    setWebhookDelay(/** @type {number} */ ms) {
      webhookDelayMs = ms;
    },
    setWebhookUrl(/** @type {string} */ url) {
      webhookUrl = url;
    },
    /** Stripe's time now, in Unix seconds. */
    now,
    /** Moves Stripe's clock on; sessions past their `expires_at` expire (and say so). */
    async advanceClock(/** @type {number} */ seconds) {
      clockOffsetMs += seconds * 1000;
      await expireDueSessions();
    },
    /**
     * Makes the next `times` API requests to `method path` fail as `answer` says: "lost" (done
     * at Stripe, the answer never arrives) or an HTTP status (Stripe's own error, remembered
     * under the idempotency key like any executed request).
     * @param {Omit<Fault, "times"> & { times?: number }} fault
     */
    injectFault(fault) {
      faults.push({ ...fault, times: fault.times ?? 1 });
    },
    /** Ends every injected fault: Stripe answers again. */
    clearFaults() {
      faults.length = 0;
    },
    /** A Customer made in the Dashboard (or by the pay-link work): `{ email, name }`. */
    createCustomer(/** @type {StripeObject} */ params) {
      return publicView(createCustomer(params));
    },
    /**
     * An invoice finalized for a Customer (open: payable by its hosted link until voided).
     * @param {string} customerId @param {number} amountCents @param {Record<string, string>} [metadata]
     */
    createOpenInvoice(customerId, amountCents, metadata = {}) {
      const customer = customers.get(customerId);
      if (!customer || customer.deleted) throw new Error(`No customer ${customerId}`);
      const draft = /** @type {StripeObject} */ (
        createInvoice({
          customer: customerId,
          collection_method: "send_invoice",
          days_until_due: "30",
          metadata,
        }).body
      );
      createInvoiceItem({ customer: customerId, invoice: draft.id, amount: String(amountCents) });
      return publicView(finalizeInvoice(draft).body);
    },
    /**
     * The client pays the invoice on its hosted page: paid, then invoice.paid.
     * @param {string} invoiceId
     */
    async payInvoice(invoiceId) {
      const invoice = invoiceOrThrow(invoiceId);
      if (invoice.status !== "open" && invoice.status !== "uncollectible")
        throw new Error(`Invoice ${invoiceId} is ${invoice.status}`);
      invoice.attempt_count += 1;
      invoice.attempted = true;
      payInvoiceByCard(invoice);
      Object.assign(invoice, {
        status: "paid",
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
      });
      invoice.status_transitions.paid_at = now();
      return emit("invoice.paid", invoice);
    },
    /**
     * Sales writes the invoice off in the Dashboard: uncollectible (still payable, and voidable,
     * as Stripe's is), then invoice.marked_uncollectible.
     * @param {string} invoiceId
     */
    async markUncollectible(invoiceId) {
      const done = invoiceAction(invoiceOrThrow(invoiceId), "mark_uncollectible", "POST");
      if (done.status !== 200) throw new Error(`Invoice ${invoiceId} cannot be written off`);
      return done.body;
    },
    /** The client's card is declined on the hosted page: still open, invoice.payment_failed. */
    async failInvoicePayment(/** @type {string} */ invoiceId) {
      const invoice = invoiceOrThrow(invoiceId);
      if (invoice.status !== "open") throw new Error(`Invoice ${invoiceId} is ${invoice.status}`);
      invoice.attempt_count += 1;
      invoice.attempted = true;
      return emit("invoice.payment_failed", invoice);
    },
    /** How many times Stripe e-mailed the invoice (POST /send). */
    invoiceSends(/** @type {string} */ invoiceId) {
      return Number(invoices.get(invoiceId)?._sent ?? 0);
    },
    /**
     * Puts back a checkout paid in the past, under the ids a stored lead names (`npm start`'s
     * seed: web/scripts/dev/seed-stripe-stand-in.ts): its Customer, its complete and paid
     * Checkout Session with its line, and its payment intent and charge. No event is sent:
     * Stripe sent them long ago. Times are Unix seconds.
     * @param {{ customerId: string, email: string, name: string, sessionId: string,
     *   paymentIntentId: string, leadId: string, planId: string, amountCents: number,
     *   lineName: string, paidAt: number }} paid
     */
    restorePaidCheckout(paid) {
      customers.set(paid.customerId, {
        id: paid.customerId,
        object: "customer",
        email: paid.email,
        name: paid.name,
        metadata: {},
        created: paid.paidAt,
        livemode: false,
      });
      const chargeId = `ch_${paid.paymentIntentId.replace(/^pi_/, "")}`;
      const metadata = { leadId: paid.leadId, planId: paid.planId };
      sessions.set(paid.sessionId, {
        id: paid.sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_subtotal: paid.amountCents,
        amount_total: paid.amountCents,
        currency: "usd",
        client_reference_id: paid.leadId,
        customer: paid.customerId,
        customer_email: paid.email,
        customer_details: { email: paid.email },
        metadata,
        payment_intent: paid.paymentIntentId,
        success_url: "",
        cancel_url: null,
        expires_at: paid.paidAt + 24 * 3600,
        created: paid.paidAt,
        livemode: false,
        url: null,
        _line: { name: paid.lineName, quantity: 1 },
        _intentMetadata: metadata,
        _declined: false,
        _createCustomer: false,
      });
      intents.set(paid.paymentIntentId, {
        id: paid.paymentIntentId,
        object: "payment_intent",
        amount: paid.amountCents,
        amount_received: paid.amountCents,
        currency: "usd",
        status: "succeeded",
        metadata,
        latest_charge: chargeId,
        receipt_email: paid.email,
        customer: paid.customerId,
        created: paid.paidAt,
      });
      charges.set(chargeId, {
        id: chargeId,
        object: "charge",
        amount: paid.amountCents,
        amount_captured: paid.amountCents,
        amount_refunded: 0,
        refunded: false,
        disputed: false,
        paid: true,
        status: "succeeded",
        currency: "usd",
        payment_intent: paid.paymentIntentId,
        created: paid.paidAt,
        metadata: {},
        receipt_email: paid.email,
        _refunds: [],
      });
    },
    /**
     * Puts back a balance invoice a stored lead names, open or paid, with its line and its
     * metadata as the functions made it (send-balance-invoice.ts). No event is sent.
     * @param {{ invoiceId: string, customerId: string, amountCents: number, description: string,
     *   metadata: Record<string, string>, status: "open" | "paid", sentAt: number,
     *   dueAt: number, paidAt: number | null, hostedUrl: string }} sent
     */
    restoreInvoice(sent) {
      const customer = customers.get(sent.customerId);
      if (!customer) throw new Error(`No customer ${sent.customerId}: restore its checkout first`);
      const paid = sent.status === "paid";
      invoices.set(sent.invoiceId, {
        id: sent.invoiceId,
        object: "invoice",
        customer: sent.customerId,
        customer_email: customer.email,
        collection_method: "send_invoice",
        status: sent.status,
        amount_due: sent.amountCents,
        amount_paid: paid ? sent.amountCents : 0,
        amount_remaining: paid ? 0 : sent.amountCents,
        total: sent.amountCents,
        subtotal: sent.amountCents,
        currency: "usd",
        description: sent.description,
        metadata: sent.metadata,
        attempt_count: paid ? 1 : 0,
        attempted: paid,
        auto_advance: false,
        number: `BV-${String(invoices.size + 1).padStart(4, "0")}`,
        due_date: sent.dueAt,
        hosted_invoice_url: sent.hostedUrl,
        lines: {
          object: "list",
          data: [
            {
              id: `il_${sent.invoiceId.replace(/^in_/, "")}`,
              object: "line_item",
              amount: sent.amountCents,
              currency: "usd",
              description: sent.description,
              metadata: sent.metadata,
            },
          ],
          has_more: false,
          url: `/v1/invoices/${sent.invoiceId}/lines`,
        },
        status_transitions: {
          finalized_at: sent.sentAt,
          paid_at: sent.paidAt,
          voided_at: null,
          marked_uncollectible_at: null,
        },
        created: sent.sentAt,
        livemode: false,
        _daysUntilDue: Math.round((sent.dueAt - sent.sentAt) / 86_400),
        _sent: 1,
      });
    },
  };

  /** The hosted invoice page look-alike. @param {StripeObject} invoice @param {string} [notice] */
  const invoicePage = (
    invoice,
    notice = "",
  ) => `${pageHead(`Invoice ${String(invoice.number ?? "")}`)}
<h1>Invoice ${escape(String(invoice.number ?? ""))}</h1>
<p>${escape(String(invoice.description ?? ""))}</p>
<p class="amount">${(invoice.amount_due / 100).toLocaleString("en-US", { style: "currency", currency: "USD" })}</p>
${invoice.due_date ? `<p>Due ${new Date(invoice.due_date * 1000).toISOString().slice(0, 10)}</p>` : ""}
${notice ? `<p class="error" role="alert">${escape(notice)}</p>` : ""}
${
  // An uncollectible invoice can still be paid on its page, as Stripe's can.
  invoice.status === "open" || invoice.status === "uncollectible"
    ? `<form method="post" action="/invoice/${invoice.id}/pay"><button class="pay">Pay</button></form>
<form method="post" action="/invoice/${invoice.id}/decline"><button>Decline</button></form>`
    : `<p role="status">This invoice is ${escape(invoice.status)}.</p>`
}
</body></html>`;

  /** The hosted page look-alike. @param {StripeObject} session @param {string} [notice] */
  const hostedPage = (session, notice = "") => `${pageHead("Checkout")}
<h1>${escape(session._line.name)}</h1>
<p class="amount">${(session.amount_total / 100).toLocaleString("en-US", { style: "currency", currency: "USD" })}</p>
<p>Receipt to ${escape(session.customer_email ?? "")}</p>
${notice ? `<p class="error" role="alert">${escape(notice)}</p>` : ""}
${
  session.status === "open"
    ? `<form method="post" action="/pay/${session.id}/pay"><button class="pay">Pay</button></form>
<form method="post" action="/pay/${session.id}/decline"><button>Decline</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button>Cancel</button></form>`
    : `<p>This checkout session is ${escape(session.status)}.</p>`
}
</body></html>`;

  /** @param {import("node:http").IncomingMessage} request */
  const readBody = (request) =>
    new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      request.on("data", (chunk) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      request.on("error", reject);
    });

  /**
   * One API request's answer. `null`: nothing was done (a refusal Stripe does not remember
   * under an idempotency key: validation, a missing object, an unknown URL).
   * @param {string} method @param {string} path @param {StripeObject} params
   * @returns {{ status: number, body: unknown, executed: boolean }}
   */
  function answerApi(method, path, params) {
    const refused = (/** @type {{ status: number, body: unknown }} */ error) => ({
      ...error,
      executed: false,
    });
    const ok = (/** @type {unknown} */ body) => ({ status: 200, body, executed: true });
    const paths = /** @type {string[]} */ (params.expand ?? []);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const lineItemsPath = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(path);
    if (lineItemsPath && method === "GET") {
      // The session's one line as Stripe lists it (`checkout.sessions.listLineItems`): its
      // description is the product's name the session was opened with.
      const session = sessions.get(lineItemsPath[1] ?? "");
      if (!session) return refused(missing("checkout.session", lineItemsPath[1]));
      return ok({
        object: "list",
        data: [
          {
            id: `li_${session.id.slice(-16)}`,
            object: "item",
            amount_subtotal: session.amount_subtotal,
            amount_total: session.amount_total,
            currency: session.currency,
            description: session._line.name,
            quantity: session._line.quantity,
          },
        ],
        has_more: false,
        url: `/v1/checkout/sessions/${session.id}/line_items`,
      });
    }
    const objectPath = /^\/v1\/(payment_intents|charges|disputes)\/([^/]+)$/.exec(path);
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const created = createSession(params);
      return created.status === 200
        ? ok(expand(publicView(created.body), paths))
        : refused(created);
    }
    if (method === "GET" && path === "/v1/checkout/sessions") {
      const list = listSessions(params);
      return list.status === 200 ? ok(list.body) : refused(list);
    }
    if (method === "GET" && path === "/v1/disputes") {
      const found = [...disputes.values()]
        .reverse()
        .filter(
          (d) =>
            (!params.charge || d.charge === params.charge) &&
            (!params.payment_intent || d.payment_intent === params.payment_intent),
        );
      const limit = Math.min(Math.max(Number(params.limit ?? 10), 1), 100);
      return ok({
        object: "list",
        data: found.slice(0, limit).map(publicView),
        has_more: found.length > limit,
        url: "/v1/disputes",
      });
    }
    if (method === "POST" && path === "/v1/customers")
      return ok(publicView(createCustomer(params)));
    if (method === "GET" && path === "/v1/customers") {
      // Stripe matches the address exactly (case-sensitive) and lists no deleted Customer.
      const found = [...customers.values()].filter(
        (c) => !c.deleted && (!params.email || c.email === params.email),
      );
      return ok(listOf(found, params, "/v1/customers"));
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (customerPath) {
      const customer = customers.get(customerPath[1] ?? "");
      if (!customer || (customer.deleted && method === "DELETE"))
        return refused(missing("customer", customerPath[1]));
      if (method === "DELETE") {
        customers.set(customer.id, { id: customer.id, object: "customer", deleted: true });
        return ok({ id: customer.id, object: "customer", deleted: true });
      }
      return ok(publicView(customer));
    }
    if (method === "GET" && path === "/v1/invoices") {
      const found = [...invoices.values()].filter(
        (i) =>
          (!params.customer || i.customer === params.customer) &&
          (!params.status || i.status === params.status),
      );
      return ok(listOf(found, params, "/v1/invoices"));
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      // Filtered as Stripe does: by invoice, by payment (payment[type] is required with it),
      // by status.
      const by = params.payment;
      if (by && by.type !== "payment_intent" && by.type !== "payment_record")
        return refused(
          stripeError(400, "invalid_request_error", "Missing required param: payment[type]."),
        );
      const found = [...invoicePayments.values()].filter(
        (p) =>
          (!params.invoice || p.invoice === params.invoice) &&
          (!params.status || p.status === params.status) &&
          (!by?.payment_intent || p.payment.payment_intent === by.payment_intent),
      );
      return ok(listOf(found, params, "/v1/invoice_payments"));
    }
    if (method === "POST" && path === "/v1/invoices") {
      const created = createInvoice(params);
      return created.status === 200 ? ok(publicView(created.body)) : refused(created);
    }
    if (method === "POST" && path === "/v1/invoiceitems") {
      const created = createInvoiceItem(params);
      return created.status === 200 ? ok(publicView(created.body)) : refused(created);
    }
    const invoicePath =
      /^\/v1\/invoices\/([^/]+?)(?:\/(finalize|send|void|mark_uncollectible))?$/.exec(path);
    if (invoicePath) {
      const invoice = invoices.get(invoicePath[1] ?? "");
      if (!invoice) return refused(missing("invoice", invoicePath[1]));
      const done = invoiceAction(invoice, invoicePath[2], method);
      return done.status === 200 ? ok(publicView(done.body)) : refused(done);
    }
    if (sessionPath) {
      const session = sessions.get(sessionPath[1] ?? "");
      if (!session) return refused(missing("checkout.session", sessionPath[1]));
      if (sessionPath[2] && method === "POST") {
        if (session.status !== "open")
          return refused(
            stripeError(
              400,
              "invalid_request_error",
              `Only Checkout Sessions with a status in ["open"] can be expired.`,
            ),
          );
        session.status = "expired";
        void emit("checkout.session.expired", session);
      }
      return ok(expand(publicView(session), paths));
    }
    if (objectPath && method === "GET") {
      const kind = { payment_intents: "payment_intent", charges: "charge", disputes: "dispute" };
      const found = lookup(objectPath[2] ?? "");
      const type = kind[/** @type {keyof typeof kind} */ (objectPath[1])];
      if (!found || found.object !== type) return refused(missing(type, objectPath[2]));
      return ok(expand(found, paths));
    }
    return refused(
      stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`),
    );
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const method = request.method ?? "GET";
    const raw = /** @type {string} */ (await readBody(request));
    /** @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
    const json = (status, body, headers = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    const html = (/** @type {number} */ status, /** @type {string} */ body) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(body);
    };
    const redirect = (/** @type {string} */ location) => {
      response.writeHead(303, { location });
      response.end();
    };
    await expireDueSessions();

    // The hosted page.
    const page = /^\/pay\/(cs_[A-Za-z0-9_]+)(?:\/(pay|decline|cancel))?$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1] ?? "");
      if (!session) return html(404, "<p>Unknown checkout session.</p>");
      const action = page[2];
      if (!action || method !== "POST") return html(200, hostedPage(session));
      if (session.status !== "open") return html(200, hostedPage(session));
      if (action === "cancel") return redirect(session.cancel_url);
      if (action === "decline") {
        session._declined = true;
        return html(402, hostedPage(session, "Your card was declined. Try another card."));
      }
      // Paid: the event goes out on its own time, like Stripe's; the browser returns at once.
      void control.pay(session.id);
      return redirect(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }

    // The hosted invoice page.
    const invoiceView = /^\/invoice\/(in_[A-Za-z0-9_]+)(?:\/(pay|decline))?$/.exec(url.pathname);
    if (invoiceView) {
      const invoice = invoices.get(invoiceView[1] ?? "");
      if (!invoice || invoice.status === "draft") return html(404, "<p>Unknown invoice.</p>");
      const action = invoiceView[2];
      const payable = invoice.status === "open" || invoice.status === "uncollectible";
      if (!action || method !== "POST" || !payable) return html(200, invoicePage(invoice));
      if (action === "decline") {
        void control.failInvoicePayment(invoice.id);
        return html(402, invoicePage(invoice, "Your card was declined. Try another card."));
      }
      // Paid at once; the event goes out on its own time, as Stripe's does.
      void control.payInvoice(invoice.id);
      return html(200, invoicePage(invoice, ""));
    }

    // The API.
    if (!url.pathname.startsWith("/v1/")) return json(404, { error: { message: "Not found" } });
    const auth = request.headers.authorization ?? "";
    if (auth !== `Bearer ${secretKey}`)
      return json(401, {
        error: {
          type: "invalid_request_error",
          message: `Invalid API Key provided: ${auth.replace(/^Bearer\s+/, "").slice(0, 8)}***`,
        },
      });
    const body = raw ? parseStripeForm(raw) : {};
    const params = method === "GET" ? parseStripeForm(url.search.slice(1)) : body;
    const key = /** @type {string | undefined} */ (request.headers["idempotency-key"]);
    requests.push({
      method,
      path: url.pathname,
      body,
      ...(method === "GET" && { query: params }),
      ...(key && { idempotencyKey: key }),
    });
    const fault = faults.find((f) => f.method === method && f.path === url.pathname);
    if (fault && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
    const lose = () => response.destroy();

    // Stripe compares an idempotent retry's parameters with the first request's, and replays
    // the first answer (a 5xx too) for 24 hours; a refusal that did nothing is not remembered.
    const asked = `${method} ${url.pathname} ${canonical(params)}`;
    if (method === "POST" && key) {
      // Stripe forgets a key 24 hours after its first use (on its clock: advanceClock).
      const remembered = idempotent.get(key);
      if (remembered && now() - remembered.at >= 24 * 3600) idempotent.delete(key);
      const seen = idempotent.get(key);
      if (seen && seen.request !== asked)
        return json(400, {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '" +
              key +
              "' if you meant to execute a different request.",
          },
        });
      if (seen) {
        if (fault?.answer === "lost") return lose();
        return json(seen.status, seen.body, { "idempotent-replayed": "true" });
      }
    }
    const answer =
      typeof fault?.answer === "number"
        ? {
            ...stripeError(fault.answer, "api_error", "Something went wrong on Stripe's end."),
            executed: true,
          }
        : answerApi(method, url.pathname, params);
    if (method === "POST" && key && answer.executed)
      idempotent.set(key, { request: asked, status: answer.status, body: answer.body, at: now() });
    if (fault?.answer === "lost") return lose();
    return json(answer.status, answer.body);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  if (address && typeof address === "object") origin = `http://127.0.0.1:${address.port}`;

  return {
    origin,
    sessions,
    intents,
    charges,
    disputes,
    customers,
    invoices,
    invoiceItems,
    invoicePayments,
    refunds,
    deliveries,
    events,
    requests,
    ...control,
    /** The session a lead's checkout opened last. @param {string} leadId */
    sessionOf(leadId) {
      return [...sessions.values()].filter((s) => s.client_reference_id === leadId).at(-1);
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** The hosted pages' head and banner (Checkout's and the invoice's). @param {string} title */
const pageHead = (title) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · Stripe stand-in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
.amount{font-size:2rem;font-weight:700}.note{color:#697386}.error{color:#df1b41;font-weight:600}
button{font:inherit;padding:.7rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:6px;border:1px solid #635bff;cursor:pointer}
.pay{background:#635bff;color:#fff}</style></head><body>
<p class="note">Test mode · local Stripe stand-in (no real card is charged)</p>`;

/** @param {string} text */
function escape(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** @typedef {Awaited<ReturnType<typeof startStripeStandIn>>} StripeStandIn */
