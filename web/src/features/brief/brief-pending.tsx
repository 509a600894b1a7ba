import { briefPendingCopy } from "~/content/brief";
import { PendingStatus } from "~/lib/pending-status";

/**
 * The inside of the final step's and the checkout's card until the stored brief is known
 * (prerendering, hydration) or while a visitor without one is sent into the brief. Nothing in
 * it thanks anyone; the page's own content replaces it inside the same box.
 */
export function BriefPending() {
  return <PendingStatus status={briefPendingCopy.status} noScript={briefPendingCopy.noScript} />;
}
