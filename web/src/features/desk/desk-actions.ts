// The desk's three actions on leads, through the `deskLeadAction` callable function: it checks
// the caller's claim, queues what the replay path accepts and says what it refused. The
// browser itself writes nothing.
import type { DeskActionRequest, DeskActionResponse } from "@shared/desk-api";
import { deskFunctions } from "./desk-firebase";

export type { DeskActionRequest, DeskActionResponse as DeskActionResult };

export { MAX_LEADS_PER_ACTION } from "@shared/desk-api";

/** Runs an action on up to 100 leads; throws the function's error (e.g. permission-denied). */
export async function runDeskAction(request: DeskActionRequest): Promise<DeskActionResponse> {
  const { httpsCallable } = await import("firebase/functions");
  const call = httpsCallable<DeskActionRequest, DeskActionResponse>(
    await deskFunctions(),
    "deskLeadAction",
  );
  const result = await call(request);
  return result.data;
}
