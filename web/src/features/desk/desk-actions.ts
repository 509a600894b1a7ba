// The desk's three actions on leads, through the `deskLeadAction` callable function: it checks
// the caller's claim, queues what the replay path accepts and says what it refused. The
// browser itself writes nothing.
import type { DeskActionRequest, DeskActionResponse } from "@functions/desk-action";
import { httpsCallable } from "firebase/functions";
import { deskFirebase } from "./desk-firebase";

export type { DeskActionRequest, DeskActionResponse as DeskActionResult };

/** The most leads one call takes (MAX_LEADS_PER_ACTION of functions/src/desk-action.ts, which
 * the site cannot import as a value: that module is the function's, with its server imports). */
export const MAX_LEADS_PER_ACTION = 100;

/** Runs an action on up to 100 leads; throws the function's error (e.g. permission-denied). */
export async function runDeskAction(request: DeskActionRequest): Promise<DeskActionResponse> {
  const call = httpsCallable<DeskActionRequest, DeskActionResponse>(
    deskFirebase().functions,
    "deskLeadAction",
  );
  const result = await call(request);
  return result.data;
}
