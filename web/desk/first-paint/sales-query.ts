// Firestore's REST runQuery as the salesperson signed in on this browser, before the Firebase
// SDKs have loaded: with the desk's copy of their ID token (desk-token.ts) and, in a build with
// App Check, its copy of the App Check token. The list's first visit (early-query.ts) and the
// overview (early-overview.ts) ask through it; Firestore's rules judge each call as the SDK's.
import { firebaseWebConfig } from "~/lib/firebase-config";
import { APP_CHECK_HEADER, readAppCheckToken } from "./desk-token";
import { isCurrent, salesToken } from "./sales-token";
import type { RunQueryResult } from "./rest-query";

interface Endpoints {
  runQuery: string;
  /** The database's documents path, as a reference value names a document under it. */
  documents: string;
}

/** Firestore's runQuery endpoint for a build with these VITE_* variables. */
export function firestoreEndpoints(env: Record<string, string | boolean | undefined>): Endpoints {
  const config = firebaseWebConfig(env);
  const { projectId } = config.options;
  const emulator = config.firestoreEmulator;
  const firestore = emulator
    ? `http://${emulator.host}:${emulator.port}`
    : "https://firestore.googleapis.com";
  const documents = `projects/${projectId}/databases/(default)/documents`;
  return { runQuery: `${firestore}/v1/${documents}:runQuery`, documents };
}

/** The headers of a runQuery call: the ID token, and the App Check token when one is at hand. */
function queryHeaders(idToken: string, now: number): Record<string, string> {
  const appCheck = readAppCheckToken();
  return {
    authorization: `Bearer ${idToken}`,
    "content-type": "application/json",
    ...(appCheck && isCurrent(appCheck.expiresAt, now)
      ? { [APP_CHECK_HEADER]: appCheck.token }
      : {}),
  };
}

/** The salesperson runQuery is sent as, and the call itself. */
export interface SalesQuery {
  uid: string;
  /** The database's documents path (for reference values in a query). */
  documents: string;
  /** Sends one runQuery body; throws on a refused or failed call. */
  ask: (body: string) => Promise<RunQueryResult[]>;
}

/**
 * runQuery as the salesperson signed in on this browser (the desk's token copy, current and
 * with the sales claim, read once here), or null when there is none.
 */
export function salesQuery(now: Date): SalesQuery | null {
  const copy = salesToken(now);
  if (!copy) return null;
  const { runQuery, documents } = firestoreEndpoints(import.meta.env);
  const headers = queryHeaders(copy.token, now.getTime());
  return {
    uid: copy.uid,
    documents,
    ask: async (body) => {
      const response = await fetch(runQuery, { method: "POST", headers, body });
      if (!response.ok) throw new Error(`runQuery answered ${response.status}`);
      return (await response.json()) as RunQueryResult[];
    },
  };
}
