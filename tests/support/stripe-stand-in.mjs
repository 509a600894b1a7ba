// @ts-check
// A local Stripe for `npm start` and the tests: it answers the API calls the functions make, in
// Stripe's own protocol (form-encoded bodies with bracket keys, a Bearer secret key, the
// Idempotency-Key header and its rules, Stripe's error shapes), serves a look-alike of the
// hosted Checkout page with Pay, Decline and Cancel, and posts the events a real account would
// send, signed with stripe.webhooks.generateTestHeaderString, to the webhook endpoint.
// The functions reach it through the STRIPE_API_HOST / _PORT / _PROTOCOL params.
import { randomBytes, createHash } from "node:crypto";
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import { URLSearchParams } from "node:url";
import Stripe from "stripe";

/** The port stripe-mock uses; the stand-in takes it too. */
export const STRIPE_STAND_IN_PORT = 12111;
/** The demo keys: the emulators' secrets (with-emulators.mjs, start.mjs), never real ones. */
export const STAND_IN_SECRET_KEY = "sk_test_brandvista_stand_in";
export const STAND_IN_WEBHOOK_SECRET = "whsec_brandvista_stand_in";

/**
 * @typedef {Record<string, any>} StripeObject
 * @typedef {{ event: StripeObject, status: number, body: string }} Delivery
 * @typedef {object} StandInOptions
 * @property {number} [port]
 * @property {string} [secretKey]
 * @property {string} [webhookSecret]
 * @property {string} [webhookUrl] where events go (the emulated stripeWebhook)
 * @property {boolean} [retryFailedWebhooks] retry a non-2xx delivery a few times, as Stripe does
 * @property {number} [webhookDelayMs] wait this long before posting an event
 */

