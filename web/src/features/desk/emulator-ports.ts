// Ports of the Auth and Functions emulators (firebase.json "emulators"), on the Firestore
// emulator's host: the desk's SDK client (desk-firebase.ts) and its first query before the
// SDKs (early-query.ts) both reach them there for demo projects.
export const AUTH_EMULATOR_PORT = 9099;
export const FUNCTIONS_EMULATOR_PORT = 5001;
