// A stand-in for the EmailJS REST API, for tests that run the whole lead → mail chain.
// The functions call https://<origin>/api/v1.0/email/send (port 443), so this listens
// with HTTPS on 127.0.0.1:443 with a test certificate for `localhost` (tests/support/certs);
// the Functions emulator gets EMAILJS_ORIGIN=localhost and NODE_EXTRA_CA_CERTS=that cert
// from with-emulators.mjs. It records every request and answers as EmailJS would
// (functions/src/testing/emailjs-service.ts): it refuses a wrong path, key or id with
// EmailJS's 400/403 texts, and can play the service's limits: its rate limit (1 request per
// second, 429 past it), an outage (503, or 404 "Account not found" as in June 2025), a used-up
// monthly quota (426), a late answer (the test's queued answers), and a network whose delay
// varies (jitter: each request reaches the service up to N ms late).
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { emailJsService, type EmailJsAccount } from "../../functions/src/testing/emailjs-service";

/** The host and port the stand-in listens on (the SDK's port is fixed at 443). */
export const STAND_IN_HOST = "127.0.0.1";
export const STAND_IN_PORT = 443;

/** The test certificate (for `localhost`) the Functions emulator is told to trust. */
export const STAND_IN_CERT_PATH = fileURLToPath(
  new URL("./certs/localhost-cert.pem", import.meta.url),
);
const KEY_PATH = fileURLToPath(new URL("./certs/localhost-key.pem", import.meta.url));

/** The JSON body the functions post (the same as `@emailjs/nodejs` 5). */
export interface EmailJsRequestBody {
  lib_version?: string;
  user_id?: string;
  accessToken?: string;
  service_id?: string;
  template_id?: string;
  template_params?: Record<string, unknown>;
}

/** One request the stand-in received. */
export interface ReceivedEmailRequest {
  /** The parsed JSON body (an empty object when the body was not JSON). */
  body: EmailJsRequestBody;
  /** When it arrived, in epoch milliseconds (Date.now()). */
  receivedAt: number;
  method: string;
  path: string;
  /** The status the stand-in answered. */
  status: number;
}

/** How the stand-in counts requests against its rate limit (see rateLimit()). */
export type RateModel = "window" | "gap";

/** What the stand-in answers to one request. */
export interface StandInResponse {
  status: number;
  text?: string;
  /** Wait this long before answering (to provoke the sender's time-out). */
  delayMs?: number;
}

