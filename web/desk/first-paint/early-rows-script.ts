// The entry of /desk's early-rows script (web/scripts/desk-early-script.mjs bundles it, with
// what it imports, into one self-contained classic script the page loads async from its
// <head>): starts the first view's query before the SDKs on a first visit (early-rows.ts).
import { startEarlyRows } from "./early-rows";

try {
  startEarlyRows();
} catch {
  // Any doubt, and the desk goes the usual way: never a broken page for a faster one.
}
