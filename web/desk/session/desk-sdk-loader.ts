// The desk's Firebase part (desk-sdk.ts), loaded once, off the path to the first paint: the
// list's frame and its snapshot rows do not wait for the SDKs to download and compile.
import type * as DeskSdkModule from "../data/desk-sdk";

export type DeskSdk = typeof DeskSdkModule;

let loading: Promise<DeskSdk> | undefined;

/**
 * The desk's SDK module; the first call starts downloading it (browser only). It answers once
 * App Check has started, when the build has it (desk-sdk.ts's startAppCheck): every Firestore
 * and Functions call of the desk goes through this module first.
 */
export function loadDeskSdk(): Promise<DeskSdk> {
  loading ??= import("../data/desk-sdk").then(async (sdk) => {
    await sdk.startAppCheck();
    return sdk;
  });
  return loading;
}
