// The desk's own copy of the signed-in salesperson's ID token, for the first paint's REST query
// (early-fetch.ts, early-query.ts), which runs before the Auth SDK has loaded. The session
// (session/desk-session.ts) writes it on every change of the token Auth reports
// (onIdTokenChanged: sign-in, the hourly refresh, a new claim) and removes it when Auth says
// nobody, or somebody without the sales claim, is signed in, and on sign-out. The first paint
// reads only this record, never Firebase Auth's private one, whose shape an SDK update may change
// without notice; and it holds the ID token only (an hour's life), not the refresh token: an
// expired copy is not used, and the desk then goes the usual way, with the SDKs.
// Why it is kept in the desk origin's localStorage: docs/decisions/006-desk-first-paint.md.

/** The copy's localStorage key (the inline early-fetch lines read it too). */
export const TOKEN_KEY = "brandvista.desk.idToken.v1";

export interface DeskTokenCopy {
  uid: string;
  /** The ID token (a JWT) Auth issued; Firestore checks its signature. */
  token: string;
  /** When the token expires, in ms since the epoch (Auth's `expirationTime`). */
  expiresAt: number;
}

const isCopy = (value: unknown): value is DeskTokenCopy => {
  const copy = value as Partial<DeskTokenCopy> | null;
  return (
    typeof copy?.uid === "string" &&
    typeof copy.token === "string" &&
    typeof copy.expiresAt === "number"
  );
};

const storage = (): Storage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
};

/** The claims of a token (a JWT's payload, decoded by hand; Firestore checks the signature). */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : null;
}

/** Keeps `copy` as the signed-in salesperson's token (replacing any earlier one). */
export function saveDeskToken(copy: DeskTokenCopy): void {
  try {
    storage()?.setItem(TOKEN_KEY, JSON.stringify(copy));
  } catch {
    // storage full or blocked: the first paint then waits for the SDKs
  }
}

/** Removes the copy, and the App Check token's (sign-out, nobody signed in, no access). */
export function clearDeskToken(): void {
  try {
    storage()?.removeItem(TOKEN_KEY);
    storage()?.removeItem(APP_CHECK_TOKEN_KEY);
  } catch {
    // storage blocked: there is nothing to remove
  }
}

/** The stored copy, or null (none; an unreadable one is removed). */
export function readDeskToken(): DeskTokenCopy | null {
  const text = storage()?.getItem(TOKEN_KEY);
  if (!text) return null;
  try {
    const copy: unknown = JSON.parse(text);
    if (isCopy(copy)) return copy;
  } catch {
    // unreadable: removed below
  }
  clearDeskToken();
  return null;
}

/** The header Firestore reads an App Check token from (the SDK sends the same). */
export const APP_CHECK_HEADER = "X-Firebase-AppCheck";

/** The App Check copy's localStorage key (only written by builds with App Check). */
export const APP_CHECK_TOKEN_KEY = "brandvista.desk.appCheckToken.v1";

/** The desk's copy of its App Check token, and when it expires (ms since the epoch). */
export interface AppCheckTokenCopy {
  token: string;
  expiresAt: number;
}

/** Keeps the App Check token the desk's App Check last issued (data/desk-app-check.ts). */
export function saveAppCheckToken(copy: AppCheckTokenCopy): void {
  try {
    storage()?.setItem(APP_CHECK_TOKEN_KEY, JSON.stringify(copy));
  } catch {
    // storage full or blocked: the first paint's query then goes without it
  }
}

/** The stored App Check token, or null (none or unreadable). */
export function readAppCheckToken(): AppCheckTokenCopy | null {
  try {
    const copy = JSON.parse(storage()?.getItem(APP_CHECK_TOKEN_KEY) ?? "null") as unknown;
    const { token, expiresAt } = (copy ?? {}) as Partial<AppCheckTokenCopy>;
    return typeof token === "string" && typeof expiresAt === "number" ? { token, expiresAt } : null;
  } catch {
    return null;
  }
}
