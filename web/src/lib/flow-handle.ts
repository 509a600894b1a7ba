// The `handle` of a page that is a step of the visitor's flow after the brief (the final step,
// the checkout, the paid page, a pay link). Such a page is often reached by a new document (the
// checkout's own policy, Stripe's return, a mailed link) while the visitor is mid-task: its main
// heading takes the focus on arrival, as it does after any route change (app/heading-focus.tsx).
import { UNLISTED, type CrawlHandle } from "./crawl-handle";

export interface FlowHandle extends CrawlHandle {
  /** The page's main heading takes the focus when the document loads, not only on a route change. */
  focusHeadingOnLoad?: boolean;
}

/** Unlisted (sitemap, robots.txt), and focused on its heading when loaded. */
export const FLOW_STEP: FlowHandle = { ...UNLISTED, focusHeadingOnLoad: true };

/** Whether a route's handle asks for the heading's focus on load. */
export const focusesHeadingOnLoad = (handle: unknown): boolean =>
  typeof handle === "object" &&
  handle !== null &&
  (handle as FlowHandle).focusHeadingOnLoad === true;
