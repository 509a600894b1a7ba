// The steps every mail handler shares (one handler per MAIL_KINDS entry, mail-handlers.ts):
// claim the lead's map of that kind of e-mail, record on it, and send through EmailJS in the lead's paced turn, turning the
// answer into the lead's next state. Cloud Tasks owns the retries of failures: a transient
// failure throws `RetryLater` (the task fails and comes back after its back-off); the last
// attempt that fails ends in ERROR instead, and every ERROR alerts. A 429 ("too early") is
// pacing, not failure: the send tries again in its own turn, ahead of the leads after it.
import type { Clock } from "../platform/clock.js";
import {
  DELIVERY_STATES,
  newDelivery,
  type Delivery,
  type DeliveryState,
  type DeliveryStatus,
} from "../shared/delivery.js";
import { MAIL_KINDS, PER_CHANGE_MAPS, type MailKind, type MailMap } from "../shared/mail-kinds.js";
import { HOUR_MS, type AlertGate } from "../platform/alert-gate.js";
import type { LeadStore, StoredLead, VersionedLead } from "../leads/lead-store.js";
import type { Logs } from "../platform/logs.js";
import { reachesAlertMark, type MailQuota } from "./mail-quota.js";
import { MAIL_TASK_TIMEOUT_SECONDS } from "../platform/config.js";
import { queueMail, type MailQueue, type MailTask } from "../platform/task-queue.js";
import { backoffSeconds, type RetryPolicy } from "../platform/retry-policy.js";
import { sendInTurn } from "./send-in-turn.js";
import type { SendSlots } from "./send-slots.js";
import { checkLead, invalidLeadStatus, type CheckedLead } from "../leads/check-lead.js";
import { classify, type SendResult, type Transport } from "./transport.js";

/** What every handler needs; every dependency is an argument so unit tests can pass fakes. */
export interface MailDeps {
  store: LeadStore;
  /** The EmailJS transport, or the settings that are missing. */
  mail: { transport: Transport } | { missing: string[] };
  /** Where a task goes back to (the same queue). */
  queue: MailQueue;
  quota: MailQuota;
  alerts: AlertGate;
  /** The public site's origin, for the lead's page on the desk (`leadUrl`). */
  siteOrigin: string;
  /** In the emulators a missing configuration ends SKIPPED; anywhere else it is an ERROR. */
  emulator: boolean;
  policy: RetryPolicy;
  clock: Clock;
  logs: Logs;
  /** How long a claim holds the lead; longer than the task's deadline. */
  leaseMs?: number;
  /** Send slots and turns at EmailJS's pace (send-slots.ts); none: send at once. */
  slots?: SendSlots;
  /** Waits until `at` (a reserved slot). */
  sleepUntil?: (at: Date) => Promise<void>;
  /** The transport's time-out (ms): a send must have that long before the task's deadline. */
  sendTimeoutMs?: number;
}

/** Cloud Tasks' view of this attempt (from the task request). */
export interface TaskAttempt {
  /** 0 on the first attempt of this task. */
  retryCount: number;
}

/** Thrown for a transient failure: the task-queue function fails and Cloud Tasks retries. */
export class RetryLater extends Error {
  override name = "RetryLater";
}

export type MailOutcome = DeliveryState | "done";

/** One kind of e-mail's handler: one attempt of its task, with that kind's dependencies. */
export type MailHandler<D extends MailDeps> = (
  task: MailTask,
  attempt: TaskAttempt,
  deps: D,
) => Promise<MailOutcome>;

const DEFAULT_LEASE_MS = MAIL_TASK_TIMEOUT_SECONDS * 1000;
/**
 * The task's deadline (`timeoutSeconds` in index.ts), less time to record the outcome: a send
 * leaves only if its time-out still ends before this. The slot wait, the wait for the turn and
 * the tries a 429 gets in its turn all fit inside it.
 */
const TASK_DEADLINE_MS = MAIL_TASK_TIMEOUT_SECONDS * 1000;
export const RECORD_MARGIN_MS = 10_000;
const DEFAULT_SEND_TIMEOUT_MS = 10_000;
/**
 * A 429 the lead's turn could not get through (send-in-turn.ts) puts it back into the paced
 * queue (a new task, one second out) rather than waiting out a back-off meant for outages;
 * after this many such rounds in a row it falls back to Cloud Tasks' back-off.
 */
