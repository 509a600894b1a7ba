// The lead page's "Copy pay link": asks the server for a signed /pay/<token> (deskPayLink,
// audited on the lead), puts it on the clipboard and shows it, so a salesperson can paste it
// into a mail or a chat. Where the clipboard is refused, the link stays selectable on screen.
import { deskCopy } from "~/content/desk";
import { makePayLink } from "../data";
import { storedMomentWords } from "../desk-dates";
import { LinkField } from "./link-field";
import { DeskCallButton, DeskCallStatus, useDeskCall } from "./use-desk-call";
import styles from "../desk.module.css";

async function makeAndCopy(leadId: string) {
  const { url, expiresAt } = await makePayLink(leadId);
  const copied = await navigator.clipboard?.writeText(url).then(
    () => true,
    () => false,
  );
  return { url, expiresAt, copied: copied === true };
}

export function PayLinkButton({ leadId }: { leadId: string }) {
  const [state, make] = useDeskCall(() => makeAndCopy(leadId));
  const words = deskCopy.payLink;
  return (
    <div>
      <DeskCallButton state={state} start={make} label={words.button} className={styles.quiet} />
      <DeskCallStatus
        state={state}
        words={{
          busy: words.making,
          failed: words.failed,
          done: ({ copied, expiresAt }) => words.made(copied, storedMomentWords(expiresAt)),
        }}
      />
      {state.kind === "done" ? (
        <LinkField label={words.label} url={state.answer.url} testId="pay-link" />
      ) : null}
    </div>
  );
}
