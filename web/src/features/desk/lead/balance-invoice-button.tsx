// The lead page's "Send balance invoice", for a deposit plan whose deposit is paid and that has
// no open or paid balance invoice: asks the server (sendBalanceInvoice, audited on the lead) to
// have Stripe invoice the rest, then shows what was invoiced, when it falls due and Stripe's
// page for it. The lead's own snapshot then shows the invoice as the functions recorded it.
import { formatCents } from "@shared/payment";
import { useState } from "react";
import { deskCopy } from "~/content/desk";
import { sendBalanceInvoice } from "../data";
import { dayWords } from "../payment-words";
import styles from "../desk.module.css";

type State =
  | { kind: "idle" | "sending" }
  | { kind: "sent"; amount: string; due: string; hostedUrl: string; created: boolean }
  | { kind: "failed"; message: string };

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
  const [state, setState] = useState<State>({ kind: "idle" });
  const offered = balanceCents !== null;
  if (!offered && state.kind === "idle") return null;
  const words = deskCopy.balanceInvoice;
  const send = async () => {
    setState({ kind: "sending" });
    try {
      const answer = await sendBalanceInvoice(leadId);
      setState({
        kind: "sent",
        amount: formatCents(answer.amountCents),
        due: dayWords(new Date(answer.dueAt)),
        hostedUrl: answer.hostedUrl,
        created: answer.created,
      });
    } catch (error) {
      // The Functions SDK ends the server's message with the HTTP status (" [400]"): noise here.
      const message = (error as Error).message.replace(/ \[\d{3}\]$/, "");
      setState({ kind: "failed", message });
    }
  };
  return (
    <div data-testid="balance-invoice">
      {offered && state.kind !== "sent" ? (
        <>
          <p className={styles.hint}>{words.hint(formatCents(balanceCents))}</p>
          <button
            type="button"
            className={styles.primary}
            disabled={state.kind === "sending"}
            onClick={() => void send()}
          >
            {words.button}
          </button>
        </>
      ) : null}
      <p role="status" aria-live="polite" className={styles.result}>
        {state.kind === "sending"
          ? words.sending
          : state.kind === "failed"
            ? `${words.failed} ${state.message}`
            : state.kind === "sent"
              ? (state.created ? words.sent : words.existing)(state.amount, state.due)
              : ""}
      </p>
      {state.kind === "sent" && state.hostedUrl ? (
        <p>
          <a href={state.hostedUrl} target="_blank" rel="noreferrer">
            {words.link}
          </a>
        </p>
      ) : null}
    </div>
  );
}
