// App Check on the desk: with the reCAPTCHA Enterprise site key built in, the desk's Firebase app
// starts App Check before its first Firestore or Functions call, so Firestore and the callables
// can be enforced without locking sales out (docs/operations.md, "App Check"). The desk's own
// origin must be among the key's domains. Without the key (the emulators, the tests) this is
// never called, and neither App Check's code nor reCAPTCHA's is ever fetched.
import type { AppCheck } from "firebase/app-check";
import { startAppCheck } from "~/lib/firebase-app";
import { deskFirebase } from "./desk-firebase";

let started: Promise<AppCheck> | undefined;

/**
 * Starts App Check on the desk's app once, and calls `onToken` with each token it issues (the
 * session keeps a copy for the first paint's REST query, first-paint/desk-token.ts).
 */
export function startDeskAppCheck(siteKey: string, onToken: (token: string) => void) {
  started ??= startAppCheck(deskFirebase().app, siteKey).then(async (appCheck) => {
    const { onTokenChanged } = await import("firebase/app-check");
    onTokenChanged(appCheck, (result) => onToken(result.token));
    return appCheck;
  });
  return started;
}
