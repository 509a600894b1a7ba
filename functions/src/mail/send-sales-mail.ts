// The sales e-mail (MAIL_KINDS.sales): claim the lead, check it, the
// prospect's history and the hourly budget, send it once with EmailJS at the paced slot, and
// record the outcome. After it went out, the prospect's confirmation is queued (same queue,
// same pace), unless the lead was ever HELD.
import { newDelivery } from "../shared/delivery.js";
import { MAIL_KINDS } from "../shared/mail-kinds.js";
import type { LeadHistory } from "../leads/lead-history.js";
import type { MailBudget } from "./mail-budget.js";
import { queueMail, type MailTask } from "../platform/task-queue.js";
import { claim, ready, transmit, type MailDeps, type MailHandler } from "./mail-steps.js";
import { repeatNotice } from "./repeat-notice.js";
import { salesTemplateParams, withPreviousBrief } from "./template-params.js";

export interface SalesMailDeps extends MailDeps {
  history: LeadHistory;
  budget: MailBudget;
  /** The template of the confirmation to the prospect; undefined: no confirmations. */
  autoReplyTemplateId: string | undefined;
}

/** Sends the lead's sales e-mail once and records the outcome. Safe to run more than once. */
export const sendSalesMail: MailHandler<SalesMailDeps> = async (task, attempt, deps) => {
  const { clock, logs } = deps;
  const { leadId } = task;
  const owned = await claim(task, "sales", deps);
  if (owned.kind === "missing") return "done";
  if (owned.kind === "final") {
    // The sales mail went out but its confirmation was never queued (the task died between).
    const reply = owned.lead.autoReply?.state;
    if (
      owned.state === "SUCCESS" &&
      (!reply || reply === "QUEUED") &&
      !owned.lead.delivery?.heldFor
    )
      await queueAutoReply(task, owned.version, deps);
    return "done";
  }

  const prepared = await ready(owned, deps);
  if ("outcome" in prepared) return prepared.outcome;
  const { checked } = prepared;

  // Fold a repeated brief, flag an updated one, respect the budget. A person's replay is a
  // decision to send: it skips both checks.
  let previous;
  if (owned.claimed.reason !== "replay") {
    const verdict = await deps.history.check(leadId, checked.lead, clock.now());
    if (verdict.kind === "duplicate") {
      await owned.record({ state: "DUPLICATE", duplicateOf: verdict.of, endTime: clock.now() });
      logs.duplicate(leadId, verdict.of);
      return "DUPLICATE";
    }
    previous = verdict.previous;
    const budget = await deps.budget.take(leadId, clock.now());
    if (budget.kind === "held") {
      await owned.record({ state: "HELD", heldFor: "budget", endTime: clock.now() });
      logs.held(leadId, budget.firstHold);
      return "HELD";
    }
  }
  const params = {
    ...withPreviousBrief(salesTemplateParams(leadId, checked, deps.siteOrigin), previous),
    repeatNotice: repeatNotice(owned.claimed),
  };
  return transmit(
    owned,
    attempt,
    (transport) => transport.send(params),
    prepared.deps,
    async (version) => {
      // The relay guard: a lead that was held (a flood, the quota) confirms nothing.
      if (!owned.claimed.heldFor) await queueAutoReply(task, version, deps);
    },
  );
};

/** Queues the prospect's confirmation, once per lead, when confirmations are configured. */
async function queueAutoReply(task: MailTask, version: string, deps: SalesMailDeps) {
  if (!deps.autoReplyTemplateId) return;
  const { leadId } = task;
  const queued = newDelivery({ state: "QUEUED", queuedAt: deps.clock.now() });
  // Shown on the lead before the task runs; if the lead moved on meanwhile, the task still runs.
  await deps.store.writeDelivery(leadId, queued, version, MAIL_KINDS.confirmation.map);
  await queueMail("confirmation", { leadId, round: task.round }, "created", deps);
}
