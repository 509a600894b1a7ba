// In-memory stand-ins for the handler's dependencies, for unit tests only (never deployed:
// index.ts does not import this, and functions/tsconfig.json leaves it out of lib/).
import type { Delivery } from "../delivery.js";
import type { LeadStore, StoredLead } from "../lead-store.js";
import type { Logs } from "../logs.js";
import type { HistoryVerdict, LeadHistory } from "../lead-history.js";
import type { MailBudget } from "../mail-budget.js";
import type { MailQueue, MailTask } from "../mail-queue.js";
import type { SendResult, Transport } from "../transport.js";

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
    async writeDelivery(leadId, delivery, version, kind = "delivery") {
      await tick();
      const doc = docs.get(leadId);
      if (!doc || String(doc.version) !== version) return undefined;
      doc.lead[kind] = structuredClone(delivery);
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
