// The desk's first query on a first visit, started as the page loads instead of after the
// Firebase SDKs: the SDKs' chain is serial (their code downloads and compiles, Auth restores
// the user and checks the account with the server, then Firestore opens its channel and
// listens), which puts the first rows of a new laptop's first visit at ~1.5–1.8 s at 4× CPU.
// This asks Firestore's REST API for the same rows (the first view's queries, desk-queries.ts)
// with the ID token Auth already keeps for the signed-in user, while the SDKs load.
//
// It reads Auth's persisted user (browserLocalPersistence: the localStorage record Firebase Auth
// writes, desk-firebase.ts) and only uses it as Auth itself would: a token that has
// expired is exchanged at the token endpoint with the stored refresh token first, a token whose
// claims do not open the desk is not used at all. Firestore's rules decide every read, exactly as
// for the SDK; anything unexpected (no user, a changed record format, a refused or failed call)
// answers null and the desk goes on the usual way.
import { hasSalesRole } from "@shared/desk-access";
import { EMULATOR_PORTS } from "~/lib/emulator-ports";
import { firebaseWebConfig } from "~/lib/firebase-config";
import { toDeskLead } from "../desk-lead";
import type { RowsFor } from "./desk-snapshot";
import { mergeParts, type ViewPart } from "../desk-queries";
import { documentsOf, runQueryBody, type RunQueryResult } from "./rest-query";

/** A token this close to its expiry is refreshed first (Auth's own margin is 30 s). */
export const EXPIRY_MARGIN_MS = 60_000;

/** The part of Auth's persisted user this reads. */
interface StoredUser {
  uid: string;
  stsTokenManager: { accessToken: string; refreshToken: string; expirationTime: number };
}

const isStoredUser = (value: unknown): value is StoredUser => {
  const user = value as Partial<StoredUser> | null;
  const tokens = user?.stsTokenManager;
  return (
    typeof user?.uid === "string" &&
    typeof tokens?.accessToken === "string" &&
    typeof tokens.refreshToken === "string" &&
    typeof tokens.expirationTime === "number"
  );
};

/** Auth's storage key of the default app's user. */
export const authUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;

/** The user Auth keeps signed in on this browser (desk-firebase.ts: browserLocalPersistence). */
function storedUser(apiKey: string): StoredUser | null {
  const text = localStorage.getItem(authUserKey(apiKey));
  const user: unknown = text ? JSON.parse(text) : null;
  return isStoredUser(user) ? user : null;
}

/** The claims of an ID token (its payload; the server checks the signature). */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : null;
}

interface Endpoints {
  runQuery: string;
  token: string;
}

/** Firestore's runQuery and Auth's token endpoint for a build with these VITE_* variables. */
export function firestoreEndpoints(env: Record<string, string | boolean | undefined>): Endpoints {
  const config = firebaseWebConfig(env);
  const { apiKey, projectId } = config.options;
  const emulator = config.firestoreEmulator;
  const firestore = emulator
    ? `http://${emulator.host}:${emulator.port}`
    : "https://firestore.googleapis.com";
  const tokens = emulator
    ? `http://${emulator.host}:${EMULATOR_PORTS.auth}/securetoken.googleapis.com`
    : "https://securetoken.googleapis.com";
  return {
    runQuery: `${firestore}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
    token: `${tokens}/v1/token?key=${encodeURIComponent(apiKey ?? "")}`,
  };
}

/** This build's API key, which names Auth's storage key. */
const buildApiKey = () => firebaseWebConfig(import.meta.env).options.apiKey ?? "";

/** Whether the stored ID token is still good to send at `now` (not within the margin). */
const isCurrent = (tokens: StoredUser["stsTokenManager"], now: number) =>
  tokens.expirationTime - EXPIRY_MARGIN_MS > now;

/**
 * The uid of the salesperson Auth keeps signed in, when their stored ID token is current and
 * opens the desk (no network: what the page may show before any answer); null otherwise.
 */
export function signedInSalesperson(now: Date): string | null {
  try {
    const user = storedUser(buildApiKey());
    if (!user || !isCurrent(user.stsTokenManager, now.getTime())) return null;
    return hasSalesRole(tokenClaims(user.stsTokenManager.accessToken) ?? undefined)
      ? user.uid
      : null;
  } catch {
    return null;
  }
}

/** A current ID token for `user`: the stored one, or a fresh one for its refresh token. */
async function idToken(user: StoredUser, tokenUrl: string, now: number): Promise<string | null> {
  const stored = user.stsTokenManager;
  if (isCurrent(stored, now)) return stored.accessToken;
  const response = await fetch(tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: stored.refreshToken }),
  });
  if (!response.ok) return null;
  const answer = (await response.json()) as { id_token?: unknown };
  return typeof answer.id_token === "string" ? answer.id_token : null;
}

/** The signed-in salesperson's uid and the first rows of the view whose `parts` are given. */
export type EarlyRows = RowsFor;

/**
 * The rows of a view's `parts` (their first page, as the live view asks) for the salesperson
 * Auth keeps signed in on this browser, or null (nobody, no access, or any failure).
 */
export async function queryEarlyRows(
  parts: readonly ViewPart[],
  now: Date,
  prefetched?: readonly Promise<RunQueryResult[]>[],
): Promise<EarlyRows | null> {
  try {
    const user = storedUser(buildApiKey());
    const urls = firestoreEndpoints(import.meta.env);
    if (!user) return null;
    const token = await idToken(user, urls.token, now.getTime());
    if (!token || !hasSalesRole(tokenClaims(token) ?? undefined)) return null;
    const ask = async (part: ViewPart): Promise<RunQueryResult[]> => {
      const response = await fetch(urls.runQuery, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
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
    return { uid: user.uid, rows: mergeParts(answers, now).rows };
  } catch {
    return null;
  }
}
