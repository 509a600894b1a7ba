// App Check on the callables, the public ones (the checkout, the pay link's quote) and the
// desk's alike: enforced when the site is built with a reCAPTCHA Enterprise site key
// (APP_CHECK_SITE_KEY mirrors it; the deploy check refuses the two apart), as Firestore
// enforces it for the brief's write and the desk's reads. Checked in the handler rather than
// with `enforceAppCheck`, which would read the param while the functions load.
import { HttpsError } from "firebase-functions/v2/https";
import { APP_CHECK_SITE_KEY } from "./config.js";

/**
 * Throws unauthenticated for a call without a valid App Check token when App Check is
 * configured. The callable layer has already refused an invalid token; `app` is set for a valid
 * one only.
 */
export function requireAppCheck(request: { app?: unknown }): void {
  if (APP_CHECK_SITE_KEY.value().trim() && !request.app)
    throw new HttpsError("unauthenticated", "This page could not prove it is our site: reload it.");
}
