// The prospect's confirmation (MAIL_KINDS.confirmation, queued after the sales e-mail went
// out). No open relay: it carries no text the visitor typed except the address it goes to
// (autoReplyTemplateParams) and its pay link (/pay/<token>, signed here), and the guard (confirmation-guard.ts) keeps it back for a held
// lead, an address confirmed in the last 24 hours, or past its budgets (DECLINED).
import type { ConfirmationGuard } from "./confirmation-guard.js";
import { claim, ready, transmit, type MailDeps, type MailHandler } from "./mail-steps.js";
import { autoReplyTemplateParams } from "./template-params.js";
import { payLinkUrl, signPayLink } from "../payments/pay-link.js";

export interface AutoReplyDeps extends MailDeps {
  /** The confirmation's template; undefined: confirmations were turned off since queueing. */
  autoReplyTemplateId: string | undefined;
  confirmations: ConfirmationGuard;
  /** Signs the mail's pay link (PAY_LINK_SECRET); undefined: the mail carries none. */
  payLinkSecret?: string | undefined;
}

/** Sends the lead's confirmation once, if the guard lets it, and records the outcome. */
export const sendAutoReply: MailHandler<AutoReplyDeps> = async (task, attempt, deps) => {
  const { clock, logs } = deps;
  const { leadId } = task;
  const owned = await claim(task, "confirmation", deps);
  if (owned.kind !== "claimed") return "done";
  const templateId = deps.autoReplyTemplateId;
  if (!templateId) {
    await owned.record({ state: "DECLINED", info: noReply("confirmations are turned off") });
    return "DECLINED";
  }
  const prepared = await ready(owned, deps);
  if ("outcome" in prepared) return prepared.outcome;
  const { checked } = prepared;

  const why = owned.lead.delivery?.heldFor
    ? "the lead was held: a flood or the quota, released by a person"
    : await deps.confirmations.admit(leadId, checked.lead, clock.now());
  if (why) {
    await owned.record({ state: "DECLINED", info: noReply(why), endTime: clock.now() });
    logs.declined(leadId, why);
    return "DECLINED";
  }
  const secret = deps.payLinkSecret;
  const payUrl = secret
    ? payLinkUrl(deps.siteOrigin, signPayLink(leadId, clock.now(), secret))
    : "";
  const params = autoReplyTemplateParams(leadId, checked.lead, payUrl);
  return transmit(owned, attempt, (transport) => transport.send(params, templateId), prepared.deps);
};

const noReply = (why: string) => ({ status: 0, text: `Confirmation not sent: ${why}` });
