// Replays leads a person chose (`npm run leads -- resend`): each is queued again in its next
// round, unless it was mailed already or a task is sending it right now. The command writes a
// request document in `leadReplays`; the function behind it runs this with the functions'
// own service account, so a replay needs only Firestore access, against the emulators or a
// real project alike.
import { ruleOf, type Delivery } from "../shared/delivery.js";
import type { StoredLead } from "./lead-store.js";
import { queueLead, type QueueLeadDeps } from "./queue-lead.js";

/** What a replay request did, written back on the request document. */
export interface ReplayResult {
  queued: { leadId: string; round: number }[];
  skipped: { leadId: string; why: string }[];
}

/** Why a lead must not be replayed now; undefined when it may be. */
export function whyNotReplayable(delivery: Delivery | undefined, now: Date): string | undefined {
  if (!delivery) return undefined;
  const rule = ruleOf(delivery.state);
  if (rule && !rule.replayable)
    return delivery.state === "SUCCESS"
      ? "already mailed (SUCCESS)"
      : `${delivery.state}: ${rule.describe}`;
  if (
    delivery?.state === "PROCESSING" &&
    delivery.leaseExpireTime &&
    delivery.leaseExpireTime > now
  )
    return "a task is sending it right now";
  return undefined;
}

/**
 * A caller's own further refusals (the desk's: each action for its states only), asked after
 * the replay's own, on the lead as last read.
 */
export type ReplayFilter = (lead: StoredLead, now: Date) => string | undefined;

/** Queues each lead again when it may be; says what happened to each. */
export async function replayLeads(
  leadIds: string[],
  deps: QueueLeadDeps,
  filter?: ReplayFilter,
): Promise<ReplayResult> {
  const result: ReplayResult = { queued: [], skipped: [] };
  for (const leadId of new Set(leadIds)) {
    let why: string | undefined;
    const outcome = await queueLead(leadId, "replay", deps, {
      accept: (delivery, lead) => {
        const now = deps.clock.now();
        why = whyNotReplayable(delivery, now) ?? filter?.(lead, now);
        return why === undefined;
      },
    });
    if (outcome.kind === "queued") result.queued.push({ leadId, round: outcome.round });
    else
      result.skipped.push({
        leadId,
        why: outcome.kind === "missing" ? "no such lead" : (why ?? outcome.state),
      });
  }
  return result;
}
