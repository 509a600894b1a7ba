// The note to sales that a lead paid (MAIL_KINDS.paymentNote, queued once by the payment
// step when the lead first becomes PAID). Claimed, paced and retried like every e-mail
// (mail-steps.ts), in its own map (`paymentMail`), so it goes out once.
import { paymentFromStored } from "../leads/stored-payment.js";
import { claim, ready, transmit, type MailDeps, type MailHandler } from "./mail-steps.js";
import { paymentTemplateParams } from "./payment-params.js";

export interface PaymentMailDeps extends MailDeps {
  /** The payment note's template; undefined: payment notes are off (the desk still shows it). */
  paymentTemplateId: string | undefined;
}

/** Sends the lead's payment note to sales once and records the outcome. */
export const sendPaymentMail: MailHandler<PaymentMailDeps> = async (task, attempt, deps) => {
  const owned = await claim(task, "paymentNote", deps);
  if (owned.kind !== "claimed") return "done";
  const templateId = deps.paymentTemplateId;
  const payment = paymentFromStored(owned.lead.payment);
  if (!templateId || !payment) {
    const why = !templateId ? "payment notes are turned off" : "the lead has no payment";
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
  const params = paymentTemplateParams(task.leadId, lead, payment, deps.siteOrigin);
  return transmit(owned, attempt, (transport) => transport.send(params, templateId), prepared.deps);
};
