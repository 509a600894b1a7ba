// The desk's three actions on leads, through the `deskLeadAction` callable function: it checks
// the caller's claim, queues what the replay path accepts and says what it refused. The
// browser itself writes nothing.
import { httpsCallable } from "firebase/functions";
import type { DeskActionName } from "./delivery-words";
import { deskFirebase } from "./desk-firebase";

/** Request of deskLeadAction (functions/src/desk-action.ts). */
export interface DeskActionRequest {
  action: DeskActionName;
  leadIds: string[];
}

/** Answer of deskLeadAction. */
export interface DeskActionResult {
  queued: { leadId: string; round: number }[];
  refused: { leadId: string; why: string }[];
}

/** The most leads one call takes. */
export const MAX_LEADS_PER_ACTION = 100;

/** Runs an action on up to 100 leads; throws the function's error (e.g. permission-denied). */
export async function runDeskAction(request: DeskActionRequest): Promise<DeskActionResult> {
  const call = httpsCallable<DeskActionRequest, DeskActionResult>(
    deskFirebase().functions,
    "deskLeadAction",
  );
  const result = await call(request);
  return result.data;
}