export interface EmailJsStandIn {
  /** Every request received since start or the last reset(), in arrival order. */
  requests: ReceivedEmailRequest[];
  /** Queues answers for the next requests, in order; once used up, it answers 200 "OK". */
  respondWith(...responses: StandInResponse[]): void;
  /**
   * Lets only requests whose body matches take the queued answers (others get 200): a test's
   * 429 is then not used up by another lead's late auto-reply. Reset clears it.
   */
  answerOnly(match: (body: EmailJsRequestBody) => boolean): void;
  /**
   * Plays EmailJS's rate limit, `perSecond` requests a second, answering 429 past it.
   * EmailJS documents the rate, not how it counts, so two models:
   * - "window" (default): at most `perSecond` requests in each calendar second, the way common
   *   limiters count (fixed windows: express-rate-limit, Redis INCR + EXPIRE);
   * - "gap": a token bucket of one token refilled at `perSecond`: a request less than
   *   1000/perSecond ms after the last accepted one is refused, the strictest reading (nginx
   *   limit_req without burst): a few ms of jitter cost a 429.
   * `undefined` turns the limit off (the default).
   */
  rateLimit(perSecond: number | undefined, model?: RateModel): void;
  /**
   * Holds each request a random 0…`maxMs` ms before the service sees it (0: off, the default):
   * the way to EmailJS across the internet, whose delay varies from one request to the next.
   * `receivedAt` and the rate limit then count from when the request got through.
   */
  jitter(maxMs: number): void;
  /** Answers 503 to every request for the next `ms` milliseconds (an outage). */
  outage(ms: number): void;
  /** Answers 404 "Account not found" for the next `ms` milliseconds (EmailJS's June 2025 outage). */
  accountNotFound(ms: number): void;
  /** Accepts `mails` more e-mails, then answers 426 (the monthly quota); undefined: no limit. */
  quota(mails: number | undefined): void;
  /** The requests answered 200: the e-mails that really went out. */
  mailed(): ReceivedEmailRequest[];
  /** Resolves once `count` requests have arrived; rejects after `timeoutMs` (default 10 s). */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedEmailRequest[]>;
  /** Forgets the recorded requests and the queued answers. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_RESPONSE: StandInResponse = { status: 200, text: "OK" };

/** The account the functions are configured with in the emulators (with-emulators.mjs). */
export function configuredAccount(env: NodeJS.ProcessEnv = process.env): EmailJsAccount {
  return {
    publicKey: env.EMAILJS_PUBLIC_KEY ?? "",
    privateKey: env.EMAILJS_PRIVATE_KEY ?? "",
    serviceId: env.EMAILJS_SERVICE_ID ?? "",
    templateIds: [
      env.EMAILJS_TEMPLATE_ID,
      env.EMAILJS_AUTOREPLY_TEMPLATE_ID,
      env.EMAILJS_PAYMENT_TEMPLATE_ID,
      env.EMAILJS_QUOTE_TEMPLATE_ID,
    ].filter((id): id is string => Boolean(id)),
  };
}

/** Starts the stand-in on 127.0.0.1:443; rejects with an explanation when it cannot bind. */
export async function startEmailJsStandIn(
  account: EmailJsAccount = configuredAccount(),
): Promise<EmailJsStandIn> {
  const service = emailJsService(account);
  const requests: ReceivedEmailRequest[] = [];
  let queue: StandInResponse[] = [];
  let limit: { perSecond: number; model: RateModel } | undefined;
  let window = { second: -1, count: 0 };
  let jitterMs = 0;
  let answers: (body: EmailJsRequestBody) => boolean = () => true;
  let waiters: { count: number; wake: () => void }[] = [];

  const notify = () => {
    waiters = waiters.filter((waiter) => {
      if (requests.length < waiter.count) return true;
      waiter.wake();
      return false;
    });
  };

  /** What to answer a request: EmailJS's own checks and limits, then the test's queue, then 200. */
  const decide = (now: number, path: string, raw: unknown): StandInResponse => {
    if (limit?.model === "window") {
      const second = Math.floor(now / 1000);
      if (window.second !== second) window = { second, count: 0 };
      if (window.count >= limit.perSecond) return { status: 429, text: "Too Many Requests" };
      window.count += 1;
    }
    const real = service.answer(path, raw, now);
    if (real.status !== 200) return real;
    return (answers(parseBody(raw)) ? queue.shift() : undefined) ?? DEFAULT_RESPONSE;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (jitterMs > 0) setTimeout(serve, Math.random() * jitterMs);
      else serve();
    });
    const serve = () => {
      const receivedAt = Date.now();
      const raw = parseJson(Buffer.concat(chunks).toString("utf8"));
      const body = parseBody(raw);
      const answer = decide(receivedAt, req.url ?? "", raw);
      requests.push({
        body,
        receivedAt,
        method: req.method ?? "",
        path: req.url ?? "",
        status: answer.status,
      });
      notify();
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(answer.text ?? (answer.status === 200 ? "OK" : ""));
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    };
  };

  const server = createServer(
    { cert: readFileSync(STAND_IN_CERT_PATH), key: readFileSync(KEY_PATH) },
    handle,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => reject(bindError(error)));
    server.listen(STAND_IN_PORT, STAND_IN_HOST, () => resolve());
  });

  return {
    requests,
    respondWith(...responses) {
      queue.push(...responses);
    },
    answerOnly(match) {
      answers = match;
    },
    rateLimit(perSecond, model = "window") {
      limit = perSecond === undefined ? undefined : { perSecond, model };
      window = { second: -1, count: 0 };
      service.bucket(model === "gap" ? perSecond : undefined);
    },
    jitter(maxMs) {
      jitterMs = maxMs;
    },
    outage(ms) {
      service.outageUntil(Date.now() + ms);
    },
    accountNotFound(ms) {
      service.accountNotFoundUntil(Date.now() + ms);
    },
    quota(mails) {
      service.quota(mails);
    },
    mailed() {
      return requests.filter((request) => request.status === 200);
    },
    waitForRequests(count, timeoutMs = 10_000) {
      if (requests.length >= count) return Promise.resolve(requests.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter.wake !== wake);
          reject(
            new Error(
              `EmailJS stand-in: expected ${count} request(s) within ${timeoutMs} ms, got ${requests.length}`,
            ),
          );
        }, timeoutMs);
        const wake = () => {
          clearTimeout(timer);
          resolve(requests.slice());
        };
        waiters.push({ count, wake });
      });
    },
    reset() {
      requests.length = 0;
      queue = [];
      limit = undefined;
      window = { second: -1, count: 0 };
      jitterMs = 0;
      service.bucket(undefined);
      service.outageUntil(0);
      service.accountNotFoundUntil(0);
      service.quota(undefined);
      answers = () => true;
    },
    close() {
      // Keep-alive sockets from the function's HTTPS agent would hold close() open.
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseBody(value: unknown): EmailJsRequestBody {
  return typeof value === "object" && value !== null ? (value as EmailJsRequestBody) : {};
}

function bindError(error: NodeJS.ErrnoException): Error {
  const where = `${STAND_IN_HOST}:${STAND_IN_PORT}`;
  if (error.code === "EACCES")
    return new Error(
      `EmailJS stand-in cannot listen on ${where}: ports below 1024 need root ` +
        "(or `sysctl net.ipv4.ip_unprivileged_port_start=443`). EmailJS's API is on port 443, " +
        "so the mail-chain tests must run as root, as CI does.",
    );
  if (error.code === "EADDRINUSE")
    return new Error(
      `EmailJS stand-in cannot listen on ${where}: the port is in use. Another test run or web ` +
        "server holds it; run emulator tests under `flock /tmp/brandvista-emulators.lock`.",
    );
  return new Error(`EmailJS stand-in cannot listen on ${where}: ${error.message}`);
}
