// The handler behind the `notifyLead` trigger: claim the lead, validate it, send it, record
// the outcome on its `delivery` map. Every dependency comes in as an argument so unit tests
// can pass fakes; index.ts wires the real ones.
import type { Delivery, DeliveryStatus } from "./delivery.js";
import { FINAL_STATES } from "./delivery.js";
import { LEAD_FIELDS, leadSchema } from "./lead.js";
import type { LeadStore, StoredLead, VersionedLead } from "./lead-store.js";
import type { Logs } from "./logs.js";
import { isTransient, type Transport } from "./transport.js";

export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export interface NotifyLeadOptions {
  /** Send attempts per lead, in total (the first one included). */
  maxAttempts: number;
  /** How long one invocation owns a lead; a lead left PROCESSING longer is taken over. */
  leaseMs: number;
  /** Wait before retry n (n = 1, 2, …): backoffMs * 2^(n-1). */
  backoffMs: number;
}

export const DEFAULT_OPTIONS: NotifyLeadOptions = {
  maxAttempts: 3,
  leaseMs: 60_000,
  backoffMs: 400,
};

export interface NotifyLeadDeps {
  store: LeadStore;
  /** The lead as the triggering event saw it (saves a read); read from the store if absent. */
  initial?: VersionedLead;
  /** undefined when EmailJS is not configured: the lead is marked SKIPPED. */
  transport: Transport | undefined;
  clock: Clock;
  logs: Logs;
  options?: Partial<NotifyLeadOptions>;
}

/**
 * What the invocation did. "busy": another invocation holds an unexpired lease (production
 * may redeliver the event later); "done": nothing left to do (already final, or gone).
 */
export type NotifyLeadOutcome = Delivery["state"] | "busy" | "done";

type Claim =
  | { kind: "missing" }
  | { kind: "final"; state: Delivery["state"] }
  | { kind: "busy"; current: Delivery }
  | { kind: "claimed"; lead: StoredLead; delivery: Delivery };

/** What to do with a lead as last read: leave it, or the delivery map that claims it. */
function decideClaim(lead: StoredLead | undefined, now: Date, leaseExpireTime: Date): Claim {
  if (!lead) return { kind: "missing" };
  const current = lead.delivery;
  if (current && FINAL_STATES.includes(current.state))
    return { kind: "final", state: current.state };
  const leased = current?.state === "PROCESSING" || current?.state === "RETRY";
  if (leased && current.leaseExpireTime && current.leaseExpireTime > now)
    return { kind: "busy", current };
  const delivery: Delivery = {
    state: "PROCESSING",
    attempts: current?.attempts ?? 0,
    startTime: current?.startTime ?? now,
    endTime: null,
    leaseExpireTime,
    error: current?.error ?? null,
    info: null,
  };
  return { kind: "claimed", lead, delivery };
}

/**
 * Whether a lead, as last read, waits for a send nobody holds: no delivery yet, PENDING, or a
 * PROCESSING/RETRY lease that has run out. Only a hint: the claim itself decides atomically.
 */
export function awaitsDelivery(lead: StoredLead, now: Date): boolean {
  return decideClaim(lead, now, now).kind === "claimed";
}

