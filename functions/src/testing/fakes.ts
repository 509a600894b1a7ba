// In-memory stand-ins for the handler's dependencies, for unit tests only (never deployed:
// index.ts does not import this, and functions/tsconfig.json leaves it out of lib/).
import type { AlertGate } from "../platform/alert-gate.js";
import type { ConfirmationGuard } from "../mail/confirmation-guard.js";
import type { Delivery } from "../shared/delivery.js";
import type { MailQuota } from "../mail/mail-quota.js";
import { adaptPace, type SendSlots, type Slot, type Turn } from "../mail/send-slots.js";
import type { EmailJsService } from "./emailjs-service.js";
import type { LeadStore, StoredLead } from "../leads/lead-store.js";
import type { Logs } from "../platform/logs.js";
import type { HistoryVerdict, LeadHistory } from "../leads/lead-history.js";
import type { MailBudget } from "../mail/mail-budget.js";
import type { MailQueue, MailTask } from "../platform/task-queue.js";
import type { SendResult, Transport } from "../mail/transport.js";

/** A LeadStore over a Map with a version per lead, like Firestore's update times. */
export function fakeLeadStore(leads: Record<string, StoredLead> = {}) {
  const docs = new Map(
    Object.entries(leads).map(([id, lead]) => [id, { lead: structuredClone(lead), version: 1 }]),
  );
  let pages = 0;
  // Each call yields first, so concurrent invocations interleave between round trips.
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const store: LeadStore = {
    async read(leadId) {
      await tick();
      const doc = docs.get(leadId);
      return doc && { lead: structuredClone(doc.lead), version: String(doc.version) };
    },
    async writeDelivery(leadId, delivery, version, map = "delivery", change) {
      await tick();
      const doc = docs.get(leadId);
      if (!doc || String(doc.version) !== version) return undefined;
      if (map === "paymentMails" || map === "quoteMails")
        doc.lead[map] = {
          ...doc.lead[map],
          [change ?? ""]: structuredClone(delivery),
        };
      else doc.lead[map] = structuredClone(delivery);
      doc.version += 1;
      return String(doc.version);
    },
    async writeStamp(leadId, stamp, version) {
      await tick();
      const doc = docs.get(leadId);
      if (!doc || String(doc.version) !== version) return undefined;
      doc.lead.stamp = structuredClone(stamp);
      doc.version += 1;
      return String(doc.version);
    },
    async *listCreatedSince(since, pageSize) {
      const createdAt = (id: string) => docs.get(id)?.lead.fields.createdAt;
      const ids = [...docs.keys()]
        .filter((id) => {
          const at = createdAt(id);
          return at instanceof Date && at >= since;
        })
        .sort((a, b) => Number(createdAt(a)) - Number(createdAt(b)) || a.localeCompare(b));
      for (let start = 0; start < ids.length; start += pageSize) {
        await tick(); // one query per page
        pages += 1;
        for (const id of ids.slice(start, start + pageSize)) {
          const doc = docs.get(id);
          if (doc) yield { id, lead: structuredClone(doc.lead), version: String(doc.version) };
        }
      }
    },
  };
  return {
    store,
    delivery: (leadId: string): Delivery | undefined => docs.get(leadId)?.lead.delivery,
    autoReply: (leadId: string): Delivery | undefined => docs.get(leadId)?.lead.autoReply,
    stamp: (leadId: string) => docs.get(leadId)?.lead.stamp,
    /** Deletes a lead behind the handler's back (an erasure from the desk). */
    erase: (leadId: string) => docs.delete(leadId),
    /** Query pages listCreatedSince has fetched so far. */
    pages: () => pages,
    fields: (leadId: string) => docs.get(leadId)?.lead.fields,
    /** Changes a lead's fields behind the handler's back (an operator with the Admin SDK). */
    touch: (leadId: string, fields: Record<string, unknown>) => {
      const doc = docs.get(leadId);
      if (doc) {
        Object.assign(doc.lead.fields, fields);
        doc.version += 1;
      }
    },
  };
}

/** A transport that answers from a queue (then 200 "OK") and records what it was asked. */
export function fakeTransport(...answers: (SendResult | (() => Promise<SendResult>))[]) {
  const calls: Record<string, string>[] = [];
  const templates: (string | undefined)[] = [];
  const transport: Transport = {
    async send(params, templateId) {
      calls.push(params);
      templates.push(templateId);
      const next = answers.shift();
      if (typeof next === "function") return next();
      return next ?? { status: 200, text: "OK" };
    },
  };
  return { transport, calls, templates };
}

/** A clock that starts at `start` and moves only when advanced. */
export function fakeClock(start = new Date("2030-05-06T15:00:00Z")) {
  let now = start.getTime();
  const clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}

/** A queue that records tasks by id and, like Cloud Tasks, refuses an id it has seen. */
export function fakeQueue() {
  const tasks = new Map<string, MailTask>();
  const delays = new Map<string, number>();
  const queue: MailQueue = {
    async enqueue(task, taskId, options = {}) {
      await new Promise((resolve) => setImmediate(resolve));
      if (tasks.has(taskId)) return "exists";
      tasks.set(taskId, task);
      if (options.delaySeconds) delays.set(taskId, options.delaySeconds);
      return "queued";
    },
  };
  return { queue, tasks, delays };
}

/** Logs that record each call by name (and its arguments) instead of printing. */
export function recordingLogs() {
  const lines: { event: keyof Logs; args: unknown[] }[] = [];
  const logs = new Proxy({} as Logs, {
    get:
      (_target, event: keyof Logs) =>
      (...args: unknown[]) => {
        lines.push({ event, args });
      },
  });
  return { logs, lines };
}

