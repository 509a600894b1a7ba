// The desk's Firebase client: Auth (Google sign-in), the full Firestore SDK (live queries,
// counts) with its memory cache, and Functions (the deskLeadAction callable, loaded
// at the first action). Only the desk imports this module, and only the desk's routes import
// the desk, so no public page ever downloads these SDKs.
// A `demo-` project (or a configured Firestore emulator) means the local emulators, as for the
// brief's lead writer (lib/firebase-config.ts): the Auth and Functions emulators then listen
// on the same host, at firebase.json's ports.
import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from "firebase/firestore";
import type { Functions } from "firebase/functions";
import { EMULATOR_PORTS } from "~/lib/emulator-ports";
import { firebaseWebConfig } from "~/lib/firebase-config";

export interface DeskFirebase {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

let client: Omit<DeskFirebase, "db"> | undefined;
let firestore: Firestore | undefined;
let functions: Promise<Functions> | undefined;

const emulatorHost = () => firebaseWebConfig(import.meta.env).firestoreEmulator;

/** The desk's Firebase services, connected once (to the emulators for demo projects). */
export function deskFirebase(): DeskFirebase {
  if (!client) {
    const config = firebaseWebConfig(import.meta.env);
    const app = getApps().length ? getApp() : initializeApp(config.options);
    // The signed-in user is kept in localStorage, not IndexedDB (getAuth's default): the first
    // open of IndexedDB in a browser profile took ~0.4 s of a first visit at 4× CPU, and the
    // page's early query (early-query.ts) reads the same record synchronously before the SDKs.
    // No pop-up resolver here: Google's sign-in brings its own (desk-sign-in.ts), so a
    // signed-in salesperson's desk does not download it.
    const auth = initializeAuth(app, { persistence: browserLocalPersistence });
    const emulator = config.firestoreEmulator;
    if (emulator) {
      connectAuthEmulator(auth, `http://${emulator.host}:${EMULATOR_PORTS.auth}`, {
        disableWarnings: true,
      });
    }
    client = { app, auth };
  }
  firestore ??= openFirestore(client.app);
  return { ...client, db: firestore };
}

function openFirestore(app: FirebaseApp): Firestore {
  // Firestore's memory cache only: a returning salesperson's first rows come from the desk's
  // own small snapshot (desk-snapshot.ts), which needs none of the SDK, so Firestore's
  // IndexedDB persistence (and its code) is not worth loading.
  const db = getFirestore(app);
  const emulator = emulatorHost();
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return db;
}

/** Cloud Functions (the desk's actions), loaded when a salesperson first acts on a lead. */
export function deskFunctions(): Promise<Functions> {
  functions ??= import("firebase/functions").then(({ connectFunctionsEmulator, getFunctions }) => {
    const instance = getFunctions(deskFirebase().app);
    const emulator = emulatorHost();
    if (emulator) connectFunctionsEmulator(instance, emulator.host, EMULATOR_PORTS.functions);
    return instance;
  });
  return functions;
}

/** Calls one of the desk's callable functions with `data` and answers its result. */
export async function callDeskFunction<Request, Response>(
  name: string,
  data: Request,
): Promise<Response> {
  const [{ httpsCallable }, instance] = await Promise.all([
    import("firebase/functions"),
    deskFunctions(),
  ]);
  return (await httpsCallable<Request, Response>(instance, name)(data)).data;
}

/**
 * Stops Firestore, dropping the leads it holds in memory (on sign-out, so the next person on
 * this computer finds none of them; the desk's snapshot is deleted by desk-session.ts).
 */
export async function forgetLocalLeads(): Promise<void> {
  const db = firestore;
  if (!db) return;
  firestore = undefined; // the next deskFirebase() opens a fresh instance
  await terminate(db);
}
