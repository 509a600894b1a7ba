// The delivery state of a lead as the desk shows it ("Mailed", "Retrying — next try 10:42",
// "Held: hourly limit", "Duplicate of …", "Failed: 403 Forbidden"), whether it needs a person
// and the action that fits: all read from the functions' state table (@shared/delivery), so a
// new state is described there once. Times are in the viewer's time zone (or the one given).
import { BEFORE_DELIVERY, ruleOf, type Attention, type DeskWordsContext } from "@shared/delivery";
import { NOT_ON_ITS_WAY_AFTER_MS } from "@shared/desk-access";
import type { DeskAction } from "@shared/desk-api";
import type { DeskLead } from "./desk-lead";

export { clockTime, receivedTime } from "@shared/desk-words";

/** A lead still without a final delivery this long after it arrived needs a person. */
export const UNDELIVERED_AFTER_MS = NOT_ON_ITS_WAY_AFTER_MS;

export interface WordsOptions {
  now: Date;
  timeZone?: string;
  /** The company of another lead, when the desk has it loaded (for "Duplicate of …"). */
  companyOf?: (leadId: string) => string | undefined;
}

/** No final state yet, 5 minutes after the lead was queued (or arrived). */
function isOverdue(lead: DeskLead, now: Date): boolean {
  const since = lead.delivery?.queuedAt ?? lead.createdAt;
  return since !== null && now.getTime() - since.getTime() > UNDELIVERED_AFTER_MS;
}

const context = (lead: DeskLead, options: WordsOptions): DeskWordsContext => ({
  ...options,
  notOnItsWay: isOverdue(lead, options.now),
});

/** The sales e-mail's state of `lead` in words. */
export function deliveryWords(lead: DeskLead, options: WordsOptions): string {
  const delivery = lead.delivery;
  if (!delivery) return BEFORE_DELIVERY.words(context(lead, options));
  const rule = ruleOf(delivery.state);
  return rule
    ? rule.desk.words(delivery, context(lead, options))
    : `Unknown state ${delivery.state}`;
}

/** The confirmation e-mail's state in words (null when there is none). */
export function autoReplyWords(lead: DeskLead, timeZone?: string): string | null {
  const reply = lead.autoReply;
  if (!reply) return null;
  const rule = ruleOf(reply.state);
  if (!rule) return `Confirmation ${reply.state.toLowerCase()}`;
  return rule.desk.confirmation(reply, { timeZone });
}

/** Whether a lead in a state with this kind of attention needs a person now. */
function attentionNow(attention: Attention, lead: DeskLead, now: Date): boolean {
  switch (attention) {
    case "always":
      return true;
    case "never":
      return false;
    case "whenNotOnItsWay":
      return (
        lead.createdAt !== null && now.getTime() - lead.createdAt.getTime() > UNDELIVERED_AFTER_MS
      );
    case "whenRetryOverdue": {
      const next = lead.delivery?.nextAttemptAt;
      return next !== null && next !== undefined && next.getTime() < now.getTime();
    }
  }
}

/** The desk rule of the lead's sales e-mail (undefined for a state this desk does not know). */
function deskRule(lead: DeskLead) {
  return lead.delivery ? ruleOf(lead.delivery.state)?.desk : BEFORE_DELIVERY;
}

/** Whether a lead belongs under "Needs attention" (the same rule the view's queries express). */
export function needsAttention(lead: DeskLead, now: Date): boolean {
  const rule = deskRule(lead);
  return rule !== undefined && attentionNow(rule.attention, lead, now);
}

/** The desk action that fits a lead's state, if any (the function decides in the end). */
export type DeskActionName = DeskAction;
export function actionFor(lead: DeskLead, now: Date): DeskActionName | null {
  const rule = deskRule(lead);
  if (!rule?.action) return null;
  // Offered once the lead needs a person, or at any time in a state that never needs one by
  // itself (Send anyway on a DUPLICATE).
  return rule.attention === "never" || attentionNow(rule.attention, lead, now) ? rule.action : null;
}
