// Who may use the sales desk: a Firebase Auth user (Sign in with Google) whose ID token carries
// the custom claim `role: "sales"`, granted by a person with project access
// (`npm run leads -- grant <email>`). firestore.rules (isSales) and the callable
// deskLeadAction check the same claim; the site imports this file as `@shared/desk-access`,
// so it must stay free of Node and Admin SDK imports.

/** The one value of the `role` claim that opens the desk (exactly this string, lower case). */
export const SALES_ROLE = "sales";

/** The custom claims a salesperson's ID token carries. */
export const SALES_CLAIMS = { role: SALES_ROLE } as const;

/** Whether decoded ID-token claims open the desk. */
export function hasSalesRole(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  return claims?.role === SALES_ROLE;
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
