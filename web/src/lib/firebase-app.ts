// The site's one Firebase app, shared by the lead writer (firebase.ts) and the checkout client:
// made on first use, with App Check started before its first request. Its callers import this
// module on demand (import()), so no page's first load carries it or the SDK it imports, and the
// SDK's chunk downloads along with it.
import { getApps, initializeApp, type FirebaseApp } from "firebase/app";
import type { AppCheck } from "firebase/app-check";
import { firebaseWebConfig, type FirebaseWebConfig } from "./firebase-config";

/** The site's Firebase app and settings; the first call makes the app and starts App Check. */
export async function siteFirebaseApp(): Promise<{ app: FirebaseApp; config: FirebaseWebConfig }> {
  const config = firebaseWebConfig(import.meta.env);
  const existing = getApps()[0];
  const app = existing ?? initializeApp(config.options);
  // App Check before the first request, so Firestore and the callables can refuse scripts that
  // never loaded this site. Only when a site key is configured: without it (the emulators, the
  // tests) no App Check or reCAPTCHA code is ever fetched.
  const siteKey = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim();
  if (siteKey && !existing) await startAppCheck(app, siteKey);
  return { app, config };
}

/**
 * Firebase App Check with reCAPTCHA Enterprise (its script loads from Google on first use); the
 * sales desk starts it on its own app too (web/desk/data/desk-app-check.ts).
 */
export async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<AppCheck> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import("firebase/app-check");
  // A registered debug token lets `npm run dev:web` on localhost pass App Check against a real
  // project (docs/operations.md, "App Check"). Development builds only: a token in a production bundle
  // would let anyone through.
  const debugToken = import.meta.env.DEV ? import.meta.env.VITE_APPCHECK_DEBUG_TOKEN : undefined;
  if (debugToken)
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
      String(debugToken);
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
