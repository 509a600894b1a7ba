// Whether the desk's copy of the ID token (desk-token.ts) may be used now: current (not within
// a minute of its expiry) and carrying the sales claim. What the desk may show, and ask
// Firestore's REST API for, before Auth has answered (the list's first visit, the overview).
import { hasSalesRole } from "@shared/desk-access";
import { readDeskToken, tokenClaims, type DeskTokenCopy } from "./desk-token";

/** A token this close to its expiry is not sent (Auth refreshes its own 5 minutes ahead). */
export const EXPIRY_MARGIN_MS = 60_000;

/** Whether a copy's token is still good to send at `now` (not within the margin). */
export const isCurrent = (expiresAt: number, now: number) => expiresAt - EXPIRY_MARGIN_MS > now;

/** The desk's copy of a salesperson's ID token, when current and carrying the sales claim. */
export function salesToken(now: Date): DeskTokenCopy | null {
  const copy = readDeskToken();
  if (!copy || !isCurrent(copy.expiresAt, now.getTime())) return null;
  return hasSalesRole(tokenClaims(copy.token) ?? undefined) ? copy : null;
}

/**
 * The uid of the salesperson signed in on this browser, when the desk's copy of their ID token
 * is current and opens the desk (no network: what the page may show before any answer); null
 * otherwise.
 */
export function signedInSalesperson(now: Date): string | null {
  try {
    return salesToken(now)?.uid ?? null;
  } catch {
    return null;
  }
}