const id = (/** @type {string} */ prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * Parses a form body with Stripe's bracket keys (`a[b][0][c]=1`) into nested objects and arrays.
 * @param {string} body
 * @returns {StripeObject}
 */
export function parseStripeForm(body) {
  /** @type {StripeObject} */
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
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

/** @param {number} status @param {string} type @param {string} message @param {string} [code] */
const stripeError = (status, type, message, code) => ({
  status,
  body: { error: { type, message, ...(code && { code }) } },
});

/**
 * Starts the stand-in. Its `sessions`, `deliveries` and control methods let tests play what a
 * prospect and Stripe do.
 * @param {StandInOptions} [options]
 */
export async function startStripeStandIn(options = {}) {
  const port = options.port ?? STRIPE_STAND_IN_PORT;
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  const origin = `http://127.0.0.1:${port}`;
  /** @type {Map<string, StripeObject>} */
  const sessions = new Map();
  /** @type {Map<string, StripeObject>} */
  const intents = new Map();
  /** @type {Map<string, { hash: string, status: number, body: unknown }>} */
  const idempotent = new Map();
  /** @type {Delivery[]} */
  const deliveries = [];
  /** @type {StripeObject[]} */
  const events = [];
  /** @type {{ method: string, path: string, body: StripeObject, idempotencyKey?: string }[]} */
  const requests = [];
  let webhookUrl = options.webhookUrl;
  let webhookDelayMs = options.webhookDelayMs ?? 0;
  let sendWebhooks = true;

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

  /** Makes an event of `type` about `object` and sends it (unless webhooks are paused). */
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
      data: { object: JSON.parse(JSON.stringify(object)) },
    };
    events.push(event);
    if (!sendWebhooks) return { event, delivery: undefined };
    if (webhookDelayMs) await new Promise((resolve) => setTimeout(resolve, webhookDelayMs));
    return { event, delivery: await deliver(event) };
  }

  /** @param {StripeObject} params */
  function createSession(params) {
    const item = params.line_items?.[0];
    const unit = Number(item?.price_data?.unit_amount);
    const quantity = Number(item?.quantity ?? 1);
    if (params.mode !== "payment" || !Number.isInteger(unit) || !params.success_url)
      return stripeError(400, "invalid_request_error", "Missing required param: line_items.");
    const expiresAt = Number(params.expires_at ?? now() + 24 * 3600);
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
      customer_email: params.customer_email ?? null,
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
    };
    session.url = `${origin}/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: session };
  }

  /** A session as the API answers it (without the stand-in's own fields). */
  const publicSession = (/** @type {StripeObject} */ session) =>
    Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith("_")));

  /** @param {string} sessionId */
  function sessionOrThrow(sessionId) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout.session: ${sessionId}`);
    return session;
  }

  /** The payment intent and charge of a session being paid. @param {StripeObject} session */
  function chargeFor(session, status = "succeeded") {
    const intent = {
      id: id("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      currency: session.currency,
      status,
      metadata: session._intentMetadata,
      latest_charge: id("ch"),
      receipt_email: session.customer_email,
    };
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    session.customer_details = { email: session.customer_email };
    return intent;
  }

  /** The charge object of a paid session (refunds and disputes arrive on it). */
  function charge(/** @type {StripeObject} */ session, amountRefunded = 0) {
    const intent = intents.get(session.payment_intent);
    if (!intent) throw new Error(`Session ${session.id} was not paid`);
    return {
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount,
      amount_refunded: amountRefunded,
      refunded: amountRefunded >= intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      // Stripe does not copy the payment intent's metadata onto its charges.
      metadata: {},
      receipt_email: intent.receipt_email,
    };
  }

  const control = {
    /** The prospect pays by card: complete + paid, then checkout.session.completed. */
    async pay(/** @type {string} */ sessionId) {
      const session = sessionOrThrow(sessionId);
      if (session.status !== "open") throw new Error(`Session ${sessionId} is ${session.status}`);
      chargeFor(session);
      Object.assign(session, { status: "complete", payment_status: "paid" });
      return emit("checkout.session.completed", publicSession(session));
    },
    /** The prospect pays by a delayed method (bank debit): complete, unpaid for now. */
    async payDelayed(/** @type {string} */ sessionId) {
      const session = sessionOrThrow(sessionId);
      chargeFor(session, "processing");
      Object.assign(session, { status: "complete", payment_status: "unpaid" });
      return emit("checkout.session.completed", publicSession(session));
    },
    /** The delayed payment clears, or fails. */
    async settleDelayed(/** @type {string} */ sessionId, succeeded = true) {
      const session = sessionOrThrow(sessionId);
      if (succeeded) session.payment_status = "paid";
      return emit(
        succeeded
          ? "checkout.session.async_payment_succeeded"
          : "checkout.session.async_payment_failed",
        publicSession(session),
      );
    },
    /** The session runs out unpaid. */
    async expire(/** @type {string} */ sessionId) {
      const session = sessionOrThrow(sessionId);
      if (session.status !== "open") throw new Error(`Session ${sessionId} is ${session.status}`);
      session.status = "expired";
      return emit("checkout.session.expired", publicSession(session));
    },
    /**
     * Sales refunds `amount` cents in all (the whole payment by default).
     * @param {string} sessionId
     * @param {number} [amount]
     */
    async refund(sessionId, amount) {
      const session = sessionOrThrow(sessionId);
      return emit("charge.refunded", charge(session, amount ?? session.amount_total));
    },
    /** The card holder disputes the charge. */
    async dispute(/** @type {string} */ sessionId) {
      const session = sessionOrThrow(sessionId);
      const paid = charge(session);
      return emit("charge.dispute.created", {
        id: id("dp"),
        object: "dispute",
        amount: paid.amount,
        currency: paid.currency,
        charge: paid.id,
        payment_intent: paid.payment_intent,
        reason: "fraudulent",
        status: "needs_response",
        metadata: {},
      });
    },
    /** Sends an event again, as Stripe does after a failed delivery or from its dashboard. */
    redeliver(/** @type {string} */ eventId) {
      const event = events.find((each) => each.id === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      return deliver(event);
    },
    /** Stops (false) or resumes sending events; unsent ones can be sent with redeliver. */
    sendWebhooks(/** @type {boolean} */ on) {
      sendWebhooks = on;
    },
    setWebhookDelay(/** @type {number} */ ms) {
      webhookDelayMs = ms;
    },
    setWebhookUrl(/** @type {string} */ url) {
      webhookUrl = url;
    },
  };

  /** The hosted page look-alike. @param {StripeObject} session @param {string} [notice] */
  const hostedPage = (session, notice = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout · Stripe stand-in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
.amount{font-size:2rem;font-weight:700}.note{color:#697386}.error{color:#df1b41;font-weight:600}
button{font:inherit;padding:.7rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:6px;border:1px solid #635bff;cursor:pointer}
.pay{background:#635bff;color:#fff}</style></head><body>
<p class="note">Test mode · local Stripe stand-in (no real card is charged)</p>
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

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const method = request.method ?? "GET";
    const raw = /** @type {string} */ (await readBody(request));
    const json = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      response.writeHead(status, { "content-type": "application/json" });
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
    const key = /** @type {string | undefined} */ (request.headers["idempotency-key"]);
    requests.push({ method, path: url.pathname, body, ...(key && { idempotencyKey: key }) });
    const hash = createHash("sha256").update(`${method} ${url.pathname} ${raw}`).digest("hex");
    if (method === "POST" && key) {
      const seen = idempotent.get(key);
      if (seen && seen.hash !== hash)
        return json(400, {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        });
      if (seen) return json(seen.status, seen.body);
    }
    /** @type {{ status: number, body: unknown }} */
    let answer;
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const created = createSession(body);
      answer = {
        status: created.status,
        body: created.status === 200 ? publicSession(created.body) : created.body,
      };
    } else if (sessionPath) {
      const session = sessions.get(sessionPath[1] ?? "");
      if (!session)
        answer = stripeError(
          404,
          "invalid_request_error",
          `No such checkout.session: '${sessionPath[1]}'`,
          "resource_missing",
        );
      else if (sessionPath[2] && method === "POST") {
        if (session.status !== "open")
          answer = stripeError(
            400,
            "invalid_request_error",
            `Only Checkout Sessions with a status in ["open"] can be expired.`,
          );
        else {
          session.status = "expired";
          void emit("checkout.session.expired", publicSession(session));
          answer = { status: 200, body: publicSession(session) };
        }
      } else answer = { status: 200, body: publicSession(session) };
    } else if (intentPath && method === "GET") {
      const intent = intents.get(intentPath[1] ?? "");
      answer = intent
        ? { status: 200, body: intent }
        : stripeError(404, "invalid_request_error", "No such payment_intent", "resource_missing");
    } else
      answer = stripeError(
        404,
        "invalid_request_error",
        `Unrecognized request URL (${method}: ${url.pathname})`,
      );
    if (method === "POST" && key) idempotent.set(key, { hash, ...answer });
    return json(answer.status, answer.body);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });

  return {
    origin,
    sessions,
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

/** @param {string} text */
function escape(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** @typedef {Awaited<ReturnType<typeof startStripeStandIn>>} StripeStandIn */
