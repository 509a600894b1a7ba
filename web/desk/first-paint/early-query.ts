// The desk's first query on a first visit, started as the page loads instead of after the
// Firebase SDKs: the SDKs' chain is serial (their code downloads and compiles, Auth restores
// the user and checks the account with the server, then Firestore opens its channel and
// listens), which puts the first rows of a new laptop's first visit at ~1.5–1.8 s at 4× CPU.
// This asks Firestore's REST API for the same rows (the first view's queries, desk-queries.ts)
// with the signed-in salesperson's ID token, while the SDKs load.
//
// It reads the desk's own copy of the ID token (desk-token.ts, written by the session on each
// token change) and uses it only as Auth itself would: an expired token is not sent (the copy
// holds no refresh token; the desk then goes the usual way, with the SDKs), a token whose claims
// do not open the desk is not used at all. With App Check built in, the desk's copy of its App
// Check token goes along (X-Firebase-AppCheck) while current. Firestore's rules decide every
// read, exactly as for the SDK; anything unexpected (no copy, a refused or failed call) answers
// null and the desk goes on the usual way.
import { hasSalesRole } from "@shared/desk-access";
import { firebaseWebConfig } from "~/lib/firebase-config";
import { toDeskLead } from "../desk-lead";
import type { RowsFor } from "./desk-snapshot";
import { mergeParts, type ViewPart } from "../desk-queries";
import {
  APP_CHECK_HEADER,
  readAppCheckToken,
  readDeskToken,
  tokenClaims,
  type DeskTokenCopy,
} from "./desk-token";
import { documentsOf, runQueryBody, type RunQueryResult } from "./rest-query";

/** A token this close to its expiry is not sent (Auth refreshes its own 5 minutes ahead). */
export const EXPIRY_MARGIN_MS = 60_000;

interface Endpoints {
  runQuery: string;
}

/** Firestore's runQuery endpoint for a build with these VITE_* variables. */
export function firestoreEndpoints(env: Record<string, string | boolean | undefined>): Endpoints {
  const config = firebaseWebConfig(env);
  const { projectId } = config.options;
  const emulator = config.firestoreEmulator;
  const firestore = emulator
    ? `http://${emulator.host}:${emulator.port}`
    : "https://firestore.googleapis.com";
  return {
    runQuery: `${firestore}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
  };
}

/** Whether a copy's token is still good to send at `now` (not within the margin). */
export const isCurrent = (expiresAt: number, now: number) => expiresAt - EXPIRY_MARGIN_MS > now;

/** The desk's copy of a salesperson's ID token, when current and carrying the sales claim. */
function salesToken(now: number): DeskTokenCopy | null {
  const copy = readDeskToken();
  if (!copy || !isCurrent(copy.expiresAt, now)) return null;
  return hasSalesRole(tokenClaims(copy.token) ?? undefined) ? copy : null;
}

/**
 * The uid of the salesperson signed in on this browser, when the desk's copy of their ID token
 * is current and opens the desk (no network: what the page may show before any answer); null
 * otherwise.
 */
export function signedInSalesperson(now: Date): string | null {
  try {
    return salesToken(now.getTime())?.uid ?? null;
  } catch {
    return null;
  }
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

/** The signed-in salesperson's uid and the first rows of the view whose `parts` are given. */
export type EarlyRows = RowsFor;

/**
 * The rows of a view's `parts` (their first page, as the live view asks) for the salesperson
 * signed in on this browser (the desk's token copy), or null (nobody, no access, or any failure).
 */
export async function queryEarlyRows(
  parts: readonly ViewPart[],
  now: Date,
  prefetched?: readonly Promise<RunQueryResult[]>[],
): Promise<EarlyRows | null> {
  try {
    const copy = salesToken(now.getTime());
    if (!copy) return null;
    const urls = firestoreEndpoints(import.meta.env);
    const headers = queryHeaders(copy.token, now.getTime());
    const ask = async (part: ViewPart): Promise<RunQueryResult[]> => {
      const response = await fetch(urls.runQuery, {
        method: "POST",
        headers,
        body: runQueryBody(part),
      });
      if (!response.ok) throw new Error(`runQuery answered ${response.status}`);
      return (await response.json()) as RunQueryResult[];
    };
    // The page's inline lines may have sent these very queries already (early-fetch.ts).
    const sent = prefetched?.length === parts.length ? prefetched : undefined;
    const answers = await Promise.all(
      parts.map(async (part, index) => {
        const results = await (sent?.[index] ?? ask(part));
        return { part, leads: documentsOf(results).map((doc) => toDeskLead(doc.id, doc.data)) };
      }),
    );
    return { uid: copy.uid, rows: mergeParts(answers, now).rows };
  } catch {
    return null;
  }
}
