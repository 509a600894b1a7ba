// Everything the list's frame needs from the Firebase SDKs (Auth, Firestore), in one module the
// desk loads with a dynamic import (loadDeskSdk): the frame and the list render, from the
// desk's own snapshot on a repeat visit, while these SDKs download and compile beside them.
import { onIdTokenChanged, signOut as firebaseSignOut, type User } from "firebase/auth";
import { deskFirebase, forgetLocalLeads } from "../data";

export { deskFirebase } from "../data";
export { countSpec, readAllRows } from "../data";
export { LiveView } from "../data";
export { runDeskAction } from "../data";

/** Calls `listener` with Auth's signed-in user now and whenever their ID token changes. */
export function watchIdToken(listener: (user: User | null) => void): void {
  onIdTokenChanged(deskFirebase().auth, listener);
}

/** The user Auth holds right now (null when signed out). */
export function currentUser(): User | null {
  return deskFirebase().auth.currentUser;
}

/** Google's sign-in in a pop-up (the Auth emulator's own Google page for demo projects). */
export async function signInWithGoogle(): Promise<void> {
  await (await import("./desk-sign-in")).signInWithGoogle(deskFirebase().auth);
}

/** Signs out of Auth, then stops Firestore (its cache of leads goes with it). */
export async function signOut(): Promise<void> {
  await firebaseSignOut(deskFirebase().auth);
  await forgetLocalLeads();
}
