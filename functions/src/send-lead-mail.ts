// The handler behind the `sendLeadMail` task-queue function: claim the lead, check it, the
// configuration, the prospect's history and the hourly budget, send it once through EmailJS,
// and record the outcome on the lead. A transient failure (429, 5xx, network, time-out)
// throws `RetryLater`, so Cloud Tasks tries the task again after its back-off; the last
// attempt that fails ends in ERROR instead, and every ERROR alerts. After the sales e-mail, an
// auto-reply task (same queue, same pace) confirms receipt to the prospect, when configured.
// Every dependency comes in as an argument so unit tests can pass fakes.
import { SITE_ORIGIN } from "./config.js";
import {
  FINAL_STATES,
  newDelivery,
  type Delivery,
  type DeliveryStatus,
  type MailKind,
} from "./delivery.js";
import type { LeadHistory } from "./lead-history.js";
import type { LeadStore, StoredLead, VersionedLead } from "./lead-store.js";
import type { Logs } from "./logs.js";
import type { MailBudget } from "./mail-budget.js";
import { autoReplyTaskId, taskIdFor, type MailQueue, type MailTask } from "./mail-queue.js";
import { backoffSeconds, type RetryPolicy } from "./retry-policy.js";
import { invalidLeadStatus, templateParams, withPreviousBrief } from "./template-params.js";
import { isTransient, type Transport } from "./transport.js";

