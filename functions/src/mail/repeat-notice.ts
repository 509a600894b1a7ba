// The template variable `repeatNotice`: EmailJS has no idempotency key, so when a send got no
// answer the e-mail may already be in the inbox, and the lead is sent again (at least once,
// never dropped). The next e-mail says so in one plain sentence at the top.
import type { Delivery } from "../shared/delivery.js";

/** "" when every earlier send was answered; else the sentence naming the unanswered one. */
export function repeatNotice(delivery: Pick<Delivery, "unansweredAt">): string {
  const at = delivery.unansweredAt;
  if (!at) return "";
  const day = at.toISOString().slice(0, 10);
  const time = at.toISOString().slice(11, 16);
  return `This may repeat an e-mail sent on ${day} at ${time} UTC whose answer never came.`;
}
