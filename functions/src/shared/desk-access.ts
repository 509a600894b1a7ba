// Who may use the sales desk: a Firebase Auth user signed in with Google, whose address Google
// verified, and whose ID token carries the custom claim `role: "sales"`, granted by a person
// with project access (`npm run leads -- grant <email>`, which refuses an account without such
// a Google sign-in). The provider is checked beside the claim because the claim is granted by
// address: were e-mail and password sign-in ever enabled, whoever registered a future
// salesperson's address first would otherwise get the role with it. firestore.rules (isSales)
// and every desk callable (isSalesToken) check the same three things; the site imports this
// file as `@shared/desk-access`, so it must stay free of Node and Admin SDK imports.

/** The one value of the `role` claim that opens the desk (exactly this string, lower case). */
export const SALES_ROLE = "sales";

/** The custom claims a salesperson's ID token carries. */
export const SALES_CLAIMS = { role: SALES_ROLE } as const;

/** The one sign-in provider whose tokens open the desk (the token's firebase.sign_in_provider). */
export const SALES_SIGN_IN_PROVIDER = "google.com";

/** Whether claims (an ID token's, or an account's custom claims) carry the sales role. */
export function hasSalesRole(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  return claims?.role === SALES_ROLE;
}

/**
 * Whether a decoded ID token opens the desk: the sales claim, a Google sign-in, and a verified
 * address. Every desk callable checks the caller's token with this.
 */
export function isSalesToken(token: Readonly<Record<string, unknown>> | undefined): boolean {
  const firebase = token?.firebase as { sign_in_provider?: unknown } | undefined;
  return (
    hasSalesRole(token) &&
    firebase?.sign_in_provider === SALES_SIGN_IN_PROVIDER &&
    token?.email_verified === true
  );
}

/**
 * A lead without a delivery, or QUEUED, this long after it was received (or queued) has not
 * got on its way: the desk lists it under "Needs attention", and Resend accepts it. Before
 * then, its task is still expected to run.
 */
export const NOT_ON_ITS_WAY_AFTER_MINUTES = 5;
export const NOT_ON_ITS_WAY_AFTER_MS = NOT_ON_ITS_WAY_AFTER_MINUTES * 60_000;
/** The same delay in the desk's words ("Queued, not sent after 5 minutes"). */
export const NOT_ON_ITS_WAY_AFTER_WORDS = `${NOT_ON_ITS_WAY_AFTER_MINUTES} minutes`;
