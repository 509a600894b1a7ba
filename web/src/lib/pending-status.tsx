// What a prerendered page shows in place of what only its script can know yet (the stored brief,
// a pay link's quote): a status line, and what a visitor without JavaScript can do instead.
/** The status until the script has answered; `noScript` shows only where scripts do not run. */
export function PendingStatus({ status, noScript }: { status: string; noScript: string }) {
  return (
    <>
      <p role="status">{status}</p>
      <noscript>
        <p>{noScript}</p>
      </noscript>
    </>
  );
}
