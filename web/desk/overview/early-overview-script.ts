// The entry of /desk/overview's early script (web/scripts/desk-early-script.mjs bundles it, with
// what it imports, into one classic script the page loads async from its <head>): the rollup's
// read leaves as the head is parsed, ~1 s at 4× CPU before the page's own modules have arrived
// and run on a new tab, and its answer is drawn before React (early-overview-picture.ts).
import { startEarlyOverview } from "./early-overview-picture";

try {
  startEarlyOverview(location.pathname, new Date());
} catch {
  // Any doubt, and the page asks for itself once it renders.
}
