// The demo salesperson's sign-in, for emulator builds only (loaded behind
// __DESK_DEMO_SIGN_IN__, so a production bundle holds none of it). The Auth emulator takes an
// unsigned JSON string as a Google ID token: the demo account of the seed (its Google identity
// and address) signs in with a Google credential, without Google's servers, its sign-in helper
// or a pop-up (/work/shared/DESIGN.md, "Google sign-in without Google"); the session that follows
// is a Google sign-in like any other, with the seed's role: "sales" claim.
import { GoogleAuthProvider, signInWithCredential, type Auth } from "firebase/auth";
import { DEMO_SALES_ACCOUNT } from "../../scripts/dev/demo-sales-account.mjs";

/** The unsigned "ID token" the Auth emulator accepts for the demo account. */
export const demoGoogleIdToken = (): string =>
  JSON.stringify({
    sub: DEMO_SALES_ACCOUNT.googleId,
    email: DEMO_SALES_ACCOUNT.email,
    email_verified: true,
  });

/** Signs the demo salesperson in on the Auth emulator. */
export async function signInAsDemoSalesperson(auth: Auth): Promise<void> {
  await signInWithCredential(auth, GoogleAuthProvider.credential(demoGoogleIdToken()));
}
