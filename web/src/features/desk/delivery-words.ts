// The delivery state of a lead in words a salesperson reads at a glance ("Mailed", "Retrying —
// next try 10:42", "Held: hourly limit", "Duplicate of …", "Failed: 403 Forbidden"), and
// whether it needs a person. Times are in the viewer's time zone (or the one given, in tests).
import { NOT_ON_ITS_WAY_AFTER_MS } from "@shared/desk-access";
import type { DeskAction } from "@shared/desk-api";
import type { DeskDelivery, DeskLead } from "./desk-lead";

/** A lead still without a final delivery this long after it arrived needs a person. */
export const UNDELIVERED_AFTER_MS = NOT_ON_ITS_WAY_AFTER_MS;

/** "10:42" in the viewer's time zone (or `timeZone`). */
export function clockTime(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone,
  }).format(date);
}

/** "Nov 25, 2026, 10:42" in the viewer's time zone (or `timeZone`). */
export function receivedTime(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
}

function failure(error: DeskDelivery["error"]): string {
  if (!error) return "Failed";
  if (error.status === 0) return `Failed: no answer${error.text ? ` (${error.text})` : ""}`;
  return `Failed: ${error.status}${error.text ? ` ${error.text}` : ""}`;
}

export interface WordsOptions {
  now: Date;
  timeZone?: string;
  /** The company of another lead, when the desk has it loaded (for "Duplicate of …"). */
  companyOf?: (leadId: string) => string | undefined;
}

/** The sales e-mail's state of `lead` in words. */
export function deliveryWords(lead: DeskLead, options: WordsOptions): string {
  const { now, timeZone } = options;
  const delivery = lead.delivery;
  if (!delivery)
    return isOverdue(lead, now) ? "Not queued after 5 minutes" : "Waiting for the queue";
  switch (delivery.state) {
    case "SUCCESS":
      return delivery.unansweredAt ? "Mailed (may have gone out twice)" : "Mailed";
    case "QUEUED":
      return isOverdue(lead, now) ? "Queued, not sent after 5 minutes" : "Queued";
    case "PROCESSING":
      return "Sending";
    case "RETRY": {
      const next = delivery.nextAttemptAt;
      if (!next) return "Retrying";
      return next.getTime() < now.getTime()
        ? `Retry overdue — was due ${clockTime(next, timeZone)}`
        : `Retrying — next try ${clockTime(next, timeZone)}`;
    }
    case "ERROR":
      return failure(delivery.error);
    case "HELD":
      return delivery.heldFor === "quota" ? "Held: monthly quota" : "Held: hourly limit";
    case "DUPLICATE": {
      const of = delivery.duplicateOf;
      if (!of) return "Duplicate";
      return `Duplicate of ${options.companyOf?.(of) ?? `lead ${of.slice(0, 8)}`}`;
    }
    case "SKIPPED":
      return "Not sent: EmailJS not configured";
    case "DECLINED":
      return "Declined";
    default:
      return `Unknown state ${delivery.state}`;
  }
}

/** The confirmation e-mail's state in words (null when there is none). */
export function autoReplyWords(lead: DeskLead, timeZone?: string): string | null {
  const reply = lead.autoReply;
  if (!reply) return null;
  switch (reply.state) {
    case "SUCCESS":
      return "Confirmation sent";
    case "DECLINED":
      return "Confirmation held back by the relay guard";
    case "ERROR":
      return `Confirmation ${failure(reply.error).toLowerCase()}`;
    case "RETRY":
      return reply.nextAttemptAt
        ? `Confirmation retrying — next try ${clockTime(reply.nextAttemptAt, timeZone)}`
        : "Confirmation retrying";
    case "SKIPPED":
      return "Confirmation not sent: EmailJS not configured";
    default:
      return `Confirmation ${reply.state.toLowerCase()}`;
  }
}

/** No final state yet, 5 minutes after the lead arrived. */
function isOverdue(lead: DeskLead, now: Date): boolean {
  const since = lead.delivery?.queuedAt ?? lead.createdAt;
  return since !== null && now.getTime() - since.getTime() > UNDELIVERED_AFTER_MS;
}

/** Whether a lead belongs under "Needs attention" (the same rule the view's queries express). */
export function needsAttention(lead: DeskLead, now: Date): boolean {
  const state = lead.delivery?.state;
  if (state === "ERROR" || state === "HELD") return true;
  if (state === "RETRY") {
    const next = lead.delivery?.nextAttemptAt;
    return next !== null && next !== undefined && next.getTime() < now.getTime();
  }
  if (state === undefined || state === "QUEUED" || state === "PROCESSING") {
    return (
      lead.createdAt !== null && now.getTime() - lead.createdAt.getTime() > UNDELIVERED_AFTER_MS
    );
  }
  return false;
}

/** The desk action that fits a lead's state, if any (the function decides in the end). */
export type DeskActionName = DeskAction;
export function actionFor(lead: DeskLead, now: Date): DeskActionName | null {
  switch (lead.delivery?.state) {
    case "HELD":
      return "release";
    case "DUPLICATE":
      return "sendAnyway";
    case "ERROR":
      return "resend";
    default:
      // A retry past its time or a lead stuck in the queue: the replay path takes it again.
      return needsAttention(lead, now) ? "resend" : null;
  }
}
