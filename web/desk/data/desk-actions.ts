// The desk's three actions on leads, through the `deskLeadAction` callable function: it checks
// the caller's claim, queues what the replay path accepts and says what it refused. The
// browser itself writes nothing.
import type { DeskActionRequest, DeskActionResponse } from "@shared/desk-api";
import { callDeskFunction } from "./desk-firebase";

export type { DeskActionRequest, DeskActionResponse as DeskActionResult };

export { MAX_LEADS_PER_ACTION } from "@shared/desk-api";

/** Runs an action on up to 100 leads; throws the function's error (e.g. permission-denied). */
export function runDeskAction(request: DeskActionRequest): Promise<DeskActionResponse> {
  return callDeskFunction<DeskActionRequest, DeskActionResponse>("deskLeadAction", request);
}
