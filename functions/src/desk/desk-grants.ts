// Granting and revoking the sales desk (`npm run leads -- grant|revoke <email>`): sets or
// removes the custom claim role: "sales" on an existing Firebase Auth account with the Admin
// SDK. It never creates an account: a colleague signs in with Google once (and sees "no
// access"), then a person with project access grants it. Grant refuses an account without a
// Google sign-in whose address Google verified: the claim goes by address, and an account some
// stranger registered with that address and a password must not get it (shared/desk-access.ts).
import type { Auth } from "firebase-admin/auth";
import { SALES_ROLE, SALES_SIGN_IN_PROVIDER, hasSalesRole } from "../shared/desk-access.js";

/** An account as grant and revoke see it. */
export interface Account {
  uid: string;
  customClaims?: Record<string, unknown>;
  /** The sign-in providers linked to it ("google.com", "password", …). */
  providers: string[];
  /** Whether its address is verified (Google's sign-in verifies it for a Google address). */
  emailVerified: boolean;
}

/** The account operations grant and revoke need (Firebase Auth; a fake in unit tests). */
export interface Accounts {
  /** The account that signs in as `email`, or undefined when none has yet. */
  findByEmail(email: string): Promise<Account | undefined>;
  /** Replaces the account's custom claims (null: none). */
  setClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
  /** Ends the account's sessions: no new ID token without signing in again. */
  revokeSessions(uid: string): Promise<void>;
}

/** What grant or revoke did. */
export type AccessChange =
  | { kind: "no-account" }
  /** Grant refused: the account has no Google sign-in, or its address is not verified. */
  | { kind: "not-google"; uid: string; why: "no-google-sign-in" | "address-not-verified" }
  | { kind: "unchanged"; uid: string }
  | { kind: "changed"; uid: string };

/**
 * Gives the account that signs in as `email` the sales claim (keeping its other claims), if it
 * signs in with Google and its address is verified.
 */
export async function grantSalesRole(accounts: Accounts, email: string): Promise<AccessChange> {
  const account = await accounts.findByEmail(email);
  if (!account) return { kind: "no-account" };
  if (!account.providers.includes(SALES_SIGN_IN_PROVIDER))
    return { kind: "not-google", uid: account.uid, why: "no-google-sign-in" };
  if (!account.emailVerified)
    return { kind: "not-google", uid: account.uid, why: "address-not-verified" };
  if (hasSalesRole(account.customClaims)) return { kind: "unchanged", uid: account.uid };
  await accounts.setClaims(account.uid, { ...account.customClaims, role: SALES_ROLE });
  return { kind: "changed", uid: account.uid };
}

/**
 * Takes the sales claim away (other claims stay) and ends the account's sessions, so the desk
 * cannot fetch a fresh token that still carries it.
 */
export async function revokeSalesRole(accounts: Accounts, email: string): Promise<AccessChange> {
  const account = await accounts.findByEmail(email);
  if (!account) return { kind: "no-account" };
  if (!hasSalesRole(account.customClaims)) return { kind: "unchanged", uid: account.uid };
  const others = { ...account.customClaims };
  delete others.role;
  await accounts.setClaims(account.uid, Object.keys(others).length > 0 ? others : null);
  await accounts.revokeSessions(account.uid);
  return { kind: "changed", uid: account.uid };
}

/** Accounts on Firebase Auth (the Admin SDK; the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST). */
export function firebaseAccounts(auth: Auth): Accounts {
  return {
    async findByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return {
          uid: user.uid,
          customClaims: user.customClaims,
          providers: user.providerData.map((provider) => provider.providerId),
          emailVerified: user.emailVerified,
        };
      } catch (error) {
        if ((error as { code?: unknown }).code === "auth/user-not-found") return undefined;
        throw error;
      }
    },
    setClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
    revokeSessions: (uid) => auth.revokeRefreshTokens(uid),
  };
}
