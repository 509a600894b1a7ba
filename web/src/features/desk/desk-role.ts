// The custom claim value that opens the desk (functions/src/desk-access.ts after the merge with
// the back end: `role: "sales"`).
export const SALES_ROLE = "sales";
