// The desk's Firebase client: Auth (Google sign-in), the full Firestore SDK (live queries,
// counts) and Functions (the deskLeadAction callable). Only the desk imports this module, and
// the desk's route loads it lazily, so no public page ever downloads these SDKs.
// A `demo-` project (or a configured Firestore emulator) means the local emulators, as for the
// brief's lead writer (lib/firebase-config.ts): the Auth and Functions emulators then listen
// on the same host, at firebase.json's ports.
import { getApp, getApps, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, type Auth } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { connectFunctionsEmulator, getFunctions, type Functions } from "firebase/functions";
import { firebaseWebConfig } from "~/lib/firebase-config";

/** Ports of the Auth and Functions emulators (firebase.json "emulators"). */
export const AUTH_EMULATOR_PORT = 9099;
export const FUNCTIONS_EMULATOR_PORT = 5001;

export interface DeskFirebase {
  auth: Auth;
  db: Firestore;
  functions: Functions;
}

let client: DeskFirebase | undefined;

/** The desk's Firebase services, connected once (to the emulators for demo projects). */
export function deskFirebase(): DeskFirebase {
  if (client) return client;
  const config = firebaseWebConfig(import.meta.env);
  const app = getApps().length ? getApp() : initializeApp(config.options);
  const auth = getAuth(app);
  const db = getFirestore(app);
  const functions = getFunctions(app);
  const emulator = config.firestoreEmulator;
  if (emulator) {
    connectAuthEmulator(auth, `http://${emulator.host}:${AUTH_EMULATOR_PORT}`, {
      disableWarnings: true,
    });
    connectFirestoreEmulator(db, emulator.host, emulator.port);
    connectFunctionsEmulator(functions, emulator.host, FUNCTIONS_EMULATOR_PORT);
  }
  client = { auth, db, functions };
  return client;
}
