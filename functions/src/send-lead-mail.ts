// The handler behind the `sendLeadMail` task-queue function: claim the lead, check it and the
// configuration, send it once through EmailJS, and record the outcome on its `delivery` map.
// A transient failure (429, 5xx, network, time-out) throws `RetryLater`, so Cloud Tasks tries
// the task again after its back-off; the last attempt that fails ends in ERROR instead, and
// every ERROR alerts. Every dependency comes in as an argument so unit tests can pass fakes.
import { FINAL_STATES, newDelivery, type Delivery, type DeliveryStatus } from "./delivery.js";
import type { LeadStore, StoredLead, VersionedLead } from "./lead-store.js";
import type { Logs } from "./logs.js";
import type { MailTask } from "./mail-queue.js";
import { backoffSeconds, type RetryPolicy } from "./retry-policy.js";
import { invalidLeadStatus, templateParams } from "./template-params.js";
import { isTransient, type Transport } from "./transport.js";

export interface SendLeadMailDeps {
  store: LeadStore;
  /** The EmailJS transport, or the settings that are missing. */
  mail: { transport: Transport } | { missing: string[] };
  /** In the emulators a missing configuration ends SKIPPED; anywhere else it is an ERROR. */
  emulator: boolean;
  policy: RetryPolicy;
  clock: { now(): Date };
  logs: Logs;
  /** How long a claim holds the lead; longer than a send's time-out. */
  leaseMs?: number;
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

type Claim =
  | { kind: "missing" }
  | { kind: "final"; state: Delivery["state"] }
  | { kind: "busy"; leaseExpireTime: Date | null }
  | { kind: "claimed"; lead: StoredLead; delivery: Delivery };

/** What to do with the lead as last read: leave it, or the delivery map that claims it. */
function decideClaim(lead: StoredLead | undefined, now: Date, leaseMs: number): Claim {
  if (!lead) return { kind: "missing" };
  const current = lead.delivery;
  if (current && FINAL_STATES.includes(current.state))
    return { kind: "final", state: current.state };
  if (current?.state === "PROCESSING" && current.leaseExpireTime && current.leaseExpireTime > now)
    return { kind: "busy", leaseExpireTime: current.leaseExpireTime };
  const delivery = newDelivery({
    ...current,
    state: "PROCESSING",
    startTime: current?.startTime ?? now,
    endTime: null,
    leaseExpireTime: new Date(now.getTime() + leaseMs),
    nextAttemptAt: null,
    info: null,
  });
  return { kind: "claimed", lead, delivery };
}

/** Sends lead `task.leadId` once and records the outcome on it. Safe to run more than once. */
export async function sendLeadMail(
  task: MailTask,
  attempt: TaskAttempt,
  deps: SendLeadMailDeps,
): Promise<SendLeadMailOutcome> {
  const { store, clock, logs, policy } = deps;
  const leadId = task.leadId;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;

  // 1. Claim: only the task whose write moves the lead to PROCESSING goes on. The write names
  // the version it was decided on, so of two concurrent claims exactly one lands.
  let current: VersionedLead | undefined = await store.read(leadId);
  let claim = decideClaim(current?.lead, clock.now(), leaseMs);
  let version = "";
  while (claim.kind === "claimed" && current) {
    const written = await store.writeDelivery(leadId, claim.delivery, current.version);
    if (written) {
      version = written;
      break;
    }
    current = await store.read(leadId);
    claim = decideClaim(current?.lead, clock.now(), leaseMs);
  }
  if (claim.kind === "missing") {
    logs.missing(leadId);
    return "done";
  }
  if (claim.kind === "final") {
    logs.alreadyHandled(leadId, claim.state);
    return "done";
  }
  if (claim.kind === "busy") {
    // Another task is sending right now. Come back later: by then it has finished (and this
    // task ends), or it died and its lease has lapsed (and this task takes the lead over).
    logs.leaseHeld(leadId, claim.leaseExpireTime);
    throw new RetryLater(`Lead ${leadId} is being sent by another task`);
  }

  const claimed = claim.delivery;
  /** Records `fields` if this task still owns the lead; false when it lost it. */
  const record = async (fields: Partial<Delivery> & Pick<Delivery, "state">) => {
    const next = newDelivery({ ...claimed, ...fields, leaseExpireTime: null });
    if (await store.writeDelivery(leadId, next, version)) return true;
    logs.leaseLost(leadId);
    return false;
  };
  const fail = async (attempts: number, status: DeliveryStatus) => {
    if (
      await record({ state: "ERROR", attempts, error: status, info: status, endTime: clock.now() })
    )
      logs.failed(leadId, attempts, status);
    return "ERROR" as const;
  };

  // 2. A lead the schema refuses is never sent: ERROR, with what is wrong.
  const params = templateParams(leadId, claim.lead);
  if (!params.ok) return fail(claimed.attempts, invalidLeadStatus(params.problems));

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

  // 4. Send once. Cloud Tasks owns the retries; this task only says whether to retry.
  const result = await deps.mail.transport.send(params.value);
  const attempts = claimed.attempts + 1;
  const status: DeliveryStatus = { status: result.status, text: result.text };
  if (result.status === 200) {
    await record({ state: "SUCCESS", attempts, error: null, info: status, endTime: clock.now() });
    logs.sent(leadId, attempts, status);
    return "SUCCESS";
  }
  const lastAttempt = attempt.retryCount + 1 >= policy.maxAttempts;
  if (!isTransient(result) || lastAttempt) return fail(attempts, status);

  const waitMs = backoffSeconds(policy, attempt.retryCount + 1) * 1000;
  const nextAttemptAt = new Date(clock.now().getTime() + waitMs);
  await record({ state: "RETRY", attempts, error: status, info: status, nextAttemptAt });
  logs.retrying(leadId, attempts, status, nextAttemptAt);
  throw new RetryLater(`EmailJS answered ${status.status} for lead ${leadId}: ${status.text}`);
}
