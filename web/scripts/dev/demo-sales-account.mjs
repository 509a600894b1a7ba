// @ts-check
// Lives in web/scripts/dev/: the developer tools sit beside the build scripts (the top level takes no new folder; tests/ is for tests).
// The demo salesperson of `npm start`: an account in the Auth emulator's seed (emulator-data/),
// signed in with Google and holding the claim role: "sales", so the desk opens with the seed's
// leads. The emulator's Google page lists it; pick it (or type the address) to sign in.

/** The demo sales account (the seed script creates it; start.mjs prints its address). */
export const DEMO_SALES_ACCOUNT = {
  uid: "demo-sales-alex-morgan",
  email: "alex.morgan@brandvista.studio",
  displayName: "Alex Morgan",
  /** The account's Google identity (the `sub` of the Google ID token). */
  googleId: "108431752964201537188",
};
