// Which Firebase project the site writes leads to, from VITE_FIREBASE_* build variables
// (see web/.env.example). Without them the site uses the offline demo project of
// .firebaserc, and a `demo-` project always means "the local emulators": the Firebase
// emulators accept any demo- project without an account, and a demo- id can never reach a
// real project. That is how the production build, served by the Hosting emulator in the
// browser tests, still talks to the local Firestore emulator.
import type { FirebaseOptions } from "firebase/app";
import { EMULATOR_PORTS } from "./emulator-ports";
import { DEFAULT_PROJECT_ID, isDemoProject } from "./firebase-project.js";

export { DEFAULT_PROJECT_ID };
/** Where the Functions emulator listens by default (firebase.json's port). */
export const DEFAULT_FUNCTIONS_EMULATOR = `127.0.0.1:${EMULATOR_PORTS.functions}`;
/** Where the Firestore emulator listens by default (firebase.json's port). */
export const DEFAULT_FIRESTORE_EMULATOR = `127.0.0.1:${EMULATOR_PORTS.firestore}`;

export interface FirebaseWebConfig {
  options: FirebaseOptions & { projectId: string };
  /** The Firestore emulator to use, or null for the real service. */
  firestoreEmulator: { host: string; port: number } | null;
  /** The Functions emulator the checkout calls (demo projects), or null for the real service. */
  functionsEmulator: { host: string; port: number } | null;
  /**
   * Whether the checkout takes the payment online (Stripe Checkout through startCheckout):
   * VITE_CHECKOUT_PAYMENTS=stripe, or a demo project (the emulators run a Stripe stand-in)
   * unless it says "off". Otherwise the checkout says an invoice is e-mailed.
   */
  onlinePayments: boolean;
}

type Env = Record<string, string | boolean | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined;
}

function parseHostPort(text: string): { host: string; port: number } {
  const match = /^(.+):(\d{1,5})$/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`Expected host:port, got "${text}"`);
  return { host: match[1], port: Number(match[2]) };
}

/** The web app's Firebase settings for the given build variables. */
export function firebaseWebConfig(env: Env): FirebaseWebConfig {
  const projectId = value(env, "VITE_FIREBASE_PROJECT_ID") ?? DEFAULT_PROJECT_ID;
  const demo = isDemoProject(projectId);
  const apiKey = value(env, "VITE_FIREBASE_API_KEY") ?? (demo ? "demo-api-key" : undefined);
  if (!apiKey) {
    throw new Error(
      `VITE_FIREBASE_API_KEY is not set for project "${projectId}" (see web/.env.example).`,
    );
  }
  const emulatorHost =
    value(env, "VITE_FIRESTORE_EMULATOR_HOST") ?? (demo ? DEFAULT_FIRESTORE_EMULATOR : undefined);
  return {
    options: {
      apiKey,
      projectId,
      authDomain: value(env, "VITE_FIREBASE_AUTH_DOMAIN") ?? `${projectId}.firebaseapp.com`,
      appId: value(env, "VITE_FIREBASE_APP_ID"),
    },
    firestoreEmulator: emulatorHost ? parseHostPort(emulatorHost) : null,
    functionsEmulator: demo
      ? parseHostPort(value(env, "VITE_FUNCTIONS_EMULATOR_HOST") ?? DEFAULT_FUNCTIONS_EMULATOR)
      : null,
    onlinePayments:
      value(env, "VITE_CHECKOUT_PAYMENTS") === "stripe" ||
      (demo && value(env, "VITE_CHECKOUT_PAYMENTS") !== "off"),
  };
}
