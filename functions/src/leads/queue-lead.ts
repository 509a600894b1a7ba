// Puts a lead on the mail queue and records it (delivery.state QUEUED). The trigger uses it
// for new leads (round 0), the watchdog and the replay command to queue a lead again (the
// next round). The write comes first and names the version it was decided on, so of two
// callers deciding on the same lead only one queues it.
import type { Clock } from "../platform/clock.js";
import { newDelivery, type Delivery, type QueueReason } from "../shared/delivery.js";
import type { LeadStore, StoredLead, VersionedLead } from "./lead-store.js";
import type { Logs } from "../platform/logs.js";
import { queueMail, type MailQueue } from "../platform/task-queue.js";

export interface QueueLeadDeps {
  store: LeadStore;
  queue: MailQueue;
  clock: Clock;
  logs: Logs;
}

/** What queueLead did: queued (round n), or nothing because the lead is gone or was handled. */
export type QueueLeadOutcome =
  | { kind: "queued"; round: number; taskId: string }
  | { kind: "missing" }
  | { kind: "unchanged"; state: Delivery["state"] };

/**
 * Queues `leadId`. With reason "created" only a lead with no delivery yet (or whose round-0
 * task may not have reached the queue) is queued; otherwise `accept` says which current
 * deliveries may be queued again, in the next round.
 */
export async function queueLead(
  leadId: string,
  reason: QueueReason,
  deps: QueueLeadDeps,
  options: {
    accept?: (delivery: Delivery | undefined, lead: StoredLead) => boolean;
    initial?: VersionedLead;
  } = {},
): Promise<QueueLeadOutcome> {
  const { store, queue, clock, logs } = deps;
  let current = options.initial ?? (await store.read(leadId));
  for (;;) {
    if (!current) return { kind: "missing" };
    const delivery = current.lead.delivery;
    let round: number;
    if (reason === "created") {
      // A redelivered creation event: round 0 may be recorded but its task not yet added.
      if (delivery?.state === "QUEUED" && delivery.round === 0) return add(0);
      if (delivery) return { kind: "unchanged", state: delivery.state };
      round = 0;
    } else {
      if (!(options.accept?.(delivery, current.lead) ?? false))
        return { kind: "unchanged", state: delivery?.state ?? "QUEUED" };
      round = delivery ? delivery.round + 1 : 0;
    }
    const next = newDelivery({
      ...delivery,
      state: "QUEUED",
      round,
      reason,
      queuedAt: clock.now(),
      endTime: null,
      leaseExpireTime: null,
      nextAttemptAt: null,
    });
    if (await store.writeDelivery(leadId, next, current.version)) return add(round);
    current = await store.read(leadId); // someone else wrote first: decide again
  }

  async function add(round: number): Promise<QueueLeadOutcome> {
    const { taskId } = await queueMail("sales", { leadId, round }, reason, { queue, logs });
    return { kind: "queued", round, taskId };
  }
}
