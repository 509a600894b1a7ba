// Who is at the desk (signed out, no access, a salesperson), the frame with its sign-in page,
// and the lazily loaded chunk of the Firebase SDKs (desk-sdk.ts, loaded by loadDeskSdk). Nothing
// exported here imports the SDKs statically: the frame that imports it paints without them.
export { deskSessionReady, startDeskSession, useDeskSession, useSnapshot } from "./desk-session";
export { loadDeskSdk } from "./desk-sdk-loader";
export { default as DeskShell } from "./desk-shell";
