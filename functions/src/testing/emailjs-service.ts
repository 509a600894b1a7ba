// EmailJS's send endpoint as the service really behaves, for the tests' stand-ins (the fetch
// fake of the unit tests and the HTTPS stand-in of the emulator tests share it): it checks
// the path, the public and private keys and the service and template ids, and answers with
// EmailJS's own statuses and texts; it can run out of monthly quota (426), answer 404
// "Account not found" for a while (its June 2025 outage), answer 503, and pace with a strict
// token bucket (429 past it). Answering late is the stand-ins' job (they hold the answer).
import { EMAILJS_SEND_PATH } from "../mail/emailjs.js";

/** What the functions were configured with: the only values the service accepts. */
export interface EmailJsAccount {
  publicKey: string;
  privateKey: string;
  serviceId: string;
  templateIds: string[];
}

export interface ServiceAnswer {
  status: number;
  text: string;
}

/** EmailJS's answers, as its API words them. */
export const EMAILJS_ANSWERS = {
  ok: { status: 200, text: "OK" },
  badPath: { status: 404, text: "Not Found" },
  badBody: { status: 400, text: "The JSON body is invalid" },
  publicKey: {
    status: 400,
    text: "The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account",
  },
  serviceId: {
    status: 400,
    text: "The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin",
  },
  templateId: {
    status: 400,
    text: "The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates",
  },
  privateKey: {
    status: 403,
    text: "The Private Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account",
  },
  quota: { status: 426, text: "The monthly limit of requests is reached. Upgrade your plan" },
  accountNotFound: { status: 404, text: "Account not found" },
  outage: { status: 503, text: "Service Unavailable" },
  tooMany: { status: 429, text: "Too Many Requests" },
} as const satisfies Record<string, ServiceAnswer>;

/** Each setting set wrong, and EmailJS's answer to it (a permanent refusal). */
export const WRONG_SETTINGS = [
  ["public key", { publicKey: "wrong-public-key" }, EMAILJS_ANSWERS.publicKey],
  ["private key", { privateKey: "wrong-private-key" }, EMAILJS_ANSWERS.privateKey],
  ["service id", { serviceId: "service_wrong" }, EMAILJS_ANSWERS.serviceId],
  ["template id", { templateId: "template_wrong" }, EMAILJS_ANSWERS.templateId],
] as const;

export interface EmailJsService {
  /** What the service answers a request for `path` with raw `body`, arriving at `now` (ms). */
  answer(path: string, body: unknown, now: number): ServiceAnswer;
  /** Accepts `mails` more e-mails this month, then answers 426 (undefined: no limit). */
  quota(mails: number | undefined): void;
  /** Answers 404 "Account not found" until `until` (ms). */
  accountNotFoundUntil(until: number): void;
  /** Answers 503 until `until` (ms). */
  outageUntil(until: number): void;
  /**
   * A token bucket of one token refilled at `perSecond`: a request that finds it empty gets
   * 429 and takes nothing (undefined: no limit).
   */
  bucket(perSecond: number | undefined): void;
}

/** The service for one account. */
export function emailJsService(account: EmailJsAccount): EmailJsService {
  let mailsLeft = Infinity;
  let notFoundUntil = 0;
  let downUntil = 0;
  let perSecond: number | undefined;
  let lastTakenAt = -Infinity;
  return {
    answer(path, raw, now) {
      if (path !== EMAILJS_SEND_PATH) return EMAILJS_ANSWERS.badPath;
      if (now < downUntil) return EMAILJS_ANSWERS.outage;
      if (now < notFoundUntil) return EMAILJS_ANSWERS.accountNotFound;
      if (typeof raw !== "object" || raw === null) return EMAILJS_ANSWERS.badBody;
      const body = raw as Record<string, unknown>;
      if (body.user_id !== account.publicKey) return EMAILJS_ANSWERS.publicKey;
      if (body.service_id !== account.serviceId) return EMAILJS_ANSWERS.serviceId;
      if (!account.templateIds.includes(String(body.template_id)))
        return EMAILJS_ANSWERS.templateId;
      if (body.accessToken !== account.privateKey) return EMAILJS_ANSWERS.privateKey;
      if (perSecond !== undefined) {
        if (now - lastTakenAt < 1000 / perSecond) return EMAILJS_ANSWERS.tooMany;
        lastTakenAt = now;
      }
      if (mailsLeft <= 0) return EMAILJS_ANSWERS.quota;
      mailsLeft -= 1;
      return EMAILJS_ANSWERS.ok;
    },
    quota(mails) {
      mailsLeft = mails ?? Infinity;
    },
    accountNotFoundUntil(until) {
      notFoundUntil = until;
    },
    outageUntil(until) {
      downUntil = until;
    },
    bucket(rate) {
      perSecond = rate;
      lastTakenAt = -Infinity;
    },
  };
}
