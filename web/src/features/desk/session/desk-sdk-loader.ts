// The desk's Firebase part (desk-sdk.ts), loaded once, off the path to the first paint: the
// list's frame and its snapshot rows do not wait for the SDKs to download and compile.
import type * as DeskSdkModule from "./desk-sdk";

export type DeskSdk = typeof DeskSdkModule;

let loading: Promise<DeskSdk> | undefined;

/** The desk's SDK module; the first call starts downloading it (browser only). */
export function loadDeskSdk(): Promise<DeskSdk> {
  loading ??= import("./desk-sdk");
  return loading;
}