export interface SendLeadMailDeps {
  store: LeadStore;
  /** The EmailJS transport, or the settings that are missing. */
  mail: { transport: Transport } | { missing: string[] };
  /** The template of the confirmation to the prospect; undefined: no auto-reply. */
  autoReplyTemplateId: string | undefined;
  /** Where the auto-reply task goes (the same queue). */
  queue: MailQueue;
  history: LeadHistory;
  budget: MailBudget;
  /** In the emulators a missing configuration ends SKIPPED; anywhere else it is an ERROR. */
  emulator: boolean;
  policy: RetryPolicy;
  clock: { now(): Date };
  logs: Logs;
  /** How long a claim holds the lead; longer than a send's time-out. */
  leaseMs?: number;
  /**
   * Waits, right before the send, until a fixed time after the task started. The queue spaces
   * task starts at EmailJS's rate; the claim before the send takes a varying 10–200 ms, which
   * would otherwise shift sends closer together than the queue spaced them (and into 429s).
   */
  beforeSend?: () => Promise<void>;
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

export type SendLeadMailOutcome = Delivery["state"] | "done";

const DEFAULT_LEASE_MS = 60_000;
/**
 * A 429 means "too early", not "down": the lead goes back into the paced queue (a new task,
 * one second out, which waits for a dispatch slot like every other) instead of waiting out
 * a back-off meant for outages, during which the queue's stream would keep every slot busy.
 * After this many 429s in a row (a used-up quota, say) it falls back to Cloud Tasks' back-off.
 */
const MAX_RATE_LIMITED_REQUEUES = 5;

type Claim =
  | { kind: "missing" }
  | { kind: "final"; state: Delivery["state"]; lead: StoredLead; version: string }
  | { kind: "busy"; leaseExpireTime: Date | null }
  | { kind: "claimed"; lead: StoredLead; delivery: Delivery };

/** What to do with the lead's `map` as last read: leave it, or the map that claims it. */
function decideClaim(
  current: VersionedLead | undefined,
  map: MailKind,
  now: Date,
  leaseMs: number,
): Claim {
  if (!current) return { kind: "missing" };
  const { lead } = current;
  const delivery = lead[map];
  if (delivery && FINAL_STATES.includes(delivery.state))
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

/** Sends the task's e-mail once and records the outcome on the lead. Safe to run more than once. */
export async function sendLeadMail(
  task: MailTask,
  attempt: TaskAttempt,
  deps: SendLeadMailDeps,
): Promise<SendLeadMailOutcome> {
  const { store, clock, logs, policy } = deps;
  const { leadId } = task;
  const map: MailKind = task.kind === "autoReply" ? "autoReply" : "delivery";
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;

  // 1. Claim: only the task whose write moves the map to PROCESSING goes on. The write names
  // the version it was decided on, so of two concurrent claims exactly one lands.
  let current = await store.read(leadId);
  let claim = decideClaim(current, map, clock.now(), leaseMs);
  let version = "";
  while (claim.kind === "claimed" && current) {
    const written = await store.writeDelivery(leadId, claim.delivery, current.version, map);
    if (written) {
      version = written;
      break;
    }
    current = await store.read(leadId);
    claim = decideClaim(current, map, clock.now(), leaseMs);
  }
  if (claim.kind === "missing") {
    logs.missing(leadId);
    return "done";
  }
  if (claim.kind === "final") {
    logs.alreadyHandled(leadId, claim.state);
    // The sales mail went out but its auto-reply was never queued (the task died in between).
    const reply = claim.lead.autoReply?.state;
    if (map === "delivery" && claim.state === "SUCCESS" && (!reply || reply === "QUEUED"))
      await queueAutoReply(leadId, task.round, claim.version, deps);
    return "done";
  }
  if (claim.kind === "busy") {
    // Another task is sending right now. Come back later: by then it has finished (and this
    // task ends), or it died and its lease has lapsed (and this task takes the lead over).
    logs.leaseHeld(leadId, claim.leaseExpireTime);
    throw new RetryLater(`Lead ${leadId} is being sent by another task`);
  }

  const claimed = claim.delivery;
  /** Records `fields` if this task still owns the lead; the new version, or undefined. */
  const record = async (fields: Partial<Delivery> & Pick<Delivery, "state">) => {
    const next = newDelivery({ ...claimed, ...fields, leaseExpireTime: null });
    const written = await store.writeDelivery(leadId, next, version, map);
    if (!written) logs.leaseLost(leadId);
    return written;
  };
  const fail = async (attempts: number, status: DeliveryStatus) => {
    if (
      await record({ state: "ERROR", attempts, error: status, info: status, endTime: clock.now() })
    )
      logs.failed(leadId, attempts, status, map);
    return "ERROR" as const;
  };

  // 2. A lead the schema refuses is never sent: ERROR, with what is wrong.
  const checked = templateParams(leadId, claim.lead, SITE_ORIGIN.value());
  if (!checked.ok) return fail(claimed.attempts, invalidLeadStatus(checked.problems));
  let params = checked.value;

  // 3. No configuration: acceptable only in the emulators (npm start without EmailJS).
  if ("missing" in deps.mail) {
    const status = {
      status: 0,
      text: `EmailJS is not configured: ${deps.mail.missing.join(", ")} missing`,
    };
    if (!deps.emulator) return fail(claimed.attempts, status);
    await record({ state: "SKIPPED", info: status, endTime: clock.now() });
    logs.skipped(leadId, deps.mail.missing);
    return "SKIPPED";
  }
  const autoReplyTemplate = map === "autoReply" ? deps.autoReplyTemplateId : undefined;
  if (map === "autoReply" && !autoReplyTemplate) {
    logs.alreadyHandled(leadId, "SKIPPED"); // auto-replies were turned off since it was queued
    return "done";
  }

  // 4. The sales e-mail only: fold a repeated brief, flag an updated one, respect the budget.
  // A person's replay is a decision to send: it skips both checks.
  if (map === "delivery" && claimed.reason !== "replay") {
    const verdict = await deps.history.check(leadId, checked.lead, clock.now());
    if (verdict.kind === "duplicate") {
      await record({ state: "DUPLICATE", duplicateOf: verdict.of, endTime: clock.now() });
      logs.duplicate(leadId, verdict.of);
      return "DUPLICATE";
    }
    params = withPreviousBrief(params, verdict.previous);
    const budget = await deps.budget.take(leadId, clock.now());
    if (budget.kind === "held") {
      await record({ state: "HELD", endTime: clock.now() });
      logs.held(leadId, budget.firstHold);
      return "HELD";
    }
  }

  // 5. Send once. Cloud Tasks owns the retries; this task only says whether to retry.
  await deps.beforeSend?.();
  const result = await deps.mail.transport.send(params, autoReplyTemplate);
  const attempts = claimed.attempts + 1;
  const status: DeliveryStatus = { status: result.status, text: result.text };
  if (result.status === 200) {
    const written = await record({
      state: "SUCCESS",
      attempts,
      error: null,
      info: status,
      endTime: clock.now(),
    });
    logs.sent(leadId, attempts, status, map);
    if (written && map === "delivery") await queueAutoReply(leadId, task.round, written, deps);
    return "SUCCESS";
  }
  const lastAttempt = attempt.retryCount + 1 >= policy.maxAttempts;
  if (!isTransient(result) || lastAttempt) return fail(attempts, status);

  // A 429 goes back into the paced queue itself (a new round, 1 s out); anything else, and a
  // 429 past the limit, waits out Cloud Tasks' back-off for this task.
  const rateLimited = result.status === 429 ? claimed.rateLimited + 1 : 0;
  const requeue = result.status === 429 && claimed.rateLimited < MAX_RATE_LIMITED_REQUEUES;
  const round = requeue ? claimed.round + 1 : claimed.round;
  const waitMs = requeue ? 1000 : backoffSeconds(policy, attempt.retryCount + 1) * 1000;
  const nextAttemptAt = new Date(clock.now().getTime() + waitMs);
  const written = await record({
    state: "RETRY",
    attempts,
    error: status,
    info: status,
    round,
    nextAttemptAt,
    rateLimited,
  });
  if (requeue) {
    if (!written) return "done"; // another task took the lead over
    const taskId = map === "autoReply" ? autoReplyTaskId(leadId, round) : taskIdFor(leadId, round);
    await deps.queue.enqueue({ leadId, round, ...(task.kind && { kind: task.kind }) }, taskId, {
      delaySeconds: 1,
    });
    logs.retrying(leadId, attempts, status, nextAttemptAt);
    return "RETRY";
  }
  logs.retrying(leadId, attempts, status, nextAttemptAt);
  throw new RetryLater(`EmailJS answered ${status.status} for lead ${leadId}: ${status.text}`);
}

/** Queues the prospect's confirmation, once per lead, when auto-replies are configured. */
async function queueAutoReply(
  leadId: string,
  round: number,
  version: string,
  deps: SendLeadMailDeps,
): Promise<void> {
  if (!deps.autoReplyTemplateId) return;
  const queued = newDelivery({ state: "QUEUED", queuedAt: deps.clock.now() });
  // Shown on the lead before the task runs; if the lead moved on meanwhile, the task still runs.
  await deps.store.writeDelivery(leadId, queued, version, "autoReply");
  const taskId = autoReplyTaskId(leadId);
  const added = await deps.queue.enqueue({ leadId, round, kind: "autoReply" }, taskId);
  if (added === "exists") deps.logs.alreadyQueued(leadId, taskId);
  else deps.logs.queued(leadId, round, "created", taskId);
}