const MAX_RATE_LIMITED_REQUEUES = 5;

type Claim =
  | { kind: "missing" }
  | { kind: "final"; state: DeliveryState; lead: StoredLead; version: string }
  | { kind: "busy"; leaseExpireTime: Date | null }
  | { kind: "claimed"; lead: StoredLead; delivery: Delivery };

/** The lead's record of this e-mail: its map, or a per-change map's entry for `change`. */
export function deliveryOf(
  lead: StoredLead,
  map: MailMap,
  change: string | undefined,
): Delivery | undefined {
  if (PER_CHANGE_MAPS.includes(map))
    return change === undefined
      ? undefined
      : (lead[map] as Record<string, Delivery> | undefined)?.[change];
  return lead[map as Exclude<MailMap, "paymentMails" | "quoteMails">];
}

/** What to do with the lead's `map` as last read: leave it, or the map that claims it. */
function decideClaim(
  current: VersionedLead | undefined,
  map: MailMap,
  change: string | undefined,
  now: Date,
  leaseMs: number,
): Claim {
  if (!current) return { kind: "missing" };
  const { lead } = current;
  const delivery = deliveryOf(lead, map, change);
  if (delivery && DELIVERY_STATES[delivery.state]?.final)
    return { kind: "final", state: delivery.state, lead, version: current.version };
  if (
    delivery?.state === "PROCESSING" &&
    delivery.leaseExpireTime &&
    delivery.leaseExpireTime > now
  )
    return { kind: "busy", leaseExpireTime: delivery.leaseExpireTime };
  const claimed = newDelivery({
    ...delivery,
    state: "PROCESSING",
    startTime: delivery?.startTime ?? now,
    endTime: null,
    leaseExpireTime: new Date(now.getTime() + leaseMs),
    nextAttemptAt: null,
    info: null,
  });
  return { kind: "claimed", lead, delivery: claimed };
}

/** How often a per-change record tries again when only another change's note moved the lead. */
const MAX_SIBLING_RETRIES = 8;

/** Whether two records of one e-mail are the same write (the claim's lease tells claims apart). */
function sameDelivery(a: Delivery | undefined, b: Delivery): boolean {
  return (
    a !== undefined &&
    a.state === b.state &&
    a.round === b.round &&
    a.attempts === b.attempts &&
    (a.leaseExpireTime?.getTime() ?? null) === (b.leaseExpireTime?.getTime() ?? null) &&
    (a.startTime?.getTime() ?? null) === (b.startTime?.getTime() ?? null)
  );
}

/** A lead this task owns: what it read, and how to record on it. */
export interface Owned {
  kind: "claimed";
  task: MailTask;
  /** The kind of e-mail: its MAIL_KINDS entry names the map it records in. */
  mail: MailKind;
  lead: StoredLead;
  claimed: Delivery;
  /** Records `fields` if this task still owns the lead; the new version, or undefined. */
  record(fields: Partial<Delivery> & Pick<Delivery, "state">): Promise<string | undefined>;
  /** Records ERROR with `status` (alerts), and any other `fields`. */
  fail(attempts: number, status: DeliveryStatus, fields?: Partial<Delivery>): Promise<"ERROR">;
}

/**
 * Claims the task's map: only the task whose write moves it to PROCESSING goes on. The write
 * names the version it was decided on, so of two concurrent claims exactly one lands. A
 * busy lead throws RetryLater (by the next try its sender has finished, or its lease lapsed).
 */
