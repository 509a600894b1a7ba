// The callers the desk's callable functions are tested with: Alex of sales, and the callers
// without the sales claim (or with it, but not from a Google sign-in with a verified address)
// that every one of them must refuse.
import type { DeskActionCall } from "../desk/desk-action.js";

/** An ID token's fields from a Google sign-in whose address Google verified, for `email`. */
export function googleToken(email: string) {
  return {
    email,
    email_verified: true,
    firebase: { sign_in_provider: "google.com", identities: { email: [email] } },
  };
}

/** A salesperson: signed in with Google, with the `role: "sales"` claim. */
export const SALES = {
  uid: "alex-uid",
  token: { ...googleToken("alex.morgan@brandvista.studio"), role: "sales" },
};

/** Callers the desk refuses, each with what makes it one. */
export const WITHOUT_SALES_CLAIM: [string, DeskActionCall["auth"]][] = [
  [
    "the claim on a password account",
    {
      uid: "alex-uid",
      token: { ...SALES.token, firebase: { sign_in_provider: "password", identities: {} } },
    },
  ],
  [
    "the claim on a Google account whose address is not verified",
    { uid: "alex-uid", token: { ...SALES.token, email_verified: false } },
  ],
  [
    "the claim on a token without a provider",
    { uid: "alex-uid", token: { role: "sales", email: "alex.morgan@brandvista.studio" } },
  ],
  ["a caller who is not signed in", undefined],
  ["a signed-in user without the claim", { uid: "u1", token: { email: "a@b.com" } }],
  ["a claim spelled differently (Sales)", { uid: "u2", token: { role: "Sales" } }],
  ["another role (admin)", { uid: "u3", token: { role: "admin" } }],
  ["the role as a list", { uid: "u4", token: { role: ["sales"] } }],
];
