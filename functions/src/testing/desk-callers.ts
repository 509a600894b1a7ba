// The callers the desk's callable functions are tested with: Alex of sales, and the callers
// without the sales claim that every one of them must refuse.
import type { DeskActionCall } from "../desk/desk-action.js";

/** A salesperson: signed in with the `role: "sales"` claim. */
export const SALES = {
  uid: "alex-uid",
  token: { role: "sales", email: "alex.morgan@brandvista.studio" },
};

/** Callers without the sales claim, each with what makes it one. */
export const WITHOUT_SALES_CLAIM: [string, DeskActionCall["auth"]][] = [
  ["a caller who is not signed in", undefined],
  ["a signed-in user without the claim", { uid: "u1", token: { email: "a@b.com" } }],
  ["a claim spelled differently (Sales)", { uid: "u2", token: { role: "Sales" } }],
  ["another role (admin)", { uid: "u3", token: { role: "admin" } }],
  ["the role as a list", { uid: "u4", token: { role: ["sales"] } }],
];
