import { briefPendingCopy } from "~/content/brief";

/**
 * The inside of the final step's and the checkout's card until the stored brief is known
 * (prerendering, hydration) or while a visitor without one is sent into the brief. Nothing in
 * it thanks anyone; the page's own content replaces it inside the same box.
 */
export function BriefPending() {
  return (
    <>
      <p role="status">{briefPendingCopy.status}</p>
      <noscript>
        <p>{briefPendingCopy.noScript}</p>
      </noscript>
    </>
  );
}