/** Mails lead `leadId` once and records the outcome on it. Safe to call more than once. */
export async function notifyLead(leadId: string, deps: NotifyLeadDeps): Promise<NotifyLeadOutcome> {
  const { store, transport, clock, logs } = deps;
  const options = { ...DEFAULT_OPTIONS, ...deps.options };
  const leaseUntil = () => new Date(clock.now().getTime() + options.leaseMs);

  // 1. Claim: only the invocation whose write moves the lead to PROCESSING goes on. The write
  // names the version it was decided on, so of two concurrent claims exactly one lands.
  let current = deps.initial ?? (await store.read(leadId));
  let claim = decideClaim(current?.lead, clock.now(), leaseUntil());
  let version = "";
  while (claim.kind === "claimed" && current) {
    const written = await store.writeDelivery(leadId, claim.delivery, current.version);
    if (written) {
      version = written;
      break;
    }
    current = await store.read(leadId); // someone else wrote first: look again
    claim = decideClaim(current?.lead, clock.now(), leaseUntil());
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
    logs.leaseHeld(leadId, claim.current.state, claim.current.leaseExpireTime);
    return "busy";
  }

  let delivery = claim.delivery;
  // Writes `next` only while this invocation still owns the lead (its lease is the stored one).
  const commit = async (next: Delivery): Promise<boolean> => {
    for (;;) {
      const written = await store.writeDelivery(leadId, next, version);
      if (written) {
        version = written;
        return true;
      }
      const now = await store.read(leadId); // the lead changed: still ours?
      const stored = now?.lead.delivery;
      const owned =
        stored?.leaseExpireTime?.getTime() === delivery.leaseExpireTime?.getTime() &&
        !FINAL_STATES.includes(stored?.state ?? "PENDING");
      if (!now || !owned) return false;
      version = now.version;
    }
  };
  const finish = async (state: Delivery["state"], fields: Partial<Delivery>) => {
    const next: Delivery = {
      ...delivery,
      ...fields,
      state,
      endTime: clock.now(),
      leaseExpireTime: null,
    };
    if (!(await commit(next))) {
      logs.leaseLost(leadId);
      return "done" as const;
    }
    return state;
  };

  // 2. Validate what is stored: only an Admin SDK write can get past the rules with a bad lead.
  const params = templateParams(leadId, claim.lead);
  if (!params.ok) {
    logs.invalid(leadId, params.problems);
    return finish("ERROR", {
      error: { status: 0, text: `Invalid lead, not sent: ${params.problems}` },
    });
  }

  // 3. Not configured (local development): keep the lead, say why nothing was sent.
  if (!transport) {
    logs.notConfigured(leadId);
    return finish("SKIPPED", {
      info: {
        status: 0,
        text: "EmailJS is not configured (EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY)",
      },
    });
  }

  // 4. Send, retrying transient failures a bounded number of times.
  for (;;) {
    const result = await transport.send(params.value);
    const attempts = delivery.attempts + 1;
    const status: DeliveryStatus = { status: result.status, text: result.text };
    if (result.status === 200) {
      logs.sent(leadId, attempts, status);
      return finish("SUCCESS", { attempts, error: null, info: status });
    }
    if (!isTransient(result) || attempts >= options.maxAttempts) {
      logs.failed(leadId, attempts, status);
      return finish("ERROR", { attempts, error: status, info: status });
    }
    const delayMs = options.backoffMs * 2 ** (attempts - 1);
    logs.retrying(leadId, attempts, status, delayMs);
    // RETRY keeps a lease over the wait and the next send, so a duplicate event stays out.
    const retry: Delivery = {
      ...delivery,
      state: "RETRY",
      attempts,
      error: status,
      info: status,
      leaseExpireTime: new Date(leaseUntil().getTime() + delayMs),
    };
    if (!(await commit(retry))) {
      logs.leaseLost(leadId);
      return "done";
    }
    delivery = retry;
    await clock.sleep(delayMs);
    const resumed: Delivery = { ...delivery, state: "PROCESSING", leaseExpireTime: leaseUntil() };
    if (!(await commit(resumed))) {
      logs.leaseLost(leadId);
      return "done";
    }
    delivery = resumed;
  }
}

type ParamsResult = { ok: true; value: Record<string, string> } | { ok: false; problems: string };

/** The EmailJS template variables: the six fields, the lead id and createdAt in ISO form. */
function templateParams(leadId: string, lead: StoredLead): ParamsResult {
  const { createdAt, ...fields } = lead.fields;
  const parsed = leadSchema.safeParse(fields);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".") || "lead"}: ${issue.message}`);
  if (!(createdAt instanceof Date)) problems.push("createdAt: missing or not a timestamp");
  if (!parsed.success || !(createdAt instanceof Date))
    return { ok: false, problems: problems.join("; ") };
  const value: Record<string, string> = { leadId, createdAt: createdAt.toISOString() };
  for (const field of LEAD_FIELDS) value[field] = parsed.data[field];
  return { ok: true, value };
}
