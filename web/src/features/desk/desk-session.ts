// Who is at the desk: nobody yet, someone without access, or a salesperson (custom claim
// `role: "sales"`). Only a salesperson's desk ever queries Firestore: the "no access" page is
// decided from the ID token's claims, before any read.
import {
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithPopup,
  signOut as firebaseSignOut,
  type User,
} from "firebase/auth";
import { hasSalesRole } from "@shared/desk-access";
import { useEffect, useState } from "react";
import { deskFirebase } from "./desk-firebase";

export type DeskSession =
  | { status: "checking" }
  | { status: "signed-out" }
  | { status: "no-access"; email: string }
  | { status: "sales"; email: string; name: string | null };

async function sessionOf(user: User | null): Promise<DeskSession> {
  if (!user) return { status: "signed-out" };
  const token = await user.getIdTokenResult();
  const email = user.email ?? "(no e-mail address)";
  return hasSalesRole(token.claims)
    ? { status: "sales", email, name: user.displayName }
    : { status: "no-access", email };
}

/** The signed-in person and their access, kept current as Firebase Auth's token changes. */
export function useDeskSession(): DeskSession {
  const [session, setSession] = useState<DeskSession>({ status: "checking" });
  useEffect(() => {
    let current = 0;
    return onIdTokenChanged(deskFirebase().auth, (user) => {
      const call = ++current;
      void sessionOf(user).then(
        (next) => call === current && setSession(next),
        () => call === current && setSession({ status: "signed-out" }),
      );
    });
  }, []);
  return session;
}

/** Google's sign-in in a pop-up (the Auth emulator's own Google page for demo projects). */
export async function signInWithGoogle(): Promise<void> {
  const provider = new GoogleAuthProvider();
  // Always offer the account chooser: a person with a personal and a work account picks one.
  provider.setCustomParameters({ prompt: "select_account" });
  await signInWithPopup(deskFirebase().auth, provider);
}

/** Signs out (one click; the desk goes back to its sign-in page). */
export function signOutOfDesk(): Promise<void> {
  return firebaseSignOut(deskFirebase().auth);
}
