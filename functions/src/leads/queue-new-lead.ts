// The handler behind the `queueLeadMail` Firestore trigger: a new lead in `formData` is
// checked against the lead schema and put on the mail queue (round 0). An invalid lead ends
// in ERROR at once, with what is wrong, and alerts. Sending is the task's job (mail/send-sales-mail.ts).
// First, every new lead (valid or not) gets its stamp (lead-stamp.ts): when it expires, and its
// address normalised for data requests, and its short reference.
import { newDelivery } from "../shared/delivery.js";
import { leadStamp } from "./lead-stamp.js";
import type { VersionedLead } from "./lead-store.js";
import { queueLead, type QueueLeadDeps, type QueueLeadOutcome } from "./queue-lead.js";
import { checkLead, invalidLeadStatus } from "./check-lead.js";

/** How often the stamp is tried on a lead that keeps changing under it. */
const STAMP_TRIES = 5;

/** Queues a newly created lead, or records why it cannot be mailed. */
export async function queueNewLead(
  leadId: string,
  created: VersionedLead | undefined,
  deps: QueueLeadDeps,
): Promise<QueueLeadOutcome | { kind: "invalid" }> {
  // A lead changed between its creation and this trigger (the checkout reserves its payment on
  // it at once) is read again and stamped again: the stamp must not be lost to that race.
  for (let tries = 0; created && !created.lead.delivery && !created.lead.stamp; tries += 1) {
    if (tries === STAMP_TRIES) break;
    const stamp = leadStamp(leadId, created.lead.fields, deps.clock.now());
    const version = await deps.store.writeStamp(leadId, stamp, created.version);
    // Changed meanwhile (or erased): decide on the lead as it is now.
    created = version
      ? { lead: { ...created.lead, stamp }, version }
      : await deps.store.read(leadId);
    if (!created) return { kind: "missing" };
  }
  if (created && !created.lead.delivery) {
    const checked = checkLead(leadId, created.lead);
    if (!checked.ok) {
      const status = invalidLeadStatus(checked.problems);
      const now = deps.clock.now();
      const error = newDelivery({
        state: "ERROR",
        error: status,
        info: status,
        startTime: now,
        endTime: now,
      });
      if (await deps.store.writeDelivery(leadId, error, created.version))
        deps.logs.failed(leadId, 0, status, "sales");
      return { kind: "invalid" };
    }
  }
  return queueLead(leadId, "created", deps, { initial: created });
}
