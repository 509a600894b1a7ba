// The client's reference (BV-7K3Q-M9XD) under the company on the lead's page: what the paid page
// and the mails tell the client to quote on the phone, so a salesperson reads it back or pastes
// it into a note. "Copy" puts it on the clipboard; where the clipboard is refused, the
// reference stays selectable text.
import { useState } from "react";
import { deskCopy } from "~/content/desk";
import styles from "../desk.module.css";

export function ReferenceLine({ reference }: { reference: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!reference) return null;
  const words = deskCopy.lead.referenceCopy;
  const copy = () =>
    void (navigator.clipboard?.writeText(reference) ?? Promise.reject(new Error())).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <p className={styles.reference}>
      {deskCopy.lead.reference}{" "}
      <strong data-testid="lead-reference" translate="no">
        {reference}
      </strong>{" "}
      <button
        type="button"
        className={styles.quiet}
        onClick={copy}
        aria-label={words.label(reference)}
      >
        {words.button}
      </button>{" "}
      <span role="status" className={styles.hint}>
        {copied === null ? "" : copied ? words.copied : words.notCopied}
      </span>
    </p>
  );
}