export async function claim(
  task: MailTask,
  mail: MailKind,
  deps: MailDeps,
): Promise<Owned | Exclude<Claim, { kind: "claimed" | "busy" }>> {
  const { store, clock, logs } = deps;
  const { leadId } = task;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const { map, perChange } = MAIL_KINDS[mail];
  // A per-change e-mail's task names its change; one without is malformed (nothing to claim).
  const change = perChange ? task.change : undefined;
  if (perChange && change === undefined) {
    logs.missing(leadId);
    return { kind: "missing" };
  }
  let current = await store.read(leadId);
  let decided = decideClaim(current, map, change, clock.now(), leaseMs);
  let version = "";
  while (decided.kind === "claimed" && current) {
    const written = await store.writeDelivery(
      leadId,
      decided.delivery,
      current.version,
      map,
      change,
    );
    if (written) {
      version = written;
      break;
    }
    current = await store.read(leadId);
    decided = decideClaim(current, map, change, clock.now(), leaseMs);
  }
  if (decided.kind === "missing") logs.missing(leadId);
  if (decided.kind === "final") logs.alreadyHandled(leadId, decided.state);
  if (decided.kind === "busy") {
    logs.leaseHeld(leadId, decided.leaseExpireTime);
    throw new RetryLater(`Lead ${leadId} is being sent by another task`);
  }
  if (decided.kind !== "claimed") return decided;

  const claimed = decided.delivery;
  // What this task last wrote to its map, at which version of the lead.
  let ours = claimed;
  const record: Owned["record"] = async (fields) => {
    const next = newDelivery({ ...claimed, ...fields, leaseExpireTime: null });
    let at = version;
    for (let tries = 0; tries < MAX_SIBLING_RETRIES; tries += 1) {
      const written = await store.writeDelivery(leadId, next, at, map, change);
      if (written) {
        ours = next;
        version = written;
        return written;
      }
      // A per-change map's notes run side by side: another change's note writing the lead moves
      // its version without touching this one. The lead is still ours if what is stored for
      // this change is what this task last wrote (a task that took it over wrote its own claim).
      if (!perChange) break;
      const current = await store.read(leadId);
      if (!current || !sameDelivery(deliveryOf(current.lead, map, change), ours)) break;
      at = current.version;
    }
    logs.leaseLost(leadId);
    return undefined;
  };
  const fail: Owned["fail"] = async (attempts, status, fields = {}) => {
    const failed = { ...fields, attempts, error: status, info: status, endTime: clock.now() };
    if (await record({ ...failed, state: "ERROR" })) logs.failed(leadId, attempts, status, mail);
    return "ERROR";
  };
  return { kind: "claimed", task, mail, lead: decided.lead, claimed, record, fail };
}

/**
 * A lead ready to send: checked against the schema, with EmailJS configured. Each kind of mail
 * builds its own template variables from `checked` (the sales e-mail's are not everyone's).
 */
export interface Ready {
  checked: CheckedLead;
  deps: MailDeps & { mail: { transport: Transport } };
}

/**
 * Checks the lead and the configuration. A lead the schema refuses is never sent (ERROR, with
 * what is wrong); no configuration is an ERROR (alerts) in production, SKIPPED in the
 * emulators only (npm start without EmailJS).
 */
export async function ready<D extends MailDeps>(
  owned: Owned,
  deps: D,
): Promise<Ready | { outcome: MailOutcome }> {
  const checked = checkLead(owned.task.leadId, owned.lead);
  if (!checked.ok)
    return {
      outcome: await owned.fail(owned.claimed.attempts, invalidLeadStatus(checked.problems)),
    };
  if ("missing" in deps.mail) {
    const { missing } = deps.mail;
    const status = { status: 0, text: `EmailJS is not configured: ${missing.join(", ")} missing` };
    if (!deps.emulator) return { outcome: await owned.fail(owned.claimed.attempts, status) };
    await owned.record({ state: "SKIPPED", info: status, endTime: deps.clock.now() });
    deps.logs.skipped(owned.task.leadId, missing);
    return { outcome: "SKIPPED" };
  }
  return { checked, deps: { ...deps, mail: deps.mail } };
}

/** Puts the lead back into the paced queue as a new round, `delaySeconds` out. */
async function putBack(
  owned: Owned,
  fields: Partial<Delivery>,
  delaySeconds: number,
  deps: MailDeps,
): Promise<"RETRY" | "done"> {
  const { leadId, change } = owned.task;
  const round = owned.claimed.round + 1;
  const nextAttemptAt = new Date(deps.clock.now().getTime() + delaySeconds * 1000);
  if (!(await owned.record({ ...fields, state: "RETRY", round, nextAttemptAt }))) return "done";
  await queueMail(
    owned.mail,
    { leadId, round, ...(change !== undefined && { change }) },
    owned.claimed.reason,
    deps,
    { delaySeconds },
  );
  return "RETRY";
}

