// The desk's callable as deployed: the caller's current claims come from Firebase Auth, and
// what it queues goes through the live queue (index.ts wires it as `deskLeadAction`).
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { firestoreDeskActionRecorder } from "../leads/lead-store.js";
import { liveQueueDeps } from "../leads/live-deps.js";
import type { DeskActionResponse } from "../shared/desk-api.js";
import { runDeskAction, type DeskActionCall } from "./desk-action.js";

/** The user's custom claims as Auth holds them now; undefined for a user that is gone. */
export async function currentClaims(uid: string) {
  try {
    return (await getAuth().getUser(uid)).customClaims;
  } catch (error) {
    if ((error as { code?: unknown }).code === "auth/user-not-found") return undefined;
    throw error;
  }
}

export function handleDeskAction(request: DeskActionCall): Promise<DeskActionResponse> {
  return runDeskAction(request, {
    ...liveQueueDeps(),
    recordAction: firestoreDeskActionRecorder(getFirestore()),
    currentClaims,
  });
}
