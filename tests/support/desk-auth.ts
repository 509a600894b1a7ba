// Signing in to the Auth emulator as the desk does (Sign in with Google), and calling the desk's
// callable through the Functions emulator with that user's ID token, from a test.
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithCredential,
  type User,
} from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { readFileSync } from "node:fs";
import { afterAll } from "vitest";
import { fileURLToPath } from "node:url";
import type { DeskActionRequest, DeskActionResponse } from "../../functions/src/shared/desk-api";
import { PROJECT_ID, adminFirestore } from "./emulators";

const emulators = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL("../../firebase.json", import.meta.url)), "utf8"),
  ) as { emulators: Record<"auth" | "functions", { host: string; port: number }> }
).emulators;

/** The Admin SDK's Auth, bound to the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
export async function adminAuth() {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: is the Auth emulator running?");
  await adminFirestore(); // initialises the one admin app
  const { getApps } = await import("firebase-admin/app");
  const { getAuth: getAdminAuth } = await import("firebase-admin/auth");
  return getAdminAuth(getApps()[0]);
}

/** A browser-like client of the demo project: its own Firebase app, wired to the emulators. */
export interface DeskClient {
  app: FirebaseApp;
  /** The signed-in user (undefined for a client that never signed in). */
  user: User | undefined;
  /** Calls deskLeadAction as this client. */
  act(request: DeskActionRequest | Record<string, unknown>): Promise<DeskActionResponse>;
  /** Calls another of the desk's callables (deskFindPerson, deskErasePerson) as this client. */
  call<T>(name: string, data: unknown): Promise<T>;
  close(): Promise<void>;
}

let clients = 0;

/**
 * How a test client signs in: with Google (the desk's only way in; `emailVerified: false` makes
 * Google's token say the address is not verified), or with an e-mail and a password (an
 * account the desk must refuse, whatever its claims).
 */
export type SignInWith = { provider: "google"; emailVerified?: boolean } | { provider: "password" };

/**
 * A client signed in as `email` with Google (the Auth emulator takes a JSON "Google ID token"
 * and creates the account on first sign-in, as production does) or as `signInWith` says, or
 * not signed in at all.
 */
export async function deskClient(
  email?: string,
  signInWith: SignInWith = { provider: "google" },
): Promise<DeskClient> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: "demo-key" }, `desk-${++clients}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, {
    disableWarnings: true,
  });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
  let user: User | undefined;
  if (email && signInWith.provider === "password") {
    user = (await createUserWithEmailAndPassword(auth, email, "a-password-of-a-stranger")).user;
  } else if (email && signInWith.provider === "google") {
    const idToken = JSON.stringify({
      sub: `google-${email}`,
      email,
      email_verified: signInWith.emailVerified ?? true,
      name: email.split("@")[0],
    });
    user = (await signInWithCredential(auth, GoogleAuthProvider.credential(idToken))).user;
  }
  const callable = httpsCallable<unknown, DeskActionResponse>(functions, "deskLeadAction");
  return {
    app,
    user,
    act: async (request) => (await callable(request)).data,
    call: async <T>(name: string, data: unknown) =>
      (await httpsCallable<unknown, T>(functions, name)(data)).data,
    close: () => deleteApp(app),
  };
}

/**
 * Desk clients for one test file, each closed after it: `signIn(email, claims)` signs in as
 * `email` (undefined: a client that never signs in) and, with `claims`, gives the account those
 * claims (SALES_CLAIMS: a salesperson) on its next ID token, as the desk sees them after a grant.
 */
export function deskClientsBed() {
  const clients: DeskClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });
  return async function signIn(
    email: string | undefined,
    claims: Record<string, unknown> | null,
    signInWith?: SignInWith,
  ): Promise<DeskClient> {
    const client = await deskClient(email, signInWith);
    clients.push(client);
    if (claims && client.user) {
      await (await adminAuth()).setCustomUserClaims(client.user.uid, claims);
      await client.user.getIdToken(true); // the claim rides on the next token, as in the desk
    }
    return client;
  };
}
