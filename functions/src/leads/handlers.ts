// The lead triggers' bodies as deployed (index.ts wires them to their events).
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import { fromSnapshot } from "./lead-store.js";
import { liveQueueDeps } from "./live-deps.js";
import { queueNewLead } from "./queue-new-lead.js";
import { replayLeads } from "./replay-leads.js";

/** Checks a new lead and puts it on the mail queue; an invalid one ends in ERROR. */
export async function onLeadCreated(leadId: string, snapshot: DocumentSnapshot | undefined) {
  await queueNewLead(leadId, snapshot ? fromSnapshot(snapshot) : undefined, liveQueueDeps());
}

/** Runs a replay request (`npm run leads -- resend`) and writes back what it did. */
export async function onReplayRequested(request: DocumentSnapshot | undefined) {
  const leadIds: unknown = request?.get("leadIds");
  const ids = Array.isArray(leadIds) ? leadIds.filter((id) => typeof id === "string") : [];
  const result = await replayLeads(ids, liveQueueDeps());
  await request?.ref.update({ result, doneAt: FieldValue.serverTimestamp() });
}
