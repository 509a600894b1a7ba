// For the early query's tests: the user Auth keeps signed in, as its browserLocalPersistence
// writes it to localStorage, with an ID token of the given claims.
import { firebaseWebConfig } from "~/lib/firebase-config";
import { authUserKey } from "./early-query";

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString("base64url").replace(/=+$/, "");

/** An ID token as the Auth emulator signs it (alg "none"): only its claims matter here. */
export const idToken = (claims: object) => `${base64url({ alg: "none" })}.${base64url(claims)}.`;

/** The stored user's localStorage key for this build. */
export const storedUserKey = () =>
  authUserKey(firebaseWebConfig(import.meta.env).options.apiKey ?? "");

/** Stores uid "sales-uid" with a token of `claims` that expires `expiresInMs` after `now`. */
export function signIn(claims: object, expiresInMs = 30 * 60_000, now = Date.now()): void {
  localStorage.setItem(
    storedUserKey(),
    JSON.stringify({
      uid: "sales-uid",
      email: "pat@brandvista.studio",
      stsTokenManager: {
        accessToken: idToken(claims),
        refreshToken: "refresh-1",
        expirationTime: now + expiresInMs,
      },
    }),
  );
}
