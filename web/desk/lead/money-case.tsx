// The lead page's money case (issue 45): what about the lead's money waits for a person (a
// refund, a dispute, an overpayment, a mismatch or a payment on another session:
// @shared/money-case), and "Mark handled" with a required reason (deskMoneyHandled: the sales
// claim checked, the reason and who kept on the lead), which takes the lead off Needs attention
// until money moves again. Once closed, who closed it, when and why.
import { useState } from "react";
import { MONEY_HANDLED_REASON_MAX, openMoneyCase } from "@shared/money-case";
import { deskMoneyCopy } from "~/content/desk-money";
import { markMoneyHandled } from "../data";
import { receivedTime } from "../delivery-words";
import type { DeskLead } from "../desk-lead";
import { DeskCallButton, DeskCallStatus, useDeskCall } from "./use-desk-call";
import styles from "../desk.module.css";

export function MoneyCase({ lead }: { lead: DeskLead }) {
  const [reason, setReason] = useState("");
  const [state, mark] = useDeskCall(() => markMoneyHandled(lead.id, reason));
  const open = openMoneyCase(lead.payment, lead.money?.handledKeys ?? []);
  const handled = lead.money?.handled ?? null;
  const words = deskMoneyCopy;
  return (
    <div data-testid="money-case">
      {handled && open.length === 0 ? (
        <p data-testid="money-handled">
          {words.handledBy(
            handled.byEmail,
            handled.at ? receivedTime(handled.at) : "",
            handled.reason,
          )}
        </p>
      ) : null}
      {open.length > 0 ? (
        <>
          <p className={styles.attention}>{words.open(open.length)}</p>
          <label>
            {words.reasonLabel}
            <textarea
              value={reason}
              maxLength={MONEY_HANDLED_REASON_MAX}
              rows={2}
              onChange={(event) => setReason(event.currentTarget.value)}
              aria-describedby="money-reason-hint"
            />
          </label>
          <p id="money-reason-hint" className={styles.hint}>
            {words.reasonHint}
          </p>
          <DeskCallButton state={state} start={mark} label={words.button} className={undefined} />
        </>
      ) : null}
      <DeskCallStatus
        state={state}
        words={{ busy: words.marking, failed: words.failed, done: () => words.marked }}
      />
    </div>
  );
}
