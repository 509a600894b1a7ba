// Everything the list's frame needs from the Firebase SDKs (Auth, Firestore), in one module the
// desk loads with a dynamic import (loadDeskSdk): the frame and the list render, from the
// desk's own snapshot on a repeat visit, while these SDKs download and compile beside them.
import { onIdTokenChanged, signOut as firebaseSignOut, type User } from "firebase/auth";
import { startDeskAppCheck } from "./desk-app-check";
import { deskFirebase, forgetLocalLeads } from "./desk-firebase";
import { saveAppCheckToken, tokenClaims } from "../first-paint";

export { deskFirebase } from "./desk-firebase";
export { countSpec, readAllRows } from "./firestore-queries";
export { LiveView } from "./live-view";
export { runDeskAction } from "./desk-actions";

/**
 * Starts App Check on the desk when this build carries the reCAPTCHA Enterprise site key
 * (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY), before the desk's first Firestore or Functions call:
 * loadDeskSdk waits for it. Each token App Check issues is also kept for the first paint's REST
 * query (X-Firebase-AppCheck). Without the key, nothing.
 */
export async function startAppCheck(): Promise<void> {
  const siteKey = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim();
  if (!siteKey) return;
  await startDeskAppCheck(siteKey, (token) => {
    const expiry = tokenClaims(token)?.exp;
    if (typeof expiry === "number") saveAppCheckToken({ token, expiresAt: expiry * 1000 });
  });
}

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

/**
 * The demo salesperson's sign-in, in emulator builds only: in any other build the condition is
 * false when the bundle is built, and the module it loads is left out.
 */
export async function signInAsDemo(): Promise<void> {
  if (!(typeof __DESK_DEMO_SIGN_IN__ === "boolean" && __DESK_DEMO_SIGN_IN__)) {
    throw new Error("The demo sign-in exists only in emulator builds.");
  }
  await (await import("./desk-demo-sign-in")).signInAsDemoSalesperson(deskFirebase().auth);
}

/** Signs out of Auth, then stops Firestore (its cache of leads goes with it). */
export async function signOut(): Promise<void> {
  await firebaseSignOut(deskFirebase().auth);
  await forgetLocalLeads();
}
