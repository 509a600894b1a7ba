// For the early query's tests: the desk's own copy of a signed-in user's ID token
// (desk-token.ts, as the session writes it on each token change), with the given claims.
import { saveDeskToken, TOKEN_KEY } from "./desk-token";

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString("base64url").replace(/=+$/, "");

/** An ID token as the Auth emulator signs it (alg "none"): only its claims matter here. */
export const idToken = (claims: object) => `${base64url({ alg: "none" })}.${base64url(claims)}.`;

/** The token copy's localStorage key. */
export const storedUserKey = () => TOKEN_KEY;

/** Stores uid "sales-uid" with a token of `claims` that expires `expiresInMs` after `now`. */
export function signIn(claims: object, expiresInMs = 30 * 60_000, now = Date.now()): void {
  saveDeskToken({ uid: "sales-uid", token: idToken(claims), expiresAt: now + expiresInMs });
}
