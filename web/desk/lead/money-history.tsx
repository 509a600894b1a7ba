// The lead page's changes of money (issue 45): every entry of the payment's history, oldest
// first, each with the note it sent to sales and how that note went (the lead's `paymentMails`:
// sent, queued, retrying, failed…), so a salesperson sees that each change was heard.
import { formatCents } from "@shared/payment-amounts";
import { PAYMENT_CHANGES } from "@shared/payment-changes";
import { deskMoneyCopy } from "~/content/desk-money";
import { deskCopy } from "~/content/desk";
import { receivedTime } from "../delivery-words";
import type { DeskLead, DeskPaymentEntry } from "../desk-lead";
import { paymentEntryWords } from "../payment-words";
import styles from "../desk.module.css";

/** How the entry's note went, in words; "not mailed" for a change no note is sent for. */
export function noteWords(entry: DeskPaymentEntry, lead: Pick<DeskLead, "money">): string {
  const note = lead.money?.notes[entry.key];
  if (note) return deskMoneyCopy.note[note.state] ?? note.state;
  const rule = Object.hasOwn(PAYMENT_CHANGES, entry.kind)
    ? PAYMENT_CHANGES[entry.kind as keyof typeof PAYMENT_CHANGES]
    : undefined;
  return rule?.mailed ? deskMoneyCopy.noNote : deskMoneyCopy.notMailed;
}

export function MoneyHistory({ lead }: { lead: DeskLead }) {
  const history = lead.payment?.history ?? [];
  if (!history.length) return <p>{deskCopy.lead.noPaymentHistory}</p>;
  return (
    <ol className={styles.timeline} data-testid="lead-payment-history">
      {history.map((entry) => (
        <li key={entry.key} data-key={entry.key}>
          {entry.at ? (
            <time dateTime={entry.at.toISOString()}>{receivedTime(entry.at)}</time>
          ) : null}{" "}
          {paymentEntryWords(entry)}: {formatCents(entry.amountCents)}{" "}
          <span className={styles.hint} data-testid="money-note">
            ({noteWords(entry, lead)})
          </span>
        </li>
      ))}
    </ol>
  );
}
