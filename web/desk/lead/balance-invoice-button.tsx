// The lead page's "Send balance invoice", for a deposit plan whose deposit is paid and that has
// no open or paid balance invoice: asks the server (sendBalanceInvoice, audited on the lead) to
// have Stripe invoice the rest, then shows what was invoiced, when it falls due and Stripe's
// page for it. The lead's own snapshot then shows the invoice as the functions recorded it.
// Stripe e-mails the client at once, so it asks first: the amount and the address, in a dialog.
import { formatCents } from "@shared/payment-amounts";
import { useState } from "react";
import { deskCopy } from "~/content/desk";
import { sendBalanceInvoice } from "../data";
import { dayWords } from "../payment-words";
import { ConfirmDialog } from "./confirm-dialog";
import { SendStatus } from "./send-status";
import { DeskCallButton, useDeskCall } from "./use-desk-call";
import styles from "../desk.module.css";

export function BalanceInvoiceButton({
  leadId,
  email,
  balanceCents,
  whole = false,
}: {
  leadId: string;
  /** The client's address (the brief's, which the checkout gave Stripe's Customer). */
  email: string;
  /**
   * What the invoice will ask (the plan's price less the deposit) while it is time to send it;
   * null once an invoice is open or paid. The lead's snapshot usually shows the new invoice
   * before the callable answers: the answer is still shown then, without the button.
   */
  balanceCents: number | null;
  /** The invoice asks a quote's whole total (accepted with nothing due now), not a balance. */
  whole?: boolean;
}) {
  const [state, send] = useDeskCall(() => sendBalanceInvoice(leadId));
  const [asking, setAsking] = useState(false);
  const offered = balanceCents !== null;
  if (!offered && state.kind === "idle") return null;
  const words = deskCopy.balanceInvoice;
  return (
    <div data-testid="balance-invoice">
      {offered && state.kind !== "done" ? (
        <>
          <p className={styles.hint}>
            {(whole ? words.hintWhole : words.hint)(formatCents(balanceCents))}
          </p>
          <DeskCallButton
            state={state}
            start={() => setAsking(true)}
            label={whole ? words.buttonWhole : words.button}
            className={styles.primary}
          />
          <ConfirmDialog
            open={asking}
            title={whole ? words.confirmTitleWhole : words.confirmTitle}
            confirm={words.confirm}
            cancel={words.cancel}
            onConfirm={() => {
              setAsking(false);
              send();
            }}
            onClose={() => setAsking(false)}
          >
            <p data-testid="balance-invoice-question">
              {words.question(formatCents(balanceCents), email)}
            </p>
          </ConfirmDialog>
        </>
      ) : null}
      <SendStatus
        state={state}
        words={words}
        done={(answer) =>
          (answer.created ? words.sent : words.existing)(
            formatCents(answer.amountCents),
            dayWords(new Date(answer.dueAt)),
          )
        }
      />
      {state.kind === "done" && state.answer.hostedUrl ? (
        <p>
          <a href={state.answer.hostedUrl} target="_blank" rel="noreferrer">
            {words.link}
          </a>
        </p>
      ) : null}
    </div>
  );
}
