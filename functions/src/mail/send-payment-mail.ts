// The notes to sales about the lead's money. MAIL_KINDS.paymentChange: one note per change of
// money (a payment history key: paid, failed, refunded, disputed, ...), queued by the payment
// step when the change is first recorded, in the lead's `paymentMails.<key>`. MAIL_KINDS
// .paymentNote: the first release's one note per lead that it paid (`paymentMail`), still run
// for its tasks queued before a deploy. Claimed, paced and retried like every e-mail
// (mail-steps.ts), so each goes out once.
import { paymentFromStored } from "../payments/stored-payment.js";
import type { PaymentEntry } from "../shared/payment.js";
import { claim, ready, transmit, type MailDeps, type MailHandler } from "./mail-steps.js";
import { paymentTemplateParams } from "../payments/payment-params.js";
import { readAgreement } from "../shared/agreement.js";

export interface PaymentMailDeps extends MailDeps {
  /** The payment note's template; undefined: payment notes are off (the desk still shows it). */
  paymentTemplateId: string | undefined;
}

/** Sends the task's payment note to sales once (its change's, or the lead's "paid") and records it. */
export const sendPaymentMail: MailHandler<PaymentMailDeps> = async (task, attempt, deps) => {
  const kind = task.change === undefined ? "paymentNote" : "paymentChange";
  const owned = await claim(task, kind, deps);
  if (owned.kind !== "claimed") return "done";
  const templateId = deps.paymentTemplateId;
  const payment = paymentFromStored(owned.lead.payment);
  const change: [string, PaymentEntry] | undefined =
    task.change === undefined
      ? paidEntryOf(payment)
      : ((entry) => entry && [task.change as string, entry])(payment?.history[task.change]);
  if (!templateId || !payment || !change) {
    const why = !templateId
      ? "payment notes are turned off"
      : !payment
        ? "the lead has no payment"
        : "the lead's payment has no such change";
    await owned.record({
      state: "DECLINED",
      info: { status: 0, text: `Payment note not sent: ${why}` },
      endTime: deps.clock.now(),
    });
    return "DECLINED";
  }
  const prepared = await ready(owned, deps);
  if ("outcome" in prepared) return prepared.outcome;
  const { lead } = prepared.checked;
  const agreement = readAgreement(owned.lead.agreement);
  const params = paymentTemplateParams(
    task.leadId,
    lead,
    payment,
    change[1],
    deps.siteOrigin,
    agreement,
  );
  return transmit(owned, attempt, (transport) => transport.send(params, templateId), prepared.deps);
};

/** The current attempt's paid entry (the first release's note was about that one). */
function paidEntryOf(
  payment: ReturnType<typeof paymentFromStored>,
): [string, PaymentEntry] | undefined {
  if (!payment) return undefined;
  return Object.entries(payment.history).find(
    ([, entry]) => entry.kind === "paid" && entry.sessionId === payment.sessionId,
  );
}
