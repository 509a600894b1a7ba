// Who is at the desk: nobody yet, someone without access, or a salesperson (custom claim
// `role: "sales"`). Only a salesperson's desk ever queries Firestore: the "no access" page is
// decided from the ID token's claims, before any read.
//
// The session is watched from the moment the desk's code runs (startDeskSession, called by the
// desk's route modules before React hydrates), not from the first render: Auth restores the
// signed-in user from IndexedDB while the page is still starting, and the list's first query
// can go out as soon as the claim is known (deskSessionReady).
// The Auth SDK itself comes with desk-sdk.ts (loadDeskSdk): this module, and the frame that
// reads it, do not wait for the SDKs.
import { hasSalesRole } from "@shared/desk-access";
import { DESK_PATH } from "@shared/desk-links";
import type { User } from "firebase/auth";
import { useSyncExternalStore } from "react";
import { loadDeskSdk } from "./desk-sdk-loader";
import {
  adoptEarlyRows,
  afterSnapshotPaint,
  clearDeskToken,
  clearSnapshot,
  readSnapshot,
  saveDeskToken,
  subscribeSnapshot,
  type DeskSnapshot,
  type DeskTokenCopy,
} from "../first-paint";

export type DeskSession =
  | { status: "checking" }
  | { status: "signed-out" }
  | { status: "no-access"; email: string }
  | { status: "sales"; uid: string; email: string; name: string | null };

const CHECKING: DeskSession = { status: "checking" };

/** Performance marks the desk leaves for `npm run bench:desk`. */
export const DESK_SESSION_MARK = "desk:session";

let session: DeskSession = CHECKING;
let started = false;
/** True while signing out: Auth's own "signed out" waits until the local copy is gone. */
let leaving = false;
const listeners = new Set<() => void>();
const waiting: ((session: DeskSession) => void)[] = [];

function publish(next: DeskSession): void {
  // A mark for `npm run bench:desk` (the time Auth's answer was known), once per page.
  if (session.status === "checking" && next.status !== "checking" && !leaving) {
    performance.mark(DESK_SESSION_MARK);
  }
  // The desk's snapshot of rows is only ever this salesperson's own: anyone else's answer
  // deletes it (desk-snapshot.ts).
  if (next.status === "signed-out" || next.status === "no-access") {
    clearSnapshot();
    clearDeskToken();
  }
  if (next.status === "sales" && readSnapshot()?.uid !== next.uid) clearSnapshot();
  session = next;
  for (const listener of listeners) listener();
  if (next.status !== "checking") for (const resolve of waiting.splice(0)) resolve(next);
}

/** The session of Auth's `user`, and for a salesperson the copy of their ID token to keep. */
async function sessionOf(user: User | null): Promise<[DeskSession, DeskTokenCopy | null]> {
  if (!user) return [{ status: "signed-out" }, null];
  const token = await user.getIdTokenResult();
  const email = user.email ?? "(no e-mail address)";
  if (!hasSalesRole(token.claims)) return [{ status: "no-access", email }, null];
  const copy = { uid: user.uid, token: token.token, expiresAt: Date.parse(token.expirationTime) };
  return [{ status: "sales", uid: user.uid, email, name: user.displayName }, copy];
}

/**
 * Publishes Auth's latest answer, keeping the first paint's copy of a salesperson's token
 * (first-paint/desk-token.ts) in step with it: rewritten on every token change Auth reports,
 * removed for anyone else (publish).
 */
function adopt([next, copy]: [DeskSession, DeskTokenCopy | null]): void {
  if (copy) saveDeskToken(copy);
  publish(next);
}

/** Starts following Firebase Auth's signed-in user and their claims (once; browser only). */
export function startDeskSession(): void {
  if (started) return;
  started = true;
  let latest = 0;
  const onList = location.pathname.replace(/\/$/, "") === DESK_PATH;
  // A first visit's rows from the page's own early query, if they came before this code did.
  if (onList) adoptEarlyRows();
  void afterSnapshotPaint(onList)
    .then(loadDeskSdk)
    .then((sdk) =>
      sdk.watchIdToken((user) => {
        const call = ++latest;
        void sessionOf(user).then(
          (next) => call === latest && !leaving && adopt(next),
          () => call === latest && !leaving && publish({ status: "signed-out" }),
        );
      }),
    );
}

/** The session once Auth has restored it (signed out, no access or sales). */
export function deskSessionReady(): Promise<DeskSession> {
  startDeskSession();
  if (session.status !== "checking") return Promise.resolve(session);
  return new Promise((resolve) => waiting.push(resolve));
}

const subscribe = (listener: () => void) => {
  startDeskSession();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in person and their access, kept current as Firebase Auth's token changes. */
export function useDeskSession(): DeskSession {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => CHECKING,
  );
}

/** The desk's snapshot of rows, re-read when rows are provided early or the copy is deleted. */
export function useSnapshot(): DeskSnapshot | null {
  return useSyncExternalStore(subscribeSnapshot, readSnapshot, () => null);
}

/** Google's sign-in in a pop-up (the Auth emulator's own Google page for demo projects). */
export async function signInWithGoogle(): Promise<void> {
  await (await loadDeskSdk()).signInWithGoogle();
}

/** The demo salesperson's sign-in (emulator builds only; data/desk-demo-sign-in.ts). */
export async function signInAsDemo(): Promise<void> {
  await (await loadDeskSdk()).signInAsDemo();
}

/**
 * Signs out (one click) and deletes the leads Firestore kept in this browser; the desk then
 * shows its sign-in page.
 */
export async function signOutOfDesk(): Promise<void> {
  leaving = true;
  publish(CHECKING); // the desk's pages close their queries
  clearSnapshot();
  clearDeskToken();
  const sdk = await loadDeskSdk();
  try {
    await sdk.signOut();
  } finally {
    leaving = false;
    adopt(
      await sessionOf(sdk.currentUser()).catch((): [DeskSession, null] => [
        { status: "signed-out" },
        null,
      ]),
    );
  }
}
