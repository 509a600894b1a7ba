// Google's sign-in for the desk, loaded when someone presses "Sign in with Google": the pop-up
// flow and its resolver (Google's iframe helper, the pop-up's messaging) are only needed then,
// not by a salesperson whose session Auth restores.
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithPopup,
  type Auth,
} from "firebase/auth";

/** Google's sign-in in a pop-up (the Auth emulator's own Google page for demo projects). */
export async function signInWithGoogle(auth: Auth): Promise<void> {
  const provider = new GoogleAuthProvider();
  // Always offer the account chooser: a person with a personal and a work account picks one.
  provider.setCustomParameters({ prompt: "select_account" });
  await signInWithPopup(auth, provider, browserPopupRedirectResolver);
}
