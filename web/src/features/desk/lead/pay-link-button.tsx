// The lead page's "Copy pay link": asks the server for a signed /pay/<token> (deskPayLink,
// audited on the lead), puts it on the clipboard and shows it, so a salesperson can paste it
// into a mail or a chat. Where the clipboard is refused, the link stays selectable on screen.
import { useState } from "react";
import { deskCopy } from "~/content/desk";
import { makePayLink } from "../data";
import styles from "../desk.module.css";

type State =
  | { kind: "idle" | "making" }
  | { kind: "made"; url: string; expiresAt: string; copied: boolean }
  | { kind: "failed"; message: string };

export function PayLinkButton({ leadId }: { leadId: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const make = async () => {
    setState({ kind: "making" });
    try {
      const { url, expiresAt } = await makePayLink(leadId);
      const copied = await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      );
      setState({ kind: "made", url, expiresAt, copied: copied === true });
    } catch (error) {
      setState({ kind: "failed", message: (error as Error).message });
    }
  };
  const words = deskCopy.payLink;
  return (
    <div>
      <button
        type="button"
        className={styles.quiet}
        disabled={state.kind === "making"}
        onClick={() => void make()}
      >
        {words.button}
      </button>
      <p role="status" aria-live="polite" className={styles.result}>
        {state.kind === "making"
          ? words.making
          : state.kind === "failed"
            ? `${words.failed} ${state.message}`
            : state.kind === "made"
              ? words.made(state.copied, state.expiresAt.slice(0, 10))
              : ""}
      </p>
      {state.kind === "made" ? (
        <input
          className={styles.payLink}
          readOnly
          aria-label={words.label}
          value={state.url}
          data-testid="pay-link"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
