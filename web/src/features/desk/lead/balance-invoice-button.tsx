// The lead page's "Send balance invoice", for a deposit plan whose deposit is paid and that has
// no open or paid balance invoice: asks the server (sendBalanceInvoice, audited on the lead) to
// have Stripe invoice the rest, then shows what was invoiced, when it falls due and Stripe's
// page for it. The lead's own snapshot then shows the invoice as the functions recorded it.
import { formatCents } from "@shared/payment-amounts";
import { deskCopy } from "~/content/desk";
import { sendBalanceInvoice } from "../data";
import { dayWords } from "../payment-words";
import { DeskCallButton, DeskCallStatus, useDeskCall } from "./use-desk-call";
import styles from "../desk.module.css";

export function BalanceInvoiceButton({
  leadId,
  balanceCents,
}: {
  leadId: string;
  /**
   * What the invoice will ask (the plan's price less the deposit) while it is time to send it;
   * null once an invoice is open or paid. The lead's snapshot usually shows the new invoice
   * before the callable answers: the answer is still shown then, without the button.
   */
  balanceCents: number | null;
}) {
  const [state, send] = useDeskCall(() => sendBalanceInvoice(leadId));
  const offered = balanceCents !== null;
  if (!offered && state.kind === "idle") return null;
  const words = deskCopy.balanceInvoice;
  return (
    <div data-testid="balance-invoice">
      {offered && state.kind !== "done" ? (
        <>
          <p className={styles.hint}>{words.hint(formatCents(balanceCents))}</p>
          <DeskCallButton
            state={state}
            start={send}
            label={words.button}
            className={styles.primary}
          />
        </>
      ) : null}
      <DeskCallStatus
        state={state}
        words={{
          busy: words.sending,
          failed: words.failed,
          done: (answer) =>
            (answer.created ? words.sent : words.existing)(
              formatCents(answer.amountCents),
              dayWords(new Date(answer.dueAt)),
            ),
        }}
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