/** A history that answers what the test says (default: a new brief, nothing earlier). */
export function fakeHistory(verdict: HistoryVerdict = { kind: "new", previous: undefined }) {
  const checked: string[] = [];
  const history: LeadHistory = {
    async check(leadId) {
      checked.push(leadId);
      return verdict;
    },
  };
  return { history, checked };
}

/** A budget of `units` sends; the first hold is the only one that alerts. */
export function fakeBudget(units = Infinity) {
  const taken = new Set<string>();
  let holds = 0;
  const budget: MailBudget = {
    async take(leadId) {
      if (taken.has(leadId) || taken.size < units) {
        taken.add(leadId);
        return { kind: "granted" };
      }
      holds += 1;
      return { kind: "held", firstHold: holds === 1 };
    },
  };
  return { budget, taken };
}

/** A quota of `monthly` mails, counted in memory. */
export function fakeQuota(monthly = 200, sent = 0) {
  const held = new Set<string>();
  const counter = { sent };
  const quota: MailQuota = {
    monthly,
    async count() {
      counter.sent += 1;
      return counter.sent;
    },
    async confirmationsAllowed() {
      return counter.sent < monthly * 0.9;
    },
    async held(leadId) {
      held.add(leadId);
      return held.size;
    },
  };
  return { quota, counter, held };
}

/** An alert gate that opens once per key (a window longer than any test). */
export function fakeAlertGate() {
  const opened = new Set<string>();
  const alerts: AlertGate = {
    async open(key) {
      if (opened.has(key)) return false;
      opened.add(key);
      return true;
    },
  };
  return { alerts, opened };
}

/** A relay guard with the one-per-address rule only (addresses compared as typed, lower-cased). */
export function fakeConfirmations() {
  const confirmed = new Map<string, string>();
  const confirmations: ConfirmationGuard = {
    async admit(leadId, lead) {
      const address = lead.emailAddress.trim().toLowerCase();
      const earlier = confirmed.get(address);
      if (earlier && earlier !== leadId) return `this address was confirmed (lead ${earlier})`;
      confirmed.set(address, leadId);
      return undefined;
    },
  };
  return { confirmations, confirmed };
}

/**
 * Send slots and turns as send-slots.ts keeps them, in memory, on the caller's clock: slots
 * `intervalMs` apart (adapting above `floorMs` by adaptPace), a send's turn after the one
 * before has ended its own. A wait for a turn never gives up (no timers here).
 */
export function fakeSlots(intervalMs = 1000, floorMs = intervalMs) {
  const pace = {
    next: -Infinity,
    seq: 0,
    doneSeq: 0,
    answeredAt: undefined as Date | undefined,
    intervalMs,
    clean: 0,
  };
  let wake: (() => void)[] = [];
  const turn = (slot: Slot): Turn => ({
    free: pace.doneSeq >= slot.seq - 1,
    answeredAt: pace.answeredAt,
    intervalMs: pace.intervalMs,
  });
  const slots: SendSlots = {
    async reserve(now, maxWaitMs) {
      const ahead = pace.seq - pace.doneSeq;
      const behindAnswers = (pace.answeredAt?.getTime() ?? 0) + ahead * pace.intervalMs;
      const at = Math.max(now.getTime(), pace.next, behindAnswers);
      if (at - now.getTime() > maxWaitMs) return { busyUntil: new Date(at) };
      pace.next = at + pace.intervalMs;
      pace.seq += 1;
      return { at: new Date(at), seq: pace.seq };
    },
    async waitTurn(slot) {
      while (!turn(slot).free) await new Promise<void>((resolve) => wake.push(resolve));
      return turn(slot);
    },
    async tooEarly(_slot, at) {
      Object.assign(pace, adaptPace(pace, true, floorMs));
      pace.answeredAt = at;
      return pace.intervalMs;
    },
    async endTurn(slot, answer) {
      if (answer.at) {
        Object.assign(pace, adaptPace(pace, answer.rateLimited, floorMs));
        pace.answeredAt = answer.at;
      }
      pace.doneSeq = Math.max(pace.doneSeq, slot.seq);
      const woken = wake;
      wake = [];
      for (const resolve of woken) resolve();
    },
  };
  return { slots, pace };
}

/**
 * A `fetch` in front of the EmailJS service model: it answers what the service would, after
 * `delayMs` when the test asks for a late answer, and gives up like fetch when the request's
 * AbortSignal fires (the answer then never reaches the caller, but the mail may have gone).
 */
export function fakeEmailJsFetch(service: EmailJsService, now: () => number = Date.now) {
  const received: { path: string; body: Record<string, unknown>; status: number }[] = [];
  const late: number[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    let body: unknown;
    try {
      body = JSON.parse(String(init?.body));
    } catch {
      body = undefined;
    }
    const answer = service.answer(url.pathname, body, now());
    received.push({
      path: url.pathname,
      body: (body ?? {}) as Record<string, unknown>,
      status: answer.status,
    });
    const delayMs = late.shift() ?? 0;
    const signal = init?.signal;
    await new Promise<void>((resolve, reject) => {
      if (delayMs === 0) return resolve();
      const timer = setTimeout(resolve, delayMs);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
    return new Response(answer.text, { status: answer.status });
  }) as typeof fetch;
  return {
    fetch: fetchImpl,
    received,
    /** The next requests answer after these delays (ms), in order. */
    answerLate: (...delays: number[]) => late.push(...delays),
  };
}