/**
 * Sends in the lead's paced turn and records the outcome: SUCCESS (counted against the
 * month's quota; `onSent` gets the new version), HELD for a used-up quota, ERROR for a
 * permanent answer or the last attempt, else RETRY (a 429 that its turn could not get through,
 * or no turn in time, back into the paced queue; an outage, a 404 or no answer through Cloud
 * Tasks' back-off, by throwing RetryLater).
 */
export async function transmit(
  owned: Owned,
  attempt: TaskAttempt,
  send: (transport: Transport) => Promise<SendResult>,
  deps: MailDeps & { mail: { transport: Transport } },
  onSent?: (version: string) => Promise<void>,
): Promise<MailOutcome> {
  const { clock, logs, policy } = deps;
  const { claimed } = owned;
  const { leadId } = owned.task;

  const sendBy =
    clock.now().getTime() +
    TASK_DEADLINE_MS -
    RECORD_MARGIN_MS -
    (deps.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS);
  const sent = await sendInTurn(
    () => send(deps.mail.transport),
    deps,
    sendBy,
    ({ result, sends }, retryAt) =>
      logs.retrying(leadId, claimed.attempts + sends, statusOf(result), retryAt),
  );
  if (sent === "late") return putBack(owned, {}, 1, deps);
  if (!("result" in sent)) {
    // A burst took every slot for a while: wait in the queue, not in this function.
    const wait = Math.ceil((sent.busyUntil.getTime() - clock.now().getTime()) / 1000);
    return putBack(owned, {}, wait, deps);
  }
  const { result, sentAt } = sent;
  const attempts = claimed.attempts + sent.sends;
  const status = statusOf(result);
  const unansweredAt = claimed.unansweredAt ?? (result.unanswered ? sentAt : null);
  const verdict = classify(result);

  if (verdict === "sent") {
    const written = await owned.record({
      state: "SUCCESS",
      attempts,
      error: null,
      info: status,
      endTime: clock.now(),
      unansweredAt,
    });
    logs.sent(leadId, attempts, status, owned.mail);
    const count = await deps.quota.count(clock.now());
    if (reachesAlertMark(count, deps.quota.monthly))
      logs.quotaNearlyUsed(count, deps.quota.monthly);
    if (written) await onSent?.(written);
    return "SUCCESS";
  }
  if (verdict === "quota") {
    const held = {
      state: "HELD",
      heldFor: "quota",
      attempts,
      error: status,
      info: status,
    } as const;
    if (!(await owned.record({ ...held, endTime: clock.now(), unansweredAt }))) return "done";
    const count = await deps.quota.held(leadId, clock.now());
    logs.quotaHeld(leadId, count, status, await deps.alerts.open("quota", HOUR_MS, clock.now()));
    return "HELD";
  }
  const lastAttempt = attempt.retryCount + 1 >= policy.maxAttempts;
  if (verdict === "permanent" || lastAttempt) return owned.fail(attempts, status, { unansweredAt });

  const retried = { attempts, error: status, info: status, unansweredAt };
  // 429s in a row: those of earlier rounds, and the ones before this answer in its turn.
  const rateLimitedBefore = claimed.rateLimited + sent.rateLimited - 1;
  if (verdict === "rateLimited" && rateLimitedBefore < MAX_RATE_LIMITED_REQUEUES) {
    const outcome = await putBack(
      owned,
      { ...retried, rateLimited: rateLimitedBefore + 1 },
      1,
      deps,
    );
    if (outcome === "RETRY")
      logs.retrying(leadId, attempts, status, new Date(clock.now().getTime() + 1000));
    return outcome;
  }
  if (result.status === 404)
    logs.accountNotFound(leadId, status, await deps.alerts.open("404", HOUR_MS, clock.now()));
  const nextAttemptAt = new Date(
    clock.now().getTime() + backoffSeconds(policy, attempt.retryCount + 1) * 1000,
  );
  const rateLimited = verdict === "rateLimited" ? rateLimitedBefore + 1 : 0;
  await owned.record({ ...retried, state: "RETRY", nextAttemptAt, rateLimited });
  logs.retrying(leadId, attempts, status, nextAttemptAt);
  throw new RetryLater(`EmailJS answered ${status.status} for lead ${leadId}: ${status.text}`);
}

const statusOf = (result: SendResult): DeliveryStatus => ({
  status: result.status,
  text: result.text,
});
